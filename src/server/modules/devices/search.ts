// Equipment in the portal-wide search: published machines by their title, newest first. The words
// column (search_text) holds the title, so it is asked first: walking the list's covering index
// (state, publish_time, id, …, search_text) newest first rules out most rows without reading them
// and stops at the page's hits, and the title decides for the rest.
import { pageLinks } from '../../../api/paths';
import { contains } from '../../db/query';
import { hitOf, listingSearch } from '../../floor/site-search';

export const devicesSearch = listingSearch('devices', '设备', (db, words) => ({
  rows: db
    .selectFrom('device_supply as d')
    .leftJoin('region as c', 'c.code', 'd.city_code')
    .where('d.state', '=', 'published')
    .where((eb) =>
      eb.and(words.flatMap((w) => [contains(eb.ref('d.search_text'), w), contains(eb.ref('d.title'), w)])),
    ),
  ordered: (q) =>
    q
      .select(['d.id', 'd.title', 'd.price_day', 'd.price_month', 'c.name as city'])
      .orderBy('d.publish_time', 'desc')
      .orderBy('d.id', 'desc'),
  hit: (r) =>
    hitOf(
      r.id,
      r.title,
      pageLinks.deviceCard(r.id),
      r.city,
      r.price_day ? `¥${r.price_day}/天` : r.price_month ? `¥${r.price_month}/月` : '面议',
    ),
}));
