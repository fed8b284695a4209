// The applicant takes its application back before the contractor decides: one conditional write
// (submitted → withdrawn), so of parallel withdrawals, or a withdrawal racing the decision, exactly
// one wins and the applicant count drops once; the contractor gets a notice.
import type { ProjectApplication } from '../../../api/project';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify } from '../../floor/notices';
import { mustOwn } from '../../floor/policy';
import { stampOf } from '../../floor/time';
import { APPLY_MSG, applicationOf, loadPackage } from './applications';

export async function withdraw(db: Db, me: Member, applicationId: number, nowMs: number): Promise<ProjectApplication> {
  const a = await db
    .selectFrom('project_application')
    .select(['id', 'package_id', 'company_id'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  mustOwn(a, (a) => a.company_id, me, notFound('报名不存在'));
  const p = await loadPackage(db, a.package_id);
  // The package row first, as applying and awarding take it: no two writers wait on each other.
  const done = await withOwnerLock(db, 'project_package', p.id, async (tx) => {
    const res = await tx
      .updateTable('project_application')
      .set({ status: 'withdrawn', decided_at: stampOf(nowMs) })
      .where('id', '=', a.id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await tx
      .updateTable('project_package')
      .set((eb) => ({ applicant_count: eb('applicant_count', '-', 1) }))
      .where('id', '=', p.id)
      .execute();
    return true;
  });
  const now = (await applicationOf(db, p.id, me.companyId))!;
  if (!done) throw badRequest(now.status === 'withdrawn' ? APPLY_MSG.withdrawn : APPLY_MSG.decided);
  await notify(
    db,
    [{ companyId: p.company_id }],
    `报名已撤回：${p.project_name}`,
    `${now.company.name}撤回了对分包项目「${p.project_name}」的报名。`,
    about('project', p.id),
  );
  return now;
}
