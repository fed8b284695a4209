// Builds the labour seed's rows from the market model (market-model.ts): labour companies (the
// market's first, then more of their kind) sized by their teams (workers the teams' sizes, projects
// the teams' projects), teams of the company's trades with projects whose kind fits the trade,
// worker cards (./workers.ts) and job posts by labour companies or by contractors for their own
// work, whose wages, units, settlement and project type fit their trade and project; every date
// relative to `now`. Rows carry explicit ids so trades and children can point at them.
import { PROVINCE_ABBR, TRADE_TREE, tradeName } from '../../../../api/labor-trades';
import { creditCode, firmName, shortPlace } from '../../../db/seed/companies';
import { companiesOf, fitting, mobile, type Market } from '../../../db/seed/market';
import { partyOf, recruitsOf, worksOn, type Party } from '../../../db/seed/market-model';
import { kindWhere, labourTypeOf, projectName } from '../../../db/seed/market-projects';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { beijingDay, DAY, stampOf } from '../../../floor/time';
import { personName, SURNAMES } from '../../../db/seed/people';
import { drawTrades, Places, wage, type Built, type Counts } from './kit';
import { BENEFITS, certTypesFor, FEE_TRAP, GROUP_WEIGHTS, PAY, WORKER_NOTES } from './pools';
import { buildWorkers } from './workers';
import { LABOR_MSG } from '../publish';

export type { Built, Counts } from './kit';

export function buildLabor(r: Rng, regions: RegionRow[], m: Market, now: number, n: Counts): Built {
  const places = new Places(regions);
  const out: Built = { companies: [], teams: [], projects: [], workers: [], certs: [], jobs: [], trades: [] };
  const ago = (minDays: number, maxDays: number) => stampOf(now - r.int(minDays * 24 * 60, maxDays * 24 * 60) * 60_000);
  const today = beijingDay(now);
  const year = Number(today.slice(0, 4));
  const names = new Set<string>();

  // The market's labour companies first (the same name and place in every section), then more of their kind.
  const market = companiesOf(m, 'labour');
  const groupsOf = new Map<number, string[]>();
  const founded = new Map<number, number>();
  for (let id = 1; id <= n.companies; id++) {
    const known = market[id - 1];
    const province = known?.provinceCode ?? places.provinces[(id - 1) % places.provinces.length].code;
    const city = known ? regions.find((x) => x.code === known.cityCode)! : places.city(r, province);
    let name = known?.name ?? firmName(r, city.name, '建筑劳务');
    while (names.has(name)) name = firmName(r, city.name, '建筑劳务');
    names.add(name);
    founded.set(id, r.int(2005, year - 1));
    const licensed = r.int(Math.max(founded.get(id)!, 2012), year);
    groupsOf.set(
      id,
      r.some(
        GROUP_WEIGHTS.map(([g]) => g),
        2,
        4,
      ),
    );
    out.companies.push({
      id,
      name,
      credit_code: known?.creditCode || creditCode(r, city.code),
      province_code: province,
      city_code: city.code,
      address: places.address(r, city),
      qualification: r.chance(0.25) ? '施工劳务资质（不分等级）、模板脚手架专业承包' : '施工劳务资质（不分等级）',
      safety_licence: `（${PROVINCE_ABBR[province.slice(0, 2)]}）JZ安许证字[${licensed}]${String(r.int(1, 999_999)).padStart(6, '0')}`,
      workers: 0,
      project_count: 0,
      rating: r.int(38, 50),
      verified: r.chance(0.85) ? 1 : 0,
      wage_account: r.chance(0.7) ? 1 : 0,
      featured: 0,
      intro: '',
      contact_name: personName(r),
      contact_phone: mobile(r),
      joined_at: ago(30, 1500),
    });
  }

  // Every company has a team; the other teams are a company's or work on their own. A team works
  // its company's trades, on projects whose kind fits its trade.
  for (let id = 1; id <= n.teams; id++) {
    const company = id <= out.companies.length ? out.companies[id - 1] : r.chance(0.75) ? r.pick(out.companies) : null;
    const province = company ? company.province_code : places.provinces[(id * 7) % places.provinces.length].code;
    const city = company ? regions.find((x) => x.code === company.city_code)! : places.city(r, province);
    const own = company ? groupsOf.get(company.id)! : null;
    const trades = drawTrades(r, own ?? undefined);
    const leader = personName(r);
    const size = company ? r.int(15, 80) : r.int(5, 40);
    out.teams.push({
      id,
      user_id: null,
      labor_company_id: company?.id ?? null,
      name: `${leader.slice(0, 1)}${r.pick(['氏', '师傅', '家'])}${tradeName(trades[0]).replace(/工$/, '')}班组`,
      leader_name: leader,
      phone: mobile(r),
      size,
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
    const projects = r.int(1, 5);
    for (let k = projects; k > 0; k--) {
      const kind = kindWhere(r, (x) => labourTypeOf(x, trades[0].slice(0, 2)) !== null);
      out.projects.push({
        team_id: id,
        name: projectName(r, shortPlace(city.name), kind).slice(0, 60),
        year: r.int(year - 8, year),
        scale: kind.size(r),
      });
    }
    if (company) {
      company.workers += size;
      company.project_count += projects;
    }
  }
  for (const c of out.companies)
    c.intro = `${c.name}成立于${founded.get(c.id)}年，持有施工劳务资质和安全生产许可证，在册技术工人${c.workers}人，主要承接${groupsOf
      .get(c.id)!
      .map((g) => TRADE_TREE.find((x) => x.code === g)!.name)
      .join('、')}等劳务作业分包。`;
  // The featured twelve: verified companies with the longest records.
  for (const c of [...out.companies]
    .filter((c) => c.verified === 1)
    .sort((a, b) => b.project_count - a.project_count || a.id - b.id)
    .slice(0, 12))
    c.featured = 1;

  buildWorkers(r, places, now, n.workers, out);

  // Posts by labour companies, or by contractors recruiting for their own work on a project of theirs.
  const recruiting = (p: Party | null) =>
    (p?.kind === 'general' || p?.kind === 'specialty') && recruitsOf(p).length > 0;
  for (let id = 1; id <= n.jobs; id++) {
    const labour = r.chance(0.35) ? r.pick(out.companies) : null;
    const home = places.provinces[(id - 1) % places.provinces.length].code;
    const builder = labour ? null : r.pick(fitting(m.buyers, recruiting, home));
    const party = builder ? partyOf(builder.name) : null;
    const province = labour?.province_code ?? home;
    const city = labour ? regions.find((x) => x.code === labour.city_code)! : places.city(r, province);
    const among = labour ? groupsOf.get(labour.id)! : party ? recruitsOf(party) : undefined;
    const trades = drawTrades(r, among);
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
    const kind = kindWhere(r, (k) => labourTypeOf(k, group) !== null && (!party || worksOn(party, k)));
    const projectType = labourTypeOf(kind, group) ?? '住宅';
    const project = projectName(r, shortPlace(city.name), kind);
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
