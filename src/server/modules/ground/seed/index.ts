// The ground section's seed part: 60 weeks of prices per province and material, supplier points
// priced around their province's latest average (5,200 at the default scale, scaled with it, at
// least one per province), and research reports written from the same prices.
import { marketRng } from '../../../db/seed/market';
import type { SeedPart } from '../../../db/seed/part';
import { regionTree } from '../../../db/seed/region-data';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { listingRows } from '../listing-rows';
import { buildPrices } from './prices';
import { buildReports } from './reports';
import { buildSites } from './sites';

/** The random source of the ground seed (marketRng). */
export const GROUND_SEED = 11_001_100;
export const SITES_AT_DEFAULT = 5200;
export const REPORTS_AT_DEFAULT = 130;
/** The seed's default scale (DEFAULT_SCALE of src/server/db/seed: the goods count). */
const DEFAULT_SCALE = 2000;

export const groundCounts = (scale: number) => ({
  sites: Math.max(60, Math.round((SITES_AT_DEFAULT * scale) / DEFAULT_SCALE)),
  reports: Math.max(40, Math.round((REPORTS_AT_DEFAULT * scale) / DEFAULT_SCALE)),
});

export const groundSeed: SeedPart = {
  tables: ['ground_listing', 'ground_offer', 'ground_site', 'ground_price_week', 'ground_report'],
  async run(tx, { now, scale, market }) {
    const r = marketRng(GROUND_SEED, now);
    const tree = regionTree();
    const counts = groundCounts(scale);
    const { series, rows, weeks } = buildPrices(
      r,
      now,
      tree.filter((x) => x.level === 1).map((p) => p.code),
    );
    await insertBatched(tx, 'ground_price_week', rows);
    const owner = market.suppliers[0];
    const { sites, offers } = buildSites(r, now, { count: counts.sites, tree, series, owner });
    await insertBatched(tx, 'ground_site', sites);
    await syncIdSequence(tx, 'ground_site');
    await insertBatched(tx, 'ground_offer', offers);
    await insertBatched(tx, 'ground_listing', listingRows(sites, offers));
    await insertBatched(tx, 'ground_report', buildReports(r, now, counts.reports, tree, series, weeks));
  },
};
