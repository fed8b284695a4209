// One party's record on the ranking: who, its figures and rank per period, its latest deals
// and, for a buyer, its latest public inquiries.
import { Link } from 'wouter';
import type { RankingDetail } from '../../../api/inquiry-deals';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { formatDay } from '../../../ui/date';
import { EmptyData } from '../../../ui/DataState';
import { formatWan } from '../../../ui/price';
import { Section } from '../../../ui/Section';
import { DealTable } from '../deals/DealTable';
import { VerifiedBadge } from '../list/ListBadges';
import { ACTIVITY_NAMES, SIDE_NAMES } from './RankingBoard';
import classes from '../list/list.module.css';

export function RankingRecord({ record }: { record: RankingDetail }) {
  const { company, side } = record;
  return (
    <>
      <header className={classes.party}>
        <p className={classes.partySide}>{SIDE_NAMES[side]}交易记录</p>
        <h1 className={classes.title}>
          {company.name}
          <VerifiedBadge verified={company.verified} />
        </h1>
        <Link href={inquiryRoutes.rankingMore.href({ side })} className={classes.partyBack}>
          ‹ 返回{SIDE_NAMES[side]}排行榜
        </Link>
      </header>
      <ul className={classes.periods} aria-label="各周期业绩">
        {record.periods.map((p) => (
          <li key={p.period} className={classes.period}>
            <h2>{p.periodName}</h2>
            <p className={classes.periodAmount}>{formatWan(p.amount)}</p>
            <dl>
              <dt>成交笔数</dt>
              <dd>{p.dealCount}</dd>
              <dt>{ACTIVITY_NAMES[side]}</dt>
              <dd>{p.activityCount}</dd>
              <dt>成交额排名</dt>
              <dd>{p.rank === null ? '未上榜' : `第 ${p.rank} 名`}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Section title="最近成交" more={inquiryRoutes.orderMore.href({ companyId: company.companyId })}>
        {record.recentDeals.length ? (
          <DealTable deals={record.recentDeals} caption={`${company.name}的最近成交`} />
        ) : (
          <EmptyData text="暂无成交记录" />
        )}
      </Section>
      {side === 'buyer' && (
        <Section title="最近询价">
          {record.recentInquiries.length ? (
            <ul className={classes.brief}>
              {record.recentInquiries.map((q) => (
                <li key={q.id}>
                  <Link href={inquiryRoutes.inquiryDetail.href({ id: q.id })}>{q.title}</Link>
                  <span>{q.stateName}</span>
                  <span>{q.quoteCount} 家报价</span>
                  <span>{formatDay(q.publishTime)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyData text="暂无公开询价" />
          )}
        </Section>
      )}
    </>
  );
}
