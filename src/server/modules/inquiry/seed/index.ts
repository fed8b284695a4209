// The inquiry section's seed part: inquiries with lines and quotes over every province, all
// dates relative to `now` — open ones (some closing within two days), past ones expired,
// awarded (deals, which feed orderMore and the rankings) or withdrawn; the demo buyer gets a
// draft and a rejected one too, and seven buyers' inquiries wait for a 审核员 (40 minutes to six
// days old) — and the demo buyer's saved inquiry search.
import { atScale, type SeedPart } from '../../../db/seed/part';
import { marketRng } from '../../../db/seed/market';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { DAY, stampOf } from '../../../floor/time';
import { buildInquiries } from './build';
import { itemPools } from './items';
import { quoteRevisions } from './revisions';

export const INQUIRY_COUNT = 520;
/** The random source of the inquiries (marketRng). */
export const INQUIRY_SEED = 4_130_002;

export const inquirySeed: SeedPart = {
  tables: [
    'inquiry_supplier_profile',
    'inquiry_attachment',
    'inquiry_invite',
    'inquiry_deal',
    'inquiry_quote_revision_line',
    'inquiry_quote_revision',
    'inquiry_quote_line',
    'inquiry_quote',
    'inquiry_line',
    'inquiry',
  ],
  async run(tx, { now, scale, regions, catalog, market }) {
    const dict = await tx
      .selectFrom('dict_entry')
      .select(['dict_key', 'dict_value'])
      .where('code', '=', 'category_code')
      .orderBy('sort')
      .execute();
    const built = buildInquiries(marketRng(INQUIRY_SEED, now), {
      now,
      regions,
      pools: itemPools(catalog, dict),
      companies: market,
      count: atScale(INQUIRY_COUNT, scale),
    });
    await insertBatched(tx, 'inquiry', built.inquiries);
    await insertBatched(tx, 'inquiry_line', built.lines);
    await insertBatched(tx, 'inquiry_quote', built.quotes);
    await insertBatched(tx, 'inquiry_quote_line', built.quoteLines);
    const revisions = quoteRevisions(built.quotes, built.quoteLines);
    await insertBatched(tx, 'inquiry_quote_revision', revisions.heads);
    await insertBatched(tx, 'inquiry_quote_revision_line', revisions.lines);
    await insertBatched(tx, 'inquiry_deal', built.deals);
    await insertBatched(tx, 'inquiry_invite', built.invites);
    await insertBatched(tx, 'inquiry_supplier_profile', built.profiles);
    for (const table of ['inquiry', 'inquiry_line', 'inquiry_quote', 'inquiry_deal'] as const)
      await syncIdSequence(tx, table);
    const at = stampOf(now - 7 * DAY);
    await tx
      .insertInto('saved_search')
      .values({
        user_id: 2,
        company_id: 2,
        kind: 'inquiry',
        name: '钢材询价',
        filters: JSON.stringify({ categoryCode: '2' }),
        created_at: at,
      })
      .execute();
  },
};
