// The landing's tender blocks by status (six each, from the tender page call): open for
// registration, bidding, and decided. Titles lead to the tender detail, 更多 to the tender list.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { tender, TENDER_STATUSES, type TenderCard } from '../../../api/tender';
import { callQuery } from '../../../shared/query';
import { tenderRoutes } from '../../../shared/sections/tender/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { formatDay } from '../../../ui/date';
import { formatWan } from '../../../ui/price';
import { Section } from '../../../ui/Section';
import classes from './home.module.css';

export const TENDER_BLOCK = 6;
/** 报名中, 投标中, 已定标, with the date each block is about. */
const BLOCKS = [
  { status: '1', date: (t: TenderCard) => `报名截止 ${formatDay(t.registrationDeadline)}` },
  { status: '2', date: (t: TenderCard) => `开标 ${formatDay(t.bidDeadline)}` },
  { status: '5', date: (t: TenderCard) => `发布 ${formatDay(t.publishTime)}` },
] as const;
export const TENDER_BLOCK_STATUSES = BLOCKS.map((b) => b.status);

export const tenderBlockQuery = (status: string) => callQuery(tender.page, { status, current: 1, size: TENDER_BLOCK });
const statusName = (code: string) => TENDER_STATUSES.find((s) => s.code === code)?.name ?? '';

function Block({ status, date }: (typeof BLOCKS)[number]) {
  const list = useQuery(tenderBlockQuery(status));
  const name = statusName(status);
  return (
    <div className={classes.tenderBlock}>
      <h3 className={classes.boardTitle}>
        {name}
        {list.data && (
          <Link
            href={tenderRoutes.tenders.href({ status })}
            className={classes.boardCount}
            aria-label={`全部${name}的招标，共 ${list.data.total} 条`}
          >
            共 {list.data.total} 条
          </Link>
        )}
      </h3>
      <DataState
        state={list}
        skeleton={<SkeletonRows rows={TENDER_BLOCK} height={40} />}
        isEmpty={(p) => p.records.length === 0}
        emptyText={`暂无${name}的招标`}
      >
        {(p) => (
          <ul className={classes.tenders}>
            {p.records.map((t) => (
              <li key={t.id}>
                <Link href={tenderRoutes.tenderDetail.href({ id: t.id })} className={classes.tenderTitle}>
                  {t.title}
                </Link>
                <span className={classes.tenderMeta}>
                  <span>{t.typeName}</span>
                  <span>{t.cityName || t.provinceName}</span>
                  <span>预算 {formatWan(t.budget)}</span>
                </span>
                <span className={classes.tenderDate}>
                  {date(t)}
                  {t.closingSoon && <span className={classes.soonMark}>7日内截止</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}

export function HomeTenders() {
  return (
    <Section title="招标公告" more={tenderRoutes.tenders.href()}>
      <div className={classes.tenderBlocks}>
        {BLOCKS.map((b) => (
          <Block key={b.status} {...b} />
        ))}
      </div>
    </Section>
  );
}
