// The expert pool (评标专家库, 招标投标法 第三十七条): operators holding the role expert, each with
// its specialities (the tender types it may judge: the draw picks by the tender's type) and its
// ties (companies it is tied to — employer, former employer within three years, a relative's
// employer, another interest: 实施条例 第四十六条 — whose bids it is never drawn for). 管理员
// sets both with a reason in one transaction that writes the audit row.
import type { FastifyRequest } from 'fastify';
import { EXPERT_TIES, type Expert } from '../../../api/tender-eval';
import { TENDER_TYPES } from '../../../api/tender';
import type { Db } from '../../db';
import { audit } from '../../floor/audit';
import { badRequest } from '../../http/errors';
import type { Operator } from '../../http/ops-session';

export const EXPERT_MSG = {
  notExpert: '该操作员不是评标专家',
  speciality: '专业类别不正确',
  company: (name: string) => `单位不存在：${name}`,
} as const;

export async function listExperts(db: Db, only?: number): Promise<Expert[]> {
  let q = db
    .selectFrom('ops_operator as o')
    .innerJoin('ops_operator_role as r', 'r.operator_id', 'o.id')
    .select(['o.id', 'o.account', 'o.name', 'o.disabled'])
    .where('r.role', '=', 'expert');
  if (only !== undefined) q = q.where('o.id', '=', only);
  const ops = await q.orderBy('o.id').execute();
  const ids = ops.map((o) => o.id);
  if (!ids.length) return [];
  const specs = await db.selectFrom('tender_expert_speciality').selectAll().where('operator_id', 'in', ids).execute();
  const ties = await db
    .selectFrom('tender_expert_tie as x')
    .innerJoin('companies as c', 'c.id', 'x.company_id')
    .select(['x.operator_id', 'x.company_id', 'c.name', 'x.relation'])
    .where('x.operator_id', 'in', ids)
    .orderBy('x.id')
    .execute();
  return ops.map((o) => ({
    operatorId: o.id,
    account: o.account,
    name: o.name,
    disabled: o.disabled === 1,
    specialities: specs
      .filter((s) => s.operator_id === o.id)
      .map((s) => s.type_code)
      .sort(),
    ties: ties
      .filter((x) => x.operator_id === o.id)
      .map((x) => ({ companyId: x.company_id, companyName: x.name, relation: x.relation })),
  }));
}

export interface ExpertInput {
  operatorId: number;
  specialities: string[];
  ties: { companyName: string; relation: string }[];
  reason: string;
}

/** Replaces the expert's specialities and ties (the draw reads them), audited. */
export async function setExpert(
  db: Db,
  op: Operator,
  req: Pick<FastifyRequest, 'ip'>,
  f: ExpertInput,
): Promise<Expert> {
  const [before] = await listExperts(db, f.operatorId);
  if (!before) throw badRequest(EXPERT_MSG.notExpert);
  const specialities = [...new Set(f.specialities)];
  if (specialities.some((c) => !TENDER_TYPES.some((t) => t.code === c))) throw badRequest(EXPERT_MSG.speciality);
  const ties: { company_id: number; relation: string }[] = [];
  for (const t of f.ties) {
    const c = await db.selectFrom('companies').select('id').where('name', '=', t.companyName.trim()).executeTakeFirst();
    if (!c) throw badRequest(EXPERT_MSG.company(t.companyName));
    if (!EXPERT_TIES.some((r) => r.code === t.relation)) throw badRequest(EXPERT_MSG.company(t.companyName));
    if (!ties.some((x) => x.company_id === c.id)) ties.push({ company_id: c.id, relation: t.relation });
  }
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('tender_expert_speciality').where('operator_id', '=', f.operatorId).execute();
    await tx.deleteFrom('tender_expert_tie').where('operator_id', '=', f.operatorId).execute();
    if (specialities.length)
      await tx
        .insertInto('tender_expert_speciality')
        .values(specialities.map((type_code) => ({ operator_id: f.operatorId, type_code })))
        .execute();
    if (ties.length)
      await tx
        .insertInto('tender_expert_tie')
        .values(ties.map((x) => ({ operator_id: f.operatorId, ...x })))
        .execute();
    await audit(tx, op, req, {
      role: 'admin',
      objectKind: 'expert',
      objectId: f.operatorId,
      action: 'set-expert',
      before: { specialities: before.specialities, ties: before.ties.map((x) => x.companyId) },
      after: { specialities, ties: ties.map((x) => x.company_id) },
      reason: f.reason,
    });
  });
  return (await listExperts(db, f.operatorId))[0];
}
