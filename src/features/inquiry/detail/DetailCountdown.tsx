// The quote deadline's countdown: 剩余 2天 03小时 15分 while quoting, 已截止 after. The first
// render uses the server's clock of the answer (so the server render and hydration agree), then
// the browser's clock corrected by the server's, every 30 s (every second in the last hour).
import { useEffect, useState } from 'react';
import classes from './detail.module.css';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function remainingText(ms: number): string {
  if (ms <= 0) return '已截止';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `剩余 ${days}天 ${hours}小时 ${minutes}分`;
  if (hours > 0) return `剩余 ${hours}小时 ${minutes}分`;
  return `剩余 ${minutes}分 ${Math.floor((ms % MINUTE) / 1000)}秒`;
}

export function DetailCountdown({
  deadline,
  serverTime,
  active,
}: {
  deadline: string;
  serverTime: string;
  active: boolean;
}) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    if (!active) return;
    const offset = Date.parse(serverTime) - Date.now() || 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now() + offset;
      setNow(t);
      if (t < end) timer = setTimeout(tick, end - t <= HOUR ? 1000 : 30_000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, end, serverTime]);
  const left = end - now;
  if (!active) return null;
  return <span className={left > 0 && left <= 2 * DAY ? classes.soon : classes.countdown}>{remainingText(left)}</span>;
}
