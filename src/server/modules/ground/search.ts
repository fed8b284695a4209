// Ground-material supply sites (地材地图) in the portal-wide search: listed sites by their company
// name or address, freshest prices first. Contacts are never part of a hit.
import { siteTypeName } from '../../../api/ground-dicts';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { hitOf, listingSearch } from '../../floor/site-search';

const listed = (db: Db) => db.selectFrom('ground_site as s').where('s.state', '=', 'listed');

export const groundSearch = listingSearch(
  'ground',
  '地材供应点',
  (db) => ({
    rows: listed(db),
    words: ['s.company_name', 's.address'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 's.city_code')
        .select(['s.id', 's.company_name', 's.site_type', 's.verified', 'c.name as city'])
        .orderBy('s.price_updated_at', 'desc')
        .orderBy('s.id', 'desc'),
    hit: (r) =>
      hitOf(
        r.id,
        r.company_name,
        pageLinks.groundDetails(r.id),
        siteTypeName(r.site_type),
        r.city,
        r.verified ? '已认证' : null,
      ),
  }),
  (db) => ({
    rows: listed(db).select(['s.id', 's.price_updated_at as lastmod']),
    href: pageLinks.groundDetails,
  }),
);
