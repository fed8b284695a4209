// The URL views of the sc pages (see list-view.ts): the tender search and the procurement search
// share the main site's tender filter fields (src/api/sc.ts takes them from src/api/tender.ts),
// plus 发布时间 as "within N days"; the home and the city picker keep the city in the address.
import { z } from '../../../api/define';
import { sc, scTenderQuery, type ScTenderQuery } from '../../../api/sc';
import { SC_PUBLISH_WITHIN } from '../../../api/sc-dicts';
import { beijingDay, DAY } from '../../../api/time';
import { regionCode } from '../../../api/validation';
import { listView, orNull, withDefault, type ViewOf } from '../../list-view';
import { callQuery } from '../../query';

const q = scTenderQuery.shape;
const within = z.enum(SC_PUBLISH_WITHIN.map(String) as [string, ...string[]]);

const searchFields = {
  keyword: withDefault(q.keyword, ''),
  cityCode: orNull(q.cityCode),
  typeCode: orNull(q.typeCode),
  methodCode: orNull(q.methodCode),
  status: orNull(q.status),
  /** 发布时间: published within the last N days (Beijing days). */
  days: orNull(within),
  sort: q.sort,
  current: q.current,
};
export type ScSearchView = ViewOf<typeof searchFields>;

export const scSearchList = listView({ path: '/sc/order-more/search', fields: searchFields });
export const scProcurementList = listView({ path: '/sc/preferentialInquiry/order-more', fields: searchFields });

export const SC_PAGE_SIZE = 20;

/** The call's input of a view: the days become the first publish day. */
export function scQueryOf(v: ScSearchView, nowMs = Date.now()): ScTenderQuery {
  return {
    keyword: v.keyword || undefined,
    cityCode: v.cityCode,
    typeCode: v.typeCode,
    methodCode: v.methodCode,
    status: v.status,
    publishFrom: v.days ? beijingDay(nowMs - (Number(v.days) - 1) * DAY) : null,
    sort: v.sort,
    current: v.current,
    size: SC_PAGE_SIZE,
  };
}
export const scSearchQuery = (v: ScSearchView) => callQuery(sc.searchPage, scQueryOf(v));

/** The sc home: narrowed to one city (?cityCode=). */
export const scHomeView = listView({ path: '/sc', fields: { cityCode: orNull(regionCode) } });

/** The city picker page: an initial search and where to go back with the choice (a path of the sc site). */
const backPath = z
  .string()
  .check(z.regex(/^\/sc(\/[\w/-]*)?(\?[^\s]*)?$/, { message: '返回地址不正确' }), z.maxLength(300));
export const scCityView = listView({
  path: '/sc/order-more/components/city',
  fields: { back: withDefault(backPath, scSearchList.path), cityCode: orNull(regionCode) },
});

/** The address of `back` with the chosen city (its page reset to 1). */
export function withCity(back: string, cityCode: string | null): string {
  const [path, query = ''] = back.split('?');
  const params = new URLSearchParams(query);
  params.delete('current');
  if (cityCode) params.set('cityCode', cityCode);
  else params.delete('cityCode');
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
