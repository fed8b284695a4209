// Subcontract packages on the seeded market: the seed's volume and rules in every row, the page's
// filters and sorts, 只看我能接的 against stored 资质, the match rule (table-driven), the detail
// (masking, 404), the card, the statistics and a city's pipeline; bad input is a Chinese 400.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import {
  project,
  QUALIFICATIONS,
  type ProjectCard,
  type ProjectCity,
  type ProjectDetail,
  type ProjectStats,
} from '../../src/api/project';
import { matchOf, type Held } from '../../src/server/modules/project/match';
import { PACKAGE_COUNT } from '../../src/server/modules/project/seed/build';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

const h = (categoryCode: string, grade: string, expiresOn = '2099-01-01'): Held => ({ categoryCode, grade, expiresOn });

it('matches 资质 by category, grade and expiry', () => {
  const req = { qualCategory: '2', qualGrade: '2', deadlineDay: '2026-12-10' };
  const cases: [typeof req, Held[] | null, string | null][] = [
    [req, null, null],
    [req, [], 'check'],
    [req, [h('3', '1')], 'no'],
    [req, [h('2', '3')], 'no'],
    [req, [h('2', '2')], 'yes'],
    [req, [h('2', '1')], 'yes'],
    [req, [h('2', '1', '2026-12-09')], 'check'],
    [req, [h('2', '1', '2026-12-10')], 'yes'],
    [req, [h('2', '3'), h('2', '1', '2026-01-01')], 'check'],
    [{ ...req, qualCategory: '' }, [], 'yes'],
    [{ qualCategory: '11', qualGrade: '0', deadlineDay: '2026-12-10' }, [h('11', '0')], 'yes'],
    [{ qualCategory: '11', qualGrade: '0', deadlineDay: '2026-12-10' }, [h('2', '1')], 'no'],
  ];
  for (const [r, held, want] of cases) expect(matchOf(r, held).match, JSON.stringify([r, held])).toBe(want);
});

eachDialect('project packages', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const page = async (q: object = {}, headers: Record<string, string> = {}) =>
    body<Page<ProjectCard>>(await send(t.app, project.page, { size: 100, ...q }, headers));

  it('seeds ≥ 1,500 believable packages over every province and trade, every rule kept', async () => {
    const rows = await t.db.selectFrom('project_package').selectAll().execute();
    expect(rows.length).toBe(PACKAGE_COUNT);
    const provinces = await t.db.selectFrom('region').select('code').where('level', '=', 1).execute();
    expect(new Set(rows.map((r) => r.province_code)).size).toBe(provinces.length);
    expect(new Set(rows.map((r) => r.category_code)).size).toBe(11);
    const cities = new Map(
      (await t.db.selectFrom('region').select(['code', 'parent_code']).where('level', '=', 2).execute()).map((c) => [
        c.code,
        c.parent_code,
      ]),
    );
    const apps = await t.db.selectFrom('project_application').selectAll().execute();
    const now = new Date(clock.now).toISOString().slice(0, 19).replace('T', ' ');
    for (const r of rows) {
      const why = `package ${r.id}`;
      expect(cities.get(r.city_code), why).toBe(r.province_code);
      expect(r.subcontract_type === '2', why).toBe(r.category_code === '11');
      const q = QUALIFICATIONS[r.category_code];
      expect(r.qual_category, why).toBe(q ? r.category_code : '');
      expect(q ? q.grades.includes(r.qual_grade) : r.qual_grade === '0', why).toBe(true);
      expect(r.publish_time < r.apply_deadline && r.publish_time <= now, why).toBe(true);
      expect(r.start_date >= r.apply_deadline.slice(0, 10), why).toBe(true);
      expect(Number(r.budget)).toBeGreaterThanOrEqual(500_000);
      const mine = apps.filter((a) => a.package_id === r.id);
      expect(mine.length, why).toBe(r.applicant_count);
      expect(new Set(mine.map((a) => a.company_id)).size, why).toBe(mine.length);
      expect(
        mine.every(
          (a) => a.company_id !== r.company_id && a.created_at >= r.publish_time && a.created_at < r.apply_deadline,
        ),
        why,
      ).toBe(true);
      if (r.status === 'awarded') {
        expect(
          mine.filter((a) => a.status === 'accepted').map((a) => a.company_id),
          why,
        ).toEqual([r.awarded_company_id]);
        expect(r.awarded_at! > r.apply_deadline && r.awarded_at! <= now, why).toBe(true);
      } else
        expect(
          mine.some((a) => a.status === 'accepted'),
          why,
        ).toBe(false);
    }
    const budgets = rows.map((r) => Number(r.budget));
    expect(new Set(budgets).size).toBeGreaterThan(1000);
  });

  it('filters and sorts the page; each status bucket holds exactly its packages', async () => {
    const first = await page({ size: 20 });
    expect(first.total).toBe(PACKAGE_COUNT);
    expect(first.records.map((c) => c.publishTime)).toEqual(
      [...first.records.map((c) => c.publishTime)].sort().reverse(),
    );
    let sum = 0;
    for (const code of ['2', '3', '4', '5']) {
      const p = await page({ status: code });
      expect(p.total, code).toBeGreaterThan(0);
      expect(p.records.every((c) => c.statusCode === code)).toBe(true);
      sum += p.total;
    }
    expect(sum).toBe(PACKAGE_COUNT);
    const f = await page({ categoryCode: '2', provinceCode: '320000', budgetMinWan: 500, budgetMaxWan: 3000 });
    expect(
      f.records.every(
        (c) => c.categoryCode === '2' && c.provinceCode === '320000' && c.budgetWan >= 500 && c.budgetWan <= 3000,
      ),
    ).toBe(true);
    const labour = await page({ subcontractType: '2' });
    expect(labour.records.every((c) => c.categoryCode === '11' && c.subcontractTypeName === '劳务分包')).toBe(true);
    const byBudget = await page({ sort: 'budget', size: 30 });
    expect(byBudget.records.map((c) => c.budget)).toEqual(
      [...byBudget.records.map((c) => c.budget)].sort((a, b) => b - a),
    );
    const byDeadline = await page({ sort: 'deadline', status: '2', size: 30 });
    expect(byDeadline.records.map((c) => c.applyDeadline)).toEqual(
      [...byDeadline.records.map((c) => c.applyDeadline)].sort(),
    );
    expect(
      (await page({ keyword: '南京华建' })).records.every((c) => c.contractor.name === '南京华建建设工程有限公司'),
    ).toBe(true);
    for (const bad of [
      { status: '9' },
      { budgetMinWan: 5, budgetMaxWan: 1 },
      { sort: 'views' },
      { current: 0 },
      { cityCode: 'abc' },
    ]) {
      const [status, msg] = refused(await send(t.app, project.page, bad));
      expect(status).toBe(400);
      expect(msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('只看我能接的 keeps exactly the packages matched 符合, for the member only', async () => {
    const hz = await demo.hangzhou(t.db);
    const all: ProjectCard[] = [];
    for (let current = 1; ; current++) {
      const p = await page({ categoryCode: '2', current }, hz);
      all.push(...p.records);
      if (current >= p.pages) break;
    }
    expect(all.every((c) => c.match !== null)).toBe(true);
    const mine = await page({ categoryCode: '2', canTake: true }, hz);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBe(all.filter((c) => c.match === 'yes').length);
    expect(mine.records.every((c) => c.match === 'yes')).toBe(true);
    expect((await page({ categoryCode: '5', canTake: true }, hz)).total).toBe(0);
    // Visitors: no match, the filter has no effect.
    expect((await page({ categoryCode: '5', canTake: true })).records.every((c) => c.match === null)).toBe(true);
  });

  it('shows a package with contact masked for visitors, 404 for unknown ids; its card, statistics and city', async () => {
    const id = (await page({ status: '2', size: 1 })).records[0].id;
    const visitor = body<ProjectDetail>(await send(t.app, project.detail, { id }));
    expect(visitor.contact.masked).toBe(true);
    expect(visitor.contact.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(visitor.applyBlock).toBe('请先登录');
    const member = body<ProjectDetail>(await send(t.app, project.detail, { id }, await demo.supplier(t.db)));
    expect(member.contact.masked).toBe(false);
    expect(refused(await send(t.app, project.detail, { id: 999_999 }))[0]).toBe(404);
    const card = body<{ qrSvg: string; projectName: string }>(await send(t.app, project.card, { id }));
    expect(card.qrSvg).toMatch(/^<svg/);
    const stats = body<ProjectStats>(await send(t.app, project.statistics, {}));
    expect(stats.total).toBe(PACKAGE_COUNT);
    expect(stats.byCategory.reduce((s, c) => s + c.count, 0)).toBe(stats.total);
    expect(stats.topCities.length).toBeGreaterThan(0);
    const city = body<ProjectCity>(await send(t.app, project.city, { city: stats.topCities[0].cityCode }));
    expect(city.openCount).toBe(stats.topCities[0].count);
    expect(city.open.every((c) => c.cityCode === city.cityCode && c.statusCode === '2')).toBe(true);
    expect(city.months).toHaveLength(6);
    expect(refused(await send(t.app, project.city, { city: '320000' }))[0]).toBe(404);
    expect(refused(await send(t.app, project.city, { city: 'x' }))[0]).toBe(400);
  });
});
