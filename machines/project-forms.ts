// The project flows' forms as typed (numbers and times as text) and their checks at input: the
// package a contractor publishes (every problem under its field, the publish rule of
// src/api/project-publish.ts included), the 资质 a company stores, an application and a decline.
import type { ApplyForm, PackageForm, QualificationForm } from '../src/api/project';
import { QUALIFICATIONS } from '../src/api/project-dicts';
import { PACKAGE_LABELS, packageProblems, type PackageField } from '../src/api/project-publish';
import { PHONE_MSG, PHONE_RE } from '../src/api/validation';

/** The publish form as typed; applyDeadline 'YYYY-MM-DDTHH:mm' Beijing. */
export type PackageDraft = { [K in Exclude<PackageField, 'budgetWan' | 'durationDays' | 'mainStructure'>]: string } & {
  budgetWan: string;
  durationDays: string;
  mainStructure: boolean;
};
export type FieldErrors = Partial<Record<PackageField, string>>;

export const emptyPackage = (): PackageDraft => ({
  ...(Object.fromEntries(Object.keys(PACKAGE_LABELS).map((k) => [k, ''])) as Omit<PackageDraft, 'mainStructure'>),
  mainStructure: false,
});

const REQUIRED = ['projectName', 'address', 'scope', 'paymentTerms', 'contactName'] as const;
const CHOSEN = [
  'categoryCode',
  'subcontractType',
  'saleType',
  'transactionMode',
  'provinceCode',
  'cityCode',
  'qualificationGrade',
  'startDate',
  'applyDeadline',
] as const;
export const DRAFT_MSG = {
  budget: '预算应为 1 至 1000000 万元，最多两位小数',
  duration: '工期应为 7 至 1500 日历天',
} as const;

const at = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? Date.parse(`${local}:00+08:00`) : NaN);
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const toPackageForm = (d: PackageDraft): PackageForm => ({
  ...d,
  ...Object.fromEntries(Object.entries(d).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])),
  budgetWan: Number(d.budgetWan.trim()),
  durationDays: Number(d.durationDays.trim()),
  applyDeadline: `${d.applyDeadline}:00+08:00`,
});

/** Every problem of the draft at `nowMs`, under its field ({} when it may be sent). */
export function packageDraftErrors(d: PackageDraft, nowMs: number): FieldErrors {
  const out: FieldErrors = {};
  for (const k of REQUIRED) if (!d[k].trim()) out[k] = `请填写${PACKAGE_LABELS[k]}`;
  for (const k of CHOSEN) if (!d[k]) out[k] = `请选择${PACKAGE_LABELS[k]}`;
  const budget = Number(d.budgetWan.trim());
  if (!AMOUNT.test(d.budgetWan.trim()) || budget < 1 || budget > 1_000_000) out.budgetWan = DRAFT_MSG.budget;
  const days = Number(d.durationDays.trim());
  if (!/^\d+$/.test(d.durationDays.trim()) || days < 7 || days > 1500) out.durationDays = DRAFT_MSG.duration;
  if (!PHONE_RE.test(d.contactPhone.trim())) out.contactPhone = PHONE_MSG;
  const deadline = at(d.applyDeadline);
  if (d.applyDeadline && Number.isNaN(deadline)) out.applyDeadline = `请选择${PACKAGE_LABELS.applyDeadline}`;
  // The server's rule on what is there (a field already asked for keeps its 请选择 / 请填写).
  for (const p of packageProblems({ ...d, applyDeadline: deadline }, nowMs)) out[p.field] ??= p.message;
  return out;
}

export const QUAL_DRAFT_MSG = {
  certNo: '证书编号应为 6-40 位字母、数字或连字符',
  expiresOn: '证书有效期应晚于今天',
  grade: '所选资质没有该等级',
} as const;

/** The first problem of a 资质 on `today` ('YYYY-MM-DD' Beijing), or null. */
export function qualificationError(q: QualificationForm, today: string): string | null {
  if (!QUALIFICATIONS[q.categoryCode]?.grades.includes(q.grade)) return QUAL_DRAFT_MSG.grade;
  if (!/^[A-Za-z0-9-]{6,40}$/.test((q.certNo ?? '').trim())) return QUAL_DRAFT_MSG.certNo;
  return /^\d{4}-\d{2}-\d{2}$/.test(q.expiresOn) && q.expiresOn > today ? null : QUAL_DRAFT_MSG.expiresOn;
}

/** The application form as typed; priceWan in 万元 ('' none). */
export type ApplyDraft = { qualification: string; experience: string; priceWan: string; message: string };
export const APPLY_DRAFT_MSG = {
  qualification: '请填写资质说明',
  experience: '请填写类似业绩',
  price: '报价应为大于 0 的数字（万元，最多两位小数）',
} as const;

export function applyError(d: ApplyDraft): string | null {
  if (!d.qualification.trim()) return APPLY_DRAFT_MSG.qualification;
  if (!d.experience.trim()) return APPLY_DRAFT_MSG.experience;
  const p = d.priceWan.trim();
  return !p || (AMOUNT.test(p) && Number(p) > 0) ? null : APPLY_DRAFT_MSG.price;
}

export const toApplyForm = (packageId: number, d: ApplyDraft): ApplyForm => ({
  packageId,
  qualification: d.qualification.trim(),
  experience: d.experience.trim(),
  priceWan: d.priceWan.trim() ? Number(d.priceWan.trim()) : null,
  message: d.message.trim(),
});
