// The job board and the worker cards page their ids over covering indexes and filter the employer
// by id (issue 26): every answer — the page's ids in order and the total — stays the one of the
// lists' first meaning (the posts joined with their employers, a certificate looked up per card),
// written out here as the reference, on many filter, sort and page cases, on both dialects.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { labor, type JobCard, type WorkerCard } from '../../src/api/labor';
import { leavesOf } from '../../src/api/labor-trades';
import { contains } from '../../src/server/db/query';
import { beijingDay, stampOf } from '../../src/server/floor/time';
import { eachDialect, useApp } from './helpers';
import { body, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

type JobCase = {
  keyword?: string;
  trades?: string;
  provinceCode?: string;
  wageUnit?: string;
  wageMin?: number;
  verifiedOnly?: '1';
  within?: '3';
  sort?: 'wageDesc' | 'wageAsc';
  current?: number;
};
type WorkerCase = {
  keyword?: string;
  trades?: string;
  provinceCode?: string;
  yearsMin?: number;
  certified?: '1';
  certType?: string;
  openOnly?: '1';
  sort?: 'years' | 'wageAsc';
  current?: number;
};

eachDialect('labour list queries keep their answers', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  /** The board as first written: posts joined with both employers, the verified rule on the joined row. */
  async function jobsByJoin(q: JobCase): Promise<number[]> {
    let b = t.db
      .selectFrom('labor_job as j')
      .leftJoin('companies as c', 'c.id', 'j.company_id')
      .leftJoin('labor_company as lc', 'lc.id', 'j.labor_company_id')
      .where('j.status', 'in', ['recruiting', 'full'])
      .where('j.expires_at', '>', stampOf(clock.now));
    if (q.trades)
      b = b.where(
        'j.id',
        'in',
        t.db
          .selectFrom('labor_trade')
          .select('owner_id')
          .where('kind', '=', 'job')
          .where('trade_code', 'in', leavesOf(q.trades)),
      );
    if (q.keyword)
      b = b.where((eb) =>
        eb.or([
          contains(eb.ref('j.title'), q.keyword!),
          contains(sql.ref('c.name'), q.keyword!),
          contains(sql.ref('lc.name'), q.keyword!),
        ]),
      );
    if (q.provinceCode) b = b.where('j.province_code', '=', q.provinceCode);
    if (q.wageUnit) b = b.where('j.wage_unit', '=', q.wageUnit);
    if (q.wageMin != null) b = b.where('j.wage_max', '>=', q.wageMin);
    if (q.within) b = b.where('j.publish_time', '>=', stampOf(clock.now - Number(q.within) * 86_400_000));
    if (q.verifiedOnly)
      b = b.where(
        sql<number>`case when lc.id is not null then lc.verified when c.org_code <> '' then 1 else 0 end`,
        '=',
        1,
      );
    let o = b.select('j.id');
    if (q.sort === 'wageDesc') o = o.orderBy('j.wage_max', 'desc');
    if (q.sort === 'wageAsc') o = o.orderBy('j.wage_min', 'asc');
    return (await o.orderBy('j.publish_time', 'desc').orderBy('j.id', 'desc').execute()).map((r) => r.id);
  }

  /** The worker cards as first written: a certificate looked up for each card. */
  async function workersByLookup(q: WorkerCase): Promise<number[]> {
    const today = beijingDay(clock.now);
    let b = t.db
      .selectFrom('labor_worker as w')
      .where('w.status', 'in', ['open', 'working'])
      .where('w.active_at', '>=', stampOf(clock.now - 30 * 86_400_000));
    if (q.trades)
      b = b.where(
        'w.id',
        'in',
        t.db
          .selectFrom('labor_trade')
          .select('owner_id')
          .where('kind', '=', 'worker')
          .where('trade_code', 'in', leavesOf(q.trades)),
      );
    if (q.keyword)
      b = b.where((eb) => eb.or([contains(eb.ref('w.intro'), q.keyword!), contains(eb.ref('w.surname'), q.keyword!)]));
    if (q.provinceCode) b = b.where('w.province_code', '=', q.provinceCode);
    if (q.yearsMin != null) b = b.where('w.years', '>=', q.yearsMin);
    if (q.openOnly) b = b.where('w.status', '=', 'open');
    if (q.certified || q.certType) {
      b = b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('labor_certificate as x')
            .select('x.id')
            .whereRef('x.worker_id', '=', 'w.id')
            .where('x.expires_at', '>=', today)
            .where('x.verified', '<>', -1)
            .$if(!!q.certType, (s) => s.where('x.type_code', '=', q.certType!)),
        ),
      );
    }
    let o = b.select('w.id');
    if (q.sort === 'years') o = o.orderBy('w.years', 'desc');
    if (q.sort === 'wageAsc') o = o.orderBy('w.expected_wage', 'asc');
    return (await o.orderBy('w.active_at', 'desc').orderBy('w.id', 'desc').execute()).map((r) => r.id);
  }

  const pageOfIds = (all: number[], current = 1, size = 20) => all.slice((current - 1) * size, current * size);

  it('the job board: the same page and total as the joined query, for every filter, sort and page', async () => {
    const labourName = (await t.db.selectFrom('labor_company').select('name').orderBy('id').executeTakeFirstOrThrow())
      .name;
    const employer = (
      await t.db
        .selectFrom('labor_job as j')
        .innerJoin('companies as c', 'c.id', 'j.company_id')
        .select('c.name')
        .where('j.status', '=', 'recruiting')
        .executeTakeFirstOrThrow()
    ).name;
    const cases: JobCase[] = [
      {},
      { current: 3 },
      { keyword: '钢筋' },
      { keyword: labourName.slice(0, 4) },
      { keyword: employer.slice(2, 6) },
      { keyword: '钢筋', verifiedOnly: '1', current: 2 },
      { verifiedOnly: '1' },
      { sort: 'wageDesc', current: 2 },
      { sort: 'wageAsc', wageUnit: '元/天', wageMin: 300 },
      { trades: '06', provinceCode: '320000' },
      { within: '3', sort: 'wageDesc' },
      { keyword: '没有这样的字' },
    ];
    let nonEmpty = 0;
    for (const q of cases) {
      const all = await jobsByJoin(q);
      const got = body<Page<JobCard>>(await send(t.app, labor.recruitPage, q));
      expect([got.total, got.records.map((r) => r.id)], JSON.stringify(q)).toEqual([
        all.length,
        pageOfIds(all, q.current),
      ]);
      if (got.records.length) nonEmpty++;
    }
    // The cases are not vacuous: all but the unmatched keyword find posts.
    expect(nonEmpty).toBe(cases.length - 1);
  });

  it('the worker cards: the same page and total as the per-card lookup, for every filter, sort and page', async () => {
    const cases: WorkerCase[] = [
      {},
      { current: 4 },
      { keyword: '经验' },
      { keyword: '王' },
      { certified: '1' },
      { certType: '05', sort: 'years' },
      { certified: '1', provinceCode: '320000' },
      { sort: 'wageAsc', yearsMin: 10, current: 2 },
      { trades: '06', openOnly: '1' },
    ];
    for (const q of cases) {
      const all = await workersByLookup(q);
      expect(all.length, JSON.stringify(q)).toBeGreaterThan(0);
      const got = body<Page<WorkerCard>>(await send(t.app, labor.memberPage, q));
      expect([got.total, got.records.map((r) => r.id)], JSON.stringify(q)).toEqual([
        all.length,
        pageOfIds(all, q.current),
      ]);
    }
  });
});
