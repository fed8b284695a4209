// One inquiry of the hall: status and title, buyer with its badge, what is asked for, where it
// goes, the deadline and how many suppliers have quoted.
import { Link } from 'wouter';
import type { InquiryCard } from '../../../api/inquiry';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { formatDay } from '../../../ui/date';
import { Deadline, StatusTag, VerifiedBadge } from './ListBadges';
import classes from './list.module.css';

export function InquiryRow({ inquiry: q }: { inquiry: InquiryCard }) {
  const href = inquiryRoutes.inquiryDetail.href({ id: q.id });
  return (
    <li className={classes.row}>
      <div className={classes.rowMain}>
        <h2 className={classes.rowTitle}>
          <StatusTag code={q.statusCode} name={q.stateName} />
          <Link href={href}>{q.title}</Link>
        </h2>
        <p className={classes.rowLine}>
          <span className={classes.buyer}>{q.buyer.name}</span>
          <VerifiedBadge verified={q.buyer.verified} />
        </p>
        <p className={classes.rowMeta}>
          <span>
            {q.mainItem} · {q.quantity}
            {q.unit}
          </span>
          <span>{q.categoryName}</span>
          <span>
            {q.provinceName}
            {q.cityName && q.cityName !== q.provinceName ? ` ${q.cityName}` : ''}
          </span>
          <span>
            {q.taxIncluded ? '含税' : '不含税'} {q.taxRate}%
          </span>
          {q.publishTime && <span>发布 {formatDay(q.publishTime)}</span>}
        </p>
      </div>
      <div className={classes.rowSide}>
        <Deadline inquiry={q} />
        <span className={classes.quotes}>
          <strong>{q.quoteCount}</strong> 家报价
        </span>
        <Link
          href={href}
          className={classes.rowAction}
          aria-label={`${q.statusCode === '1' ? '去报价' : '查看详情'}：${q.title}`}
        >
          {q.statusCode === '1' ? '去报价' : '查看详情'}
        </Link>
      </div>
    </li>
  );
}
