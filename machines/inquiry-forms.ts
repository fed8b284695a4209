// The inquiry and quote forms as the flows hold them (strings as typed), their checks (the first
// problem as the message the form shows, or null) and the shapes the calls take. The server
// checks the same rules again.
import { type InquiryForm, type QuoteForm } from '../src/api/inquiry';
import { INQUIRY_LIMITS, TAX_RATES } from '../src/api/inquiry-rules';
import {
  RFQ_LIMITS,
  vatError,
  type AwardMode,
  type Invitee,
  type QuoteMode,
  type SupplyKind,
} from '../src/api/inquiry-rfq';
import { PHONE_MSG, PHONE_RE } from '../src/api/validation';

export interface LineDraft {
  name: string;
  spec: string;
  unit: string;
  /** As typed. */
  quantity: string;
  remark: string;
}

export interface TermsDraft {
  title: string;
  categoryCode: string;
  provinceCode: string;
  cityCode: string;
  deliveryAddress: string;
  taxIncluded: boolean;
  taxRate: number;
  /** ISO 8601 with zone, '' until chosen. */
  deadline: string;
  contactName: string;
  contactPhone: string;
  remark: string;
  /** '' until chosen; required when the city has districts (districtCount > 0). */
  districtCode: string;
  /** How many districts the chosen city has (told by the region selects; not sent). */
  districtCount: number;
  supplyKind: SupplyKind;
  quoteMode: QuoteMode;
  awardMode: AwardMode;
  /** 预算 (元) as typed, '' for none. */
  budget: string;
  /** 最晚到货日期 'YYYY-MM-DD', '' for none. */
  deliveryDate: string;
  /** 定向邀请: the chosen suppliers (none: open to every supplier). */
  invited: Invitee[];
  attachments: Array<{ attachId: string; name: string }>;
}

export const emptyLine = (): LineDraft => ({ name: '', spec: '', unit: '', quantity: '', remark: '' });
export const emptyTerms = (): TermsDraft => ({
  title: '',
  categoryCode: '',
  provinceCode: '',
  cityCode: '',
  deliveryAddress: '',
  taxIncluded: true,
  taxRate: 13,
  deadline: '',
  contactName: '',
  contactPhone: '',
  remark: '',
  districtCode: '',
  districtCount: 0,
  supplyKind: 'goods',
  quoteMode: 'open',
  awardMode: 'line',
  budget: '',
  deliveryDate: '',
  invited: [],
  attachments: [],
});

const HOUR = 3_600_000;
const amount = (text: string, max: number): number | null => {
  const v = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(v) && v > 0 && v <= max && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
    ? v
    : null;
};

export const LINES_MSG = '请至少添加一项物料';

export function linesError(lines: LineDraft[]): string | null {
  if (lines.length === 0) return LINES_MSG;
  if (lines.length > INQUIRY_LIMITS.maxLines) return `最多添加 ${INQUIRY_LIMITS.maxLines} 项物料`;
  for (const [i, l] of lines.entries()) {
    if (!l.name.trim()) return `请填写第 ${i + 1} 项的物料名称`;
    if (!l.unit.trim()) return `请填写第 ${i + 1} 项的单位`;
    if (amount(l.quantity, INQUIRY_LIMITS.maxQuantity) === null)
      return `第 ${i + 1} 项的数量应为大于 0 的数字（最多两位小数）`;
  }
  return null;
}

export function termsError(t: TermsDraft, now: number): string | null {
  if (!t.title.trim()) return '请输入询价标题';
  if (!t.categoryCode) return '请选择物料分类';
  if (!/^\d{6}$/.test(t.provinceCode) || !/^\d{6}$/.test(t.cityCode)) return '请选择收货地区';
  if (t.districtCount > 0 && !/^\d{6}$/.test(t.districtCode)) return '请选择收货区县';
  if (!t.deliveryAddress.trim()) return '请输入收货地址';
  if (!(TAX_RATES as readonly number[]).includes(t.taxRate)) return '请选择税率';
  const vat = vatError(t.supplyKind, t.categoryCode, t.taxRate);
  if (vat) return vat;
  if (t.budget.trim() && amount(t.budget, RFQ_LIMITS.maxBudget) === null)
    return '预算金额应为大于 0 的金额（最多两位小数）';
  const deadline = Date.parse(t.deadline);
  if (!t.deadline || Number.isNaN(deadline)) return '请选择报价截止时间';
  if (deadline < now + INQUIRY_LIMITS.minDeadlineHours * HOUR)
    return `报价截止时间至少在 ${INQUIRY_LIMITS.minDeadlineHours} 小时之后`;
  if (deadline > now + INQUIRY_LIMITS.maxDeadlineDays * 24 * HOUR)
    return `报价截止时间不能超过 ${INQUIRY_LIMITS.maxDeadlineDays} 天`;
  if (t.deliveryDate && Date.parse(`${t.deliveryDate}T23:59:59+08:00`) <= deadline)
    return '最晚到货日期须在报价截止之后';
  if (!t.contactName.trim()) return '请输入联系人';
  return PHONE_RE.test(t.contactPhone.trim()) ? null : PHONE_MSG;
}

export function toInquiryForm(id: number | null, lines: LineDraft[], terms: TermsDraft): InquiryForm {
  const { districtCount: _count, invited, budget, deliveryDate, ...t } = terms;
  return {
    ...(id ? { id } : {}),
    ...t,
    budget: budget.trim() ? Number(budget) : null,
    deliveryDate: deliveryDate || null,
    invitedSupplierIds: invited.map((c) => c.companyId),
    title: t.title.trim(),
    contactPhone: t.contactPhone.trim(),
    lines: lines.map((l) => ({
      name: l.name.trim(),
      spec: l.spec.trim(),
      unit: l.unit.trim(),
      quantity: Number(l.quantity),
      remark: l.remark.trim(),
    })),
  };
}

export interface QuoteLineDraft {
  lineId: number;
  /** Quoted or left out (suppliers may price some lines only). */
  included: boolean;
  unitPrice: string;
  taxIncluded: boolean;
  deliveryDays: string;
  remark: string;
}

export interface QuoteDraft {
  validDays: string;
  remark: string;
  lines: QuoteLineDraft[];
}

const whole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function quoteError(q: QuoteDraft): string | null {
  const quoted = q.lines.filter((l) => l.included);
  if (quoted.length === 0) return '请至少报价一项物料';
  for (const [i, l] of q.lines.entries()) {
    if (!l.included) continue;
    if (amount(l.unitPrice, INQUIRY_LIMITS.maxUnitPrice) === null)
      return `第 ${i + 1} 项的单价应为大于 0 的金额（最多两位小数）`;
    if (!whole(l.deliveryDays, 1, 365)) return `第 ${i + 1} 项的交货期应为 1-365 天`;
  }
  return whole(q.validDays, 1, 180) ? null : '报价有效期应为 1-180 天';
}

export function toQuoteForm(inquiryId: number, q: QuoteDraft): QuoteForm {
  return {
    inquiryId,
    validDays: Number(q.validDays),
    remark: q.remark.trim(),
    lines: q.lines
      .filter((l) => l.included)
      .map((l) => ({
        lineId: l.lineId,
        unitPrice: Number(l.unitPrice),
        taxIncluded: l.taxIncluded,
        deliveryDays: Number(l.deliveryDays),
        remark: l.remark.trim(),
      })),
  };
}
