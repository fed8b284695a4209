// Dates from the API are ISO strings or "YYYY-MM-DD HH:mm:ss"; lists show the day only.
export function formatDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}
