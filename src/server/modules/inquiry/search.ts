// Inquiries in the portal-wide search: public inquiries by their title, newest first.
import { pageLinks } from '../../../api/paths';
import { hitOf, listingSearch } from '../../floor/site-search';
import { shownTime, stampOf } from '../../floor/time';
import { isPublic } from './status';

export const inquirySearch = listingSearch(
  'inquiry',
  '询价',
  (db, nowMs) => ({
    rows: db.selectFrom('inquiry as i').leftJoin('region as c', 'c.code', 'i.city_code').where(isPublic(db)),
    words: ['i.title'],
    ordered: (q) =>
      q
        .select(['i.id', 'i.title', 'i.status', 'i.deadline', 'c.name as city'])
        .orderBy('i.publish_time', 'desc')
        .orderBy('i.id', 'desc'),
    hit: (r) => {
      const open = r.status === 'published' && r.deadline > stampOf(nowMs);
      const deadline = open ? `报价截止 ${shownTime(r.deadline).slice(0, 16)}` : '已截止';
      return hitOf(r.id, r.title, pageLinks.inquiryDetail(r.id), r.city, deadline);
    },
  }),
  (db) => ({
    rows: db.selectFrom('inquiry as i').where(isPublic(db)).select(['i.id', 'i.updated_at as lastmod']),
    href: pageLinks.inquiryDetail,
  }),
);
