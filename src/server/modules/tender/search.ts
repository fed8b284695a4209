// Tenders in the portal-wide search: notices by their title or project, or by their number
// (ZB + publish day + id, as the lists show it), newest first.
import { pageLinks } from '../../../api/paths';
import { hitOf, listingSearch } from '../../floor/site-search';
import { shownTime } from '../../floor/time';
import { tenderNo } from '../../floor/tender-status';

/** The id in a tender number (ZB20261125000123 → 123); null for other words. */
const idOfNumber = (word: string): number | null => {
  const m = /^ZB\d{8}(\d{6})$/i.exec(word);
  return m ? Number(m[1]) : null;
};

export const tenderSearch = listingSearch(
  'tender',
  '招标',
  (db) => ({
    rows: db.selectFrom('tender as t').leftJoin('region as c', 'c.code', 't.city_code'),
    words: ['t.title', 't.project_name'],
    idOf: idOfNumber,
    ordered: (q) =>
      q
        .select(['t.id', 't.title', 't.publish_time', 't.bid_deadline', 'c.name as city'])
        .orderBy('t.publish_time', 'desc')
        .orderBy('t.id', 'desc'),
    hit: (r) =>
      hitOf(
        r.id,
        r.title,
        pageLinks.tenderDetail(r.id),
        tenderNo(r.id, r.publish_time),
        r.city,
        `投标截止 ${shownTime(r.bid_deadline).slice(0, 16)}`,
      ),
  }),
  (db) => ({
    rows: db.selectFrom('tender as t').select(['t.id', 't.publish_time as lastmod']),
    href: pageLinks.tenderDetail,
  }),
);
