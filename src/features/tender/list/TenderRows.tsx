// One page of tenders: title with its status, purchaser (verified badge), type, method, region and
// publish day; budget in 万元, the opening time and the time left before it.
import { Link } from 'wouter';
import type { TenderCard } from '../../../api/tender';
import { tenderRoutes } from '../../../shared/sections/tender/routes';
import { formatDay, formatTime } from '../../../ui/date';
import { formatWan } from '../../../ui/price';
import { StatusBadge } from '../common/badges';
import { PartyName } from '../../../ui/PartyName';
import { timeLeft } from '../common/format';
import classes from './tender.module.css';

export function TenderRow({ t, now }: { t: TenderCard; now: number }) {
  const left = timeLeft(t.bidDeadline, now);
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <h2 className={classes.rowTitle}>
          <StatusBadge code={t.statusCode} name={t.statusName} />
          <Link href={tenderRoutes.tenderDetail.href({ id: t.id })}>{t.title}</Link>
        </h2>
        <p className={classes.rowMeta}>
          <PartyName party={t.purchaser} />
          <span>{t.typeName}</span>
          <span>{t.methodName}</span>
          <span>
            {t.provinceName}
            {t.cityName !== t.provinceName && ` ${t.cityName}`}
          </span>
          <span>发布于 {formatDay(t.publishTime)}</span>
        </p>
      </div>
      <div className={classes.rowSide}>
        <span>
          预算 <strong className={classes.budget}>{formatWan(t.budget)}</strong>
        </span>
        <span>开标 {formatTime(t.bidDeadline)}</span>
        {/* The clock of the render: the server's and the browser's may differ by a moment. */}
        <span className={classes.left} data-soon={t.closingSoon || undefined} suppressHydrationWarning>
          {left ?? '已开标'}
        </span>
      </div>
    </li>
  );
}

export function TenderRows({ records, now }: { records: TenderCard[]; now: number }) {
  return (
    <ul className={classes.rows}>
      {records.map((t) => (
        <TenderRow key={t.id} t={t} now={now} />
      ))}
    </ul>
  );
}
