// The labour review desk on both dialects: only reviewers reach it (403 otherwise), a held post is
// decided once under parallel decisions (approve: published with its warning, the poster told
// with a link to it; reject: the reason, back to edit), no one decides their own post, and a
// certificate is checked once (已核验 / 核验不符) with the worker told; contact notices link to
// the listing they are about.
import { expect, it } from 'vitest';
import type { JobDetail, WorkerDetail } from '../../src/api/labor';
import { laborMember, type SavedListing } from '../../src/api/labor-member';
import { laborReview, type ReviewDesk } from '../../src/api/labor-review';
import { labor } from '../../src/api/labor';
import { eachDialect, useApp } from './helpers';
import { body, demo, makeCompany, refused, useClock } from './inquiry-helpers';
import { jobFormOf, workerFormOf } from './labor-helpers';
import { send } from './mall-helpers';

eachDialect('labour review', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const noticesOf = (companyId: number) =>
    t.db
      .selectFrom('notices')
      .select(['title', 'content', 'link', 'object_kind', 'object_id'])
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute();

  it('the desk is for reviewers only; the seeded desk holds fee-word posts and unchecked certificates', async () => {
    const member = await makeCompany(t.db, '1');
    expect(refused(await send(t.app, laborReview.desk, {}, member.headers))).toEqual([
      403,
      '仅平台劳务审核人员可以进行此操作',
    ]);
    expect(refused(await send(t.app, laborReview.decide, { jobId: 1, approve: true }, member.headers))[0]).toBe(403);
    expect(refused(await send(t.app, laborReview.desk, {}))[0]).toBe(401);
    expect(body<{ reviewer: boolean }>(await send(t.app, laborReview.role, {}, member.headers)).reviewer).toBe(false);
    const reviewer = await demo.buyer(t.db);
    expect(body<{ reviewer: boolean }>(await send(t.app, laborReview.role, {}, reviewer)).reviewer).toBe(true);
    const desk = body<ReviewDesk>(await send(t.app, laborReview.desk, {}, reviewer));
    expect(desk.heldTotal).toBeGreaterThan(0);
    for (const p of desk.held) expect(p.feeWords.length).toBeGreaterThan(0);
    expect(desk.certTotal).toBeGreaterThan(0);
    expect(desk.certs[0].number).toMatch(/^\p{Script=Han}[A-Z]\d{12}$/u);
  });

  it('a held post is decided once under parallel decisions and the poster is told with a link', async () => {
    const poster = await makeCompany(t.db, '1');
    const held = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveJob,
        jobFormOf(clock, { title: '苏州吴江厂房招普工20名', description: '入场先交押金300元' }),
        poster.headers,
      ),
    );
    expect(held.state).toBe('pending_review');
    const reviewer = await demo.buyer(t.db);
    const desk = body<ReviewDesk>(await send(t.app, laborReview.desk, {}, reviewer));
    expect(desk.held.find((p) => p.id === held.id)).toMatchObject({
      title: '苏州吴江厂房招普工20名',
      feeWords: ['押金', '先交'],
      own: false,
    });
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => send(t.app, laborReview.decide, { jobId: held.id, approve: true }, reviewer)),
    );
    expect(runs.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(refused(runs.find((r) => r.statusCode === 400)!)[1]).toContain('已被处理');
    const told = await noticesOf(poster.companyId);
    expect(told).toEqual([
      expect.objectContaining({
        title: '招工信息已通过审核：苏州吴江厂房招普工20名',
        link: `/labor-services/detail-work?id=${held.id}`,
        object_kind: 'laborJob',
        object_id: held.id,
      }),
    ]);
    const d = body<JobDetail>(await send(t.app, labor.recruitDetail, { id: held.id }));
    expect([d.state, d.feeWarning, d.feeWords]).toEqual(['recruiting', true, ['押金', '先交']]);
  });

  it('a rejection needs a reason, tells the poster and lets them edit; no one decides their own post', async () => {
    const poster = await makeCompany(t.db, '1');
    const held = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveJob,
        jobFormOf(clock, { title: '无锡新区招木工5名', benefits: '培训费自理' }),
        poster.headers,
      ),
    );
    const reviewer = await demo.buyer(t.db);
    expect(refused(await send(t.app, laborReview.decide, { jobId: held.id, approve: false }, reviewer))).toEqual([
      400,
      '参数错误：reason 不能为空',
    ]);
    expect(refused(await send(t.app, laborReview.decide, { jobId: 999_999, approve: true }, reviewer))[0]).toBe(404);
    const r = body<{ state: string; stateName: string }>(
      await send(t.app, laborReview.decide, { jobId: held.id, approve: false, reason: '向工人收取培训费' }, reviewer),
    );
    expect(r).toMatchObject({ state: 'rejected', stateName: '未通过审核' });
    const [told] = await noticesOf(poster.companyId);
    expect(told).toMatchObject({
      title: '招工信息未通过审核：无锡新区招木工5名',
      link: '/labor-services/mine',
      object_kind: 'laborJob',
      object_id: held.id,
    });
    expect(told.content).toContain('向工人收取培训费');
    const mine = body<{ id: number; stateName: string; note: string }[]>(
      await send(t.app, laborMember.mine, {}, poster.headers),
    );
    expect(mine.find((m) => m.id === held.id)).toMatchObject({
      stateName: '未通过审核',
      note: '审核未通过：向工人收取培训费',
    });
    const fixed = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveJob,
        jobFormOf(clock, { id: held.id, title: '无锡新区招木工5名' }),
        poster.headers,
      ),
    );
    expect(fixed.state).toBe('recruiting');

    const own = body<SavedListing>(
      await send(t.app, laborMember.saveJob, jobFormOf(clock, { description: '报名费50元' }), reviewer),
    );
    expect(refused(await send(t.app, laborReview.decide, { jobId: own.id, approve: true }, reviewer))).toEqual([
      400,
      '不能审核自己发布的招工信息',
    ]);
    const desk = body<ReviewDesk>(await send(t.app, laborReview.desk, {}, reviewer));
    expect(desk.held.find((p) => p.id === own.id)?.own).toBe(true);
  });

  it('a certificate is checked once; the badge follows and the worker is told; an unchanged edit keeps the check', async () => {
    const owner = await makeCompany(t.db, '2');
    const card = body<SavedListing>(await send(t.app, laborMember.saveWorker, workerFormOf(clock), owner.headers));
    const cert = await t.db
      .selectFrom('labor_certificate')
      .select('id')
      .where('worker_id', '=', card.id)
      .executeTakeFirstOrThrow();
    const reviewer = await demo.buyer(t.db);
    const runs = await Promise.all(
      [1, 2, 3].map(() => send(t.app, laborReview.checkCert, { certId: cert.id, verified: true }, reviewer)),
    );
    expect(runs.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const told = await noticesOf(owner.companyId);
    expect(told).toEqual([
      expect.objectContaining({
        title: '证书已核验：建筑起重机械司机（塔式起重机）',
        link: `/labor-services/detail-worker?id=${card.id}`,
        object_kind: 'laborWorker',
      }),
    ]);
    body(
      await send(
        t.app,
        laborMember.saveWorker,
        workerFormOf(clock, { id: card.id, intro: '十三年塔吊经验' }),
        owner.headers,
      ),
    );
    let d = body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: card.id }));
    expect(d.certificates[0].state).toBe('verified');
    body(
      await send(
        t.app,
        laborMember.saveWorker,
        workerFormOf(clock, {
          id: card.id,
          certificates: [{ ...workerFormOf(clock).certificates[0], number: '苏E052021000778' }],
        }),
        owner.headers,
      ),
    );
    d = body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: card.id }));
    expect(d.certificates[0].state).toBe('format_ok');
    const next = await t.db
      .selectFrom('labor_certificate')
      .select('id')
      .where('worker_id', '=', card.id)
      .executeTakeFirstOrThrow();
    body(await send(t.app, laborReview.checkCert, { certId: next.id, verified: false }, reviewer));
    d = body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: card.id }));
    expect(d.certificates[0]).toMatchObject({ state: 'invalid' });
  });

  it('a contact reveal tells the owner with a link to the listing', async () => {
    const owner = await makeCompany(t.db, '2');
    const card = body<SavedListing>(
      await send(t.app, laborMember.saveWorker, workerFormOf(clock, { certificates: [] }), owner.headers),
    );
    const asker = await makeCompany(t.db, '1');
    body(await send(t.app, laborMember.contact, { kind: 'worker', id: card.id }, asker.headers));
    expect(await noticesOf(owner.companyId)).toEqual([
      expect.objectContaining({
        link: `/labor-services/detail-worker?id=${card.id}`,
        object_kind: 'laborWorker',
        object_id: card.id,
      }),
    ]);
  });
});
