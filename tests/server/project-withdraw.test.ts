// Withdrawing an application (exact under parallel requests, racing the decision too; the
// contractor told; a new application takes the row up again), and saved searches with
// 只看我能接的 told only when the saver's 资质 fits the new package (the badge's rule).
import { expect, it } from 'vitest';
import { member } from '../../src/api/member';
import { project, type PackageForm, type ProjectApplication, type ProjectDetail } from '../../src/api/project';
import { savedSearch } from '../../src/api/saved-search';
import { APPLY_MSG } from '../../src/server/modules/project/applications';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';

eachDialect('project withdrawal and 只看我能接的 subscriptions', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const day = (days: number) => new Date(clock.now + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = (over: Partial<PackageForm> = {}): PackageForm => ({
    projectName: '苏州工业园区研发楼钢结构工程专业分包',
    categoryCode: '2',
    subcontractType: '1',
    saleType: '1',
    transactionMode: '1',
    provinceCode: '320000',
    cityCode: '320500',
    address: '苏州工业园区星湖街与金鸡湖大道交叉口',
    scope: '钢结构深化设计、制作及安装',
    budgetWan: 640,
    qualificationGrade: '2',
    startDate: day(20),
    durationDays: 150,
    paymentTerms: '按月进度款支付 70%',
    applyDeadline: new Date(clock.now + 10 * DAY).toISOString(),
    mainStructure: false,
    contactName: '李工',
    contactPhone: '13912345678',
    ...over,
  });
  const publish = async (over: Partial<PackageForm> = {}) =>
    body<{ id: number }>(await send(t.app, project.publish, form(over), await demo.buyer(t.db))).id;
  const unread = async (headers: Record<string, string>) =>
    body<{ system: number }>(await send(t.app, member.unreadCount, {}, headers)).system;
  const qualify = async (c: TestCompany, category: string, grade: string, expires = day(400)) =>
    body(
      await send(
        t.app,
        project.saveQualification,
        { categoryCode: category, grade, certNo: `D2${category}${c.companyId}`.padEnd(10, '0'), expiresOn: expires },
        c.headers,
      ),
    );
  const applyAs = async (c: TestCompany, packageId: number) =>
    body<ProjectApplication>(
      await send(
        t.app,
        project.apply,
        { packageId, qualification: '钢结构工程专业承包一级', experience: '近三年钢结构厂房 3 项' },
        c.headers,
      ),
    );
  const applicants = async (id: number) => body<ProjectDetail>(await send(t.app, project.detail, { id })).applicants;

  it('withdraws exactly once under 20 parallel requests, tells the contractor, and lets the company apply again', async () => {
    const id = await publish();
    const a = await makeCompany(t.db, '2');
    await qualify(a, '2', '1');
    const mine = await applyAs(a, id);
    const buyer = await demo.buyer(t.db);
    const told = await unread(buyer);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, project.withdraw, { applicationId: mine.id }, a.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, APPLY_MSG.withdrawn]);
    expect(await applicants(id)).toBe(0);
    expect(await unread(buyer)).toBe(told + 1);
    const d = body<ProjectDetail>(await send(t.app, project.detail, { id }, a.headers));
    expect(d).toMatchObject({ applyBlock: '', myApplication: { status: 'withdrawn', statusName: '已撤回' } });
    // Another company cannot withdraw it (not found), nor can the contractor decide a withdrawn one.
    const b = await makeCompany(t.db, '2');
    expect(refused(await send(t.app, project.withdraw, { applicationId: mine.id }, b.headers))[0]).toBe(404);
    expect(refused(await send(t.app, project.decide, { applicationId: mine.id, accept: true }, buyer))).toEqual([
      400,
      APPLY_MSG.withdrawn,
    ]);
    // Applying again takes the row up, once, under parallel requests too.
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, project.apply, { packageId: id, qualification: '一级', experience: '同类工程 4 项' }, a.headers),
      ),
    );
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of again.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, APPLY_MSG.twice]);
    const back = body<ProjectApplication>(again.find((r) => r.statusCode === 200)!);
    expect(back).toMatchObject({ id: mine.id, status: 'submitted', experience: '同类工程 4 项', decidedAt: null });
    expect(await applicants(id)).toBe(1);
  });

  it('a withdrawal racing the award: exactly one of them wins', async () => {
    const buyer = await demo.buyer(t.db);
    for (let round = 0; round < 4; round++) {
      const id = await publish();
      const a = await makeCompany(t.db, '2');
      await qualify(a, '2', '1');
      const mine = await applyAs(a, id);
      const [w, d] = await Promise.all([
        send(t.app, project.withdraw, { applicationId: mine.id }, a.headers),
        send(t.app, project.decide, { applicationId: mine.id, accept: true }, buyer),
      ]);
      expect([w.statusCode, d.statusCode].sort()).toEqual([200, 400]);
      const after = body<ProjectDetail>(await send(t.app, project.detail, { id }, a.headers));
      if (w.statusCode === 200)
        expect(after).toMatchObject({ statusCode: '2', applicants: 0, myApplication: { status: 'withdrawn' } });
      else expect(after).toMatchObject({ statusCode: '3', applicants: 1, myApplication: { status: 'accepted' } });
    }
  });

  it('tells a 只看我能接的 subscription only when the saver can take the new package', async () => {
    const save = async (c: TestCompany, filters: object) =>
      body(await send(t.app, savedSearch.save, { kind: 'project', name: '能接的钢结构', filters }, c.headers));
    const [fits, low, none, expiring, plain] = await Promise.all([0, 1, 2, 3, 4].map(() => makeCompany(t.db, '2')));
    await qualify(fits, '2', '1');
    await qualify(low, '2', '3');
    await qualify(expiring, '2', '1', day(5));
    for (const c of [fits, low, none, expiring]) await save(c, { categoryCode: '2', canTake: true });
    await save(plain, { categoryCode: '2' });
    const before = await Promise.all([fits, low, none, expiring, plain].map((c) => unread(c.headers)));
    await publish({ projectName: '苏州独墅湖科教创新区实验楼钢结构工程专业分包' });
    const after = await Promise.all([fits, low, none, expiring, plain].map((c) => unread(c.headers)));
    // 符合 only: grade 一级 ≥ 二级 asked; 三级 falls short; none stored or a certificate ending before the deadline is 需核实.
    expect(after.map((n, i) => n - before[i])).toEqual([1, 0, 0, 0, 1]);
    // A package asking no 资质 (园林绿化) fits everyone who can take it.
    await Promise.all([fits, low, none, expiring, plain].map((c) => save(c, { categoryCode: '10', canTake: true })));
    const mid = await Promise.all([fits, low, none, expiring, plain].map((c) => unread(c.headers)));
    await publish({
      categoryCode: '10',
      qualificationGrade: '0',
      projectName: '苏州工业园区研发楼景观绿化工程',
      scope: '景观绿化及苗木种植',
    });
    const end = await Promise.all([fits, low, none, expiring, plain].map((c) => unread(c.headers)));
    expect(end.map((n, i) => n - mid[i])).toEqual([1, 1, 1, 1, 1]);
    // What the list says for each of them agrees: 只看我能接的 shows the first package to `fits` only.
    const seen = async (c: TestCompany) =>
      body<{ records: { projectName: string }[] }>(
        await send(t.app, project.page, { keyword: '独墅湖', canTake: true }, c.headers),
      ).records.length;
    expect(await Promise.all([fits, low, none, expiring].map(seen))).toEqual([1, 0, 0, 0]);
  });
});
