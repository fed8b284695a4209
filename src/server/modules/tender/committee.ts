// The evaluation committee (评标委员会, 招标投标法 第三十七条): after the opening the purchaser
// requests one of an odd number of at least five members, of whom at least two thirds are experts
// drawn at random from the pool by the tender's speciality (its type), never one tied to a bidder
// or to the purchaser (回避, 第三十七条 第四款; 实施条例 第四十六条); the rest are the purchaser's
// representatives, recorded by name. One transaction: the committee row is unique per tender, so
// parallel requests draw once. The random source is injectable (DRAW.random) so tests reproduce a draw.
import { TENDER_TYPES } from '../../../api/tender';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { stampOf } from '../../floor/time';
import { purchaserTender } from './access';

export const COMMITTEE_MSG = {
  notOpened: '尚未开标，不能组建评标委员会',
  terminated: '该项目已终止',
  noBids: '没有有效投标，不能组建评标委员会',
  twice: '已组建评标委员会',
  twoThirds: '评标委员会中技术、经济等方面的专家不得少于成员总数的三分之二（招标投标法 第三十七条）',
  short: (need: number, have: number) =>
    `专家库中该专业可抽取的专家不足（需 ${need} 名，可抽取 ${have} 名；与投标人或招标人有利害关系的专家已回避）`,
} as const;

/** The draw's random source: [0, 1). Tests replace it to reproduce a draw. */
export const DRAW = { random: Math.random };

/** The active bidders' companies of a tender. */
export const bidderIds = async (db: Db, tenderId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('tender_bid')
      .select('company_id')
      .where('tender_id', '=', tenderId)
      .where('status', '=', '1')
      .execute()
  ).map((r) => r.company_id);

/** Experts (role expert, not disabled) of the speciality with no tie to any of `companies`, by id. */
export async function eligibleExperts(db: Db, typeCode: string, companies: number[]) {
  let q = db
    .selectFrom('ops_operator as o')
    .innerJoin('ops_operator_role as r', 'r.operator_id', 'o.id')
    .innerJoin('tender_expert_speciality as s', 's.operator_id', 'o.id')
    .select(['o.id', 'o.name'])
    .where('r.role', '=', 'expert')
    .where('o.disabled', '=', 0)
    .where('s.type_code', '=', typeCode);
  if (companies.length)
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tender_expert_tie as x')
            .select('x.id')
            .whereRef('x.operator_id', '=', 'o.id')
            .where('x.company_id', 'in', companies),
        ),
      ),
    );
  return q.orderBy('o.id').execute();
}

/** Picks `n` of `pool` at random (a partial Fisher–Yates shuffle on the given source). */
export function pick<T>(pool: readonly T[], n: number, random: () => number): T[] {
  const a = [...pool];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, n);
}

/** The experts a committee of `size` needs: at least two thirds (rounded up). */
export const expertsNeeded = (size: number): number => Math.ceil((size * 2) / 3);

export async function requestCommittee(
  db: Db,
  me: Member,
  tenderId: number,
  size: number,
  representatives: string[],
  nowMs: number,
  random: () => number = DRAW.random,
): Promise<{ ok: boolean }> {
  const now = stampOf(nowMs);
  const t = await purchaserTender(db, me, tenderId);
  if (t.terminated === 1) throw badRequest(COMMITTEE_MSG.terminated);
  if (!t.opened_at || now < t.bid_deadline) throw badRequest(COMMITTEE_MSG.notOpened);
  const experts = size - representatives.length;
  if (experts < expertsNeeded(size)) throw badRequest(COMMITTEE_MSG.twoThirds);
  const bidders = await bidderIds(db, tenderId);
  if (bidders.length === 0) throw badRequest(COMMITTEE_MSG.noBids);
  const pool = await eligibleExperts(db, t.type_code, [...bidders, t.company_id]);
  if (pool.length < experts) throw badRequest(COMMITTEE_MSG.short(experts, pool.length));
  const drawn = pick(pool, experts, random);
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('tender_committee')
      .values({ tender_id: tenderId, size, requested_at: now, report_at: null })
      .onConflict((oc) => oc.column('tender_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw badRequest(COMMITTEE_MSG.twice);
    await tx
      .insertInto('tender_committee_member')
      .values([
        ...drawn.map((e) => ({
          tender_id: tenderId,
          operator_id: e.id,
          kind: '1' as const,
          name: e.name,
          submitted_at: null,
        })),
        ...representatives.map((name) => ({
          tender_id: tenderId,
          operator_id: null,
          kind: '2' as const,
          name,
          submitted_at: null,
        })),
      ])
      .execute();
  });
  return { ok: true };
}

/** The committee as the purchaser may see it: sizes and progress, the experts' names kept secret (第三十七条). */
export async function committeeOf(db: Db, tenderId: number) {
  const c = await db.selectFrom('tender_committee').selectAll().where('tender_id', '=', tenderId).executeTakeFirst();
  if (!c) return null;
  const members = await db
    .selectFrom('tender_committee_member')
    .select(['kind', 'name', 'submitted_at'])
    .where('tender_id', '=', tenderId)
    .orderBy('id')
    .execute();
  const experts = members.filter((m) => m.kind === '1');
  return {
    size: Number(c.size),
    experts: experts.length,
    submitted: experts.filter((m) => m.submitted_at !== null).length,
    representatives: members.filter((m) => m.kind === '2').map((m) => m.name),
    reportAt: c.report_at,
  };
}

export const typeName = (code: string): string => TENDER_TYPES.find((o) => o.code === code)?.name ?? '';
