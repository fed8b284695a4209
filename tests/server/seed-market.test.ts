// The seeded market keeps the model's rules over every row (seed-market-check.ts): parties fit
// their roles, projects their names, labour companies their teams, one company reads the same in
// every section; a party given the wrong trade is caught; the public lists hold the volumes the
// sections promise.
import { beforeAll, expect, it } from 'vitest';
import { devices } from '../../src/api/devices';
import { labor } from '../../src/api/labor';
import { partyOf } from '../../src/server/db/seed/market-model';
import { eachDialect, useApp } from './helpers';
import { body, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { loadMarket, marketProblems, type MarketRows } from './seed-market-check';
import { loadPlaces, placeProblems, type PlaceRows } from './seed-places-check';

eachDialect('seeded market', (dialect) => {
  const t = useApp(dialect);
  useClock();
  let rows: MarketRows;
  let places: PlaceRows;
  beforeAll(async () => {
    [rows, places] = await Promise.all([loadMarket(t.db), loadPlaces(t.db)]);
  });

  it('keeps the model over every row of every section', () => {
    expect(rows.project_package.length).toBeGreaterThanOrEqual(1500);
    expect(rows.tender.length).toBeGreaterThanOrEqual(1000);
    expect(marketProblems(rows)).toEqual([]);
  });

  /** A copy of the rows with one company of another trade put in, by its name. */
  const companyWhere = (fits: (name: string) => boolean) => rows.companies.find((c) => fits(c.name))!;
  const mutated = (change: (m: MarketRows) => void) => {
    const copy = structuredClone(rows);
    change(copy);
    return marketProblems(copy);
  };

  it('reports a package won by, a post published by or a machine let by the wrong trade', () => {
    const fire = rows.project_package.find((p) => p.category_code === '5' && p.awarded_company_id)!;
    const decorator = companyWhere((n) => n.includes('装饰工程'));
    expect(
      mutated((m) => {
        m.project_package.find((p) => p.id === fire.id)!.awarded_company_id = decorator.id;
      }),
    ).toEqual([`project_package ${fire.id}: 中选单位不是该专业`]);

    const post = rows.labor_job.find((j) => j.company_id !== null)!;
    const developer = companyWhere((n) => partyOf(n)?.kind === 'owner');
    expect(
      mutated((m) => {
        m.labor_job.find((j) => j.id === post.id)!.company_id = developer.id;
      }),
    ).toContain(`labor_job ${post.id}: 发布方不招此工种（建设单位、供应商不直接招工）`);

    const crane = rows.device_supply.find(
      (d) =>
        d.category_code === '2' && partyOf(rows.companies.find((c) => c.id === d.company_id)!.name)?.kind === 'lessor',
    )!;
    const paver = companyWhere((n) => n.includes('路面机械租赁'));
    expect(
      mutated((m) => {
        m.device_supply.find((d) => d.id === crane.id)!.company_id = paver.id;
      }),
    ).toContain(`device_supply ${crane.id}: 出租方没有此类设备`);
  });

  it('reports a labour company whose declared size its teams do not bear', () => {
    const c = rows.labor_company[0];
    expect(
      mutated((m) => {
        m.labor_company[0].workers = 791;
      }),
    ).toEqual([
      `labor_company ${c.id}: 规模与班组不符：791 人 ${c.project_count} 项，班组 ${
        rows.labor_team.filter((x) => x.labor_company_id === c.id).length
      } 个`,
    ]);
  });

  it('keeps shops, their goods, the 陶瓷馆 and the ground-material points to the model', () => {
    expect(places.shop.length).toBeGreaterThan(50);
    expect(places.ground_site.length).toBeGreaterThan(100);
    expect(placeProblems(places)).toEqual([]);
  });

  it('reports a shop selling outside its line and a point its owner cannot run', () => {
    const steel = places.shop.find((s) => s.name.includes('钢铁贸易'))!;
    const owned = places.ground_site.find((x) => x.company_id !== null)!;
    const copy = structuredClone(places);
    copy.shop.find((s) => s.id === steel.id)!.main_categories = '钢材、瓷砖';
    copy.ground_site.find((x) => x.id === owned.id)!.site_type = 'concrete';
    expect(placeProblems(copy)).toEqual(
      expect.arrayContaining([
        `shop ${steel.id}: 主营品类不在企业经营范围：钢材、瓷砖`,
        `ground_site ${owned.id}: 所属企业不经营此类材料：${owned.company_name} concrete`,
      ]),
    );
  });

  it('lists the promised volumes: 2,000 machines and 500 demands, 3,000 posts and workers, 500 teams, 200 companies', async () => {
    const total = async (c: Parameters<typeof send>[1], input: object = {}) =>
      body<{ total: number }>(await send(t.app, c, { size: 1, ...input })).total;
    expect(await total(devices.page)).toBeGreaterThanOrEqual(2000);
    expect(await total(devices.needPage)).toBeGreaterThanOrEqual(500);
    expect(await total(labor.recruitPage)).toBeGreaterThanOrEqual(3000);
    expect(await total(labor.memberPage)).toBeGreaterThanOrEqual(3000);
    expect(await total(labor.teamPage)).toBeGreaterThanOrEqual(500);
    expect(await total(labor.companyPage)).toBeGreaterThanOrEqual(200);
  });
});
