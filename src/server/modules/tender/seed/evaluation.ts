// The tender seed after the opening (issue 46): the expert pool (experts.ts), then tenders at each
// stage of the evaluation built from the seeded rows (stages.ts). Every row keeps the rules the
// server enforces (tests/server/tender-evaluation-seed.test.ts checks them).
import type { Insertable } from 'kysely';
import type { Market } from '../../../db/seed/market';
import type { Tx } from '../../../db/seed/util';
import type { TenderTable } from '../schema';
import { seedExperts } from './experts';
import { seedStages } from './stages';

/** The tables this part fills, children before parents. */
export const EVALUATION_TABLES = [
  'tender_contract',
  'tender_evaluation',
  'tender_committee_member',
  'tender_committee',
  'tender_expert_tie',
  'tender_expert_speciality',
] as const;

export async function seedEvaluation(
  tx: Tx,
  rows: (Insertable<TenderTable> & { id: number })[],
  now: number,
  market: Market,
): Promise<void> {
  const experts = await seedExperts(tx, now, market);
  await seedStages(tx, rows, now, market, experts);
}
