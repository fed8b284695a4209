// Reading a company's application into what the member page and the console show: the stored row
// with its categories and provinces named, 已过期 once the licence's validity day has passed.
import {
  CERT_SCOPE_NAMES,
  CERT_STATUS_NAMES,
  canSubmit,
  type CertStatus,
  type CertView,
} from '../../../api/onboarding';
import type { Db } from '../../db';
import { beijingDay, isoOf } from '../../floor/time';
import type { SupplierCertTable } from './schema';

type Row = Omit<SupplierCertTable, 'id'> & { id: number };

const listOf = (s: string): string[] => (s ? s.split(',') : []);

/** 已过期: certified, and the licence's validity day (Beijing) is before today. */
export const statusAt = (row: Pick<Row, 'status' | 'licence_valid_until'>, nowMs: number): CertStatus =>
  row.status === 'certified' && row.licence_valid_until < beijingDay(nowMs) ? 'expired' : row.status;

export async function certViewOf(db: Db, row: Row, nowMs: number): Promise<CertView> {
  const categoryIds = listOf(row.category_ids).map(Number);
  const provinceCodes = listOf(row.province_codes);
  const [company, categories, provinces] = await Promise.all([
    db.selectFrom('companies').select('name').where('id', '=', row.company_id).executeTakeFirstOrThrow(),
    db.selectFrom('category').select(['id', 'name']).where('id', 'in', categoryIds).orderBy('sort').execute(),
    db.selectFrom('region').select(['code', 'name']).where('code', 'in', provinceCodes).orderBy('code').execute(),
  ]);
  const status = statusAt(row, nowMs);
  return {
    id: row.id,
    companyName: company.name,
    scope: row.scope,
    scopeName: CERT_SCOPE_NAMES[row.scope],
    status,
    statusName: CERT_STATUS_NAMES[status],
    creditCode: row.credit_code,
    legalPerson: row.legal_person,
    licenceAttachId: row.licence_attach_id,
    licenceValidUntil: row.licence_valid_until,
    categories,
    provinces,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    submittedAt: isoOf(row.submitted_at),
    decidedAt: row.decided_at ? isoOf(row.decided_at) : null,
    rejectReason: row.reject_reason,
    canSubmit: canSubmit(status),
  };
}

export const certRow = (db: Db) => db.selectFrom('supplier_cert').selectAll();

/** The acting company's application, null before its first. */
export async function myCert(db: Db, companyId: number, nowMs: number): Promise<CertView | null> {
  const row = await certRow(db).where('company_id', '=', companyId).executeTakeFirst();
  return row ? certViewOf(db, row, nowMs) : null;
}
