// The seeded tenders as rows (no database), drawn from the market model (market-model.ts): an
// owner publishes 施工总承包 and service tenders of its project, a general contractor materials,
// machines and subcontracts of a project its 资质 builds; the winner is of the trade the title
// names. Every date is relative to `now` and each row keeps the legal clocks (clocks.ts, the rule
// the publish call checks — the seed refuses to write one that does not).
import type { Insertable } from 'kysely';
import { OPEN_TENDER } from '../../../../api/tender';
import { shortPlace } from '../../../db/seed/companies';
import { fitting, mobile, type Market } from '../../../db/seed/market';
import {
  buildsProject,
  ownsProject,
  partyOf,
  publishesTender,
  TENDER_SUBJECTS,
  winsTender,
} from '../../../db/seed/market-model';
import { kindWhere, PROJECT_KINDS, projectName, type ProjectKind } from '../../../db/seed/market-projects';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { beijingDayStart, DAY, HOUR, MINUTE, msOf, stampOf } from '../../../floor/time';
import { addWorkingDays, clockProblems, INVITED_TENDER, isWorkingDay, LEGAL, SINGLE_SOURCE, WORKS } from '../clocks';
import { publishRulesOf, SINGLE_REASONS } from './rules';
import type { TenderTable } from '../schema';

export const TENDER_COUNT = 1050;

const stamp = stampOf;
/** `days` Beijing days after the one holding `base`, at a Beijing hour:minute (deadlines fall on round times). */
const dayAt = (base: number, days: number, hour: number, minute = 0) =>
  beijingDayStart(base) + days * DAY + hour * HOUR + minute * MINUTE;

/** A title of a type: the project, the subject words (TENDER_SUBJECTS) and the type's tail. */
const TITLE: Record<string, (project: string, subject: string) => string> = {
  '1': (p) => `${p}施工总承包招标公告`,
  '2': (p, s) => `${p}${s}采购招标公告`,
  '3': (p, s) => `${p}${s}租赁招标公告`,
  '4': (p, s) => `${p}${s}劳务分包招标公告`,
  '5': (p, s) => `${p}${s}专业分包招标公告`,
  '6': (p, s) => `${p}${s}服务招标公告`,
};
const LABOUR_WORKS = ['主体结构', '二次结构', '装饰装修'];
const BUDGET: Record<string, [number, number]> = {
  '1': [5e6, 3e8],
  '2': [2e5, 2e7],
  '3': [1e5, 5e6],
  '4': [1e6, 3e7],
  '5': [1e6, 5e7],
  '6': [5e4, 2e6],
};
const AGENCIES = [
  '',
  '',
  '江苏省建设工程招标代理有限公司',
  '中建招标咨询有限公司',
  '华信工程造价咨询有限公司',
  '国信招标集团股份有限公司',
];
const REASONS = ['投标人不足三家，依法流标', '招标人终止招标', '项目计划调整，终止招标'];

export interface TenderSeed {
  now: number;
  /** TENDER_COUNT unless the seed's scale asks for more (atScale). */
  count?: number;
  regions: RegionRow[];
  companies: Market;
}

/** Openings fall between 09:00 and 15:30 on a working day; registration deadlines over the working day. */
const OPENINGS: [number, number][] = [
  [9, 0],
  [9, 30],
  [10, 0],
  [10, 30],
  [14, 0],
  [14, 30],
  [15, 0],
  [15, 30],
  [9, 15],
  [10, 15],
];
const DEADLINES: [number, number][] = [
  [9, 0],
  [10, 0],
  [11, 30],
  [12, 0],
  [14, 0],
  [15, 0],
  [16, 0],
  [16, 30],
  [17, 0],
  [17, 30],
];
const SEGMENTS = ['一标段', '二标段', '三标段', '四标段', '五标段', '六标段'];

export function buildTenders(
  r: Rng,
  { now, regions, companies, count = TENDER_COUNT }: TenderSeed,
): (Insertable<TenderTable> & { id: number })[] {
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const rows: (Insertable<TenderTable> & { id: number })[] = [];
  const titles = new Set<string>();
  // The purchasers of a province: the market's owners or general contractors based there (the demo
  // 南京华建 in 江苏 too); the project one of theirs.
  const market = companies.buyers.slice(2);
  const everyone = [...companies.buyers, ...companies.suppliers];
  for (let id = 1; id <= count; id++) {
    const home = provinces[(id - 1) % provinces.length];
    const type = String(r.int(1, 6));
    const demoHere = companies.buyers[0].provinceCode === home.code && r.chance(0.25) && type !== '1' && type !== '6';
    const purchaser = demoHere
      ? companies.buyers[0]
      : r.pick(fitting(market, (p) => publishesTender(p, type), home.code));
    // A subject one of the purchaser's projects has (any, for a hand-made test market), and that project.
    const party = partyOf(purchaser.name);
    const fits = (k: ProjectKind, code: string) =>
      (ownsProject(party, k) || buildsProject(party, k)) &&
      (type === '2' ? k.materials.includes(code) : type === '5' ? k.packages.includes(code) : true);
    const subjects = TENDER_SUBJECTS[type] ?? LABOUR_WORKS.map((w): [string, string] => [w, '']);
    const possible = subjects.filter(([, code]) => PROJECT_KINDS.some((k) => fits(k, code)));
    const [subject, code] = r.pick(possible.length ? possible : subjects);
    const kind = kindWhere(r, (k) => fits(k, code));
    const province = provinces.find((p) => p.code === purchaser.provinceCode) ?? home;
    // An owner builds in its own city; a contractor anywhere in its province.
    const inProvince = cities.filter((c) => c.parent_code === province.code);
    const anyCity = r.pick(inProvince);
    const city = (party?.kind === 'owner' && inProvince.find((c) => c.code === purchaser.cityCode)) || anyCity;
    const method = type === '1' ? (r.chance(0.7) ? OPEN_TENDER : INVITED_TENDER) : String(r.int(1, 5));
    const [min, max] = BUDGET[type];
    const budget = Math.round(r.money(min, max) / 100) * 100;
    // 2 % at most (and 80万元 for 施工): whole hundreds below the cap; one in twelve charges no margin.
    const drawn = r.chance(0.08) ? 0 : Math.floor((budget * (0.005 + r.unit() * 0.015)) / 100) * 100;
    const margin = type === WORKS ? Math.min(drawn, LEGAL.worksMarginCap - r.int(0, 30) * 10_000) : drawn;
    const recent = r.chance(0.4);
    const [daysAgo, publishHour, publishMinute] = [recent ? r.int(1, 25) : r.int(25, 240), r.int(8, 18), r.int(0, 59)];
    const publish = dayAt(now, -daysAgo, publishHour, publishMinute);
    const clocked = method === OPEN_TENDER || method === INVITED_TENDER;
    const bidDays = clocked ? r.int(21, 35) : r.int(5, 20);
    const regDays = clocked ? r.int(6, bidDays - 1) : r.int(2, bidDays - 1);
    const [deadlineAt, openingAt] = [r.pick(DEADLINES), r.pick(OPENINGS)];
    // 单一来源: the registration deadline ends its publicity of 5 working days (procurement practice).
    const single = method === SINGLE_SOURCE;
    const registration = single
      ? addWorkingDays(publish, LEGAL.singleSourcePublicityWorkdays)
      : dayAt(publish, regDays, ...deadlineAt);
    let bid = dayAt(publish, bidDays, ...openingAt);
    if (single && bid < registration + 2 * DAY) bid = dayAt(registration, 2 + (bidDays % 5), ...openingAt);
    while (!isWorkingDay(bid)) bid += DAY;
    // Every draw is made whatever the clock, so a later `now` shifts the same tenders in time.
    const [stops, evaluationDays, publicityDays, winningRate] = [
      r.chance(0.05),
      r.int(2, 7),
      r.int(3, 5),
      0.85 + r.unit() * 0.13,
    ];
    const drawnWinner = r.pick(fitting(everyone, (p) => winsTender(p, type, code, kind), province.code));
    // A single-source tender names the company of the trade it buys from (certified: the onboarding
    // seed certifies every market company but the 建设单位).
    const intended = single ? drawnWinner : null;
    const winner = intended ?? drawnWinner;
    const decided = bid < now - 2 * DAY;
    const terminated = decided && stops;
    const start = bid + evaluationDays * DAY;
    const publicity = decided && !terminated && start < now ? { start, end: start + publicityDays * DAY + HOUR } : null;
    const place = shortPlace(city.name);
    const project = projectName(r, place, kind);
    let title = TITLE[type](project, subject).slice(0, 110);
    for (let n = 0; titles.has(title); n++)
      title = title.replace(project, `${project}${SEGMENTS[n % SEGMENTS.length]}`).slice(0, 120);
    titles.add(title);
    const row = {
      id,
      company_id: purchaser.id,
      user_id: null,
      title,
      project_name: project,
      agency_name: r.pick(AGENCIES),
      type_code: type,
      method_code: method,
      province_code: province.code,
      city_code: city.code,
      budget,
      margin_amount: margin,
      qualification:
        type === '1'
          ? `具备${kind.qualification.replace(/工程$/, '')}工程施工总承包二级及以上资质，项目经理具备一级注册建造师资格`
          : '具有独立法人资格，近三年无重大违法记录，具备相应供货或服务能力',
      open_place: `${place}公共资源交易中心开标${r.int(1, 8)}室`,
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      publish_time: stamp(publish),
      registration_deadline: stamp(registration),
      bid_deadline: stamp(bid),
      publicity_start: publicity ? stamp(publicity.start) : null,
      publicity_end: publicity ? stamp(publicity.end) : null,
      winner_name: publicity ? winner.name : '',
      winning_amount: publicity ? Math.round(budget * winningRate) : null,
      terminated: terminated ? 1 : 0,
      termination_reason: terminated ? REASONS[id % REASONS.length] : '',
      created_at: stamp(publish),
      ...publishRulesOf(id, type),
      single_source_company_id: intended?.id ?? null,
      single_source_reason: intended ? SINGLE_REASONS[id % SINGLE_REASONS.length] : '',
    };
    const problems = clockProblems({
      methodCode: method,
      typeCode: type,
      publish: msOf(row.publish_time),
      registrationDeadline: registration,
      bidDeadline: bid,
      publicityStart: publicity?.start ?? null,
      publicityEnd: publicity?.end ?? null,
      budget,
      marginAmount: margin,
    });
    if (problems.length) throw new Error(`seeded tender ${id} breaks the legal clocks: ${problems.join('; ')}`);
    rows.push(row);
  }
  return rows;
}
