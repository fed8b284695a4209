// Applications (报名) to a package: one active per company and package (a unique index, so
// parallel clicks make one row and the others get the reason; a withdrawn one is taken up again
// by a new application), never to one's own package, only while it recruits and not by a company
// whose 资质 clearly does not fit (建筑法 第29条: subcontract only to a holder of the matching 资质).
// Withdrawing: withdraw.ts. The contractor reads its applicants (and their certificate
// scans) and accepts one — the package is awarded, the others are told 未入选 — or declines one.
import type { Selectable } from 'kysely';
import { APPLICATION_STATUSES, type ProjectApplication, type applyForm } from '../../../api/project';
import type { z } from '../../../api/define';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { companyName } from '../../floor/members';
import { actingBlock, mustOwn, sameSide } from '../../floor/policy';
import { about, notify } from '../../floor/notices';
import { isoOf, stampOf } from '../../floor/time';
import { grantUploadRead } from '../../storage/uploads';
import { heldOf, wanOf } from './cards';
import { deadlineDayOf, matchOf } from './match';
import type { ProjectApplicationTable } from './schema';

export const APPLY_MSG = {
  own: '不能报名本企业（或您所属其他企业）发布的分包项目',
  notOpen: '该项目不在招募中',
  closed: '报名已截止',
  twice: '贵公司已报名该项目',
  withdrawn: '该报名已撤回',
  unfit: '贵公司资质不符合该项目要求，请先登记相应资质',
  notYours: '仅发布单位可以查看和处理报名',
  decided: '该报名已处理',
  awarded: '该项目已定标或已关闭',
} as const;

export async function loadPackage(db: Db, id: number) {
  const p = await db
    .selectFrom('project_package')
    .select(['id', 'company_id', 'project_name', 'status', 'apply_deadline', 'qual_category', 'qual_grade'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) throw notFound('分包项目不存在');
  return p;
}
type Package = Awaited<ReturnType<typeof loadPackage>>;

/** '' when the member's company may apply now, else why not (one user's companies never apply to each other). */
export async function applyBlock(db: Db, me: Member, p: Package, nowMs: number): Promise<string> {
  if (await sameSide(db, me, { companyId: p.company_id })) return APPLY_MSG.own;
  if (p.status !== 'published') return APPLY_MSG.notOpen;
  if (p.apply_deadline <= stampOf(nowMs)) return APPLY_MSG.closed;
  const [acting, existing, held] = await Promise.all([
    actingBlock(db, me, 'active'),
    db
      .selectFrom('project_application')
      .select('id')
      .where('package_id', '=', p.id)
      .where('company_id', '=', me.companyId)
      .where('status', '<>', 'withdrawn')
      .executeTakeFirst(),
    heldOf(db, me),
  ]);
  if (acting) return acting;
  if (existing) return APPLY_MSG.twice;
  const m = matchOf(
    { qualCategory: p.qual_category, qualGrade: p.qual_grade, deadlineDay: deadlineDayOf(p.apply_deadline) },
    held,
  );
  return m.match === 'no' ? APPLY_MSG.unfit : '';
}

type Row = Selectable<ProjectApplicationTable> & { company_name: string; org_code: string };

const toApplication = (r: Row): ProjectApplication => ({
  id: r.id,
  packageId: r.package_id,
  company: { companyId: r.company_id, name: r.company_name, verified: r.org_code !== '' },
  qualification: r.qualification,
  experience: r.experience,
  priceWan: r.price === null ? null : wanOf(Number(r.price)),
  message: r.message,
  status: r.status,
  statusName: APPLICATION_STATUSES[r.status],
  reason: r.reason,
  createdAt: isoOf(r.created_at),
  decidedAt: r.decided_at && isoOf(r.decided_at),
});

const rows = (db: Db) =>
  db
    .selectFrom('project_application as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .selectAll('a')
    .select(['c.name as company_name', 'c.org_code']);

export async function applicationOf(db: Db, packageId: number, companyId: number): Promise<ProjectApplication | null> {
  const r = await rows(db)
    .where('a.package_id', '=', packageId)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
  return r ? toApplication(r) : null;
}

export async function apply(
  db: Db,
  me: Member,
  f: z.output<typeof applyForm>,
  nowMs: number,
): Promise<ProjectApplication> {
  const p = await loadPackage(db, f.packageId);
  const why = await applyBlock(db, me, p, nowMs);
  if (why) throw badRequest(why);
  const at = stampOf(nowMs);
  const fresh = {
    user_id: me.userId,
    qualification: f.qualification,
    experience: f.experience,
    price: f.priceWan == null ? null : Math.round(f.priceWan * 1_000_000) / 100,
    message: f.message,
    status: 'submitted' as const,
    reason: '',
    created_at: at,
    decided_at: null,
  };
  // Under the package row's lock, the order withdrawing and awarding take too.
  const inserted = await withOwnerLock(db, 'project_package', p.id, async (tx) => {
    // A withdrawn application of the company is taken up again; an active one stays and refuses.
    const row = await tx
      .insertInto('project_application')
      .values({ package_id: p.id, company_id: me.companyId, ...fresh })
      .onConflict((oc) =>
        oc
          .columns(['package_id', 'company_id'])
          .doUpdateSet(fresh)
          .where('project_application.status', '=', 'withdrawn'),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await tx
      .updateTable('project_package')
      .set((eb) => ({ applicant_count: eb('applicant_count', '+', 1) }))
      .where('id', '=', p.id)
      .execute();
    return true;
  });
  if (!inserted) throw badRequest(APPLY_MSG.twice);
  // The contractor may read the applicant's certificate scan of the category asked for.
  const scan = await db
    .selectFrom('project_qualification')
    .select('scan_attach_id')
    .where('company_id', '=', me.companyId)
    .where('category_code', '=', p.qual_category)
    .executeTakeFirst();
  if (scan?.scan_attach_id) await grantUploadRead(db, scan.scan_attach_id, p.company_id, nowMs);
  const name = await companyName(db, me.companyId);
  await notify(
    db,
    [{ companyId: p.company_id }],
    `新的分包报名：${p.project_name}`,
    `${name}报名了分包项目「${p.project_name}」。`,
    about('project', p.id),
  );
  return (await applicationOf(db, p.id, me.companyId))!;
}

export async function applicationsOf(db: Db, me: Member, packageId: number): Promise<ProjectApplication[]> {
  const p = await loadPackage(db, packageId);
  mustOwn(p, (p) => p.company_id, me, forbidden(APPLY_MSG.notYours));
  const list = await rows(db)
    .where('a.package_id', '=', packageId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return list.map((r) => toApplication(r));
}

export async function decide(
  db: Db,
  me: Member,
  applicationId: number,
  accept: boolean,
  reason: string,
  nowMs: number,
): Promise<ProjectApplication> {
  const a = await db
    .selectFrom('project_application')
    .select(['id', 'package_id', 'company_id', 'status'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!a) throw notFound('报名不存在');
  const p = await loadPackage(db, a.package_id);
  mustOwn(p, (p) => p.company_id, me, forbidden(APPLY_MSG.notYours));
  if (a.status === 'withdrawn') throw badRequest(APPLY_MSG.withdrawn);
  if (a.status !== 'submitted') throw badRequest(APPLY_MSG.decided);
  const at = stampOf(nowMs);
  const others = await db.transaction().execute(async (tx) => {
    if (accept) {
      // One conditional write decides the award: a second accept (or a close) finds no published package.
      const won = await tx
        .updateTable('project_package')
        .set({ status: 'awarded', awarded_company_id: a.company_id, awarded_at: at })
        .where('id', '=', p.id)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) === 0) throw badRequest(APPLY_MSG.awarded);
    }
    const res = await tx
      .updateTable('project_application')
      .set({ status: accept ? 'accepted' : 'declined', reason, decided_at: at })
      .where('id', '=', a.id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badRequest(APPLY_MSG.decided);
    if (!accept) return [];
    const rest = await tx
      .selectFrom('project_application')
      .select('company_id')
      .where('package_id', '=', p.id)
      .where('status', '=', 'submitted')
      .execute();
    await tx
      .updateTable('project_application')
      .set({ status: 'declined', reason: '发包单位已选定其他分包单位', decided_at: at })
      .where('package_id', '=', p.id)
      .where('status', '=', 'submitted')
      .execute();
    return rest.map((r) => r.company_id);
  });
  const title = accept ? `恭喜中选：${p.project_name}` : `未入选：${p.project_name}`;
  const content = accept
    ? `贵公司已被选定为分包项目「${p.project_name}」的分包单位，请尽快与发包单位联系。`
    : `贵公司报名的分包项目「${p.project_name}」未入选${reason ? `，原因：${reason}` : ''}。`;
  await notify(db, [{ companyId: a.company_id }], title, content, about('project', p.id));
  if (others.length)
    await notify(
      db,
      others.map((companyId) => ({ companyId })),
      `未入选：${p.project_name}`,
      `分包项目「${p.project_name}」已选定其他分包单位，感谢贵公司报名。`,
      about('project', p.id),
    );
  return (await applicationOf(db, p.id, a.company_id))!;
}
