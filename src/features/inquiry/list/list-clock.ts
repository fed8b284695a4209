// The client's clock for deadline texts (剩 3 天, 即将截止). The server render and hydration see
// no clock (null: the texts stay out), so the first paint matches the server's HTML; the clock
// is read once the page runs in the browser, to the minute.
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const subscribe = () => () => {};
const clientNow = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const serverNow = () => null;

export const useNow = (): number | null => useSyncExternalStore(subscribe, clientNow, serverNow);

/** Within this long of its deadline an open inquiry is closing soon. */
export const CLOSING_SOON_MS = 48 * 3_600_000;

/** Epoch ms of an ISO instant or of the home lists' 'YYYY-MM-DD HH:mm:ss' (UTC, as the server writes it). */
export const instantOf = (value: string): number =>
  Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value);

/** 剩 2 天 5 小时 / 剩 5 小时 / 剩 20 分钟; '' once the deadline has passed. */
export function timeLeftText(deadline: string, now: number): string {
  const ms = instantOf(deadline) - now;
  if (!(ms > 0)) return '';
  const minutes = Math.floor(ms / MINUTE);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `剩 ${days} 天 ${hours} 小时` : `剩 ${days} 天`;
  if (hours > 0) return `剩 ${hours} 小时`;
  return `剩 ${Math.max(1, minutes)} 分钟`;
}
