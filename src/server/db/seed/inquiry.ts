// Inquiries with lines and quotes over every province, all dates relative to `now`: open ones
// (some closing within two days), past ones expired, awarded (deals, which feed orderMore and
// the rankings) or withdrawn; the demo buyer gets a draft and a rejected one too. Then the
// tenders and the demo members' saved searches. Deterministic for a given `now`.
import { DAY, stampOf } from '../../floor/time';
import type { Catalog } from './catalog';
import { seedMarketCompanies } from './inquiry-companies';
import { buildInquiries } from './inquiry-build';
import { itemPools } from './inquiry-items';
import type { RegionRow } from './regions';
import { seedTenders } from './tender';
import { insertBatched, Rng, syncIdSequence, type Tx } from './util';

export const INQUIRY_COUNT = 520;

export interface MarketSeed {
  /** The seed's clock (ms): every date is relative to it. */
  now: number;
  regions: RegionRow[];
  catalog: Catalog;
}

/** A seeded random source of its own for each part, so parts never shift each other. */
export function rngOf(seed: number, now: number): Rng {
  const r = new Rng('market', now);
  r.faker.seed(seed);
  return r;
}

export async function seedInquiryMarket(tx: Tx, { now, regions, catalog }: MarketSeed): Promise<void> {
  const companies = await seedMarketCompanies(tx, rngOf(4_130_001, now), regions, now);
  const dict = await tx.selectFrom('dict_entry').select(['dict_key', 'dict_value']).where('code', '=', 'category_code').orderBy('sort').execute();
  const built = buildInquiries(rngOf(4_130_002, now), { now, regions, pools: itemPools(catalog, dict), companies, count: INQUIRY_COUNT });
  await insertBatched(tx, 'inquiry', built.inquiries);
  await insertBatched(tx, 'inquiry_line', built.lines);
  await insertBatched(tx, 'inquiry_quote', built.quotes);
  await insertBatched(tx, 'inquiry_quote_line', built.quoteLines);
  await insertBatched(tx, 'inquiry_deal', built.deals);
  for (const table of ['inquiry', 'inquiry_line', 'inquiry_quote', 'inquiry_deal'] as const) await syncIdSequence(tx, table);
  await seedTenders(tx, rngOf(4_130_003, now), { now, regions, companies });
  await seedSavedSearches(tx, now);
}

async function seedSavedSearches(tx: Tx, now: number): Promise<void> {
  const at = stampOf(now - 7 * DAY);
  await tx
    .insertInto('saved_search')
    .values([
      { user_id: 2, company_id: 2, kind: 'inquiry', name: '钢材询价', filters: JSON.stringify({ categoryCode: '2' }), created_at: at },
      { user_id: 2, company_id: 2, kind: 'tender', name: '江苏物资采购', filters: JSON.stringify({ typeCode: '2', provinceCode: '320000' }), created_at: at },
      { user_id: 1, company_id: 1, kind: 'tender', name: '华东施工招标', filters: JSON.stringify({ typeCode: '1', provinceCode: '310000' }), created_at: at },
    ])
    .execute();
}
