// The finance section's fixed tables and field rules, shared by the catalogue, the forms and the
// server: the four finance dictionaries (as the dictionary call serves them), institution,
// guarantee and audience kinds, the application statuses, and the 统一社会信用代码 check (GB 32100).
import { options, type Option } from './fields';
import { str, z } from './define';

/** finance_service_type, as the dictionary call serves it. '4' 保函服务. */
export const SERVICE_TYPES = options(['供应链金融', '保理融资', '融资租赁', '保函服务', '信用贷款']);
export const GUARANTEE_SERVICE = '4';
/** finance_scene_type. '5' 投标保证金. */
export const SCENE_TYPES = options(['材料采购', '工程垫资', '设备租赁', '农民工工资', '投标保证金']);
/** finance_money_type: bands in 万元, [min, max) (max null: no upper bound). */
export const MONEY_TYPES = options(['50万以下', '50-200万', '200-500万', '500-1000万', '1000万以上']);
export const MONEY_BANDS: Record<string, [number, number | null]> = {
  '1': [0, 50],
  '2': [50, 200],
  '3': [200, 500],
  '4': [500, 1000],
  '5': [1000, null],
};
/** finance_time_type: bands in months. */
export const TIME_TYPES = options(['3个月以内', '3-6个月', '6-12个月', '12个月以上']);
export const TIME_BANDS: Record<string, [number, number | null]> = {
  '1': [0, 3],
  '2': [3, 6],
  '3': [6, 12],
  '4': [12, null],
};
export const INSTITUTION_KINDS = options(['银行', '保理公司', '融资担保公司', '保险公司', '融资租赁公司']);
export const GUARANTEE_KINDS = options(['信用', '应收账款质押', '抵押', '保证']);
export const AUDIENCES = options(['供应商', '施工企业', '经销商']);
/** What the money is for (融资测算): '1' working capital, else the guarantee a tender or contract asks for. */
export const NEEDS = options(['资金周转', '投标保函', '履约保函', '预付款保函', '农民工工资保函']);
export const WAGE_GUARANTEE_NEED = '5';
/**
 * Application statuses: 已提交 '1' → 受理中 '2' (⇄ 补充材料 '5') → 审批通过 '6' → 已放款 '3';
 * 未通过 '4' from 已提交 or 受理中 (the institutions' desk, docs/sections/finance.md).
 */
export const APPLY_STATUSES = options(['已提交', '受理中', '已放款', '未通过', '补充材料', '审批通过']);
export const APPLY_STATUS = {
  submitted: '1',
  accepted: '2',
  disbursed: '3',
  refused: '4',
  supplement: '5',
  approved: '6',
} as const;
export const NOTICE_CATEGORIES = options(['平台公告', '产品上新', '政策解读']);
export const RULE_CATEGORIES = options(['平台规则', '服务协议', '隐私政策']);

export const codeOf = (list: Option[]) => z.enum(list.map((o) => o.code) as [string, ...string[]]);
export const nameOf = (list: Option[], code: string | null | undefined): string =>
  list.find((o) => o.code === code)?.name ?? '';

/** The finance authorisation the apply form shows; a new text gets a new version. */
export const FINANCE_AGREEMENT = { key: 'finance', version: '2026-03', title: '金融服务信息授权书' } as const;

// ---- 统一社会信用代码 (GB 32100-2015) ---------------------------------------------------------

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const USCC_MSG = '请输入正确的18位统一社会信用代码';

/** The check character of the first 17 characters, or null when one is outside the code's alphabet. */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i];
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** 18 characters of the alphabet, positions 3–8 an administrative code, the last its check character. */
export function isUscc(code: string): boolean {
  const c = code.trim().toUpperCase();
  return /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(c) && usccCheckChar(c.slice(0, 17)) === c[17];
}

export const uscc = z.pipe(
  str(z.maxLength(18)),
  z.pipe(
    z.transform((s: string) => s.trim().toUpperCase()),
    z.string().check(z.refine(isUscc, { message: USCC_MSG })),
  ),
);
