// The finance info page list (POST finance/page): filters by the four dictionaries, institution
// and guarantee kind; sorts 推荐 / 利率 / 额度 / 放款时效.
import type { Page, z } from '../../../api/define';
import type { ProductCard, productQuery } from '../../../api/finance';
import { MONEY_BANDS, TIME_BANDS } from '../../../api/finance-fields';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import { base, toCard, withCard } from './cards';

type Filters = Partial<Omit<z.output<typeof productQuery>, 'sort' | 'current' | 'size'>>;

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
