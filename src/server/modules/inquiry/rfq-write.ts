// The wizard's RFQ fields on the server: their checks (district of the city, VAT rate of the
// kind, delivery date after the deadline, invited companies that supply and are not the buyer,
// attachments that are the buyer's own uploads) and their rows (columns, invitations, files).
import type { z } from '../../../api/define';
import type { inquiryForm } from '../../../api/inquiry';
import { vatError } from '../../../api/inquiry-rfq';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { attachUpload, uploadDb } from '../../storage/uploads';
import { stampOf } from '../../floor/time';

type Form = z.output<typeof inquiryForm>;

export const RFQ_MSG = {
  district: '参数错误：districtCode 请选择收货区县',
  deliveryDate: '最晚到货日期须在报价截止之后',
  invitedSelf: '不能邀请本企业报价',
  invitedUnknown: '参数错误：invitedSupplierIds 含有不存在或非供应商的企业',
  attachment: '附件不存在或已过期，请重新上传',
} as const;

/** Checks that need the database or several fields; throws the first refusal. */
export async function checkRfq(db: Db, companyId: number, f: Form): Promise<void> {
  const districts = await db
    .selectFrom('region')
    .select(['code'])
    .where('parent_code', '=', f.cityCode)
    .where('level', '=', 3)
    .execute();
  if (f.districtCode ? !districts.some((d) => d.code === f.districtCode) : districts.length > 0)
    throw badRequest(RFQ_MSG.district);
  const vat = vatError(f.supplyKind, f.categoryCode, f.taxRate);
  if (vat) throw badRequest(vat);
  if (f.deliveryDate && `${f.deliveryDate} 23:59:59` <= stampOf(f.deadline)) throw badRequest(RFQ_MSG.deliveryDate);
  const ids = [...new Set(f.invitedSupplierIds)];
  if (ids.includes(companyId)) throw badRequest(RFQ_MSG.invitedSelf);
  if (ids.length) {
    const ok = await suppliersAmong(db, ids);
    if (ok.length !== ids.length) throw badRequest(RFQ_MSG.invitedUnknown);
  }
}

/** Of `ids`, the companies that supply: a supplier profile, or an approved supplier membership. */
export async function suppliersAmong(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('companies as c')
    .select('c.id')
    .where('c.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('inquiry_supplier_profile as p').select('p.company_id').whereRef('p.company_id', '=', 'c.id'),
        ),
        eb.exists(
          eb
            .selectFrom('memberships as m')
            .select('m.id')
            .whereRef('m.company_id', '=', 'c.id')
            .where('m.identity', '=', '2')
            .where('m.status', '=', '1'),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The columns the RFQ fields fill. */
export const rfqColumns = (f: Form) => ({
  district_code: f.districtCode,
  quote_mode: f.quoteMode,
  award_mode: f.awardMode,
  supply_kind: f.supplyKind,
  budget: f.budget ?? null,
  delivery_date: f.deliveryDate ?? null,
  invited_only: f.invitedSupplierIds.length > 0 ? 1 : 0,
});

/** Replaces the inquiry's invitations and attachments (inside the write's transaction). */
export async function writeRfqRows(
  tx: Db,
  inquiryId: number,
  companyId: number,
  f: Form,
  nowMs: number,
): Promise<void> {
  await tx.deleteFrom('inquiry_invite').where('inquiry_id', '=', inquiryId).execute();
  const ids = [...new Set(f.invitedSupplierIds)];
  if (ids.length)
    await tx
      .insertInto('inquiry_invite')
      .values(ids.map((id) => ({ inquiry_id: inquiryId, company_id: id })))
      .execute();
  await tx.deleteFrom('inquiry_attachment').where('inquiry_id', '=', inquiryId).execute();
  const files = [];
  for (const [i, a] of f.attachments.entries()) {
    if (!(await attachUpload(tx, a.attachId, companyId, nowMs))) throw badRequest(RFQ_MSG.attachment);
    const u = await uploadDb(tx)
      .selectFrom('upload')
      .select(['kind', 'original_name'])
      .where('id', '=', a.attachId)
      .executeTakeFirstOrThrow();
    files.push({
      inquiry_id: inquiryId,
      seq: i + 1,
      attach_id: a.attachId,
      name: (a.name || u.original_name).slice(0, 100),
      kind: u.kind,
    });
  }
  if (files.length) await tx.insertInto('inquiry_attachment').values(files).execute();
}
