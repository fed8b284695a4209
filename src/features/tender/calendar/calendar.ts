// Month arithmetic for the opening calendar: the weeks of a month (Monday first, days outside it
// null), the neighbouring months, and the month's name. Calendar dates: Beijing days (the
// server groups openings by them; today comes from src/api/time.ts).

/** The month after (step 1) or before (step -1) 'YYYY-MM'. */
export function shiftMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 7);
}

/** 2026年12月 */
export const monthName = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** 12月1日 */
export const dayName = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The month's days 'YYYY-MM-DD' as weeks of seven, Monday first; null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Where an arrow, Home or End key moves from day `index` (0-based) of a month of `count` days; null: not a move. */
export function movedDay(key: string, index: number, count: number, weekday: number): number | null {
  const to =
    key === 'ArrowLeft'
      ? index - 1
      : key === 'ArrowRight'
        ? index + 1
        : key === 'ArrowUp'
          ? index - 7
          : key === 'ArrowDown'
            ? index + 7
            : key === 'Home'
              ? index - weekday
              : key === 'End'
                ? index + 6 - weekday
                : null;
  return to === null ? null : Math.max(0, Math.min(count - 1, to));
}

export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
