// Member actions on packages: 资质 stored once per category, applications (one per company, also
// under 20 parallel requests; not one's own, not after the deadline, not with unfitting 资质),
// the contractor's applicants and decision with notices, publishing with its legal guard rails and
// the saved-search notice.
import { expect, it } from 'vitest';
import { member } from '../../src/api/member';
import { project, type PackageForm, type ProjectApplication, type ProjectDetail } from '../../src/api/project';
import { savedSearch } from '../../src/api/saved-search';
import { ROLE_MSG } from '../../src/server/floor/members';
import { APPLY_MSG } from '../../src/server/modules/project/applications';
import { PUBLISH_MSG } from '../../src/api/project-publish';
import { QUAL_MSG } from '../../src/server/modules/project/qualifications';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { applyTo, packageForm } from './project-forms';

eachDialect('project applications and publishing', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const day = (days: number) => new Date(clock.now + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = (over: Partial<PackageForm> = {}): PackageForm => packageForm(clock.now, over);
  const publish = async (over: Partial<PackageForm> = {}) =>
    body<{ id: number }>(await send(t.app, project.publish, form(over), await demo.buyer(t.db))).id;
  const applyOf = applyTo;
  const unread = async (headers: Record<string, string>) =>
    body<{ system: number }>(await send(t.app, member.unreadCount, {}, headers)).system;

  it('publishes only what keeps the rules; buyers only; tells matching saved searches', async () => {
    const cases: [Partial<PackageForm>, string][] = [
      [{ mainStructure: true }, PUBLISH_MSG.mainStructure],
      [{ subcontractType: '2' }, PUBLISH_MSG.type],
      [{ qualificationGrade: '0' }, PUBLISH_MSG.grade],
      [{ applyDeadline: new Date(clock.now + 100 * DAY).toISOString() }, PUBLISH_MSG.deadline],
      [{ startDate: day(5) }, PUBLISH_MSG.start],
    ];
    for (const [over, msg] of cases)
      expect(refused(await send(t.app, project.publish, form(over), await demo.buyer(t.db)))).toEqual([400, msg]);
    expect(refused(await send(t.app, project.publish, form(), await demo.supplier(t.db)))).toEqual([
      400,
      ROLE_MSG.buyer,
    ]);
    expect(
      refused(await send(t.app, project.publish, form({ cityCode: '310100' }), await demo.buyer(t.db)))[1],
    ).toMatch(/cityCode/);
    expect(
      refused(await send(t.app, project.publish, { ...form(), budgetWan: '很多' }, await demo.buyer(t.db)))[0],
    ).toBe(400);
    const s = await makeCompany(t.db, '2');
    body(
      await send(
        t.app,
        savedSearch.save,
        {
          kind: 'project',
          name: '江苏钢结构',
          filters: { categoryCode: '2', provinceCode: '320000', budgetMinWan: 500 },
        },
        s.headers,
      ),
    );
    const before = await unread(s.headers);
    await publish({ budgetWan: 300 });
    expect(await unread(s.headers)).toBe(before);
    const id = await publish();
    expect(await unread(s.headers)).toBe(before + 1);
    const d = body<ProjectDetail>(await send(t.app, project.detail, { id }));
    expect(d).toMatchObject({
      statusCode: '2',
      statusName: '招募中',
      requirement: '钢结构工程专业承包二级及以上',
      applicants: 0,
    });
  });

  it('stores 资质 once per category and checks them', async () => {
    const s = await makeCompany(t.db, '2');
    const save = (over: object) =>
      send(
        t.app,
        project.saveQualification,
        { categoryCode: '2', grade: '2', certNo: 'D232012345', expiresOn: day(400), ...over },
        s.headers,
      );
    expect(refused(await save({ grade: '0' }))).toEqual([400, QUAL_MSG.grade]);
    expect(refused(await save({ expiresOn: day(0) }))).toEqual([400, QUAL_MSG.expired]);
    expect(refused(await save({ scanAttachId: 'ab'.repeat(16) }))).toEqual([400, QUAL_MSG.scan]);
    expect(refused(await save({ certNo: '证书' }))[0]).toBe(400);
    body(await save({ grade: '3' }));
    body(await save({ grade: '1' }));
    const list = body<{ id: number; grade: string; gradeName: string }[]>(
      await send(t.app, project.qualifications, {}, s.headers),
    );
    expect(list.map((q) => [q.grade, q.gradeName])).toEqual([['1', '一级']]);
    body(await send(t.app, project.deleteQualification, { id: list[0].id }, s.headers));
    expect(refused(await send(t.app, project.deleteQualification, { id: list[0].id }, s.headers))[0]).toBe(404);
  });

  it('takes one application per company under 20 parallel requests; the contractor decides, everyone is told', async () => {
    const id = await publish();
    const a = await makeCompany(t.db, '2');
    const b = await makeCompany(t.db, '1');
    body(
      await send(
        t.app,
        project.saveQualification,
        { categoryCode: '5', grade: '1', certNo: 'D2350100000', expiresOn: day(400) },
        a.headers,
      ),
    );
    expect(refused(await send(t.app, project.apply, applyOf(id), a.headers))).toEqual([400, APPLY_MSG.unfit]);
    for (const c of [a, b])
      body(
        await send(
          t.app,
          project.saveQualification,
          { categoryCode: '2', grade: '1', certNo: `D2320${c.companyId}`.padEnd(10, '0'), expiresOn: day(400) },
          c.headers,
        ),
      );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, project.apply, applyOf(id), a.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, APPLY_MSG.twice]);
    body(await send(t.app, project.apply, { ...applyOf(id), priceWan: null }, b.headers));
    const buyer = await demo.buyer(t.db);
    expect(refused(await send(t.app, project.apply, applyOf(id), buyer))).toEqual([400, APPLY_MSG.own]);
    const d = body<ProjectDetail>(await send(t.app, project.detail, { id }, a.headers));
    expect(d).toMatchObject({
      applicants: 2,
      applyBlock: APPLY_MSG.twice,
      match: 'yes',
      myApplication: { status: 'submitted', priceWan: 820 },
    });
    expect(refused(await send(t.app, project.applications, { packageId: id }, a.headers))[0]).toBe(403);
    const apps = body<ProjectApplication[]>(await send(t.app, project.applications, { packageId: id }, buyer));
    expect(apps.map((x) => x.company.name).sort()).toEqual([a.name, b.name].sort());
    const [ua, ub] = [await unread(a.headers), await unread(b.headers)];
    const mine = apps.find((x) => x.company.companyId === a.companyId)!;
    expect(
      body<ProjectApplication>(await send(t.app, project.decide, { applicationId: mine.id, accept: true }, buyer))
        .status,
    ).toBe('accepted');
    expect(refused(await send(t.app, project.decide, { applicationId: mine.id, accept: false }, buyer))).toEqual([
      400,
      APPLY_MSG.decided,
    ]);
    expect([await unread(a.headers), await unread(b.headers)]).toEqual([ua + 1, ub + 1]);
    const after = body<ProjectApplication[]>(await send(t.app, project.applications, { packageId: id }, buyer));
    expect(after.map((x) => x.status).sort()).toEqual(['accepted', 'declined']);
    expect(body<ProjectDetail>(await send(t.app, project.detail, { id })).statusName).toBe('已定标');
    // After the deadline nobody applies.
    const late = await publish({ applyDeadline: new Date(clock.now + 2 * 3_600_000).toISOString() });
    clock.advance(3 * 3_600_000);
    expect(refused(await send(t.app, project.apply, applyOf(late), b.headers))).toEqual([400, APPLY_MSG.closed]);
    expect(body<ProjectDetail>(await send(t.app, project.detail, { id: late })).statusName).toBe('已截止');
  });
});
