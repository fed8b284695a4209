// Beijing calendar days as 'YYYY-MM-DD' text: adding days and walking past booked ranges.
import { beijingDay } from '../../floor/time';

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const today = (nowMs: number): string => beijingDay(nowMs);

/** The first day on or after `from` inside no range (ranges inclusive). */
export function firstFree(from: string, ranges: readonly { from: string; to: string }[]): string {
  let day = from;
  for (let moved = true; moved;) {
    moved = false;
    for (const r of ranges) {
      if (r.from <= day && day <= r.to) {
        day = addDays(r.to, 1);
        moved = true;
      }
    }
  }
  return day;
}
