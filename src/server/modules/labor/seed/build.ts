// Builds the labour seed's rows: labour companies, teams with projects, worker cards
// (./workers.ts) and job posts whose wages, units, settlement and project types fit their trade;
// every date relative to `now`. Rows carry explicit ids so trades and children can point at them.
import { PROVINCE_ABBR, TRADE_TREE, tradeName } from '../../../../api/labor-trades';
import { shortPlace } from '../../../db/seed/companies';
import { mobile, projectName, type Market } from '../../../db/seed/market';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { beijingDay, DAY, stampOf } from '../../../floor/time';
import { drawTrades, personName, Places, wage, type Built, type Counts } from './kit';
import {
  BENEFITS,
  certTypesFor,
  COMPANY_FORMS,
  COMPANY_WORDS,
  DECORATION_GROUPS,
  FEE_TRAP,
  GROUP_WEIGHTS,
  PAY,
  ROAD_GROUPS,
  SURNAMES,
  WORKER_NOTES,
} from './pools';
import { buildWorkers } from './workers';
import { LABOR_MSG } from '../publish';

export type { Built, Counts } from './kit';

const creditCode = (r: Rng, city: string) =>
  `91${city}MA${r.faker.string.alphanumeric({ length: 7, casing: 'upper' })}${r.int(0, 9)}`;

export function buildLabor(r: Rng, regions: RegionRow[], market: Market, now: number, n: Counts): Built {
  const places = new Places(regions);
  const out: Built = { companies: [], teams: [], projects: [], workers: [], certs: [], jobs: [], trades: [] };
  const ago = (minDays: number, maxDays: number) => stampOf(now - r.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000);
  const today = beijingDay(now);
  const year = Number(today.slice(0, 4));
  const names = new Set<string>();

  for (let id = 1; id <= n.companies; id++) {
    const province = places.provinces[(id - 1) % places.provinces.length];
    const city = places.city(r, province.code);
    let name = `${shortPlace(city.name)}${r.pick(COMPANY_WORDS)}${r.pick(COMPANY_FORMS)}`;
    while (names.has(name))
      name = `${shortPlace(city.name)}${r.pick(COMPANY_WORDS)}${r.pick(COMPANY_WORDS)}${r.pick(COMPANY_FORMS)}`;
    names.add(name);
    const workers = r.int(50, 800);
    const founded = r.int(2005, year - 1);
    const groups = r.some(
      GROUP_WEIGHTS.map(([g]) => g),
      2,
      4,
    );
    out.companies.push({
      id,
      name,
      credit_code: creditCode(r, city.code),
      province_code: province.code,
      city_code: city.code,
      address: places.address(r, city),
      qualification: r.chance(0.25) ? '施工劳务资质（不分等级）、模板脚手架专业承包' : '施工劳务资质（不分等级）',
      safety_licence: `（${PROVINCE_ABBR[province.code.slice(0, 2)]}）JZ安许证字[${r.int(Math.max(founded, 2012), year)}]${String(r.int(1, 999_999)).padStart(6, '0')}`,
      workers,
      project_count: Math.max(3, Math.round(workers / r.int(8, 20))),
      rating: r.int(38, 50),
      verified: r.chance(0.85) ? 1 : 0,
      wage_account: r.chance(0.7) ? 1 : 0,
      featured: 0,
      intro: `${name}成立于${founded}年，持有施工劳务资质和安全生产许可证，在册技术工人${workers}人，主要承接${groups.map((g) => TRADE_TREE.find((x) => x.code === g)!.name).join('、')}等劳务作业分包。`,
      contact_name: personName(r),
      contact_phone: mobile(r),
      joined_at: ago(30, 1500),
    });
  }
  // The featured ten: verified companies with the longest records.
  for (const c of [...out.companies]
    .filter((c) => c.verified === 1)
    .sort((a, b) => b.project_count - a.project_count || a.id - b.id)
    .slice(0, 12))
    c.featured = 1;

  for (let id = 1; id <= n.teams; id++) {
    const company = r.chance(0.4) ? r.pick(out.companies) : null;
    const province = company ? company.province_code : places.provinces[(id * 7) % places.provinces.length].code;
    const city = company ? regions.find((x) => x.code === company.city_code)! : places.city(r, province);
    const trades = drawTrades(r);
    const leader = personName(r);
    out.teams.push({
      id,
      user_id: null,
      labor_company_id: company?.id ?? null,
      name: `${leader.slice(0, 1)}${r.pick(['氏', '师傅', '家'])}${tradeName(trades[0]).replace(/工$/, '')}班组`,
      leader_name: leader,
      phone: mobile(r),
      size: r.int(5, 60),
      mode: r.pick(['点工', '包工', '包工', '包清工']),
      province_code: province,
      city_code: city.code,
      intro: `班组长${leader.slice(0, 1)}师傅从业${r.int(8, 25)}年，队伍稳定，主做${trades.map(tradeName).join('、')}，${r.pick(WORKER_NOTES)}。`,
      rating: r.int(40, 50),
      verified: company?.verified ?? (r.chance(0.5) ? 1 : 0),
      status: r.chance(0.7) ? 'open' : 'working',
      active_at: ago(0, 60),
      created_at: ago(60, 900),
      updated_at: ago(0, 60),
    });
    for (const code of trades) out.trades.push({ kind: 'team', owner_id: id, trade_code: code });
    for (let k = r.int(1, 5); k > 0; k--) {
      out.projects.push({
        team_id: id,
        name: projectName(r, shortPlace(city.name)).slice(0, 60),
        year: r.int(year - 8, year),
        scale: `建筑面积${(r.int(8, 300) / 10).toFixed(1)}万㎡`,
      });
    }
  }

  buildWorkers(r, places, now, n.workers, out);

  const builders = market.buyers;
  for (let id = 1; id <= n.jobs; id++) {
    const labour = r.chance(0.35) ? r.pick(out.companies) : null;
    const builder = labour ? null : r.pick(builders);
    const province = labour ? labour.province_code : places.provinces[(id - 1) % places.provinces.length].code;
    const city = labour ? regions.find((x) => x.code === labour.city_code)! : places.city(r, province);
    const trades = drawTrades(r);
    const group = trades[0].slice(0, 2);
    const units = Object.keys(PAY[trades[0]]);
    const unit = r.chance(0.7) ? units[0] : r.pick(units);
    const [wageMin, wageMax] = wage(r, trades[0], unit);
    const settlement =
      unit === '元/月'
        ? '月结'
        : unit === '元/天'
          ? r.pick(['日结', '月结', '月结', '月结', '完工结'])
          : r.pick(['完工结', '完工结', '月结']);
    const projectType = DECORATION_GROUPS.includes(group)
      ? r.pick(['装修', '装修', '住宅'])
      : ROAD_GROUPS.includes(group)
        ? r.pick(['市政', '道路', '厂房'])
        : r.pick(['住宅', '住宅', '厂房', '市政']);
    const project = projectName(r, shortPlace(city.name));
    const headcount = unit === '元/天' ? r.int(2, 30) : r.int(1, 12);
    const trap = r.chance(0.02);
    // Some posts naming a fee word are still held for review: submitted in the last two days.
    const held = trap && r.chance(0.4);
    const status = held ? 'pending_review' : r.chance(0.85) ? 'recruiting' : r.chance(0.66) ? 'full' : 'closed';
    // An open post (recruiting, full) is inside its 30-day listing; a closed one may be older.
    const published = now - r.int(10, (held ? 2 : status === 'closed' ? 45 : 29) * 24 * 60) * 60_000;
    const duration = r.int(30, 365);
    const boss = r.pick(SURNAMES);
    const tradeNames = trades.map(tradeName).join('、');
    out.jobs.push({
      id,
      company_id: builder?.id ?? null,
      labor_company_id: labour?.id ?? null,
      user_id: null,
      title: `${project}招${tradeNames}${headcount}名`.slice(0, 60),
      headcount,
      wage_min: wageMin,
      wage_max: wageMax,
      wage_unit: unit,
      settlement,
      project_type: projectType,
      start_date: beijingDay(published + r.int(0, 30) * DAY),
      duration_days: duration,
      province_code: province,
      city_code: city.code,
      address: places.address(r, city),
      benefits: r.pick(BENEFITS),
      requirements: `年龄${r.int(18, 22)}-${r.int(50, 58)}岁，${r.int(1, 5)}年以上${tradeName(trades[0])}经验${certTypesFor(trades).length ? `，持${certTypesFor(trades)[0].name}证` : ''}。`,
      description: `${project}，${projectType}项目，现招${tradeNames}${headcount}名，${settlement}，工期约${duration}天。${trap ? FEE_TRAP : '工资按时足额发放。'}`,
      contact_name: `${boss}${r.pick(['工', '经理', '队长'])}`,
      contact_phone: mobile(r),
      wage_account: labour ? labour.wage_account : r.chance(0.8) ? 1 : 0,
      fee_flag: trap ? 1 : 0,
      status,
      review_note: held ? LABOR_MSG.feeHeld : '',
      publish_time: held ? null : stampOf(published),
      expires_at: stampOf(published + 30 * DAY),
      created_at: stampOf(published),
      updated_at: stampOf(published),
    });
    for (const code of trades) out.trades.push({ kind: 'job', owner_id: id, trade_code: code });
  }
  return out;
}
