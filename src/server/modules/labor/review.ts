// The labour review desk. Who reviews: the portal has no staff or operator role (members are
// buyers and suppliers of companies), so the smallest honest one is this module's own
// `labor_reviewer` table — platform operators by user id, checked on the server for every desk
// call (403 otherwise); the seed makes the demo account 13800000001 one. A reviewer never decides
// their own post. Decisions are conditional updates (only a post still held, only an unchecked
// certificate), so two reviewers at once decide once and the other side is told once. A reviewer
// may read the photo of a certificate while it is on the desk (a private upload otherwise read
// only by the card's owner): reviewerReadsCertPhoto, the module's upload read rule.
import { sql } from 'kysely';
import { pagePaths } from '../../../api/paths';
import type { z } from '../../../api/define';
import { certTypeName, feeWordsIn, JOB_STATE_NAMES } from '../../../api/labor-trades';
import type { certCheckForm, decideForm, ReviewDesk } from '../../../api/labor-review';
import { uploadPaths } from '../../../api/resource';
import type { Db } from '../../db';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { about, notify, type NoticeTo } from '../../floor/notices';
import type { UploadReadRule } from '../../floor/uploads-read';
import { beijingDay, DAY, isoOf, stampOf } from '../../floor/time';
import { JOB_DAYS } from './publish';
import { userTarget } from './owners';
import { notifyLaborSearches } from './matching';
import { certState } from './worker-cards';

export const REVIEW_MSG = {
  staff: '仅平台劳务审核人员可以进行此操作',
  own: '不能审核自己发布的招工信息',
  decided: '该招工信息已被处理，请刷新审核台',
  checked: '该证书已核验，请刷新审核台',
} as const;
const DESK_SIZE = 50;

export async function isReviewer(db: Db, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('labor_reviewer').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}
async function mustReview(db: Db, me: Member): Promise<void> {
  if (!(await isReviewer(db, me.userId))) throw forbidden(REVIEW_MSG.staff);
}

/** The certificates on the desk on a Beijing day: unchecked, unexpired, of cards open or working. */
const onDesk = (db: Db, today: string) =>
  db
    .selectFrom('labor_certificate as lc')
    .innerJoin('labor_worker as w', 'w.id', 'lc.worker_id')
    .where('lc.verified', '=', 0)
    .where('lc.expires_at', '>=', today)
    .where('w.status', 'in', ['open', 'working']);

/** A reviewer reads the photo of a certificate on the desk; no one else, and not once it left the desk. */
export const reviewerReadsCertPhoto: UploadReadRule = async (db, attachId, reader, nowMs) =>
  (await isReviewer(db, reader.userId)) &&
  (await onDesk(db, beijingDay(nowMs)).select('lc.id').where('lc.photo_id', '=', attachId).executeTakeFirst()) !==
    undefined;

export async function reviewDesk(db: Db, me: Member, nowMs: number): Promise<ReviewDesk> {
  await mustReview(db, me);
  const held = db.selectFrom('labor_job as j').where('j.status', '=', 'pending_review');
  const unchecked = onDesk(db, beijingDay(nowMs));
  const [posts, certs, heldTotal, certTotal] = await Promise.all([
    held
      .leftJoin('companies as c', 'c.id', 'j.company_id')
      .leftJoin('labor_company as l', 'l.id', 'j.labor_company_id')
      .select([
        'j.id',
        'j.title',
        'j.benefits',
        'j.requirements',
        'j.description',
        'j.updated_at',
        'j.user_id',
        'c.name as company_name',
        'l.name as labor_name',
      ])
      .orderBy('j.updated_at')
      .orderBy('j.id')
      .limit(DESK_SIZE)
      .execute(),
    unchecked
      .leftJoin('region as r', 'r.code', 'lc.province_code')
      .leftJoin('upload as u', 'u.id', 'lc.photo_id')
      .select([
        'lc.id',
        'lc.worker_id',
        'lc.type_code',
        'lc.number',
        'lc.issued_at',
        'lc.expires_at',
        'lc.photo_id',
        'w.full_name',
        'r.name as province',
        'u.id as upload_id',
        'u.thumb_hash',
      ])
      // Certificates with a photo first (the same on both dialects: PostgreSQL sorts NULL first when descending), newest first.
      .orderBy(sql`case when lc.photo_id is null then 1 else 0 end`)
      .orderBy('lc.id', 'desc')
      .limit(DESK_SIZE)
      .execute(),
    held.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    unchecked.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    held: posts.map((p) => ({
      id: p.id,
      title: p.title,
      employer: p.labor_name ?? p.company_name ?? '',
      feeWords: feeWordsIn([p.title, p.benefits, p.requirements, p.description]),
      benefits: p.benefits,
      requirements: p.requirements,
      description: p.description,
      heldAt: isoOf(p.updated_at),
      own: p.user_id === me.userId,
    })),
    certs: certs.map((c) => ({
      id: c.id,
      workerId: c.worker_id,
      holder: c.full_name,
      typeName: certTypeName(c.type_code),
      number: c.number,
      issuer: `${c.province ?? ''}住房和城乡建设厅`,
      issuedAt: c.issued_at,
      expiresAt: c.expires_at,
      photo:
        c.upload_id === null
          ? null
          : {
              link: uploadPaths.file(c.upload_id),
              thumbLink: c.thumb_hash === null ? null : uploadPaths.thumb(c.upload_id),
            },
    })),
    heldTotal: Number(heldTotal.n),
    certTotal: Number(certTotal.n),
  };
}

/** The poster to tell: the member behind the post, else its company. */
const posterOf = (j: { user_id: number | null; company_id: number | null }): NoticeTo[] =>
  j.company_id === null ? [] : [{ companyId: j.company_id, userId: j.user_id }];

export async function decide(db: Db, me: Member, f: z.output<typeof decideForm>, nowMs: number) {
  await mustReview(db, me);
  const job = await db.selectFrom('labor_job').selectAll().where('id', '=', f.jobId).executeTakeFirst();
  if (!job) throw notFound('招工信息不存在');
  if (job.user_id === me.userId) throw badRequest(REVIEW_MSG.own);
  const t = stampOf(nowMs);
  const reason = (f.reason ?? '').trim();
  const values = f.approve
    ? { status: 'recruiting' as const, publish_time: t, expires_at: stampOf(nowMs + JOB_DAYS * DAY), review_note: '' }
    : { status: 'rejected' as const, review_note: `审核未通过：${reason}` };
  const res = await db
    .updateTable('labor_job')
    .set({ ...values, reviewed_by: me.userId, reviewed_at: t, updated_at: t })
    .where('id', '=', f.jobId)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(REVIEW_MSG.decided);
  if (f.approve) {
    await notify(
      db,
      posterOf(job),
      `招工信息已通过审核：${job.title}`,
      `您的招工信息「${job.title}」已通过平台审核并发布，详情页会提示工人平台禁止收取任何费用。`,
      about('laborJob', job.id),
    );
    const trades = await db
      .selectFrom('labor_trade')
      .select('trade_code')
      .where('kind', '=', 'job')
      .where('owner_id', '=', job.id)
      .execute();
    const employer =
      job.company_id === null
        ? undefined
        : await db.selectFrom('companies').select('name').where('id', '=', job.company_id).executeTakeFirst();
    if (job.company_id !== null) {
      const facts = {
        title: job.title,
        employer: employer?.name ?? '',
        trades: trades.map((x) => x.trade_code),
        provinceCode: job.province_code,
        cityCode: job.city_code,
        wageUnit: job.wage_unit,
        wageMin: job.wage_min,
        wageMax: job.wage_max,
        settlement: job.settlement,
        projectType: job.project_type,
        startDate: job.start_date,
      };
      await notifyLaborSearches(db, job.company_id, facts);
    }
  } else {
    await notify(
      db,
      posterOf(job),
      `招工信息未通过审核：${job.title}`,
      `您的招工信息「${job.title}」未通过平台审核，原因：${reason}。修改后可重新提交。`,
      about('laborJob', job.id, { link: pagePaths.laborMine }),
    );
  }
  return { jobId: job.id, state: values.status, stateName: JOB_STATE_NAMES[values.status] };
}

export async function checkCert(db: Db, me: Member, f: z.output<typeof certCheckForm>, nowMs: number) {
  await mustReview(db, me);
  const cert = await db
    .selectFrom('labor_certificate as lc')
    .innerJoin('labor_worker as w', 'w.id', 'lc.worker_id')
    .select(['lc.id', 'lc.type_code', 'lc.expires_at', 'w.id as worker_id', 'w.user_id', 'w.surname'])
    .where('lc.id', '=', f.certId)
    .executeTakeFirst();
  if (!cert) throw notFound('证书不存在');
  const verified = f.verified ? 1 : -1;
  const t = stampOf(nowMs);
  const res = await db
    .updateTable('labor_certificate')
    .set({ verified, checked_by: me.userId, checked_at: t })
    .where('id', '=', f.certId)
    .where('verified', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw badRequest(REVIEW_MSG.checked);
  const name = certTypeName(cert.type_code);
  const [title, content] = f.verified
    ? [`证书已核验：${name}`, `您找活名片上的「${name}」证书已由平台核验，名片上显示「已核验」。`]
    : [
        `证书核验不符：${name}`,
        `您找活名片上的「${name}」证书与官方查询结果不符，名片上显示「核验不符」。如有误，请修改名片重新填写证书。`,
      ];
  await notify(db, await userTarget(db, cert.user_id), title, content, about('laborWorker', cert.worker_id));
  return { certId: cert.id, state: certState({ verified, expires_at: cert.expires_at }, beijingDay(nowMs)) };
}
