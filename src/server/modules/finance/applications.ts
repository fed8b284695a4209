// An application as its institution's desk and its applicant read it (facts, what was asked,
// approved terms, refusal, every step), the desk's list rows, and the step log every change
// writes in its own transaction.
import type { ApplicationDetail, DeskRow } from '../../../api/finance-desk';
import {
  APPLY_STATUSES,
  MONEY_TYPES,
  nameOf,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
} from '../../../api/finance-fields';
import type { Db } from '../../db';
import { isoOf, stamp } from '../../floor/time';

export function applicationRows(db: Db) {
  return db
    .selectFrom('finance_application as a')
    .leftJoin('finance_product as p', 'p.id', 'a.product_id')
    .leftJoin('finance_institution as i', 'i.id', 'p.institution_id')
    .select([
      'a.id',
      'a.apply_no',
      'a.company_name',
      'a.service_type',
      'a.money_type',
      'a.time_type',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'p.name as product_name',
      'p.institution_id',
      'i.name as inst_name',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

export const toDeskRow = (r: Row): DeskRow => ({
  id: r.id,
  applyNo: r.apply_no,
  productName: r.product_name ?? '',
  serviceTypeName: nameOf(SERVICE_TYPES, r.service_type),
  companyName: r.company_name,
  moneyTypeName: nameOf(MONEY_TYPES, r.money_type),
  timeTypeName: nameOf(TIME_TYPES, r.time_type),
  status: r.status,
  statusName: nameOf(APPLY_STATUSES, r.status),
  createdAt: isoOf(r.created_at),
  updatedAt: isoOf(r.updated_at),
});

const num = (v: number | string | null) => (v === null ? null : Number(v));
const ids = (s: string) => (s ? s.split(',') : []);

/** The application `id` where `scope` holds (its institution's, or its applicant's); undefined otherwise. */
export async function readApplication(
  db: Db,
  id: number,
  scope: { institutionId: number } | { userId: number; companyId: number },
): Promise<ApplicationDetail | undefined> {
  let q = applicationRows(db)
    .select([
      'a.contact_name',
      'a.phone',
      'a.credit_code',
      'a.scene_type',
      'a.remark',
      'a.materials',
      'a.tender_no',
      'a.beneficiary',
      'a.margin_amount',
      'a.valid_until',
      'a.desk_request',
      'a.approved_amount_wan',
      'a.approved_rate',
      'a.approved_term_months',
      'a.refuse_reason',
    ])
    .where('a.id', '=', id);
  q =
    'institutionId' in scope
      ? q.where('p.institution_id', '=', scope.institutionId)
      : q.where('a.user_id', '=', scope.userId).where('a.company_id', '=', scope.companyId);
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  const events = await db
    .selectFrom('finance_application_event')
    .select(['status', 'action', 'note', 'materials', 'by_kind', 'at'])
    .where('application_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const amount = num(r.approved_amount_wan);
  return {
    ...toDeskRow(r),
    institutionName: r.inst_name ?? '',
    contactName: r.contact_name,
    phone: r.phone,
    creditCode: r.credit_code,
    sceneTypeName: nameOf(SCENE_TYPES, r.scene_type),
    remark: r.remark,
    materials: [...ids(r.materials), ...events.flatMap((e) => ids(e.materials))],
    tenderNo: r.tender_no,
    beneficiary: r.beneficiary,
    marginAmount: num(r.margin_amount),
    validUntil: r.valid_until,
    request: r.desk_request,
    approved:
      amount === null
        ? null
        : {
            amountWan: amount,
            ratePercent: num(r.approved_rate) ?? 0,
            termMonths: num(r.approved_term_months) ?? 0,
          },
    refuseReason: r.refuse_reason,
    history: events.map((e) => ({
      status: e.status,
      statusName: nameOf(APPLY_STATUSES, e.status),
      action: e.action,
      note: e.note,
      by: e.by_kind,
      at: isoOf(e.at),
    })),
  };
}

/** Logs one step of an application (inside the step's own transaction). */
export async function logStep(
  db: Db,
  e: {
    applicationId: number;
    status: string;
    action: string;
    by: 'institution' | 'applicant';
    note?: string;
    materials?: string[];
  },
  at = stamp(),
): Promise<void> {
  await db
    .insertInto('finance_application_event')
    .values({
      application_id: e.applicationId,
      status: e.status,
      action: e.action,
      note: (e.note ?? '').slice(0, 500),
      materials: (e.materials ?? []).join(','),
      by_kind: e.by,
      at,
    })
    .execute();
}
