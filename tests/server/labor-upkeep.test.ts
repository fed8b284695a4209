// Worker cards that lapse and own listings read back, on both dialects with a moved clock: a card
// not refreshed for LABOR_STALE_DAYS leaves the board (its page says so), the sweep tells the
// owner once per lapse even when servers sweep together, 刷新 brings it back; the edit screens'
// calls answer only the owner (404 for another's or an unknown id).
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { labor, type WorkerCard, type WorkerDetail } from '../../src/api/labor';
import { LABOR_STALE_DAYS } from '../../src/api/labor-trades';
import {
  laborMember,
  type MineRow,
  type OwnJob,
  type OwnTeam,
  type OwnWorker,
  type SavedListing,
} from '../../src/api/labor-member';
import { noticeStaleCards } from '../../src/server/modules/labor/stale';
import { eachDialect, useApp } from './helpers';
import { body, DAY, makeCompany, refused, useClock } from './inquiry-helpers';
import { jobFormOf, teamFormOf, workerFormOf } from './labor-helpers';
import { send } from './mall-helpers';

eachDialect('labour upkeep', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const onBoard = async (id: number) =>
    body<Page<WorkerCard>>(await send(t.app, labor.memberPage, { keyword: '钢结构吊装', size: 100 })).records.some(
      (w) => w.id === id,
    );

  it('a card unrefreshed past the window leaves the board, its owner is told once, and 刷新 brings it back', async () => {
    const owner = await makeCompany(t.db, '2');
    const card = body<SavedListing>(
      await send(
        t.app,
        laborMember.saveWorker,
        workerFormOf(clock, { intro: '钢结构吊装十年', certificates: [] }),
        owner.headers,
      ),
    );
    expect(await onBoard(card.id)).toBe(true);
    clock.advance((LABOR_STALE_DAYS - 1) * DAY);
    expect(await noticeStaleCards(t.db, clock.now)).toBe(0);
    expect(await onBoard(card.id)).toBe(true);

    clock.advance(DAY + 60_000);
    expect(await onBoard(card.id)).toBe(false);
    expect(body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: card.id })).stale).toBe(true);
    const swept = await Promise.all([1, 2, 3].map(() => noticeStaleCards(t.db, clock.now)));
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await noticeStaleCards(t.db, clock.now + DAY)).toBe(0);
    const told = await t.db
      .selectFrom('notices')
      .select(['title', 'link', 'object_kind', 'object_id'])
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(told).toEqual([
      {
        title: '您的找活名片已从列表中隐藏',
        link: '/labor-services/mine',
        object_kind: 'laborWorker',
        object_id: card.id,
      },
    ]);
    const mine = body<MineRow[]>(await send(t.app, laborMember.mine, {}, owner.headers));
    expect(mine.find((m) => m.id === card.id)?.note).toContain('点击「刷新」重新展示');

    body(await send(t.app, laborMember.setStatus, { kind: 'worker', id: card.id, action: 'refresh' }, owner.headers));
    expect(await onBoard(card.id)).toBe(true);
    expect(body<WorkerDetail>(await send(t.app, labor.memberDetail, { id: card.id })).stale).toBe(false);
    expect(
      body<MineRow[]>(await send(t.app, laborMember.mine, {}, owner.headers)).find((m) => m.id === card.id)?.note,
    ).toBe('');
    // A second lapse is told again.
    clock.advance((LABOR_STALE_DAYS + 1) * DAY);
    expect(await noticeStaleCards(t.db, clock.now)).toBe(1);
    expect(
      refused(
        await send(t.app, laborMember.setStatus, { kind: 'job', id: card.id, action: 'refresh' }, owner.headers),
      )[0],
    ).not.toBe(200);
  });

  it('own listings come back as their forms for the owner only', async () => {
    const owner = await makeCompany(t.db, '1');
    const other = await makeCompany(t.db, '1');
    const job = body<SavedListing>(
      await send(t.app, laborMember.saveJob, jobFormOf(clock, { trades: ['0601', '0901'] }), owner.headers),
    );
    const own = body<OwnJob>(await send(t.app, laborMember.ownJob, { id: job.id }, owner.headers));
    expect(own).toMatchObject({
      state: 'recruiting',
      stateName: '招工中',
      form: { ...jobFormOf(clock, { trades: ['0601', '0901'] }), id: job.id },
    });
    expect(refused(await send(t.app, laborMember.ownJob, { id: job.id }, other.headers))[0]).toBe(404);
    expect(refused(await send(t.app, laborMember.ownJob, { id: 999_999 }, owner.headers))[0]).toBe(404);
    expect(refused(await send(t.app, laborMember.ownJob, { id: 'x' }, owner.headers))[0]).toBe(400);
    expect(refused(await send(t.app, laborMember.ownJob, { id: job.id }))[0]).toBe(401);
    // A seeded post has no member behind it: no one's own.
    expect(refused(await send(t.app, laborMember.ownJob, { id: 1 }, owner.headers))[0]).toBe(404);

    const worker = body<SavedListing>(await send(t.app, laborMember.saveWorker, workerFormOf(clock), owner.headers));
    const w = body<OwnWorker>(await send(t.app, laborMember.ownWorker, { id: worker.id }, owner.headers));
    expect(w.form).toMatchObject({
      id: worker.id,
      surname: '周',
      fullName: '周建国',
      trades: ['1503'],
      certificates: [{ ...workerFormOf(clock).certificates[0], photoId: null }],
    });
    expect(refused(await send(t.app, laborMember.ownWorker, { id: worker.id }, other.headers))[0]).toBe(404);

    const team = body<SavedListing>(await send(t.app, laborMember.saveTeam, teamFormOf(), owner.headers));
    const tm = body<OwnTeam>(await send(t.app, laborMember.ownTeam, { id: team.id }, owner.headers));
    expect(tm.form).toEqual({ ...teamFormOf(), id: team.id, phone: '13712345678' });
    expect(refused(await send(t.app, laborMember.ownTeam, { id: team.id }, other.headers))[0]).toBe(404);
  });
});
