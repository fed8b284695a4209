// Equipment in the portal-wide search: published machines by their title. The words column
// (search_text) holds the title, so it is asked first: the list's covering index rules out most
// rows without reading them, and the title decides for the rest.
import { deviceLinks } from '../../../api/devices-dicts';
import { contains } from '../../db/query';
import { hitsOf, type SiteSearchPart } from '../../floor/site-search';

export const devicesSearch: SiteSearchPart = {
  kind: 'devices',
  label: '设备',
  find: (db, words, page) =>
    hitsOf(
      page,
      db
        .selectFrom('device_supply as d')
        .leftJoin('region as c', 'c.code', 'd.city_code')
        .where('d.state', '=', 'published')
        .where((eb) => eb.and(words.flatMap((w) => [contains(eb.ref('d.search_text'), w), contains(eb.ref('d.title'), w)]))),
      (q) => q.select(['d.id', 'd.title', 'd.price_day', 'd.price_month', 'c.name as city']).orderBy('d.id', 'desc'),
      (r) => ({
        id: r.id,
        title: r.title,
        href: deviceLinks.card(r.id),
        meta: [r.city, r.price_day ? `¥${r.price_day}/天` : r.price_month ? `¥${r.price_month}/月` : '面议'].filter(Boolean).join(' · '),
      }),
    ),
};
