// /findDevices: the equipment landing (where the sb sub-site lands, its header showing only
// 找设备): search, statistics, the category tree, top machines, the latest supply and demands,
// and industry news. Everything below the first screen renders as it comes near.
import type { Loader } from '../../shared/query';
import { Deferred } from '../../ui/Deferred';
import { latestNeedsQuery, latestSupplyQuery, statisticsQuery, topQuery } from './common/queries';
import { HomeCategories, HomeLatest, HomeNews, HomeStats, HomeTop, NEWS_QUERY } from './home/HomeBlocks';
import { HomeHero } from './home/HomeHero';

export const loader: Loader = async ({ client }) => {
  await Promise.all([
    client.prefetchQuery(statisticsQuery),
    client.prefetchQuery(topQuery),
    client.prefetchQuery(latestSupplyQuery),
    client.prefetchQuery(latestNeedsQuery),
    client.prefetchQuery(NEWS_QUERY),
  ]);
};

export default function DevicesHomePage() {
  return (
    <div className="page-column">
      <HomeHero />
      <HomeStats />
      <HomeCategories />
      <HomeTop />
      <Deferred minHeight={420}>
        <HomeLatest />
      </Deferred>
      <Deferred minHeight={300}>
        <HomeNews />
      </Deferred>
    </div>
  );
}
