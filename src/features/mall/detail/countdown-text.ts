// 距结束 text for a countdown in seconds: 2天 03:04:05, or 03:04:05 under a day.
const two = (n: number) => String(n).padStart(2, '0');

export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hms = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return days > 0 ? `${days}天 ${hms}` : hms;
}
