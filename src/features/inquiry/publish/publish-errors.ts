// A flow's refusal shown the way every form of the portal shows one (useFlowRefusal, src/ui/form):
// the flows check their own drafts (machines/inquiry-forms.ts) and give the first problem as a
// message; here that message names its field (the data-path of the control), which gets the
// message, the focus and a status line for screen readers.
import { PHONE_MSG } from '../../../api/validation';

const LINE_FIELDS: Record<string, string> = {
  物料名称: 'name',
  单位: 'unit',
  数量: 'quantity',
  单价: 'unitPrice',
  交货期: 'deliveryDays',
};

/** `第 2 项的单位…` → lines.1.unit (the wizard's lines and the quote's lines alike). */
export function linePath(message: string): string | null {
  const m = /第 (\d+) 项的(物料名称|单位|数量|单价|交货期)/.exec(message);
  return m ? `lines.${Number(m[1]) - 1}.${LINE_FIELDS[m[2]]}` : null;
}

const TERMS: Array<[RegExp, string]> = [
  [/询价标题/, 'title'],
  [/物料分类/, 'categoryCode'],
  [/收货区县/, 'districtCode'],
  [/收货地区/, 'provinceCode'],
  [/收货地址/, 'deliveryAddress'],
  [/税率|简易计税/, 'taxRate'],
  [/到货日期/, 'deliveryDate'],
  [/预算/, 'budget'],
  [/截止时间/, 'deadline'],
  [/联系人/, 'contactName'],
];

/** The wizard's terms step: the field a termsError message is about. */
export function termsPath(message: string): string | null {
  if (message === PHONE_MSG) return 'contactPhone';
  return TERMS.find(([re]) => re.test(message))?.[1] ?? null;
}
