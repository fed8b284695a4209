// Finance products: the info page list (filters by the four dictionaries, institution and
// guarantee kind; sorts 推荐 / 利率 / 额度 / 放款时效), one product, and the cards both show.
import { sql, type Selectable } from 'kysely';
import type { Page, z } from '../../../api/define';
import type { ProductCard, ProductDetail, productQuery } from '../../../api/finance';
import {
  AUDIENCES,
  GUARANTEE_KINDS,
  INSTITUTION_KINDS,
  MONEY_BANDS,
  nameOf,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_BANDS,
} from '../../../api/finance-fields';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { isoOf } from '../../floor/time';
import type { FinanceInstitutionTable, FinanceProductTable } from './schema';

type Row = Selectable<FinanceProductTable> & { inst_name: string; inst_short: string; inst_kind: string };
type Filters = Partial<Omit<z.output<typeof productQuery>, 'sort' | 'current' | 'size'>>;

export const codesOf = (s: string): string[] => s.split(',').filter(Boolean);
const lines = (s: string) => s.split('\n').filter(Boolean);

export function base(db: Db) {
  return db.selectFrom('finance_product as p').innerJoin('finance_institution as i', 'i.id', 'p.institution_id');
}

/** Products matching the filters: a band filter keeps products whose range meets the band. */
export function filtered(db: Db, f: Filters) {
  let q = base(db);
  if (f.keyword)
    q = q.where((eb) => eb.or([contains(eb.ref('p.name'), f.keyword!), contains(eb.ref('i.name'), f.keyword!)]));
  if (f.serviceType) q = q.where('p.service_type', '=', f.serviceType);
  if (f.sceneType) q = q.where('p.scene_codes', 'like', `%,${f.sceneType},%`);
  if (f.institutionKind) q = q.where('i.kind', '=', f.institutionKind);
  if (f.guaranteeKind) q = q.where('p.guarantee_kind', '=', f.guaranteeKind);
  if (f.moneyType) {
    const [min, max] = MONEY_BANDS[f.moneyType];
    q = q.where('p.amount_max_wan', '>=', min);
    if (max !== null) q = q.where('p.amount_min_wan', '<', max);
  }
  if (f.timeType) {
    const [min, max] = TIME_BANDS[f.timeType];
    q = q.where('p.term_max_months', '>', min);
    if (max !== null) q = q.where('p.term_min_months', '<=', max);
  }
  return q;
}

export function withCard<Q extends ReturnType<typeof base>>(q: Q) {
  return q.selectAll('p').select(['i.name as inst_name', 'i.short_name as inst_short', 'i.kind as inst_kind']);
}

export function toCard(r: Row): ProductCard {
  return {
    id: r.id,
    name: r.name,
    institution: {
      id: r.institution_id,
      name: r.inst_name,
      shortName: r.inst_short,
      kind: r.inst_kind,
      kindName: nameOf(INSTITUTION_KINDS, r.inst_kind),
      logoText: r.inst_short.slice(0, 2),
    },
    serviceType: r.service_type,
    serviceTypeName: nameOf(SERVICE_TYPES, r.service_type),
    sceneNames: codesOf(r.scene_codes).map((c) => nameOf(SCENE_TYPES, c)),
    amountMinWan: Number(r.amount_min_wan),
    amountMaxWan: Number(r.amount_max_wan),
    termMinMonths: r.term_min_months,
    termMaxMonths: r.term_max_months,
    rateFrom: Number(r.rate_from),
    rateTo: Number(r.rate_to),
    rateKind: r.rate_kind === 'fee' ? 'fee' : 'rate',
    guaranteeKind: r.guarantee_kind,
    guaranteeName: nameOf(GUARANTEE_KINDS, r.guarantee_kind),
    audienceNames: codesOf(r.audiences).map((c) => nameOf(AUDIENCES, c)),
    fundingDays: r.funding_days,
    applyCount: r.apply_count,
    summary: r.summary,
  };
}

export async function productPage(db: Db, q: z.output<typeof productQuery>): Promise<Page<ProductCard>> {
  const f = filtered(db, q);
  const total = await f.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = withCard(f);
  if (q.sort === 'rate') rows = rows.orderBy('p.rate_from').orderBy('p.rank', 'desc');
  else if (q.sort === 'amount') rows = rows.orderBy('p.amount_max_wan', 'desc').orderBy('p.rank', 'desc');
  else if (q.sort === 'funding') rows = rows.orderBy('p.funding_days').orderBy('p.rank', 'desc');
  else rows = rows.orderBy('p.featured', 'desc').orderBy('p.rank', 'desc');
  const records = await rows.orderBy('p.id').limit(q.size).offset(offsetOf(q.current, q.size)).execute();
  return pageOf(records.map(toCard), Number(total.n), q.current, q.size);
}

export async function productDetail(db: Db, id: number): Promise<ProductDetail | undefined> {
  const r = await withCard(base(db).where('p.id', '=', id)).executeTakeFirst();
  if (!r) return undefined;
  return {
    ...toCard(r),
    conditions: lines(r.conditions),
    materials: lines(r.materials),
    steps: lines(r.steps).map((l) => {
      const [name, days] = l.split('|');
      return { name, days: days ?? '' };
    }),
    features: lines(r.features),
    sceneCodes: codesOf(r.scene_codes),
    onlineAt: isoOf(r.online_at),
  };
}

export type InstitutionRow = Selectable<FinanceInstitutionTable>;

/** Service families with their product count and lowest rate; featured products; totals. */
export async function familiesOf(db: Db) {
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
