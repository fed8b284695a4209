// Labour in the portal-wide search (read into memory by the floor, site-listings.ts): open job
// posts by their title; the listed workers, teams and labour companies by their names and words
// (public card fields only: never a phone or full name). Each also lists its pages for the sitemaps.
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import { notIndexed } from '../../db/query';
import { hitOf, listingSearch } from '../../floor/site-search';
import { stampOf } from '../../floor/time';
import { listedWorkers } from './worker-cards';

/** Job posts open to applicants. */
const openJobs = (db: Db, nowMs: number) =>
  db
    .selectFrom('labor_job as j')
    // The planner walks the newest-first index instead of sorting every open post.
    .where(notIndexed(db, 'j.status'), 'in', ['recruiting', 'full'])
    .where('j.expires_at', '>', stampOf(nowMs));
/** Teams open for work or working. */
const listedTeams = (db: Db) => db.selectFrom('labor_team as t').where('t.status', 'in', ['open', 'working']);

const jobs = listingSearch(
  'labor',
  '招工',
  (db, nowMs) => ({
    rows: openJobs(db, nowMs),
    words: ['j.title'],
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
  }),
  (db, nowMs) => ({
    rows: openJobs(db, nowMs).select(['j.id', 'j.updated_at as lastmod']),
    href: pageLinks.laborWorkDetail,
  }),
);

/** Worker cards in the lists (open or working, refreshed lately) by the surname or the card's words. */
const workers = listingSearch(
  'laborWorker',
  '工人',
  (db, nowMs) => ({
    rows: listedWorkers(db, nowMs),
    words: ['w.surname', 'w.intro'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 'w.city_code')
        .select(['w.id', 'w.surname', 'w.years', 'w.expected_wage', 'w.wage_unit', 'c.name as city'])
        .orderBy('w.active_at', 'desc')
        .orderBy('w.id', 'desc'),
    hit: (r) =>
      hitOf(
        r.id,
        `${r.surname}师傅`,
        pageLinks.laborWorkerDetail(r.id),
        r.city,
        `${r.years} 年经验`,
        `${r.expected_wage} ${r.wage_unit}`,
      ),
  }),
  (db, nowMs) => ({
    rows: listedWorkers(db, nowMs).select(['w.id', 'w.updated_at as lastmod']),
    href: pageLinks.laborWorkerDetail,
  }),
);

/** Teams open for work or working, by their name or words. */
const teams = listingSearch(
  'laborTeam',
  '班组',
  (db) => ({
    rows: listedTeams(db),
    words: ['t.name', 't.intro'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 't.city_code')
        .select(['t.id', 't.name', 't.size', 'c.name as city'])
        .orderBy('t.rating', 'desc')
        .orderBy('t.id', 'desc'),
    hit: (r) => hitOf(r.id, r.name, pageLinks.laborTeamDetail(r.id), r.city, `${r.size} 人`),
  }),
  (db) => ({
    rows: listedTeams(db).select(['t.id', 't.updated_at as lastmod']),
    href: pageLinks.laborTeamDetail,
  }),
);

/** Labour companies by their name. */
const companies = listingSearch(
  'laborCompany',
  '劳务公司',
  (db) => ({
    rows: db.selectFrom('labor_company as lc'),
    words: ['lc.name'],
    ordered: (q) =>
      q
        .leftJoin('region as c', 'c.code', 'lc.city_code')
        .select(['lc.id', 'lc.name', 'lc.workers', 'lc.verified', 'c.name as city'])
        .orderBy('lc.rating', 'desc')
        .orderBy('lc.id'),
    hit: (r) =>
      hitOf(
        r.id,
        r.name,
        pageLinks.laborCompanyDetail(r.id),
        r.city,
        `${r.workers} 名工人`,
        r.verified ? '已认证' : null,
      ),
  }),
  (db) => ({
    rows: db.selectFrom('labor_company as lc').select(['lc.id', 'lc.joined_at as lastmod']),
    href: pageLinks.laborCompanyDetail,
  }),
);

/** Labour's parts: job posts, workers, teams and companies. */
export const laborSearch = [jobs, workers, teams, companies];
