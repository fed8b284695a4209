// /sc/preferentialInquiry/order-more: the procurement notice search (采购公告), the same search
// and filters as the tender notices (one filter model), under its own address.
import type { Loader } from '../../shared/query';
import { scProcurementList, scSearchQuery } from '../../shared/sections/sc/views';
import { cityQuery } from './city/queries';
import { ScFrame } from './common/ScFrame';
import { TenderSearch } from './search/TenderSearch';

export const loader: Loader = async ({ client, search }) => {
  await Promise.all([
    client.prefetchQuery(scSearchQuery(scProcurementList.read(search).view)),
    client.prefetchQuery(cityQuery),
  ]);
};

export default function ScProcurementPage() {
  return (
    <ScFrame>
      <TenderSearch list={scProcurementList} heading="采购公告" />
    </ScFrame>
  );
}
