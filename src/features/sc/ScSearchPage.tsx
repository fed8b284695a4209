// /sc/order-more/search: the sc site's tender notice search (招标公告) over the main site's tenders.
import type { Loader } from '../../shared/query';
import { scSearchList, scSearchQuery } from '../../shared/sections/sc/views';
import { cityQuery } from './city/queries';
import { ScFrame } from './common/ScFrame';
import { TenderSearch } from './search/TenderSearch';

export const loader: Loader = async ({ client, search }) => {
  await Promise.all([
    client.prefetchQuery(scSearchQuery(scSearchList.read(search).view)),
    client.prefetchQuery(cityQuery),
  ]);
};

export default function ScSearchPage() {
  return (
    <ScFrame>
      <TenderSearch list={scSearchList} heading="招标公告" />
    </ScFrame>
  );
}
