// Labour in the portal-wide search: open job posts by their title, found and counted over the
// job board's covering index (the city joined for the page's hits only).
import { pageLinks } from '../../../api/paths';
import { contains, notIndexed } from '../../db/query';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';

export const laborSearch = listingSearch('labor', '招工', (db, words, nowMs) => ({
  rows: db
    .selectFrom('labor_job as j')
    // The planner walks the newest-first index and stops at the page's hits instead of
    // sorting every open post.
    .where(notIndexed(db, 'j.status'), 'in', ['recruiting', 'full'])
    .where('j.expires_at', '>', stampOf(nowMs))
    .where((eb) => eb.and(words.map((w) => contains(eb.ref('j.title'), w)))),
  ordered: (q) =>
    q
      .leftJoin('region as c', 'c.code', 'j.city_code')
      .select(['j.id', 'j.title', 'j.headcount', 'j.wage_min', 'j.wage_max', 'j.wage_unit', 'c.name as city'])
      .orderBy('j.publish_time', 'desc')
      .orderBy('j.id', 'desc'),
  hit: (r) => {
    const wage = r.wage_min === r.wage_max ? `${r.wage_min}` : `${r.wage_min}–${r.wage_max}`;
    return hitOf(
      r.id,
      r.title,
      pageLinks.laborWorkDetail(r.id),
      r.city,
      `招 ${r.headcount} 人`,
      `${wage} ${r.wage_unit}`,
    );
  },
}));
