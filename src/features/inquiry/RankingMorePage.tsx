// /preferentialInquiry/inquiryRankingMore: seller and buyer rankings by deal amount or activity
// (quotes / inquiries), this month, quarter, year or all time. The side, metric, period and page
// are the URL (rankingList in src/shared/inquiry-views.ts); rows lead to a party's record.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  deals,
  RANKING_METRICS,
  RANKING_PERIOD_NAMES,
  RANKING_PERIODS,
  RANKING_SIDES,
  type RankingSide,
} from '../../api/inquiry-deals';
import { useListView } from '../../shared/list-view';
import { rankingList, rankingListQuery, type RankingListView } from '../../shared/sections/inquiry/views';
import { callQuery, type Loader } from '../../shared/query';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { AppLink } from '../../ui/AppLink';
import { SortBar } from '../../ui/FilterBar';
import { ListHead } from './list/ListHead';
import { ACTIVITY_NAMES, RankingBoard, SIDE_NAMES } from './ranking/RankingBoard';
import { RankingSwitch } from './ranking/RankingSwitch';
import classes from './list/list.module.css';
import { ListTop, ListResults } from '../../ui/ListBody';

const SIDES = RANKING_SIDES.map((value) => ({ value, label: `${SIDE_NAMES[value]}排行` }));
const PERIODS = RANKING_PERIODS.map((value) => ({ value, label: RANKING_PERIOD_NAMES[value] }));
const metrics = (side: RankingSide) =>
  RANKING_METRICS.map((value) => ({ value, label: value === 'amount' ? '按成交金额' : `按${ACTIVITY_NAMES[side]}` }));

const pageQuery = (v: RankingListView) => callQuery(deals.rankingPage, rankingListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(pageQuery(rankingList.read(search).view));
};

export default function RankingMorePage() {
  const lv = useListView(rankingList);
  const { view, go } = lv;
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData });
  const title = `${SIDE_NAMES[view.side]}排行榜`;
  const empty = `${RANKING_PERIOD_NAMES[view.period]}暂无上榜企业，暂无数据`;
  return (
    <div className="page-column">
      <ListHead title={title} count={list.data && `${RANKING_PERIOD_NAMES[view.period]}共 ${list.data.total} 家上榜`}>
        <AppLink href={inquiryRoutes.orderMore.href()}>成交记录</AppLink>
        <AppLink href={inquiryRoutes.inquiryMore.href()}>询价大厅</AppLink>
      </ListHead>
      <ListTop of={lv} />
      <div className={classes.switches}>
        <RankingSwitch label="榜单" options={SIDES} value={view.side} onChange={(side) => go({ side })} />
        <RankingSwitch label="周期" options={PERIODS} value={view.period} onChange={(period) => go({ period })} />
      </div>
      <SortBar options={metrics(view.side)} value={view.metric} onChange={(metric) => go({ metric })} />
      <div className={classes.card}>
        <ListResults of={lv} state={list} text={{ unit: '家企业', empty, skeleton: [10, 32] }}>
          {(p) => (
            <RankingBoard
              side={view.side}
              rows={p.records}
              caption={`${title}（${RANKING_PERIOD_NAMES[view.period]}）`}
            />
          )}
        </ListResults>
      </div>
    </div>
  );
}
