// The institutions' desk (issue 45): a 机构经办 reads and decides only the applications to its own
// institution's products (the operator's institutionId is in every read's and write's WHERE). Each
// decision is one conditional update from the statuses it may start from (DESK_MOVES), so of
// parallel decisions exactly one wins; the step log, the audit row and the applicant's notice are
// written in the same transaction.
import type { FastifyRequest } from 'fastify';
import type { Page, z } from '../../../api/define';
import {
  DESK_MOVES,
  DESK_MSG,
  type ApplicationDetail,
  type DeskRow,
  type deskDecision,
} from '../../../api/finance-desk';
import { APPLY_STATUSES, GUARANTEE_SERVICE, nameOf } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { sql } from 'kysely';
import { contains, offsetOf, pageOf } from '../../db/query';
import { audit } from '../../floor/audit';
import { about, notify } from '../../floor/notices';
import { stamp } from '../../floor/time';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { Operator } from '../../http/ops-session';
import { applicationRows, logStep, readApplication, toDeskRow } from './applications';

type Decision = z.output<typeof deskDecision>;

const institutionOf = (me: Operator): number => {
  if (me.institutionId === null) throw forbidden('该操作员未绑定金融机构');
  return me.institutionId;
};

/** The products of an institution, as a subquery (an application is its institution's through its product). */
const productsOf = (db: Db, institutionId: number) =>
  db.selectFrom('finance_product').select('id').where('institution_id', '=', institutionId);

export async function deskPage(
  db: Db,
  me: Operator,
  q: { current: number; size: number; status?: string | null; keyword: string },
): Promise<Page<DeskRow>> {
  const inst = institutionOf(me);
  let rows = applicationRows(db).where('p.institution_id', '=', inst);
  if (q.status) rows = rows.where('a.status', '=', q.status);
  if (q.keyword) {
    const words = q.keyword;
    rows = rows.where((eb) =>
      eb.or([contains(sql.ref('a.apply_no'), words), contains(sql.ref('a.company_name'), words)]),
    );
  }
  const total = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const page = await rows
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(page.map(toDeskRow), Number(total.n), q.current, q.size);
}

export async function deskDetail(db: Db, me: Operator, id: number): Promise<ApplicationDetail> {
  const found = await readApplication(db, id, { institutionId: institutionOf(me) });
  if (!found) throw notFound(DESK_MSG.missing);
  return found;
}

/** The columns an action sets beside the status, after checking the fields it needs. */
function changesOf(d: Decision): Record<string, string | number | null> {
  const note = d.note.trim();
  switch (d.action) {
    case 'supplement':
      if (note.length < 2) throw badRequest(DESK_MSG.request);
      return { desk_request: note };
    case 'refuse':
      if (note.length < 2) throw badRequest(DESK_MSG.reason);
      return { refuse_reason: note };
    case 'approve':
      if (!d.amountWan || !d.ratePercent || !d.termMonths) throw badRequest(DESK_MSG.terms);
      return { approved_amount_wan: d.amountWan, approved_rate: d.ratePercent, approved_term_months: d.termMonths };
    default:
      return {};
  }
}

function noticeOf(d: Decision, a: { applyNo: string; inst: string; guarantee: boolean }): [string, string] {
  const no = `您的融资申请（${a.applyNo}）`;
  switch (d.action) {
    case 'accept':
      return ['融资申请已受理', `${no}已由${a.inst}受理，审批进展将在此通知您。`];
    case 'supplement':
      return ['请补充融资申请材料', `${a.inst}请您补充材料：${d.note.trim()}。请在申请详情页上传后重新提交。`];
    case 'approve':
      return [
        '融资申请审批通过',
        `${no}已由${a.inst}审批通过：金额 ${d.amountWan} 万元，年化${a.guarantee ? '费率' : '利率'} ${d.ratePercent}%，期限 ${d.termMonths} 个月。`,
      ];
    case 'refuse':
      return ['融资申请未通过', `${no}未通过${a.inst}的审批。原因：${d.note.trim()}`];
    case 'disburse':
      return a.guarantee
        ? ['保函已出具', `${no}的保函已由${a.inst}出具。`]
        : ['融资已放款', `${no}已由${a.inst}放款，请留意账户到账。`];
  }
}

export async function deskDecide(
  db: Db,
  me: Operator,
  req: Pick<FastifyRequest, 'ip'>,
  d: Decision,
): Promise<ApplicationDetail> {
  const inst = institutionOf(me);
  const [from, to] = DESK_MOVES[d.action];
  const changes = changesOf(d);
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('finance_application')
      .select(['status', 'apply_no', 'company_id', 'user_id', 'service_type'])
      .where('id', '=', d.id)
      .where('product_id', 'in', productsOf(tx, inst))
      .executeTakeFirst();
    if (!before) throw notFound(DESK_MSG.missing);
    const at = stamp();
    const moved = await tx
      .updateTable('finance_application')
      .set({ ...changes, status: to, updated_at: at })
      .where('id', '=', d.id)
      .where('status', 'in', from)
      .where('product_id', 'in', productsOf(tx, inst))
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new AppError(409, DESK_MSG.moved);
    await logStep(tx, { applicationId: d.id, status: to, action: d.action, by: 'institution', note: d.note }, at);
    await audit(tx, me, req, {
      role: 'institution',
      objectKind: 'finance-application',
      objectId: d.id,
      action: `finance-${d.action}`,
      before: { status: nameOf(APPLY_STATUSES, before.status) },
      after: { status: nameOf(APPLY_STATUSES, to), ...changes },
      reason: d.note,
    });
    if (before.company_id !== null) {
      const name = await tx
        .selectFrom('finance_institution')
        .select('name')
        .where('id', '=', inst)
        .executeTakeFirstOrThrow();
      const [title, content] = noticeOf(d, {
        applyNo: before.apply_no,
        inst: name.name,
        guarantee: before.service_type === GUARANTEE_SERVICE,
      });
      await notify(
        tx,
        [{ companyId: before.company_id, userId: before.user_id }],
        title,
        content,
        about('financeApp', d.id),
      );
    }
  });
  return deskDetail(db, me, d.id);
}
