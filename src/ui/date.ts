// Dates as every page shows them, in Beijing time (src/api/time.ts, the one time module): an
// instant from the API (ISO with its zone) shows its Beijing day or wall-clock time; a value
// without a zone ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss') is a Beijing wall-clock value already.
import { beijingDay, beijingTime } from '../api/time';

const ZONED = /T.*(Z|[+-]\d{2}:?\d{2})$/;
const zonedMs = (value: string) => (ZONED.test(value) ? Date.parse(value) : NaN);

/** 2026-11-26: the Beijing day. */
export function formatDay(value: string): string {
  const ms = zonedMs(value);
  if (!Number.isNaN(ms)) return beijingDay(ms);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

/** 2026-11-26 07:30: the Beijing wall-clock time. */
export function formatTime(value: string): string {
  if (!Number.isNaN(zonedMs(value))) return beijingTime(value);
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return m ? `${m[1]} ${m[2]}` : value;
}
