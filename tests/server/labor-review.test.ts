// The labour review queues of the console on both dialects: only 审核员 reach them (403 for another
// operator's role, 401 for a member), a held post waits for a 审核员 however long (approve:
// published with its warning, the poster told with a link to it; refuse: the reason, back to
// edit), and a certificate is checked once (已核验 / 核验不符) with the worker told; contact
// notices link to the listing they are about.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import type { JobDetail, WorkerDetail } from '../../src/api/labor';
import { laborMember, type SavedListing } from '../../src/api/labor-member';
import { labor } from '../../src/api/labor';
import { ops, type QueueItem } from '../../src/api/ops';
import { QUEUE_MSG } from '../../src/server/modules/ops/queues';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, makeCompany, refused, useClock } from './inquiry-helpers';
import { jobFormOf, workerFormOf } from './labor-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { reviewed } from './review-helpers';

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
  const queue = async (kind: string, h: Record<string, string>) =>
    body<Page<QueueItem>>(await send(t.app, ops.queue, { kind, size: 100 }, h));

  it('the queues are for 审核员 only; the seeded queues hold fee-word posts and unchecked certificates', async () => {
    const editor = await opsSessionOf(t.db, 'bianji01');
    for (const kind of ['labor-post', 'labor-cert']) {
      expect(refused(await send(t.app, ops.queue, { kind }, editor))[0]).toBe(403);
      expect(refused(await send(t.app, ops.claim, { kind, id: 1 }, editor))[0]).toBe(403);
      expect(refused(await send(t.app, ops.queue, { kind }, await demo.buyer(t.db)))[0]).toBe(401);
    }
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const kinds = body<{ kind: string; label: string; pending: number }[]>(await send(t.app, ops.queues, {}, reviewer));
    expect(kinds.find((k) => k.kind === 'labor-post')).toMatchObject({ label: '招工信息审核' });
    expect(kinds.find((k) => k.kind === 'labor-cert')).toMatchObject({ label: '工人证书审核' });
    const posts = await queue('labor-post', reviewer);
    expect(posts.total).toBeGreaterThan(0);
    for (const p of posts.records) expect(p.summary).toContain('含收费用语');
    const ages = posts.records.map((r) => r.ageMinutes);
    expect(ages).toEqual([...ages].sort((x, y) => y - x));
    const certs = await queue('labor-cert', reviewer);
    expect(certs.total).toBeGreaterThan(0);
    expect(certs.records[0].summary).toMatch(/证号 \p{Script=Han}[A-Z]\d{12}/u);
  });

  it('a held post waits for a 审核员 however long; approved, it is published and the poster told', async () => {
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
    clock.advance(3 * DAY);
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const item = (await queue('labor-post', reviewer)).records.find((p) => p.id === held.id);
    expect(item?.title).toBe('苏州吴江厂房招普工20名');
    expect(item?.summary).toContain('含收费用语「押金」「先交」');
    expect(item?.ageMinutes).toBeGreaterThanOrEqual(3 * 24 * 60);
    expect(refused(await send(t.app, labor.recruitDetail, { id: held.id }))[0]).toBe(404);
    body(await reviewed(t, 'labor-post', held.id, 'approve', '已提示工人平台禁止收费'));
    const told = await noticesOf(poster.companyId);
    expect(told).toEqual([
      expect.objectContaining({
        title: '招工信息已通过审核：苏州吴江厂房招普工20名',
        link: `/labor-services/detail-work?id=${held.id}`,
        object_kind: 'laborJob',
        object_id: held.id,
      }),
    ]);
    expect(told[0].content).toContain('已提示工人平台禁止收费');
    const d = body<JobDetail>(await send(t.app, labor.recruitDetail, { id: held.id }));
    expect([d.state, d.feeWarning, d.feeWords]).toEqual(['recruiting', true, ['押金', '先交']]);
    const audit = await t.db
      .selectFrom('ops_audit')
      .select(['object_kind', 'action', 'reason'])
      .where('object_kind', '=', 'labor-post')
      .where('object_id', '=', held.id)
      .execute();
    expect(audit).toEqual([{ object_kind: 'labor-post', action: 'approve', reason: '已提示工人平台禁止收费' }]);
  });

  it('a refusal tells the poster the reason and lets them edit', async () => {
    const poster = await makeCompany(t.db, '1');
    const held = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveJob,
        jobFormOf(clock, { title: '无锡新区招木工5名', benefits: '培训费自理' }),
        poster.headers,
      ),
    );
    body(await reviewed(t, 'labor-post', held.id, 'refuse', '向工人收取培训费'));
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
  });

  it('a certificate is decided once; the badge follows and the worker is told; an unchanged edit keeps the check', async () => {
    const owner = await makeCompany(t.db, '2');
    const card = body<SavedListing>(await send(t.app, laborMember.saveWorker, workerFormOf(clock), owner.headers));
    const cert = await t.db
      .selectFrom('labor_certificate')
      .select('id')
      .where('worker_id', '=', card.id)
      .executeTakeFirstOrThrow();
    body(await reviewed(t, 'labor-cert', cert.id, 'approve', '与官方查询一致'));
    // Decided, it left the queue: no one claims it again.
    const other = await opsSessionOf(t.db, 'shenhe02');
    expect(refused(await send(t.app, ops.claim, { kind: 'labor-cert', id: cert.id }, other))).toEqual([
      404,
      QUEUE_MSG.missing,
    ]);
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
    body(await reviewed(t, 'labor-cert', next.id, 'refuse', '官方查询无此证号'));
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
