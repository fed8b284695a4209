// The labour boards on the seeded market: the seed's volume and rules (wages fit trade and unit,
// certificates follow the number rule, fee words ⇔ the warning flag, dates relative to the seed
// clock), the lists' filters (a tree node takes its children), sorts and paging, details (404,
// masked contacts, the employer card) and bad input (400 in Chinese, never a 5xx).
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import {
  labor,
  type CompanyCard,
  type JobCard,
  type JobDetail,
  type TeamCard,
  type WorkerCard,
  type WorkerDetail,
} from '../../src/api/labor';
import { certProblem, feeWordsIn, LABOR_STALE_DAYS, leavesOf, TRADE_TREE } from '../../src/api/labor-trades';
import { PAY } from '../../src/server/modules/labor/seed/pools';
import { eachDialect, TEST_NOW, useApp } from './helpers';
import { stampOf as stamp } from '../../src/server/floor/time';
import { body, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

eachDialect('labour lists', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const jobs = async (q: object = {}) => body<Page<JobCard>>(await send(t.app, labor.recruitPage, { size: 100, ...q }));

  it('seeds believable boards: volume, wages per trade and unit, certificate numbers, fee words, dates', async () => {
    const db = t.db;
    const n = async (table: 'labor_job' | 'labor_worker' | 'labor_team' | 'labor_company') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await n('labor_job')).toBeGreaterThanOrEqual(3000);
    expect(await n('labor_worker')).toBeGreaterThanOrEqual(3000);
    expect(await n('labor_team')).toBeGreaterThanOrEqual(500);
    expect(await n('labor_company')).toBeGreaterThanOrEqual(200);
    const rows = await db.selectFrom('labor_job').selectAll().execute();
    const trades = await db.selectFrom('labor_trade').select(['kind', 'owner_id', 'trade_code']).execute();
    const first = new Map<number, string>();
    for (const r of trades)
      if (r.kind === 'job' && (!first.has(r.owner_id) || r.trade_code < first.get(r.owner_id)!))
        first.set(r.owner_id, r.trade_code);
    const provinces = new Set(rows.map((r) => r.province_code));
    expect(provinces.size).toBeGreaterThanOrEqual(31);
    for (const j of rows) {
      expect(j.wage_max).toBeGreaterThanOrEqual(j.wage_min);
      expect(j.city_code.slice(0, 2)).toBe(j.province_code.slice(0, 2));
      expect(j.fee_flag === 1).toBe(feeWordsIn([j.title, j.benefits, j.requirements, j.description]).length > 0);
      // A held post (a fee word, not yet reviewed) was submitted in the last two days and is unpublished.
      if (j.status === 'pending_review')
        expect([j.fee_flag, j.publish_time, j.created_at > stamp(TEST_NOW - 2 * 86_400_000)]).toEqual([1, null, true]);
      const at = j.publish_time ?? j.created_at;
      expect(at <= stamp(TEST_NOW)).toBe(true);
      expect(at > stamp(TEST_NOW - 46 * 86_400_000)).toBe(true);
      // An open post (recruiting or full) is inside its listing window.
      if (j.status === 'recruiting' || j.status === 'full') expect(j.expires_at > stamp(TEST_NOW)).toBe(true);
      if (j.wage_unit === '元/月') expect(j.settlement).toBe('月结');
      // Some trade of the post is paid in its unit.
      const codes = trades.filter((x) => x.kind === 'job' && x.owner_id === j.id).map((x) => x.trade_code);
      expect(codes.some((c) => PAY[c]?.[j.wage_unit as '元/天'])).toBe(true);
    }
    expect(rows.some((j) => j.status === 'pending_review')).toBe(true);
    // Most worker cards were refreshed within the stale window; the few older ones are off the lists.
    const workers = await db.selectFrom('labor_worker').select(['active_at', 'updated_at']).execute();
    const stale = workers.filter((w) => w.active_at < stamp(TEST_NOW - LABOR_STALE_DAYS * 86_400_000)).length;
    expect(stale).toBeGreaterThan(0);
    expect(stale / workers.length).toBeLessThan(0.15);
    for (const w of workers) expect(w.updated_at).toBe(w.active_at);
    const certs = await db.selectFrom('labor_certificate').selectAll().execute();
    expect(certs.length).toBeGreaterThan(300);
    for (const c of certs) {
      const own = trades.filter((x) => x.kind === 'worker' && x.owner_id === c.worker_id).map((x) => x.trade_code);
      expect(
        certProblem(
          { typeCode: c.type_code, number: c.number, provinceCode: c.province_code },
          own,
          Number(c.issued_at.slice(0, 4)),
        ),
        c.number,
      ).toBe('');
      expect(c.number.slice(4, 8)).toBe(c.issued_at.slice(0, 4));
      expect(c.expires_at > c.issued_at).toBe(true);
    }
  });

  it('pages job posts; a tree node filters by its children; filters and sorts agree with the cards', async () => {
    const p = await jobs({ size: 20 });
    expect(p.total).toBeGreaterThan(1500);
    const times = (await jobs()).records.map((c) => c.publishTime!);
    expect(times).toEqual([...times].sort().reverse());
    const group = await jobs({ trades: '06' });
    expect(group.total).toBeGreaterThan(0);
    for (const c of group.records) expect(c.trades.some((x) => leavesOf('06').includes(x.code))).toBe(true);
    const leaf = await jobs({ trades: '0601', size: 1 });
    expect(leaf.total).toBeLessThanOrEqual(group.total);
    const two = await jobs({ trades: '06,09', size: 1 });
    expect(two.total).toBeGreaterThan(group.total);
    const paid = await jobs({ wageUnit: '元/天', wageMin: 400, sort: 'wageDesc', provinceCode: '320000' });
    for (const c of paid.records)
      expect(c.wageUnit === '元/天' && c.wageMax >= 400 && c.provinceCode === '320000').toBe(true);
    expect(paid.records.map((c) => c.wageMax)).toEqual([...paid.records.map((c) => c.wageMax)].sort((a, b) => b - a));
    const verified = await jobs({ verifiedOnly: 1, settlement: '日结' });
    expect(verified.records.every((c) => c.employer.verified && c.settlement === '日结')).toBe(true);
    const within = await jobs({ within: '1', size: 100 });
    for (const c of within.records) expect(Date.parse(c.publishTime!)).toBeGreaterThan(clock.now - 86_400_000);
    const featured = body<JobCard[]>(await send(t.app, labor.featuredRecruit, { size: 8 }));
    expect(featured).toHaveLength(8);
    expect(featured.every((c) => c.employer.verified && !c.feeWarning && c.state === 'recruiting')).toBe(true);
    const hot = body<{ code: string; count: number }[]>(await send(t.app, labor.hotBusiness));
    expect(hot.length).toBeGreaterThan(5);
    expect(hot.map((h) => h.count)).toEqual([...hot.map((h) => h.count)].sort((a, b) => b - a));
  });

  it('details: unknown ids are 404, contacts masked, the employer card and the fee warning', async () => {
    const flagged = await t.db
      .selectFrom('labor_job')
      .select('id')
      .where('fee_flag', '=', 1)
      .where('status', '=', 'recruiting')
      .executeTakeFirstOrThrow();
    const d = body<JobDetail>(await send(t.app, labor.recruitDetail, { id: flagged.id }));
    expect(d.feeWarning).toBe(true);
    expect(d.feeWords).toContain('押金');
    expect(d.contact.masked).toBe(true);
    expect(d.contact.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(d.employerCard.reportCount).toBeGreaterThan(0);
    for (const c of [labor.recruitDetail, labor.memberDetail, labor.teamDetail, labor.companyDetail])
      expect(refused(await send(t.app, c, { id: 999_999 }))[0]).toBe(404);
    const w = body<Page<WorkerCard>>(await send(t.app, labor.memberPage, { certType: '05', size: 5 }));
    expect(w.total).toBeGreaterThan(0);
    const wd = body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: w.records[0].id }));
    expect(wd.name).toMatch(/^.师傅$/);
    expect(wd.certificates.some((c) => c.typeCode === '05' && c.state !== 'expired' && c.number.includes('****'))).toBe(
      true,
    );
    const teams = body<Page<TeamCard>>(await send(t.app, labor.teamPage, { trades: TRADE_TREE[5].code, mode: '包工' }));
    expect(teams.records.every((x) => x.mode === '包工' && x.leaderName.endsWith('**'))).toBe(true);
    const companies = body<CompanyCard[]>(await send(t.app, labor.business));
    expect(companies).toHaveLength(10);
    const big = body<Page<CompanyCard>>(await send(t.app, labor.companyPage, { scale: '3', sort: 'rating' }));
    expect(big.records.every((c) => c.workers > 300)).toBe(true);
  });

  it('bad input is a 400 in Chinese, never a 5xx', async () => {
    for (const q of [
      { trades: '99' },
      { trades: 'x' },
      { wageMin: 100 },
      { wageUnit: '元/年' },
      { startFrom: '2026-13-01' },
      { size: 1000 },
      { wageUnit: '元/天', wageMin: 500, wageMax: 100 },
    ]) {
      const [status, msg] = refused(await send(t.app, labor.recruitPage, q));
      expect(status, JSON.stringify(q)).toBe(400);
      expect(msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(refused(await send(t.app, labor.memberPage, { certType: '12' }))[0]).toBe(400);
    expect(refused(await send(t.app, labor.companyPage, { scale: '9' }))[0]).toBe(400);
  });
});
