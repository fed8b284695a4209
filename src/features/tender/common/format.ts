// The countdown of the tender pages to a deadline, in days or hours.
import { DAY, HOUR } from '../../../api/time';

/** 剩 3 天 / 剩 5 小时 / 不足 1 小时 before the deadline, null after it. */
export function timeLeft(iso: string, now: number): string | null {
  const left = Date.parse(iso) - now;
  if (!(left > 0)) return null;
  if (left >= DAY) return `剩 ${Math.floor(left / DAY)} 天`;
  if (left >= HOUR) return `剩 ${Math.floor(left / HOUR)} 小时`;
  return '不足 1 小时';
}
