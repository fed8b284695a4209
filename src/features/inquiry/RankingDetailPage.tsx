// /preferentialInquiry/inquiryRankingDetail?companyId=&side=: one party's record — its figures
// and rank per period, latest deals and (buyers) latest inquiries. An unknown company, or an
// address without a usable company and side, is the 404 page with HTTP 404.
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { deals } from '../../api/inquiry-deals';
import { rankingTarget } from '../../shared/sections/inquiry/views';
import { findQuery, type Loader } from '../../shared/query';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { RankingRecord } from './ranking/RankingRecord';

type Target = NonNullable<ReturnType<typeof rankingTarget>>;
const recordQuery = (t: Target) => findQuery(deals.rankingDetail, t);

export const loader: Loader = async ({ client, search }) => {
  const target = rankingTarget(search);
  if (!target) return { notFound: true };
  return (await client.fetchQuery(recordQuery(target))) === null ? { notFound: true } : undefined;
};

export default function RankingDetailPage() {
  const target = rankingTarget(useSearch());
  const record = useQuery({ ...recordQuery(target ?? { companyId: 1, side: 'seller' }), enabled: target !== null });
  if (!target || record.data === null) {
    return (
      <NotFound
        title="该企业不存在"
        note="没有找到这家企业的交易记录，请从排行榜重新选择。"
        back={{ href: inquiryRoutes.rankingMore.href(), label: '返回排行榜' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={record} skeleton={<SkeletonRows rows={10} height={28} />}>
        {(r) => r && <RankingRecord record={r} />}
      </DataState>
    </div>
  );
}
