// Times of the tender pages: instants shown in Beijing time (the server's messages use it too),
// and the countdown to a deadline in days or hours. Formatted by hand (no Intl at start-up).
const BEIJING_MS = 8 * 3600_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** 2026-12-27 09:30 (Beijing time). */
export function beijingTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** 剩 3 天 / 剩 5 小时 / 不足 1 小时 before the deadline, null after it. */
export function timeLeft(iso: string, now: number): string | null {
  const left = Date.parse(iso) - now;
  if (!(left > 0)) return null;
  if (left >= DAY_MS) return `剩 ${Math.floor(left / DAY_MS)} 天`;
  if (left >= HOUR_MS) return `剩 ${Math.floor(left / HOUR_MS)} 小时`;
  return '不足 1 小时';
}

/** The UTC day 'YYYY-MM-DD' of an instant (the lists' and calendar's days). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
