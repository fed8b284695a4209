// The URL views of the finance pages (see list-view.ts): the product list (filters from the
// catalogue's productQuery, sort, page), the rules list (category, page and the rule shown), and
// the landing, whose address may carry an apply form's prefill (投标保函 from a tender).
import { z } from '../../../api/define';
import { productQuery, noticeQuery, type ProductQuery } from '../../../api/finance';
import { day, decimal, opt } from '../../../api/fields';
import { id } from '../../../api/define';
import { listView, orNull, withDefault } from '../../list-view';

const p = productQuery.shape;
export const financeList = listView({
  path: '/financial-service/financial-list',
  fields: {
    keyword: withDefault(p.keyword, ''),
    serviceType: orNull(p.serviceType),
    sceneType: orNull(p.sceneType),
    moneyType: orNull(p.moneyType),
    timeType: orNull(p.timeType),
    institutionKind: orNull(p.institutionKind),
    guaranteeKind: orNull(p.guaranteeKind),
    sort: p.sort,
    current: p.current,
  },
});
export type FinanceListView = typeof financeList.defaults;
export const LIST_SIZE = 12;

export function financeQueryOf(v: FinanceListView): ProductQuery {
  const out: Record<string, unknown> = { sort: v.sort, current: v.current, size: LIST_SIZE };
  for (const [k, value] of Object.entries(v)) if (value !== null && value !== '' && !(k in out)) out[k] = value;
  return out as ProductQuery;
}

const n = noticeQuery.shape;
export const rulesView = listView({
  path: '/financial-service/rules-list',
  fields: { category: orNull(n.category), current: n.current, id: orNull(id) },
});
export type RulesView = typeof rulesView.defaults;

/** The landing: '' or 'apply' (open the apply form), and a 投标保函 prefill from a tender. */
export const financeHomeView = listView({
  path: '/financial-service',
  fields: {
    apply: withDefault(z.enum(['', 'apply', 'guarantee']), ''),
    tenderNo: withDefault(z.string().check(z.maxLength(30)), ''),
    beneficiary: withDefault(z.string().check(z.maxLength(60)), ''),
    margin: orNull(opt(decimal(0.01, 100_000_000))),
    validUntil: orNull(opt(day)),
  },
});
export type FinanceHomeView = typeof financeHomeView.defaults;
