// A 审核员's decisions on labour listings, what the console's queues (queues.ts) apply in their
// transaction: a job post held for its fee words (approve: published with the warning, matching
// saved searches told; refuse: rejected with the reason, the poster may edit and resubmit) and a
// 特种作业 certificate checked against the official lookup (approve: 已核验; refuse: 核验不符).
// Each is one conditional UPDATE (only a post still held, only an unchecked certificate), so of
// two parallel decisions one wins (undefined for the other). The console writes the audit row
// (who decided) and the notice.
import type { Decision } from '../../../api/ops-dicts';
import { pagePaths } from '../../../api/paths';
import { certTypeName, JOB_STATE_NAMES } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { about, type NoticeTo } from '../../floor/notices';
import type { Decided } from '../../floor/review-queue';
import { beijingDay, DAY, now, stampOf } from '../../floor/time';
import { JOB_DAYS } from './publish';
import { userTarget } from './owners';
import { notifyLaborSearches } from './matching';
import { certState } from './worker-cards';

/** The certificates waiting for a check on a Beijing day: unchecked, unexpired, of cards open or working. */
export const onDesk = (db: Db, today: string) =>
  db
    .selectFrom('labor_certificate as lc')
    .innerJoin('labor_worker as w', 'w.id', 'lc.worker_id')
    .where('lc.verified', '=', 0)
    .where('lc.expires_at', '>=', today)
    .where('w.status', 'in', ['open', 'working']);

/** The poster to tell: the member behind the post, else its company. */
const posterOf = (j: { user_id: number | null; company_id: number | null }): NoticeTo[] =>
  j.company_id === null ? [] : [{ companyId: j.company_id, userId: j.user_id }];

/** A published post tells the saved searches it matches. */
async function announceJob(db: Db, job: Parameters<typeof posterOf>[0] & { id: number }): Promise<void> {
  const row = await db.selectFrom('labor_job').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  if (row.company_id === null) return;
  const [trades, employer] = await Promise.all([
    db
      .selectFrom('labor_trade')
      .select('trade_code')
      .where('kind', '=', 'job')
      .where('owner_id', '=', row.id)
      .execute(),
    db.selectFrom('companies').select('name').where('id', '=', row.company_id).executeTakeFirst(),
  ]);
  await notifyLaborSearches(db, row.company_id, {
    title: row.title,
    employer: employer?.name ?? '',
    trades: trades.map((x) => x.trade_code),
    provinceCode: row.province_code,
    cityCode: row.city_code,
    wageUnit: row.wage_unit,
    wageMin: row.wage_min,
    wageMax: row.wage_max,
    settlement: row.settlement,
    projectType: row.project_type,
    startDate: row.start_date,
  });
}

export async function decideJob(
  db: Db,
  id: number,
  decision: Decision,
  reason: string,
  nowMs: number = now(),
): Promise<Decided | undefined> {
  const t = stampOf(nowMs);
  const why = reason.trim();
  const approve = decision === 'approve';
  const values = approve
    ? { status: 'recruiting' as const, publish_time: t, expires_at: stampOf(nowMs + JOB_DAYS * DAY), review_note: '' }
    : { status: 'rejected' as const, review_note: `审核未通过：${why}` };
  const job = await db
    .updateTable('labor_job')
    .set({ ...values, reviewed_at: t, updated_at: t })
    .where('id', '=', id)
    .where('status', '=', 'pending_review')
    .returning(['id', 'title', 'user_id', 'company_id'])
    .executeTakeFirst();
  if (!job) return undefined;
  if (approve) await announceJob(db, job);
  return {
    before: { status: 'pending_review', stateName: JOB_STATE_NAMES.pending_review },
    after: { status: values.status, stateName: JOB_STATE_NAMES[values.status], reviewNote: values.review_note },
    notice: approve
      ? {
          to: posterOf(job),
          title: `招工信息已通过审核：${job.title}`,
          content: `您的招工信息「${job.title}」已通过平台审核并发布，详情页会提示工人平台禁止收取任何费用。`,
          about: about('laborJob', job.id),
        }
      : {
          to: posterOf(job),
          title: `招工信息未通过审核：${job.title}`,
          content: `您的招工信息「${job.title}」未通过平台审核，原因：${why}。修改后可重新提交。`,
          about: about('laborJob', job.id, { link: pagePaths.laborMine }),
        },
  };
}

export async function decideCert(
  db: Db,
  id: number,
  decision: Decision,
  _reason: string,
  nowMs: number = now(),
): Promise<Decided | undefined> {
  const verified = decision === 'approve' ? 1 : -1;
  const today = beijingDay(nowMs);
  const cert = await onDesk(db, today)
    .select(['lc.id', 'lc.type_code', 'lc.expires_at', 'w.id as worker_id', 'w.user_id'])
    .where('lc.id', '=', id)
    .executeTakeFirst();
  if (!cert) return undefined;
  const res = await db
    .updateTable('labor_certificate')
    .set({ verified, checked_at: stampOf(nowMs) })
    .where('id', '=', id)
    .where('verified', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return undefined;
  const name = certTypeName(cert.type_code);
  const state = (v: number) => certState({ verified: v, expires_at: cert.expires_at }, today);
  const [title, content] =
    verified === 1
      ? [`证书已核验：${name}`, `您找活名片上的「${name}」证书已由平台核验，名片上显示「已核验」。`]
      : [
          `证书核验不符：${name}`,
          `您找活名片上的「${name}」证书与官方查询结果不符，名片上显示「核验不符」。如有误，请修改名片重新填写证书。`,
        ];
  return {
    before: { state: state(0) },
    after: { state: state(verified) },
    notice: {
      to: await userTarget(db, cert.user_id),
      title,
      content,
      about: about('laborWorker', cert.worker_id),
    },
  };
}
