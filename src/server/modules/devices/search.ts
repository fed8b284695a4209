// Equipment in the portal-wide search (read into memory by the floor, site-listings.ts): published
// machines by their title, newest first; rental needs (求租) open for offers, by their title,
// newest first. Each also lists its pages for the sitemaps.
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { hitOf, listingSearch } from '../../floor/site-search';
import { today } from './days';

const supply = listingSearch(
  'devices',
  '设备',
  (db) => ({
    rows: db
      .selectFrom('device_supply as d')
      .leftJoin('region as c', 'c.code', 'd.city_code')
      .where('d.state', '=', 'published'),
    words: ['d.title'],
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
  }),
  (db) => ({
    rows: db
      .selectFrom('device_supply as d')
      .where('d.state', '=', 'published')
      .select(['d.id', 'd.updated_at as lastmod']),
    href: pageLinks.deviceCard,
  }),
);

/** Rental needs open for offers. */
const openNeeds = (db: Db, nowMs: number) =>
  db.selectFrom('device_need as n').where('n.state', '=', 'published').where('n.deadline', '>=', today(nowMs));

const needs = listingSearch(
  'deviceNeed',
  '设备求租',
  (db, nowMs) => ({
    rows: openNeeds(db, nowMs),
    words: ['n.title'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 'n.city_code')
        .select(['n.id', 'n.title', 'n.quantity', 'n.deadline', 'c.name as city'])
        .orderBy('n.publish_time', 'desc')
        .orderBy('n.id', 'desc'),
    hit: (r) => hitOf(r.id, r.title, pageLinks.deviceNeed(r.id), r.city, `${r.quantity} 台`, `报价截止 ${r.deadline}`),
  }),
  (db, nowMs) => ({
    rows: openNeeds(db, nowMs).select(['n.id', 'n.publish_time as lastmod']),
    href: pageLinks.deviceNeed,
  }),
);

/** Equipment's parts: machines for rent and rental needs. */
export const devicesSearch = [supply, needs];
