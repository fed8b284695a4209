// A member company's 资质, stored once per category (category + grade, certificate number,
// expiry, the certificate scan as a private upload of the company): list, save (insert or
// replace that category's), delete.
import type { Selectable } from 'kysely';
import { GRADE_NAMES, QUALIFICATIONS, type ProjectQualification, type qualificationForm } from '../../../api/project';
import type { z } from '../../../api/define';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { beijingDay, stampOf } from '../../floor/time';
import { attachUpload } from '../../storage/uploads';
import type { ProjectQualificationTable } from './schema';

export const QUAL_MSG = {
  grade: '所选资质没有该等级',
  expired: '证书有效期应晚于今天',
  scan: '证书扫描件不存在或不属于本企业，请重新上传',
} as const;

const toQualification = (r: Selectable<ProjectQualificationTable>, today: string): ProjectQualification => ({
  id: r.id,
  categoryCode: r.category_code,
  name: QUALIFICATIONS[r.category_code]?.name ?? '',
  grade: r.grade,
  gradeName: GRADE_NAMES[r.grade] ?? '',
  certNo: r.cert_no,
  expiresOn: r.expires_on,
  expired: r.expires_on < today,
  scanAttachId: r.scan_attach_id,
});

export async function listQualifications(db: Db, me: Member, nowMs: number): Promise<ProjectQualification[]> {
  const rows = await db
    .selectFrom('project_qualification')
    .selectAll()
    .where('company_id', '=', me.companyId)
    .orderBy('category_code')
    .execute();
  return rows.map((r) => toQualification(r, beijingDay(nowMs)));
}

export async function saveQualification(
  db: Db,
  me: Member,
  f: z.output<typeof qualificationForm>,
  nowMs: number,
): Promise<ProjectQualification> {
  if (!QUALIFICATIONS[f.categoryCode].grades.includes(f.grade)) throw badRequest(QUAL_MSG.grade);
  const today = beijingDay(nowMs);
  if (f.expiresOn <= today) throw badRequest(QUAL_MSG.expired);
  const values = {
    company_id: me.companyId,
    category_code: f.categoryCode,
    grade: f.grade,
    cert_no: f.certNo,
    expires_on: f.expiresOn,
    scan_attach_id: f.scanAttachId,
    created_at: stampOf(nowMs),
  };
  const row = await db.transaction().execute(async (tx) => {
    if (f.scanAttachId && !(await attachUpload(tx, f.scanAttachId, me.companyId, nowMs)))
      throw badRequest(QUAL_MSG.scan);
    // One row per company and category (unique index): a second save replaces the first.
    return tx
      .insertInto('project_qualification')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'category_code'])
          .doUpdateSet({ grade: f.grade, cert_no: f.certNo, expires_on: f.expiresOn, scan_attach_id: f.scanAttachId }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toQualification(row, today);
}

export async function deleteQualification(db: Db, me: Member, id: number): Promise<{ id: number }> {
  const res = await db
    .deleteFrom('project_qualification')
    .where('id', '=', id)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('资质不存在');
  return { id };
}
