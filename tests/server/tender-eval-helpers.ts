// Shared steps of the evaluation tests: a composite tender published by the demo buyer with a
// known scoring sheet, suppliers walked to a sealed bid, the opening, the committee, and the
// drawn experts' console sessions.
import type { FastifyInstance } from 'fastify';
import { tender } from '../../src/api/tender';
import { tenderDesk } from '../../src/api/tender-desk';
import { tenderEval } from '../../src/api/tender-eval';
import type { Db } from '../../src/server/db';
import { msOf } from '../../src/server/floor/time';
import { body, demo, makeCompany, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { formAt, pdf } from './tender-helpers';

export const SHEET = [
  { name: '投标报价', category: 'price', weight: 50 },
  { name: '技术方案', category: 'technical', weight: 35 },
  { name: '商务条款', category: 'commercial', weight: 15 },
];

/** A supplier registered, approved, its margin confirmed and its bid in. */
async function bidder(app: FastifyInstance, db: Db, id: number, price: number): Promise<TestCompany> {
  const buyer = await demo.buyer(db);
  const s = await makeCompany(db, '2');
  body(await send(app, tender.register, { tenderId: id }, s.headers));
  body(await send(app, tenderDesk.review, { tenderId: id, companyId: s.companyId, approve: true }, buyer));
  const voucher = { tenderId: id, form: '4', proofNo: `DZBH-${s.companyId}`, attachId: await pdf(app, s.headers) };
  body(await send(app, tender.marginPay, voucher, s.headers));
  body(await send(app, tenderDesk.confirmMargin, { tenderId: id, companyId: s.companyId, accept: true }, buyer));
  body(await send(app, tenderDesk.bid, { tenderId: id, price, durationDays: 365 }, s.headers));
  return s;
}

/** A tender with its bids opened: answers its id and the bidders; the clock is at the opening. */
export async function openedTender(
  app: FastifyInstance,
  db: Db,
  clock: { now: number; set(ms: number): void },
  prices: number[],
  method: 'composite' | 'lowest' = 'composite',
): Promise<{ id: number; bidders: TestCompany[] }> {
  const buyer = await demo.buyer(db);
  const id = body<{ id: number }>(await send(app, tender.publish, formAt(clock.now), buyer)).id;
  // The sheet as the publish form fixes it (columns of migration 2900); no bid document required here.
  await db
    .updateTable('tender')
    .set({ evaluation_method: method, score_items: JSON.stringify(SHEET), required_docs: '[]' })
    .where('id', '=', id)
    .execute();
  const bidders: TestCompany[] = [];
  for (const p of prices) bidders.push(await bidder(app, db, id, p));
  const t = await db.selectFrom('tender').select('bid_deadline').where('id', '=', id).executeTakeFirstOrThrow();
  clock.set(msOf(t.bid_deadline) + 60_000);
  body(await send(app, tenderDesk.open, { tenderId: id }, buyer));
  return { id, bidders };
}

/** The drawn experts of a tender with a console session each, in draw order. */
export async function drawnExperts(db: Db, tenderId: number) {
  const rows = await db
    .selectFrom('tender_committee_member as m')
    .innerJoin('ops_operator as o', 'o.id', 'm.operator_id')
    .select(['o.id', 'o.account'])
    .where('m.tender_id', '=', tenderId)
    .where('m.kind', '=', '1')
    .orderBy('m.id')
    .execute();
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, account: r.account, headers: await opsSessionOf(db, r.account) })),
  );
}

export const requestCommittee = async (
  app: FastifyInstance,
  db: Db,
  tenderId: number,
  size = 5,
  reps = ['招标人代表李工'],
) => send(app, tenderDesk.committee, { tenderId, size, representatives: reps }, await demo.buyer(db));

export const scoreAs = (app: FastifyInstance, headers: Record<string, string>, input: Record<string, unknown>) =>
  send(app, tenderEval.score, input, headers);
