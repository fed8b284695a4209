// Inquiries in the portal-wide search: public inquiries by their title, newest first.
import { pageLinks } from '../../../api/paths';
import { contains } from '../../db/query';
import { hitsOf, type SiteSearchPart } from '../../floor/site-search';
import { shownTime, stampOf } from '../../floor/time';
import { isPublic } from './status';

export const inquirySearch: SiteSearchPart = {
  kind: 'inquiry',
  label: '询价',
  find: (db, words, page, nowMs) =>
    hitsOf(
      page,
      db
        .selectFrom('inquiry as i')
        .leftJoin('region as c', 'c.code', 'i.city_code')
        .where(isPublic(db))
        .where((eb) => eb.and(words.map((w) => contains(eb.ref('i.title'), w)))),
      (q) =>
        q
          .select(['i.id', 'i.title', 'i.status', 'i.deadline', 'c.name as city'])
          .orderBy('i.publish_time', 'desc')
          .orderBy('i.id', 'desc'),
      (r) => {
        const open = r.status === 'published' && r.deadline > stampOf(nowMs);
        return {
          id: r.id,
          title: r.title,
          href: pageLinks.inquiryDetail(r.id),
          meta: [r.city, open ? `报价截止 ${shownTime(r.deadline).slice(0, 16)}` : '已截止']
            .filter(Boolean)
            .join(' · '),
        };
      },
    ),
};
