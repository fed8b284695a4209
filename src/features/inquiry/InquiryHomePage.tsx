// /preferentialInquiry: the inquiry section's landing — the entries to publish and to the hall,
// the latest inquiries, seller and buyer rankings, recent deals and tender blocks by status,
// all rendered on the server with the loader's data.
// Other hosts reach this page by a full page load with a `flag` query (spec §2). It marks how
// the visitor arrived and carries no view of its own: the page is the same with or without it,
// and once running in the browser it takes the flag off the address, so a reload, a bookmark or
// a shared link is the plain landing.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Loader } from '../../shared/query';
import { boardQuery, HomeRankings } from './home/HomeRankings';
import { HomeDeals, recentDealsQuery } from './home/HomeDeals';
import { HomeHero, openCountQuery } from './home/HomeHero';
import { HomeInquiries, latestQuery } from './home/HomeInquiries';
import { HomeTenders, TENDER_BLOCK_STATUSES, tenderBlockQuery } from './home/HomeTenders';

export const ARRIVAL_FLAG = 'flag';

export const loader: Loader = async ({ client }) => {
  await Promise.all([
    client.prefetchQuery(latestQuery),
    client.prefetchQuery(openCountQuery),
    client.prefetchQuery(recentDealsQuery),
    client.prefetchQuery(boardQuery('seller')),
    client.prefetchQuery(boardQuery('buyer')),
    ...TENDER_BLOCK_STATUSES.map((s) => client.prefetchQuery(tenderBlockQuery(s))),
  ]);
};

/** Takes the arrival flag off the address (replacing the entry, so Back is not a step). */
function useDropArrivalFlag() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(ARRIVAL_FLAG)) return;
    params.delete(ARRIVAL_FLAG);
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate]);
}

export default function InquiryHomePage() {
  useDropArrivalFlag();
  return (
    <div className="page-column">
      <HomeHero />
      <HomeInquiries />
      <HomeRankings />
      <HomeDeals />
      <HomeTenders />
    </div>
  );
}
