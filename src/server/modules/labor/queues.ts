// The labour review queues of the operators' console (审核员): 招工信息审核 (job posts held for
// their fee words, oldest save first, with the words and the employer) and 工人证书审核
// (特种作业 certificates to check against the official lookup, with the holder's name, the whole
// number and the photo, which a 审核员 reads while the certificate waits: attaches). Decided by
// review.ts. The portal's members no longer review anything.
import { certTypeName, feeWordsIn } from '../../../api/labor-trades';
import { uploadPaths } from '../../../api/resource';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import type { ReviewQueue } from '../../floor/review-queue';
import { beijingDay, now } from '../../floor/time';
import { decideCert, decideJob, onDesk } from './review';

const heldJobs = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('labor_job as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .leftJoin('labor_company as l', 'l.id', 'j.labor_company_id')
    .where('j.status', '=', 'pending_review');
  return keyword
    ? q.where((eb) =>
        eb.or([
          contains(eb.ref('j.title'), keyword),
          contains(eb.ref('c.name'), keyword),
          contains(eb.ref('l.name'), keyword),
        ]),
      )
    : q;
};

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

export const laborPostQueue: ReviewQueue = {
  kind: 'labor-post',
  label: '招工信息审核',
  async pending(db, { keyword, offset, limit }) {
    const rows = await heldJobs(db, keyword)
      .select(['j.id', 'j.title', 'j.benefits', 'j.requirements', 'j.description', 'j.updated_at'])
      .select(['c.name as company_name', 'l.name as labor_name'])
      .orderBy('j.updated_at')
      .orderBy('j.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((p) => {
      const words = feeWordsIn([p.title, p.benefits, p.requirements, p.description]);
      return {
        id: p.id,
        title: p.title,
        summary: [
          `招工方 ${p.labor_name ?? p.company_name ?? '个人'}`,
          words.length ? `规则提示：含收费用语「${words.join('」「')}」` : '规则提示：未发现收费用语',
          p.benefits && `待遇 ${clip(p.benefits, 40)}`,
          p.requirements && `要求 ${clip(p.requirements, 40)}`,
          p.description && `说明 ${clip(p.description, 80)}`,
        ]
          .filter(Boolean)
          .join(' · '),
        submittedAt: p.updated_at,
      };
    });
  },
  async count(db, keyword) {
    const r = await heldJobs(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    const r = await db.selectFrom('labor_job').select('status').where('id', '=', id).executeTakeFirst();
    return r?.status === 'pending_review';
  },
  decide: (db, id, decision, reason) => decideJob(db, id, decision, reason),
};

const uncheckedCerts = (db: Db, keyword: string) => {
  const q = onDesk(db, beijingDay(now()));
  return keyword
    ? q.where((eb) => eb.or([contains(eb.ref('w.full_name'), keyword), eb('lc.number', '=', keyword)]))
    : q;
};

export const laborCertQueue: ReviewQueue = {
  kind: 'labor-cert',
  label: '工人证书审核',
  async pending(db, { keyword, offset, limit }) {
    const rows = await uncheckedCerts(db, keyword)
      .leftJoin('region as r', 'r.code', 'lc.province_code')
      .leftJoin('upload as u', 'u.id', 'lc.photo_id')
      .select(['lc.id', 'lc.type_code', 'lc.number', 'lc.issued_at', 'lc.expires_at', 'lc.photo_id'])
      .select(['w.full_name', 'w.updated_at', 'r.name as province', 'u.thumb_hash'])
      .orderBy('w.updated_at')
      .orderBy('lc.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((c) => {
      const type = certTypeName(c.type_code);
      return {
        id: c.id,
        title: `${c.full_name}的${type}`,
        summary: [
          `持证人 ${c.full_name}`,
          `证号 ${c.number}`,
          `发证机关 ${c.province ?? ''}住房和城乡建设厅`,
          `有效期 ${c.issued_at} 至 ${c.expires_at}`,
          c.photo_id
            ? '请对照证书照片和官方查询结果核验：通过 = 已核验，驳回 = 核验不符'
            : '未上传证书照片，请按证号在官方查询核验',
        ].join(' · '),
        submittedAt: c.updated_at,
        attachments: c.photo_id
          ? [
              {
                name: `${type}照片`,
                url: uploadPaths.file(c.photo_id),
                ...(c.thumb_hash ? { thumbUrl: uploadPaths.thumb(c.photo_id) } : {}),
              },
            ]
          : [],
      };
    });
  },
  async count(db, keyword) {
    const r = await uncheckedCerts(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    return (await uncheckedCerts(db, '').select('lc.id').where('lc.id', '=', id).executeTakeFirst()) !== undefined;
  },
  decide: (db, id, decision, reason) => decideCert(db, id, decision, reason),
  /** The photo of a certificate waiting for its check. */
  async attaches(db, attachId) {
    return (
      (await uncheckedCerts(db, '').select('lc.id').where('lc.photo_id', '=', attachId).executeTakeFirst()) !==
      undefined
    );
  },
};
