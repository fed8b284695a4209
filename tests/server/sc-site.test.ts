// The sc site's public calls and its seed on both dialects: the fast_city dictionary (every
// prefecture city, pinyin initials: hz → 杭州 / 惠州 / 湖州), the tender search over the main
// site's tenders (the shared filter model, city, sort, bad input as 400s), the index page, the
// app client info, and the demo accounts' business rules.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { isUscc } from '../../src/api/finance-fields';
import { sc, type ScAppInfo, type ScBanner, type ScCity, type ScIndexPage, type ScTender } from '../../src/api/sc';
import { SC_AGREEMENTS, SC_ROLE_AGREEMENTS } from '../../src/api/sc-dicts';
import { call, data, freshIp, refusal } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { REJECT_REASONS } from '../../src/server/modules/sc/seed/accounts';
import { scLogin } from './sc-helpers';

eachDialect('sc site', (dialect) => {
  const t = useApp(dialect);
  const get = <T>(c: { method: 'GET' | 'POST'; path: string }, input: Record<string, unknown> = {}) =>
    call(t.app, c, input, { ip: freshIp() }).then((r) => data<T>(r));

  it('lists every prefecture city with its pinyin, hot ones flagged, and finds them by initials', async () => {
    const all = await get<ScCity[]>(sc.fastCity);
    const regionCities = await t.db
      .selectFrom('region')
      .select('code')
      .where('level', '=', 2)
      .where('name', 'not like', '%直辖%')
      .execute();
    expect(all.length).toBe(regionCities.length);
    expect(all.length).toBeGreaterThan(330);
    expect(all.every((c) => c.dictValue === c.code && /^[a-z]+$/.test(c.initials) && c.pinyin !== '')).toBe(true);
    expect(all.filter((c) => c.hot).map((c) => c.dictKey)).toEqual(
      expect.arrayContaining(['北京市', '上海市', '杭州市']),
    );
    const hz = (await get<ScCity[]>(sc.fastCity, { keyword: 'hz' })).map((c) => c.dictKey);
    expect(hz).toEqual(expect.arrayContaining(['杭州市', '惠州市', '湖州市']));
    expect((await get<ScCity[]>(sc.fastCity, { keyword: '杭' })).map((c) => c.dictKey)).toContain('杭州市');
  });

  it('searches the main site’s tenders by city, type, status and days, newest or deadline first', async () => {
    const all = await get<Page<ScTender>>(sc.searchPage, { size: 100 });
    expect(all.total).toBe(
      Number(
        (
          await t.db
            .selectFrom('tender')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const city = all.records[0].cityCode;
    const inCity = await get<Page<ScTender>>(sc.searchPage, { cityCode: city, size: 100 });
    expect(inCity.total).toBeGreaterThan(0);
    expect(inCity.records.every((r) => r.cityCode === city)).toBe(true);
    const times = all.records.map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    const open = await get<Page<ScTender>>(sc.searchPage, { sort: 'deadline', status: '2', size: 50 });
    expect(open.records.every((r) => r.statusCode === '2')).toBe(true);
    const deadlines = open.records.map((r) => r.bidDeadline);
    expect([...deadlines].sort()).toEqual(deadlines);
    const works = await get<Page<ScTender>>(sc.searchPage, { typeCode: '1', size: 50 });
    expect(
      works.records.every(
        (r) => r.typeName === '工程施工' && r.link.startsWith('/preferentialInquiry/tenderDetail?id='),
      ),
    ).toBe(true);
    const day = all.records[0].publishTime.slice(0, 10);
    expect(
      (await get<Page<ScTender>>(sc.searchPage, { publishFrom: '2000-01-01', publishTo: '2000-01-02' })).total,
    ).toBe(0);
    expect((await get<Page<ScTender>>(sc.searchPage, { publishFrom: '2000-01-01' })).total).toBe(all.total);
    expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
    for (const bad of [
      { cityCode: 'abc' },
      { sort: 'budget' },
      { status: '9' },
      { size: 500 },
      { publishFrom: '2026-02-30' },
      { publishFrom: '2026-05-02', publishTo: '2026-05-01' },
    ]) {
      const r = await call(t.app, sc.searchPage, bad, { ip: freshIp() });
      expect(refusal(r)[0], JSON.stringify(bad)).toBe(400);
      expect(refusal(r)[1]).toMatch(/参数错误/);
    }
  });

  it('answers the index page: today’s openings, live counts per type, the latest, per city', async () => {
    const idx = await get<ScIndexPage>(sc.indexPage);
    expect(idx.typeCounts).toHaveLength(6);
    expect(idx.latest.length).toBeGreaterThan(0);
    expect(idx.todayOpeningCount).toBeGreaterThanOrEqual(idx.todayOpenings.length);
    const city = idx.latest[0].cityCode;
    const inCity = await get<ScIndexPage>(sc.indexPage, { cityCode: city });
    expect(inCity.cityName).not.toBe('');
    expect(inCity.latest.every((r) => r.cityCode === city)).toBe(true);
    expect((await get<ScIndexPage>(sc.indexPage, { cityCode: '999999' })).cityName).toBe('');
    expect((await get<ScBanner[]>(sc.banners)).length).toBeGreaterThanOrEqual(3);
    const app = await get<ScAppInfo>(sc.appClientInfo, { role: 'supplier' });
    expect(app.pageUrl).toMatch(/^https?:\/\/[^/]+\/sc-supplier-download-h5$/);
    expect(app.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(app.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('seeds believable accounts: the README’s demo five, valid credit codes, consents at current versions', async () => {
    const accounts = await t.db.selectFrom('sc_account').selectAll().orderBy('id').execute();
    expect(accounts.length).toBeGreaterThan(40);
    expect(accounts.slice(0, 5).map((a) => a.phone)).toEqual([
      '13900000001',
      '13900000002',
      '13900000003',
      '13900000004',
      '13900000005',
    ]);
    expect(accounts.every((a) => isUscc(a.credit_code) && a.credit_code.slice(2, 8) !== '000000')).toBe(true);
    expect(new Set(accounts.map((a) => a.company_name)).size).toBe(accounts.length);
    const roles = await t.db.selectFrom('sc_role').selectAll().execute();
    const of = (id: number) =>
      roles
        .filter((r) => r.account_id === id)
        .map((r) => `${r.role}:${r.cert_status}`)
        .sort();
    expect(of(1)).toEqual(['purchaser:active']);
    expect(of(2)).toEqual(['supplier:certified']);
    expect(of(3)).toEqual(['supplier:cert_pending']);
    expect(of(4)).toEqual(['purchaser:active', 'supplier:certified']);
    expect(of(5)).toEqual(['supplier:rejected']);
    // A rejection says what to fix; no other status carries a reason.
    expect(roles.every((r) => (r.cert_status === 'rejected') === REJECT_REASONS.includes(r.reject_reason))).toBe(true);
    // Purchasers act at once; pending suppliers are younger than the review's 24 hours; reviewed ones have a review time.
    expect(roles.filter((r) => r.role === 'purchaser').every((r) => r.cert_status === 'active')).toBe(true);
    expect(
      roles.filter((r) => r.cert_status === 'certified').every((r) => r.reviewed_at && r.reviewed_at > r.submitted_at),
    ).toBe(true);
    const statuses = new Set(roles.map((r) => r.cert_status));
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    const consents = await t.db.selectFrom('sc_consent').selectAll().execute();
    for (const r of roles) {
      const mine = consents.filter((c) => c.account_id === r.account_id).map((c) => c.agreement);
      expect(mine).toEqual(expect.arrayContaining([...SC_ROLE_AGREEMENTS[r.role]]));
    }
    expect(consents.every((c) => c.version === SC_AGREEMENTS[c.agreement as keyof typeof SC_AGREEMENTS].version)).toBe(
      true,
    );
    // The demo purchaser's company publishes tenders on the main site.
    const mine = await get<Page<ScTender>>(sc.searchPage, { keyword: accounts[0].company_name });
    expect(mine.total).toBeGreaterThan(0);
    // The pending demo supplier waits for a 审核员 (no timer certifies it).
    expect((await scLogin(t.app, '13900000003')).member.roles[0].certStatus).toBe('cert_pending');
  });
});
