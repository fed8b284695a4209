// The finance landing: families, featured products, latest notices and rules, totals (the
// pre-check by need is precheck.ts).
import { sql } from 'kysely';
import type { FinanceHome } from '../../../api/finance';
import { SERVICE_TYPES } from '../../../api/finance-fields';
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
