// The applicant's side of an application (issue 45): its status, what the institution asked for
// and every step; 补充材料 uploaded by the applicant (private uploads of its own) sends it back to
// 受理中 in one conditional update, logged and told in the message centre.
import type { ApplicationDetail } from '../../../api/finance-desk';
import { DESK_MSG } from '../../../api/finance-desk';
import { APPLY_STATUS } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { about, notify } from '../../floor/notices';
import { stamp } from '../../floor/time';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { ownsUploads } from '../../storage/uploads';
import { logStep, readApplication } from './applications';

const scopeOf = (me: Member) => ({ userId: me.userId, companyId: me.companyId });

export async function myApplication(db: Db, me: Member, id: number): Promise<ApplicationDetail> {
  const found = await readApplication(db, id, scopeOf(me));
  if (!found) throw notFound(DESK_MSG.missing);
  return found;
}

export async function supplement(
  db: Db,
  me: Member,
  input: { id: number; materials: string[]; note: string },
): Promise<ApplicationDetail> {
  const materials = [...new Set(input.materials)];
  if (!(await ownsUploads(db, me.userId, materials, true))) throw badRequest('补充材料不存在或不属于您，请重新上传');
  await db.transaction().execute(async (tx) => {
    const mine = await tx
      .selectFrom('finance_application')
      .select(['apply_no'])
      .where('id', '=', input.id)
      .where('user_id', '=', me.userId)
      .where('company_id', '=', me.companyId)
      .executeTakeFirst();
    if (!mine) throw notFound(DESK_MSG.missing);
    const at = stamp();
    const moved = await tx
      .updateTable('finance_application')
      .set({ status: APPLY_STATUS.accepted, updated_at: at })
      .where('id', '=', input.id)
      .where('status', '=', APPLY_STATUS.supplement)
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new AppError(409, '该申请当前无需补充材料');
    await logStep(
      tx,
      {
        applicationId: input.id,
        status: APPLY_STATUS.accepted,
        action: 'resubmit',
        by: 'applicant',
        note: input.note,
        materials,
      },
      at,
    );
    await tx
      .updateTable('upload')
      .set({ attached_at: at })
      .where('id', 'in', materials)
      .where('attached_at', 'is', null)
      .execute();
    await notify(
      tx,
      [{ companyId: me.companyId, userId: me.userId }],
      '补充材料已提交',
      `您的融资申请（${mine.apply_no}）已补充材料并重新提交，等待机构审批。`,
      about('financeApp', input.id),
    );
  });
  return myApplication(db, me, input.id);
}
