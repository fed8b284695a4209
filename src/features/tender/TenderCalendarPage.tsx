// /preferentialInquiry/tenderCalendar: bid openings by day of a month, with the tender list's
// filters. The URL holds the month and the filters (tenderCalendarView); no month is this month.
// A day leads to the list of its openings with the same filters.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import {
  filterPart,
  monthOf,
  tenderCalendarView,
  tenderFiltersOf,
  type TenderCalendarView,
} from '../../shared/sections/tender/views';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { CalendarGrid } from './calendar/CalendarGrid';
import { IcsLink } from './common/IcsLink';
import { monthName, shiftMonth } from './calendar/calendar';
import { beijingDay } from '../../api/time';
import { calendarQuery, dictionaryQueries } from './common/queries';
import { TenderFilters } from './list/TenderFilters';
import classes from './calendar/calendar.module.css';
import listClasses from './list/tender.module.css';

const queryOf = (v: TenderCalendarView, now: number) =>
  calendarQuery({ ...tenderFiltersOf(v), month: v.month || monthOf(now) });

export const loader: Loader = async ({ client, search }) => {
  const { view } = tenderCalendarView.read(search);
  await Promise.all([
    ...dictionaryQueries.map((q) => client.prefetchQuery(q)),
    client.prefetchQuery(queryOf(view, Date.now())),
  ]);
};

export default function TenderCalendarPage() {
  const { view, malformed, go, hrefOf } = useListView(tenderCalendarView);
  const [now] = useState(() => Date.now());
  const month = view.month || monthOf(now);
  const calendar = useQuery({ ...queryOf(view, now), placeholderData: keepPreviousData });
  const filters = filterPart(view);
  const dayHref = (date: string) =>
    tenderRoutes.tenders.href({ ...filters, deadlineFrom: date, deadlineTo: date, sort: 'deadline' });
  return (
    <div className="page-column">
      <header className={listClasses.head}>
        <h1>开标日历</h1>
        <div className={listClasses.headActions}>
          <Link href={tenderRoutes.tenders.href(filters)} className={listClasses.linkButton}>
            返回招标列表
          </Link>
          <IcsLink
            now={now}
            fileName={`开标日历-${month}.ics`}
            label="导出本月开标（.ics）"
            tenders={(calendar.data?.days ?? []).flatMap((d) =>
              d.items.map((i) => ({
                id: i.id,
                tenderNo: `#${i.id}`,
                title: i.title,
                registrationDeadline: '',
                bidDeadline: i.openTime,
                publicityEnd: null,
              })),
            )}
          />
        </div>
      </header>
      <QueryNotice show={malformed} />
      <TenderFilters view={view} onChange={go} />
      <nav className={classes.monthNav} aria-label="切换月份">
        <Link href={hrefOf({ month: shiftMonth(month, -1) })} className={listClasses.linkButton}>
          ‹ 上个月
        </Link>
        <h2 className={classes.monthTitle} aria-live="polite">
          {monthName(month)}
        </h2>
        <Link href={hrefOf({ month: shiftMonth(month, 1) })} className={listClasses.linkButton}>
          下个月 ›
        </Link>
      </nav>
      <DataState state={calendar} skeleton={<SkeletonRows rows={6} height={72} />} isEmpty={() => false}>
        {(c) => <CalendarGrid key={c.month} calendar={c} initialDay={beijingDay(now)} dayHref={dayHref} />}
      </DataState>
    </div>
  );
}
