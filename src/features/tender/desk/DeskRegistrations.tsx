// The desk's registrations: my company's tenders (tender.mine, newest first) with their status,
// opening time and margin status; the page number is in the URL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { tenderRoutes } from '../../../shared/sections/tender/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { Pager } from '../../../ui/Pager';
import { formatWan } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import { MarginBadge, StatusBadge } from '../common/badges';
import { mineQuery } from '../common/queries';
import classes from './desk.module.css';

export function DeskRegistrations({ current, onPage }: { current: number; onPage: (n: number) => void }) {
  const mine = useQuery({ ...mineQuery(current), placeholderData: keepPreviousData });
  return (
    <section className={classes.block} aria-labelledby="desk-registrations">
      <h2 id="desk-registrations">我的报名</h2>
      <DataState
        state={mine}
        skeleton={<SkeletonRows rows={5} height={40} />}
        isEmpty={(p) => p.records.length === 0}
        emptyText="贵公司尚未报名任何招标项目，暂无数据"
      >
        {(p) => (
          <>
            <ul className={classes.list}>
              {p.records.map((t) => (
                <li key={t.id} className={classes.item}>
                  <div className={classes.itemMain}>
                    <p className={classes.itemTitle}>
                      <StatusBadge code={t.statusCode} name={t.statusName} />
                      <Link href={tenderRoutes.tenderDetail.href({ id: t.id })}>{t.title}</Link>
                    </p>
                    <p className={classes.meta}>
                      <span>{t.purchaser.name}</span>
                      <span>预算 {formatWan(t.budget)}</span>
                      <span>报名于 {formatTime(t.registeredAt)}</span>
                      <span>开标 {formatTime(t.bidDeadline)}</span>
                    </p>
                  </div>
                  <div className={classes.itemSide}>
                    保证金 <MarginBadge code={t.marginStatus} name={t.marginStatusName} />
                  </div>
                </li>
              ))}
            </ul>
            <Pager total={p.total} pages={p.pages} current={p.current} onPage={onPage} unit="个报名项目" />
          </>
        )}
      </DataState>
    </section>
  );
}
