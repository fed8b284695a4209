// Applying for the supplier identity, and correcting and resubmitting a refused or expired
// application: every field checked (the credit code's check character in the catalogue; here the
// categories, provinces, the licence's validity and upload, a code no other company holds), then
// one upsert that only moves a company with no application, a refused or an expired one, so of
// parallel submissions exactly one is saved and the others are told it waits for review.
import { canSubmit, CERT_STATUS_NAMES, type certForm, type CertView } from '../../../api/onboarding';
import type { z } from '../../../api/define';
import type { Db } from '../../db';
import { beijingDay, stamp } from '../../floor/time';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { attachUpload } from '../../storage/uploads';
import { certRow, certViewOf, statusAt } from './certs';

type Form = z.output<typeof certForm>;

export const CERT_MSG = {
  categories: '经营范围请选择商品目录中的一级类目',
  provinces: '服务区域请选择省份',
  licenceExpired: '营业执照已过营业期限，请上传有效的营业执照',
  licence: '营业执照文件不存在或不属于本企业，请重新上传',
  codeTaken: '该统一社会信用代码已由其他企业提交认证，请核对',
  pending: '认证申请正在审核中，请耐心等待',
  notNow: (statusName: string) => `当前认证状态为「${statusName}」，无需重新提交`,
} as const;

async function checkForm(db: Db, f: Form, companyId: number, nowMs: number): Promise<void> {
  const categoryIds = [...new Set(f.categoryIds)];
  const provinceCodes = [...new Set(f.provinceCodes)];
  const [categories, provinces, taken] = await Promise.all([
    db.selectFrom('category').select('id').where('id', 'in', categoryIds).where('level', '=', 1).execute(),
    db.selectFrom('region').select('code').where('code', 'in', provinceCodes).where('level', '=', 1).execute(),
    db
      .selectFrom('supplier_cert')
      .select('id')
      .where('credit_code', '=', f.creditCode)
      .where('company_id', '!=', companyId)
      .where('status', '!=', 'refused')
      .executeTakeFirst(),
  ]);
  if (categories.length !== categoryIds.length) throw badRequest(CERT_MSG.categories);
  if (provinces.length !== provinceCodes.length) throw badRequest(CERT_MSG.provinces);
  if (f.licenceValidUntil < beijingDay(nowMs)) throw badRequest(CERT_MSG.licenceExpired);
  if (taken) throw badRequest(CERT_MSG.codeTaken);
}

export async function submitCert(db: Db, me: Member, f: Form, nowMs: number): Promise<CertView> {
  await checkForm(db, f, me.companyId, nowMs);
  const today = beijingDay(nowMs);
  const values = {
    scope: f.scope,
    status: 'pending' as const,
    credit_code: f.creditCode,
    legal_person: f.legalPerson.trim(),
    licence_attach_id: f.licenceAttachId,
    licence_valid_until: f.licenceValidUntil,
    category_ids: [...new Set(f.categoryIds)].join(','),
    province_codes: [...new Set(f.provinceCodes)].join(','),
    contact_name: f.contactName.trim(),
    contact_phone: f.contactPhone,
    submitted_at: stamp(nowMs),
    decided_at: null,
    reject_reason: '',
  };
  const row = await db.transaction().execute(async (tx) => {
    if (!(await attachUpload(tx, f.licenceAttachId, me.companyId, nowMs))) throw badRequest(CERT_MSG.licence);
    return tx
      .insertInto('supplier_cert')
      .values({ company_id: me.companyId, ...values })
      .onConflict((oc) =>
        oc
          .column('company_id')
          .doUpdateSet(values)
          .where((eb) =>
            eb.or([
              eb('supplier_cert.status', '=', 'refused'),
              eb.and([
                eb('supplier_cert.status', '=', 'certified'),
                eb('supplier_cert.licence_valid_until', '<', today),
              ]),
            ]),
          ),
      )
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) {
    const held = await certRow(db).where('company_id', '=', me.companyId).executeTakeFirstOrThrow();
    const status = statusAt(held, nowMs);
    throw badRequest(
      status === 'pending' || canSubmit(status) ? CERT_MSG.pending : CERT_MSG.notNow(CERT_STATUS_NAMES[status]),
    );
  }
  return certViewOf(db, row, nowMs);
}
