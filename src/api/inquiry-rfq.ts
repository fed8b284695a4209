// Inquiries as a real RFQ (issue 23): how quotes are seen (公开比价 / 密封报价), how the award
// goes (分项 / 整单), the wizard's extra fields (district, budget, delivery date, invited
// suppliers, attachments), and VAT rates by kind of goods or service.
import { id, z } from './define';
import { day, decimal, optionalText, regionCode } from './fields';

export const QUOTE_MODES = ['open', 'sealed'] as const;
export type QuoteMode = (typeof QUOTE_MODES)[number];
export const QUOTE_MODE_NAMES: Record<QuoteMode, string> = { open: '公开比价', sealed: '密封报价' };
export const QUOTE_MODE_HINTS: Record<QuoteMode, string> = {
  open: '报价提交后采购方即可查看并比价，可在截止前定标。',
  sealed: '截止前任何人（包括采购方）都看不到报价金额，截止后统一开启比价，截止前不能定标。',
};

export const AWARD_MODES = ['line', 'whole'] as const;
export type AwardMode = (typeof AWARD_MODES)[number];
export const AWARD_MODE_NAMES: Record<AwardMode, string> = { line: '分项定标', whole: '整单定标' };
export const AWARD_MODE_HINTS: Record<AwardMode, string> = {
  line: '每项物料可分别授予报价最优的供应商。',
  whole: '全部物料授予同一家供应商，供应商须对每一项报价。',
};

/** Messages of the sealed rules (server and views). */
export const SEALED_MSG = {
  comparison: '密封报价：报价截止前任何人都不能查看报价金额',
  award: '密封报价的询价须在报价截止后才能定标',
} as const;

/**
 * VAT (增值税) by kind: goods 13 %, construction services (供货并安装 / 包工包料) 9 %, and the
 * 3 % simplified rate that 砂石 and 商砼 suppliers may elect (财税〔2014〕57号), no other.
 */
export const VAT = { goods: 13, service: 9, simple: 3 } as const;
/** category_code keys of 砂石骨料 and 混凝土, the only goods the 3 % simplified rate applies to. */
export const SIMPLE_TAX_CATEGORIES = ['7', '8'] as const;
export const VAT_MSG = {
  simple: '3% 简易计税仅适用于砂石骨料、商品混凝土',
  goods: '货物采购的增值税税率为 13%（砂石、商砼可选 3% 简易计税）',
  install: '供货并安装属于建筑服务，增值税税率为 9%',
  simpleSupplier: '该询价按 3% 简易计税报价，贵司未在供应商资料中选择简易计税',
} as const;
export const VAT_RATES = [VAT.goods, VAT.service, VAT.simple] as const;

export const SUPPLY_KINDS = ['goods', 'install'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];
export const SUPPLY_KIND_NAMES: Record<SupplyKind, string> = { goods: '货物采购', install: '供货并安装（建筑服务）' };

/** The VAT rates a kind allows: goods 13 % (3 % too for 砂石/商砼), install 9 %. */
export function ratesFor(kind: SupplyKind, categoryCode: string): number[] {
  if (kind === 'install') return [VAT.service];
  return (SIMPLE_TAX_CATEGORIES as readonly string[]).includes(categoryCode) ? [VAT.goods, VAT.simple] : [VAT.goods];
}
/** '' when the rate fits the kind and category, else the rule's message. */
export function vatError(kind: SupplyKind, categoryCode: string, rate: number): string {
  if (ratesFor(kind, categoryCode).includes(rate)) return '';
  if (rate === VAT.simple) return VAT_MSG.simple;
  return kind === 'install' ? VAT_MSG.install : VAT_MSG.goods;
}

export const RFQ_LIMITS = { maxInvites: 20, maxAttachments: 10, maxBudget: 2_000_000_000 } as const;

/** An upload's attachId (resource.putFile's answer). */
const attachId = z.string().check(z.regex(/^[0-9a-f]{32}$/, { message: '文件标识不正确' }));

/** The wizard's fields beyond the original form (each with a default, so old callers still fit). */
export const rfqFields = {
  /** Required when the city has districts (the server checks it against the region table). */
  districtCode: z._default(z.union([regionCode, z.literal('')]), ''),
  quoteMode: z._default(z.enum(QUOTE_MODES), 'open'),
  supplyKind: z._default(z.enum(SUPPLY_KINDS), 'goods'),
  awardMode: z._default(z.enum(AWARD_MODES), 'line'),
  /** 预算金额 (元, 含税), shown to suppliers when given. */
  budget: z.optional(z.nullable(decimal(1, RFQ_LIMITS.maxBudget))),
  /** 最晚到货日期 (Beijing day), after the deadline. */
  deliveryDate: z.optional(z.nullable(day)),
  /** 定向邀请: these supplier companies only may quote; empty: open to every supplier. */
  invitedSupplierIds: z._default(z.array(id).check(z.maxLength(RFQ_LIMITS.maxInvites)), []),
  /** Private uploads of the buyer: drawings, technical requirements (owner and quoting suppliers read them). */
  attachments: z._default(
    z.array(z.object({ attachId, name: optionalText(100) })).check(z.maxLength(RFQ_LIMITS.maxAttachments)),
    [],
  ),
};

export const attachmentView = z.object({ attachId: z.string(), name: z.string(), kind: z.string(), link: z.string() });
export type AttachmentView = z.infer<typeof attachmentView>;
export const invitee = z.object({ companyId: z.number(), name: z.string() });
export type Invitee = z.infer<typeof invitee>;

/** The detail's RFQ facts. */
export const rfqDetail = {
  districtCode: z.string(),
  districtName: z.string(),
  quoteMode: z.enum(QUOTE_MODES),
  supplyKind: z.enum(SUPPLY_KINDS),
  awardMode: z.enum(AWARD_MODES),
  budget: z.nullable(z.number()),
  deliveryDate: z.nullable(z.string()),
  invitedOnly: z.boolean(),
  /** The invited companies (owner only; others see only whether they are invited). */
  invited: z.array(invitee),
  /** Owner, invited or quoting suppliers, or any supplier who may quote: the files; visitors none. */
  attachments: z.array(attachmentView),
  attachmentCount: z.number(),
};
