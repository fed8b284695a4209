// 投标保函 and their tenders (issue 45): the finance module finds the tender a guarantee is applied
// for (by id or by its number ZB + Beijing day + id, checked against the tender's own), and the
// tender module reads the guarantees issued for a tender (the institution's desk marked them
// issued: a 保函服务 application at 已放款/出函) to show its purchaser.
import { APPLY_STATUS, GUARANTEE_SERVICE } from '../../api/finance-fields';
import type { Db } from '../db';
import { isoOf } from './time';
import { tenderNo } from './tender-status';

const NO_RE = /^ZB\d{8}(\d{6,})$/;

/** The tender of a guarantee application: by `tenderId`, else by `tenderNo`; undefined when none matches both. */
export async function tenderOfGuarantee(
  db: Db,
  ask: { tenderId?: number | null; tenderNo?: string },
): Promise<{ id: number; tenderNo: string } | undefined> {
  const id = ask.tenderId ?? Number(NO_RE.exec(ask.tenderNo ?? '')?.[1] ?? 0);
  if (!id) return undefined;
  const t = await db.selectFrom('tender').select(['id', 'publish_time']).where('id', '=', id).executeTakeFirst();
  if (!t) return undefined;
  const no = tenderNo(t.id, t.publish_time);
  if (ask.tenderNo && ask.tenderNo !== no) return undefined;
  return { id: t.id, tenderNo: no };
}

export interface IssuedGuarantee {
  applyNo: string;
  /** The bidder the guarantee is for. */
  companyName: string;
  institutionName: string;
  productName: string;
  /** 元 */
  marginAmount: number | null;
  validUntil: string;
  issuedAt: string;
}

/** The bid guarantees issued for a tender, oldest first. */
export async function issuedGuaranteesOfTender(db: Db, tenderId: number): Promise<IssuedGuarantee[]> {
  const rows = await db
    .selectFrom('finance_application as a')
    .innerJoin('finance_product as p', 'p.id', 'a.product_id')
    .innerJoin('finance_institution as i', 'i.id', 'p.institution_id')
    .select([
      'a.apply_no',
      'a.company_name',
      'a.margin_amount',
      'a.valid_until',
      'a.updated_at',
      'p.name as product_name',
      'i.name as inst_name',
    ])
    .where('a.tender_id', '=', tenderId)
    .where('a.service_type', '=', GUARANTEE_SERVICE)
    .where('a.status', '=', APPLY_STATUS.disbursed)
    .orderBy('a.updated_at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    applyNo: r.apply_no,
    companyName: r.company_name,
    institutionName: r.inst_name,
    productName: r.product_name,
    marginAmount: r.margin_amount === null ? null : Number(r.margin_amount),
    validUntil: r.valid_until,
    issuedAt: isoOf(r.updated_at),
  }));
}
