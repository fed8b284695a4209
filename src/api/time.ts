// The one time module of server, client and seed: instants are stored and sent in UTC; every
// shown date, date-keyed number (XJyyyymmdd…), day boundary ("today", "this month", "7日内"),
// calendar cell and ranking period is in Beijing time (Asia/Shanghai, UTC+8 all year, no DST).
// Arithmetic by hand: no Intl at start-up, the same answer in every runtime.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Shanghai has kept UTC+8 since 1991. */
export const BEIJING_OFFSET = 8 * HOUR;

const shifted = (ms: number) => new Date(ms + BEIJING_OFFSET).toISOString();

/** 2026-11-26 07:30 (Beijing wall clock) of an ISO instant; the text itself when unparsable. */
export function beijingTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : shifted(ms).slice(0, 16).replace('T', ' ');
}

/** The Beijing calendar day 'YYYY-MM-DD' of an instant (ms). */
export const beijingDay = (ms: number): string => shifted(ms).slice(0, 10);

/** 'YYYYMMDD' of the Beijing day: the date part of numbers like XJ20261126…. */
export const beijingDayKey = (ms: number): string => beijingDay(ms).replaceAll('-', '');

/** The instant (ms) the Beijing day holding `ms` began (00:00 Beijing = 16:00 UTC the day before). */
export const beijingDayStart = (ms: number): number => Math.floor((ms + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;

/** The instant (ms) the Beijing month holding `ms` began. */
export function beijingMonthStart(ms: number): number {
  const d = new Date(ms + BEIJING_OFFSET);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - BEIJING_OFFSET;
}

/** The instant of a Beijing wall-clock time: beijingInstant(2026, 11, 26, 9, 30). Month is 1-12. */
export const beijingInstant = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour, minute) - BEIJING_OFFSET;

/** Day of the week in Beijing: 0 Sunday … 6 Saturday. */
export const beijingWeekday = (ms: number): number => new Date(ms + BEIJING_OFFSET).getUTCDay();

/** Hours and minutes of the Beijing wall clock. */
export function beijingClock(ms: number): { hour: number; minute: number } {
  const d = new Date(ms + BEIJING_OFFSET);
  return { hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}
