// The company-certification queue of the operators' console (审核员): pending applications
// oldest first, found by company name or credit code, decided by decide.ts; the licence shows
// beside it and a 审核员 reads it while the application is pending (attaches).
import type { Db } from '../../db';
import type { ReviewQueue } from '../../floor/review-queue';
import { contains } from '../../db/query';
import { CERT_SCOPE_NAMES } from '../../../api/onboarding';
import { uploadPaths } from '../../../api/resource';
import { decideSupplierApplication } from './decide';

const pendingRows = (db: Db, keyword: string) => {
  const q = db
    .selectFrom('supplier_cert as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .where('s.status', '=', 'pending');
  return keyword
    ? q.where((eb) => eb.or([contains(eb.ref('c.name'), keyword), eb('s.credit_code', '=', keyword.toUpperCase())]))
    : q;
};

export const supplierCertQueue: ReviewQueue = {
  kind: 'supplier-cert',
  label: '企业认证（供应商）',
  async pending(db, { keyword, offset, limit }) {
    const rows = await pendingRows(db, keyword)
      .leftJoin('upload as u', 'u.id', 's.licence_attach_id')
      .select([
        'u.thumb_hash',
        's.id',
        'c.name',
        's.scope',
        's.credit_code',
        's.legal_person',
        's.licence_valid_until',
        's.licence_attach_id',
        's.submitted_at',
      ])
      .orderBy('s.submitted_at')
      .orderBy('s.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.name,
      summary: [
        `申请${CERT_SCOPE_NAMES[r.scope]}认证`,
        `统一社会信用代码 ${r.credit_code}`,
        `法定代表人 ${r.legal_person}`,
        `营业期限至 ${r.licence_valid_until}`,
        r.licence_attach_id ? '营业执照已上传' : '未附营业执照文件',
      ].join(' · '),
      submittedAt: r.submitted_at,
      attachments: r.licence_attach_id
        ? [
            {
              name: '营业执照',
              url: uploadPaths.file(r.licence_attach_id),
              ...(r.thumb_hash ? { thumbUrl: uploadPaths.thumb(r.licence_attach_id) } : {}),
            },
          ]
        : [],
    }));
  },
  async count(db, keyword) {
    const r = await pendingRows(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async isPending(db, id) {
    const r = await db.selectFrom('supplier_cert').select('status').where('id', '=', id).executeTakeFirst();
    return r?.status === 'pending';
  },
  decide: (db, id, decision, reason) => decideSupplierApplication(db, id, decision, reason),
  /** The licence of a pending application: a 审核员 reads it (floor/uploads-read.ts). */
  async attaches(db, attachId) {
    const r = await db
      .selectFrom('supplier_cert')
      .select('id')
      .where('licence_attach_id', '=', attachId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return r !== undefined;
  },
};
