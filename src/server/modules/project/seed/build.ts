// The seeded packages and applications, drawn from the market model (market-model.ts): a general
// contractor whose 资质 builds the project publishes packages the project has, its owner a 建设单位
// of the kind, and only companies of the package's trade holding the grade asked apply and win.
// Every row keeps the rules the calls keep: trade and
// subcontract type agree, the 资质 asked exists for the trade, the start is after the apply
// deadline, awards after the deadline and before now, one application per company, the
// applicant count equal to the applications, an awarded package with exactly one accepted one.
import type { Insertable } from 'kysely';
import { GRADE_NAMES, LABOUR_CATEGORY, QUALIFICATIONS } from '../../../../api/project-dicts';
import { shortPlace } from '../../../db/seed/companies';
import { fitting, mobile, type Market, type MarketCompany } from '../../../db/seed/market';
import { buildsProject, gradeOf, ownsProject, partyOf, winsPackage } from '../../../db/seed/market-model';
import { kindWhere, projectName } from '../../../db/seed/market-projects';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { beijingDay, beijingDayStart, DAY, HOUR, stampOf } from '../../../floor/time';
import type { ProjectApplicationTable, ProjectPackageTable } from '../schema';
import { LABOUR_PAYMENT_TERMS, PAYMENT_TERMS, ROADS, TRADES } from './trades';

/** Packages at the default scale (atScale grows them with the seed's scale). */
export const PACKAGE_COUNT = 1540;
type PackageRow = Insertable<ProjectPackageTable> & { id: number; company_id: number };
type ApplicationRow = Insertable<ProjectApplicationTable>;

const dayAt = (base: number, days: number, hour: number) => beijingDayStart(base) + days * DAY + hour * HOUR;
const EXPERIENCE = [
  '近三年完成过不少于 2 项同类工程',
  '近三年完成过单项合同额 500 万元以上的同类工程',
  '近五年有同类工程业绩，无重大质量安全事故',
  '',
];

export function buildPackages(
  r: Rng,
  now: number,
  regions: RegionRow[],
  market: Market,
  count = PACKAGE_COUNT,
): { packages: PackageRow[]; applications: ApplicationRow[] } {
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const [nanjing, hangzhou] = market.buyers;
  const everyone = [...market.buyers, ...market.suppliers];
  const others = everyone.filter((c) => c !== hangzhou && c !== nanjing);
  const packages: PackageRow[] = [];
  const applications: ApplicationRow[] = [];
  for (let id = 1; id <= count; id++) {
    const demo = id % 60 === 1; // 南京华建's own packages: recent and recruiting
    const home = provinces[(id - 1) % provinces.length];
    const category = demo ? String((((id - 1) / 60) % 11) + 1) : String(r.int(1, 11));
    const trade = TRADES[category];
    const qual = QUALIFICATIONS[category];
    const grade = qual ? r.pick(qual.grades.length > 1 ? qual.grades.slice(1) : qual.grades) : '0';
    const labour = category === LABOUR_CATEGORY;
    const publish = demo ? now - r.int(2, 96) * HOUR : now - r.int(2, 180 * 24) * HOUR;
    const deadline = dayAt(publish, demo ? r.int(20, 30) : r.int(7, 30), 17);
    const start = dayAt(deadline, r.int(7, 30), 0);
    // The project: a kind that has packages of this trade (南京华建 builds 建筑工程 only), in its
    // owner's city (most name their 建设单位), else somewhere in the province.
    const kind = kindWhere(
      r,
      (k) => k.packages.includes(category) && (!demo || buildsProject(partyOf(nanjing.name), k)),
    );
    const owner = r.chance(0.88) ? r.pick(fitting(others, (p) => ownsProject(p, kind), home.code)) : null;
    const province = owner ? provinces.find((p) => p.code === owner.provinceCode)! : home;
    const city = owner
      ? cities.find((c) => c.code === owner.cityCode)!
      : r.pick(cities.filter((c) => c.parent_code === province.code));
    const place = shortPlace(city.name);
    const contractor = demo ? nanjing : r.pick(fitting(others, (p) => buildsProject(p, kind), province.code));
    // Draws made whatever the clock, so a later `now` shifts the same packages in time.
    const [fate, awardDays, applicantCount] = [r.unit(), r.int(3, 15), r.int(0, 5)];
    const awardAt = deadline + awardDays * DAY;
    // Companies of the package's trade holding the grade asked (lower is higher), any province.
    const holds = (c: MarketCompany) => !qual || Number(gradeOf(c.id, qual.grades)) <= Number(grade);
    const able = everyone.filter((c) => c.id !== contractor.id && winsPackage(partyOf(c.name), category) && holds(c));
    const bidders = r.some(able, Math.min(applicantCount, able.length), Math.min(applicantCount, able.length));
    const past = deadline <= now;
    const status: ProjectPackageTable['status'] =
      past && fate < 0.55 && awardAt < now && bidders.length > 0
        ? 'awarded'
        : past && fate > 0.9
          ? 'closed'
          : 'published';
    const budgetWan = r.int(trade.budget[0], trade.budget[1]);
    const row: PackageRow = {
      id,
      company_id: contractor.id,
      user_id: demo ? 1 : null,
      project_name: `${projectName(r, place, kind)}${trade.name(r)}`.slice(0, 80),
      owner_name: owner?.name ?? '',
      category_code: category,
      subcontract_type: labour ? '2' : '1',
      sale_type: labour ? r.pick(['2', '3']) : r.pick(['1', '1', '3', '4']),
      transaction_mode: r.pick(['1', '1', '1', '1', '2', '2', '3']),
      province_code: province.code,
      city_code: city.code,
      address: `${city.name}${r.pick(ROADS)}与${r.pick(ROADS)}交叉口东北侧`.slice(0, 100),
      scope: trade.scope,
      quantities: trade.quantities(r),
      budget: budgetWan * 10_000,
      qual_category: qual ? category : '',
      qual_grade: grade,
      experience_required: r.pick(EXPERIENCE),
      start_date: beijingDay(start),
      duration_days: r.int(30, 360),
      payment_terms: r.pick(labour ? LABOUR_PAYMENT_TERMS : PAYMENT_TERMS),
      apply_deadline: stampOf(deadline),
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      status,
      views: r.int(20, 900),
      applicant_count: bidders.length,
      awarded_company_id: status === 'awarded' ? bidders[0].id : null,
      awarded_at: status === 'awarded' ? stampOf(awardAt) : null,
      publish_time: stampOf(publish),
      created_at: stampOf(publish),
    };
    packages.push(row);
    bidders.forEach((b, i) => {
      const applied = Math.min(publish + (i + 1) * r.int(3, 40) * HOUR, deadline - HOUR, now);
      const priceWan = r.chance(0.6) ? Math.round(budgetWan * (0.85 + r.unit() * 0.12)) : null;
      applications.push({
        package_id: id,
        company_id: b.id,
        user_id: null,
        qualification: qual
          ? `${qual.name}${grade === '0' ? '' : GRADE_NAMES[gradeOf(b.id, qual.grades)]}，证书有效`
          : '具备同类工程施工能力',
        experience: `近三年完成${place}周边同类工程 ${r.int(2, 9)} 项`,
        price: priceWan === null ? null : priceWan * 10_000,
        message: r.pick([
          '可按贵方计划工期进场',
          '我司在当地有项目部，可随时进场',
          '',
          '已踏勘现场，可提供类似工程业绩证明',
        ]),
        status:
          status === 'awarded' ? (i === 0 ? 'accepted' : 'declined') : status === 'closed' ? 'declined' : 'submitted',
        reason: status === 'awarded' && i > 0 ? '发包单位已选定其他分包单位' : status === 'closed' ? '项目已关闭' : '',
        created_at: stampOf(Math.max(applied, publish)),
        decided_at: status === 'awarded' ? stampOf(awardAt) : status === 'closed' ? stampOf(deadline + DAY) : null,
      });
    });
  }
  return { packages, applications };
}
