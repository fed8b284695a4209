// The finance landing (families, featured products, latest notices and rules, totals) and the
// eligibility pre-check: which products fit a role, a receivable, an amount and a term, with an
// indicative cost range from their rate fields (仅供参考).
import type { z } from '../../../api/define';
import { sql } from 'kysely';
import type { FinanceHome, PrecheckResult, precheckQuery } from '../../../api/finance';
import { MONEY_BANDS, SERVICE_TYPES, TIME_BANDS } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { latestNotices } from './notices';
import { base, toCard, withCard } from './cards';

export const FEATURED = 6;

/** Service families with their product count and lowest rate. */
async function familiesOf(db: Db) {
  const rows = await db
    .selectFrom('finance_product')
    .select(['service_type', sql<number>`count(*)`.as('n'), sql<number>`min(rate_from)`.as('rate')])
    .groupBy('service_type')
    .execute();
  return SERVICE_TYPES.map((o) => {
    const r = rows.find((x) => x.service_type === o.code);
    return { code: o.code, name: o.name, count: Number(r?.n ?? 0), rateFrom: Number(r?.rate ?? 0) };
  });
}

export async function financeHome(db: Db): Promise<FinanceHome> {
  const [families, featured, notices, rules, counts, institutions, applications] = await Promise.all([
    familiesOf(db),
    withCard(base(db))
      .orderBy('p.featured', 'desc')
      .orderBy('p.rank', 'desc')
      .orderBy('p.id')
      .limit(FEATURED)
      .execute(),
    latestNotices(db, 'notice', 6),
    latestNotices(db, 'rule', 5),
    db
      .selectFrom('finance_product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('finance_institution')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('finance_product')
      .select((eb) => eb.fn.sum<number>('apply_count').as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    families,
    featured: featured.map(toCard),
    notices,
    rules,
    stats: {
      products: Number(counts.n),
      institutions: Number(institutions.n),
      applications: Number(applications.n ?? 0),
    },
  };
}

const bandOf = (bands: Record<string, [number, number | null]>, v: number) =>
  Object.entries(bands).find(([, [min, max]]) => v >= min && (max === null || v < max))?.[0] ?? '1';

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function precheck(db: Db, q: z.output<typeof precheckQuery>): Promise<PrecheckResult> {
  let rows = withCard(base(db))
    .where('p.amount_min_wan', '<=', q.amountWan)
    .where('p.amount_max_wan', '>=', q.amountWan)
    .where('p.term_min_months', '<=', q.termMonths)
    .where('p.term_max_months', '>=', q.termMonths)
    .where('p.audiences', 'like', `%,${q.role},%`);
  // Without a receivable from a large contractor, receivable-backed products (保理, 应收账款质押) do not fit.
  if (q.receivable === 'no') rows = rows.where('p.guarantee_kind', '!=', '2').where('p.service_type', '!=', '2');
  const found = await rows.orderBy('p.rate_from').orderBy('p.rank', 'desc').limit(6).execute();
  const years = q.termMonths / 12;
  return {
    matches: found.map((r) => {
      const card = toCard(r);
      return {
        product: card,
        costFromWan: round2((q.amountWan * card.rateFrom * years) / 100),
        costToWan: round2((q.amountWan * card.rateTo * years) / 100),
      };
    }),
    moneyType: bandOf(MONEY_BANDS, q.amountWan),
    timeType: bandOf(TIME_BANDS, q.termMonths - 0.5),
    note: '测算按参考利率（费率）× 金额 × 期限估算，未含担保费、服务费等，仅供参考，以机构审批结果为准。',
  };
}
