// The month grid of bid openings: one Tab stop, arrow keys move by day and week, Home/End to the
// week's ends, Enter or a click chooses the day, whose openings show below the grid. Phones get
// the days with openings as a list instead (CSS picks one).
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { TenderCalendar } from '../../../api/tender';
import { tenderRoutes } from '../../../shared/sections/tender/routes';
import { formatTime } from '../../../ui/date';
import { dayName, monthWeeks, movedDay, WEEKDAYS } from './calendar';
import classes from './calendar.module.css';

type Day = TenderCalendar['days'][number];

interface Props {
  calendar: TenderCalendar;
  /** The day chosen first: today when it is in the month. */
  initialDay: string;
  /** The list of one day's openings (with the page's filters). */
  dayHref: (date: string) => string;
}

function DayOpenings({ day, date, dayHref }: { day: Day | undefined; date: string; dayHref: (d: string) => string }) {
  return (
    <>
      {day ? (
        <ul className={classes.items}>
          {day.items.map((i) => (
            <li key={i.id}>
              <span className={classes.time}>{formatTime(i.openTime).slice(11)}</span>
              <span className={classes.type}>{i.typeName}</span>
              <Link href={tenderRoutes.tenderDetail.href({ id: i.id })}>{i.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.none}>当日无开标项目</p>
      )}
      {day && (
        <Link href={dayHref(date)} className={classes.all}>
          查看{dayName(date)}全部 {day.count} 场开标 ›
        </Link>
      )}
    </>
  );
}

export function CalendarGrid({ calendar, initialDay, dayHref }: Props) {
  const weeks = monthWeeks(calendar.month);
  const dates = weeks.flat().filter((d): d is string => d !== null);
  const byDate = new Map(calendar.days.map((d) => [d.date, d]));
  const [selected, setSelected] = useState(
    dates.includes(initialDay) ? initialDay : (calendar.days[0]?.date ?? dates[0]),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent, date: string, weekday: number) => {
    const to = movedDay(e.key, dates.indexOf(date), dates.length, weekday);
    if (to === null) return;
    e.preventDefault();
    setSelected(dates[to]);
    buttons.current.get(dates[to])?.focus();
  };
  const chosen = byDate.get(selected);
  return (
    <>
      <table role="grid" className={classes.grid} aria-label="开标日历" aria-describedby="calendar-help">
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" abbr={`星期${w}`}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={wi}>
              {week.map((date, di) => {
                if (!date) return <td key={di} role="gridcell" className={classes.blank} />;
                const day = byDate.get(date);
                return (
                  <td key={date} role="gridcell" aria-selected={date === selected}>
                    <button
                      type="button"
                      ref={(el) => void (el ? buttons.current.set(date, el) : buttons.current.delete(date))}
                      tabIndex={date === selected ? 0 : -1}
                      className={classes.day}
                      data-busy={day ? true : undefined}
                      onClick={() => setSelected(date)}
                      onKeyDown={(e) => onKey(e, date, di)}
                    >
                      {/* The name reads 12月1日，17 场开标; the visible part is the day and the count. */}
                      <span className={classes.num}>
                        <span className="visually-hidden">{Number(date.slice(5, 7))}月</span>
                        {Number(date.slice(8))}
                        <span className="visually-hidden">日，</span>
                      </span>
                      {day ? (
                        <span className={classes.count}>
                          {day.count} 场<span className="visually-hidden">开标</span>
                        </span>
                      ) : (
                        <span className="visually-hidden">无开标</span>
                      )}
                      {day?.items.slice(0, 2).map((i) => (
                        <span key={i.id} className={classes.peek} aria-hidden="true">
                          {i.title}
                        </span>
                      ))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="calendar-help" className={classes.help}>
        方向键切换日期，回车查看当日开标
      </p>
      <section className={classes.dayPanel} aria-live="polite" aria-labelledby="calendar-day">
        <h3 id="calendar-day">{dayName(selected)}开标</h3>
        <DayOpenings day={chosen} date={selected} dayHref={dayHref} />
      </section>
      <ol className={classes.dayList} aria-label="本月开标">
        {calendar.days.map((d) => (
          <li key={d.date}>
            <h3>
              {dayName(d.date)} · {d.count} 场开标
            </h3>
            <DayOpenings day={d} date={d.date} dayHref={dayHref} />
          </li>
        ))}
      </ol>
      {calendar.days.length === 0 && <p className={classes.emptyList}>本月暂无开标项目，暂无数据</p>}
    </>
  );
}
