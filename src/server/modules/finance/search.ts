// Finance in the portal-wide search: products online, by their name or their institution's.
import { pageLinks } from '../../../api/paths';
import { contains } from '../../db/query';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

export const financeSearch = listingSearch('finance', '金融产品', (db, words, nowMs) => ({
  rows: db
    .selectFrom('finance_product as p')
    .innerJoin('finance_institution as i', 'i.id', 'p.institution_id')
    .where('p.online_at', '<=', stampOf(nowMs))
    .where((eb) => eb.and(words.map((w) => eb.or([contains(eb.ref('p.name'), w), contains(eb.ref('i.name'), w)])))),
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
}));
