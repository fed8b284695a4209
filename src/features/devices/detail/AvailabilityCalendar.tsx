// The machine's availability for the coming weeks: booked days greyed (and struck through for
// those who cannot see colour), today outlined, the next free day named.
import type { SupplyDetail } from '../../../api/devices';
import { beijingDay } from '../../../api/time';
import { formatDay } from '../../../ui/date';
import classes from './detail.module.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const DAYS = 56;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

export function AvailabilityCalendar({ d }: { d: SupplyDetail }) {
  const today = beijingDay(Date.parse(d.serverTime));
  const isBooked = (day: string) => day < d.availableFrom || d.booked.some((b) => b.from <= day && day <= b.to);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
  const pad = weekday(today);
  return (
    <section className={classes.block} aria-labelledby="calendar-title">
      <h2 id="calendar-title">可租日历</h2>
      <p>
        最近可租：<strong>{formatDay(d.nextAvailable)}</strong>
      </p>
      <div className={classes.weekdays} aria-hidden="true">
        {WEEKDAYS.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <ul className={classes.calendar} aria-label={`未来 ${DAYS} 天的可租情况`}>
        {Array.from({ length: pad }, (_, i) => (
          <li key={`pad${i}`} data-pad aria-hidden="true" />
        ))}
        {days.map((day) => {
          const booked = isBooked(day);
          return (
            <li
              key={day}
              data-booked={booked || undefined}
              data-today={day === today || undefined}
              aria-label={`${day} ${booked ? '已约' : '可租'}`}
            >
              {day.endsWith('-01') ? `${Number(day.slice(5, 7))}月` : Number(day.slice(8))}
            </li>
          );
        })}
      </ul>
      <p className={classes.legend}>
        <span>绿色：可租</span>
        <span>灰色划线：已约或未到可租日期</span>
      </p>
    </section>
  );
}
