// The tender section's seed part: tenders over every province (build.ts, from the market model),
// all dates relative to `now`, each keeping the legal clocks: taking registrations, taking bids,
// under evaluation, candidates in publicity, decided or terminated; the demo supplier registered
// in a few with every margin status; the demo members' saved tender searches.
import type { Insertable } from 'kysely';
import { marketRng } from '../../../db/seed/market';
import { atScale, type SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { DAY, stampOf } from '../../../floor/time';
import type { TenderParticipationTable, TenderTable } from '../schema';
import { buildTenders, TENDER_COUNT } from './build';
import { seedInvitations } from './rules';
import { EVALUATION_TABLES, seedEvaluation } from './evaluation';

export { buildTenders } from './build';
/** The random source of the tenders (marketRng). */
export const TENDER_SEED = 4_130_003;
const stamp = stampOf;

/** The demo supplier (上海恒信, company 2) registered in open and decided tenders, every margin status. */
function demoParticipations(
  rows: (Insertable<TenderTable> & { id: number })[],
  now: number,
): Insertable<TenderParticipationTable>[] {
  const open = rows.filter(
    (t) =>
      t.registration_deadline > stamp(now) &&
      t.terminated === 0 &&
      Number(t.margin_amount) > 0 &&
      t.method_code !== '5',
  );
  // Not a single-source tender: only its intended supplier takes part there.
  const decided = rows.filter((t) => t.publicity_end && t.publicity_end < stamp(now) && t.method_code !== '5');
  const pick = [
    { t: open[0], status: '0' as const },
    { t: open[1], status: '1' as const },
    { t: decided[0], status: '1' as const },
    // Refunded margins come after a signed contract (实施条例 第五十七条): seed/stages.ts has them.
    { t: decided[1], status: '1' as const },
  ].filter((p) => p.t);
  return pick.map(({ t, status }) => ({
    tender_id: t.id,
    company_id: 2,
    user_id: 2,
    registered_at: t.publish_time,
    margin_status: status,
    margin_form: status === '0' ? '' : '2',
    margin_proof: status === '0' ? '' : `BH${t.id}`,
    paid_at: status === '0' ? null : t.publish_time,
    refunded_at: null,
    registration_status: '1' as const,
    confirmed_at: status === '0' ? null : t.publish_time,
  }));
}

export const tenderSeed: SeedPart = {
  tables: [
    'tender_invitation',
    ...EVALUATION_TABLES,
    'tender_objection',
    'tender_candidate',
    'tender_notice',
    'tender_bid',
    'tender_participation',
    'tender',
  ],
  async run(tx, { now, scale, regions, market }) {
    const rows = buildTenders(marketRng(TENDER_SEED, now), {
      now,
      regions,
      companies: market,
      count: atScale(TENDER_COUNT, scale),
    });
    await insertBatched(tx, 'tender', rows);
    await syncIdSequence(tx, 'tender');
    await insertBatched(tx, 'tender_participation', demoParticipations(rows, now));
    await seedEvaluation(tx, rows, now, market);
    await seedInvitations(tx, rows, stampOf(now), market);
    const at = stampOf(now - 7 * DAY);
    await tx
      .insertInto('saved_search')
      .values([
        {
          user_id: 2,
          company_id: 2,
          kind: 'tender',
          name: '江苏物资采购',
          filters: JSON.stringify({ typeCode: '2', provinceCode: '320000' }),
          created_at: at,
        },
        {
          user_id: 1,
          company_id: 1,
          kind: 'tender',
          name: '华东施工招标',
          filters: JSON.stringify({ typeCode: '1', provinceCode: '310000' }),
          created_at: at,
        },
      ])
      .execute();
  },
};
