// Finance in the portal-wide search: products online, by their name or their institution's.
import { pageLinks } from '../../../api/paths';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

export const financeSearch = listingSearch(
  'finance',
  '金融产品',
  (db, nowMs) => ({
    rows: db
      .selectFrom('finance_product as p')
      .innerJoin('finance_institution as i', 'i.id', 'p.institution_id')
      .where('p.online_at', '<=', stampOf(nowMs)),
    words: ['p.name', 'i.name'],
    ordered: (q) =>
      q
        .select(['p.id', 'p.name', 'p.amount_min_wan', 'p.amount_max_wan', 'i.short_name'])
        .orderBy('p.rank', 'desc')
        .orderBy('p.id'),
    hit: (r) =>
      hitOf(
        r.id,
        r.name,
        pageLinks.financeDetail(r.id),
        `${r.short_name} · 额度 ${r.amount_min_wan}–${r.amount_max_wan} 万元`,
      ),
  }),
  (db, nowMs) => ({
    rows: db
      .selectFrom('finance_product as p')
      .where('p.online_at', '<=', stampOf(nowMs))
      .select(['p.id', 'p.online_at as lastmod']),
    href: pageLinks.financeDetail,
  }),
);
