// The help centre and the news in the portal-wide search: help questions by their words (a hit
// opens the help centre searching for the whole question, which then opens by itself), news
// items by their title, newest first (a hit opens the news list at that item, which the sitemap
// lists; help questions have no page of their own).
import { NEWS_MODULE_NAMES, type NewsModule } from '../../../api/cms';
import { pageLinks, pagePaths } from '../../../api/paths';
import { hitOf, listingSearch } from '../../floor/site-search';
import { shownTime, stamp } from '../../floor/time';
import { liveAt } from './live';

const help = listingSearch('help', '帮助问题', (db, nowMs) => ({
  rows: db.selectFrom('help_item as h').where(liveAt(stamp(nowMs), 'h')),
  words: ['h.problem_content'],
  ordered: (q) =>
    q
      .select(['h.id', 'h.problem_content', 'h.answer_content'])
      .orderBy('h.category_code')
      .orderBy('h.sort')
      .orderBy('h.id'),
  hit: (r) =>
    hitOf(
      r.id,
      r.problem_content,
      `${pagePaths.helpCenter}?${new URLSearchParams({ problemContent: r.problem_content })}`,
      r.answer_content.length > 40 ? `${r.answer_content.slice(0, 40)}…` : r.answer_content,
    ),
}));

const news = listingSearch(
  'news',
  '资讯',
  (db, nowMs) => ({
    rows: db.selectFrom('news as n').where(liveAt(stamp(nowMs), 'n')),
    words: ['n.title'],
    ordered: (q) =>
      q
        .select(['n.id', 'n.title', 'n.module_code', 'n.publish_time'])
        .orderBy('n.publish_time', 'desc')
        .orderBy('n.id', 'desc'),
    hit: (r) =>
      hitOf(
        r.id,
        r.title,
        pageLinks.deviceNews(r.id),
        NEWS_MODULE_NAMES[r.module_code as NewsModule],
        shownTime(r.publish_time).slice(0, 10),
      ),
  }),
  (db) => ({
    rows: db.selectFrom('news as n').where(liveAt(stamp(), 'n')).select(['n.id', 'n.publish_time as lastmod']),
    href: pageLinks.deviceNews,
  }),
);

/** The content module's parts: help questions and news. */
export const cmsSearch = [help, news];
