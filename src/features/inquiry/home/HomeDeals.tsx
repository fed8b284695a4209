// The landing's recent deals (成交): the latest awards, both parties masked by the server.
import { useQuery } from '@tanstack/react-query';
import { deals } from '../../../api/inquiry-deals';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { Section } from '../../../ui/Section';
import { DealTable } from '../deals/DealTable';

export const RECENT_DEALS = 8;
export const recentDealsQuery = callQuery(deals.dealPage, { current: 1, size: RECENT_DEALS });

export function HomeDeals() {
  const recent = useQuery(recentDealsQuery);
  return (
    <Section title="最新成交" more={inquiryRoutes.orderMore.href()}>
      <DataState
        state={recent}
        skeleton={<SkeletonRows rows={RECENT_DEALS} height={28} />}
        isEmpty={(p) => p.records.length === 0}
      >
        {(p) => <DealTable deals={p.records} caption="最新成交" compact />}
      </DataState>
    </Section>
  );
}
