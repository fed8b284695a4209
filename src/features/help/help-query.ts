// The help center's state lives in the URL (reload and back keep it): problemContent (the
// search words, also what footer links carry), categoryCode and current (page number).
import { HELP_CATEGORIES, type HelpCategory } from '../../api/cms';

export const HELP_PAGE_SIZE = 10;
export const CATEGORY_LABELS: Record<HelpCategory, string> = {
  beginner_guide: '新手指南',
  hzy_service: '平台服务',
  transaction_security: '交易保障',
  pay_way: '支付方式',
  about_hzy: '关于我们',
};

export interface HelpQuery {
  problemContent: string;
  categoryCode: HelpCategory | '';
  current: number;
}

const isCategory = (v: string | null): v is HelpCategory => !!v && (HELP_CATEGORIES as readonly string[]).includes(v);

export function readHelpQuery(params: URLSearchParams): HelpQuery {
  const current = Number(params.get('current'));
  const category = params.get('categoryCode');
  return {
    problemContent: (params.get('problemContent') ?? '').trim().slice(0, 50),
    categoryCode: isCategory(category) ? category : '',
    current: Number.isInteger(current) && current >= 1 ? current : 1,
  };
}

/** The query string for a help state; empty parts and page 1 are left out. */
export function writeHelpQuery(q: HelpQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.problemContent) out.problemContent = q.problemContent;
  if (q.categoryCode) out.categoryCode = q.categoryCode;
  if (q.current > 1) out.current = String(q.current);
  return out;
}
