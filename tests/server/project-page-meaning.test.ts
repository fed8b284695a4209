// The package page pages ids on the packages alone and joins the cards after: every page of each
// filter and sort case equals the list's meaning computed here from the whole table (the
// contractor joined, keyword in name, contractor or scope, 只看我能接的 by the match rule, the
// three orders with the id last), totals included.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { project, type ProjectCard } from '../../src/api/project';
import { deadlineDayOf, matchOf, type Held } from '../../src/server/modules/project/match';
import { eachDialect, useApp } from './helpers';
import { body, demo, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

interface Case {
  q: {
    keyword?: string;
    categoryCode?: string;
    provinceCode?: string;
    status?: string;
    sort?: 'budget' | 'deadline';
    canTake?: boolean;
  };
  member?: boolean;
}

eachDialect('project page meaning', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function expected({ q, member }: Case): Promise<number[]> {
    const now = new Date(clock.now).toISOString().slice(0, 19).replace('T', ' ');
    const rows = await t.db
      .selectFrom('project_package as p')
      .innerJoin('companies as b', 'b.id', 'p.company_id')
      .select([
        'p.id',
        'p.project_name',
        'p.scope',
        'b.name',
        'p.category_code',
        'p.province_code',
        'p.status',
        'p.apply_deadline',
        'p.publish_time',
        'p.budget',
        'p.qual_category',
        'p.qual_grade',
      ])
      .execute();
    const held: Held[] = (
      await t.db.selectFrom('project_qualification').selectAll().where('company_id', '=', 3).execute()
    ).map((h) => ({ categoryCode: h.category_code, grade: h.grade, expiresOn: h.expires_on }));
    const open = (r: (typeof rows)[number]) => r.status === 'published' && r.apply_deadline > now;
    const shown = (r: (typeof rows)[number]) =>
      r.status === 'awarded' ? '3' : r.status === 'closed' ? '4' : open(r) ? '2' : '5';
    const k = q.keyword;
    const kept = rows.filter(
      (r) =>
        r.status !== 'pending_review' &&
        (!k || r.project_name.includes(k) || r.name.includes(k) || r.scope.includes(k)) &&
        (!q.categoryCode || r.category_code === q.categoryCode) &&
        (!q.provinceCode || r.province_code === q.provinceCode) &&
        (!q.status || shown(r) === q.status) &&
        (!q.canTake ||
          !member ||
          matchOf(
            { qualCategory: r.qual_category, qualGrade: r.qual_grade, deadlineDay: deadlineDayOf(r.apply_deadline) },
            held,
          ).match === 'yes'),
    );
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    kept.sort((a, b) => {
      if (q.sort === 'budget') return cmp(Number(b.budget), Number(a.budget)) || b.id - a.id;
      if (q.sort === 'deadline') {
        const [oa, ob] = [open(a), open(b)];
        if (oa !== ob) return oa ? -1 : 1;
        return (oa ? cmp(a.apply_deadline, b.apply_deadline) : cmp(b.apply_deadline, a.apply_deadline)) || b.id - a.id;
      }
      return cmp(b.publish_time, a.publish_time) || b.id - a.id;
    });
    return kept.map((r) => r.id);
  }

  const cases: Case[] = [
    { q: {} },
    { q: { keyword: '工程' } },
    { q: { keyword: '南京华建' } },
    { q: { keyword: '钢结构', sort: 'budget' } },
    { q: { keyword: '没有这样的项目' } },
    { q: { categoryCode: '2', provinceCode: '320000' } },
    { q: { status: '2', sort: 'deadline' } },
    { q: { sort: 'deadline' } },
    { q: { sort: 'budget', categoryCode: '3' } },
    { q: { canTake: true }, member: true },
    { q: { canTake: true, keyword: '工程', sort: 'deadline' }, member: true },
  ];

  it('answers every page of each case as the whole list means it', async () => {
    const hz = await demo.hangzhou(t.db);
    for (const c of cases) {
      const want = await expected(c);
      const size = 97;
      const got: ProjectCard[] = [];
      let total = -1;
      for (let current = 1; current <= Math.max(1, Math.ceil(want.length / size)); current++) {
        const p = body<Page<ProjectCard>>(
          await send(t.app, project.page, { ...c.q, size, current }, c.member ? hz : {}),
        );
        got.push(...p.records);
        total = p.total;
      }
      const why = JSON.stringify(c);
      expect(total, why).toBe(want.length);
      expect(
        got.map((r) => r.id),
        why,
      ).toEqual(want);
      if (c.q.canTake)
        expect(
          got.every((r) => r.match === 'yes'),
          why,
        ).toBe(true);
    }
    expect((await expected({ q: { keyword: '南京华建' } })).length).toBeGreaterThan(0);
  });
});
