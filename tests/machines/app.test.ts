import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { initialStore } from '../../machines/app-store';
import { chunkGuardMachine } from '../../machines/chunk-guard.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

const SYSTEM_IDS = ['session', 'persistence', 'chunkGuard', 'logoutGuard', 'loadingBar', 'navPanel'] as const;

describe('app (root actor)', () => {
  it('runs every long-lived child under its systemId', () => {
    const app = createActor(appMachine, { input: {} }).start();
    for (const id of SYSTEM_IDS) {
      const child = app.system.get(id) as AnyActorRef | undefined;
      expect(child, id).toBeDefined();
      expect(child).toBe((app.getSnapshot().children as Record<string, AnyActorRef>)[id]);
      expect(child!.getSnapshot().status).toBe('active');
    }
  });

  it('updates the store partially and remembers searched keywords', () => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'store.set', patch: { searchType: 'shop' } });
    app.send({ type: 'store.set', patch: { keyword: '水泥' } });
    expect(app.getSnapshot().context.store).toEqual({ searchType: 'shop', keyword: '水泥', recentKeywords: [] });
    app.send({ type: 'store.rememberKeyword', keyword: '钢筋' });
    expect(app.getSnapshot().context.store).toEqual({ searchType: 'shop', keyword: '钢筋', recentKeywords: ['钢筋'] });
    const restored = { searchType: 'goods' as const, keyword: '', recentKeywords: ['a'] };
    app.send({ type: 'store.restore', store: restored });
    expect(app.getSnapshot().context.store).toEqual(restored);
  });

  it('passes lastReloadAt to the chunk guard and forwards chunk.loadError to it', () => {
    const reloadPage = vi.fn();
    const app = createActor(
      appMachine.provide({ actors: { chunkGuard: chunkGuardMachine.provide({ actions: { reloadPage } }) } }),
      {
        input: { lastReloadAt: 10_000 },
      },
    ).start();
    const guard = app.getSnapshot().children.chunkGuard!;
    expect(guard.getSnapshot().context.lastReloadAt).toBe(10_000);
    app.send({ type: 'chunk.loadError', at: 20_000 });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(guard.getSnapshot().hasTag('reloadSuppressed')).toBe(true);
    app.send({ type: 'chunk.loadError', at: 70_000 });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('starts with the initial store and no flows', () => {
    const app = createActor(appMachine, { input: {} }).start();
    expect(app.getSnapshot().context).toEqual({
      store: initialStore,
      lastReloadAt: null,
      lastLogoutAt: null,
      flows: {},
    });
  });
});

describe('app page flows (flow.start / flow.stop)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const children = (app: ReturnType<typeof createActor<typeof appMachine>>) =>
    app.getSnapshot().children as Record<string, AnyActorRef | undefined>;

  it('spawns a registered flow by key with its id and input, and stops it', () => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key: 'groupBuy', id: 'group-buy', input: { endsAt: 3_000, now: 0 } });
    const flow = children(app)['group-buy']!;
    expect(flow.getSnapshot().status).toBe('active');
    expect(app.getSnapshot().context.flows).toEqual({ 'group-buy': 'groupBuy' });
    vi.advanceTimersByTime(1_000);
    expect(flow.getSnapshot().context.remaining).toBe(2);

    app.send({ type: 'flow.stop', id: 'group-buy' });
    expect(children(app)['group-buy']).toBeUndefined();
    expect(flow.getSnapshot().status).toBe('stopped');
    expect(app.getSnapshot().context.flows).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a second start of a running id (no orphaned duplicate) and a stop of an unknown id', () => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key: 'smsButton', id: 'sms', input: { purpose: 'login', seconds: 9 } });
    const first = children(app).sms;
    app.send({ type: 'flow.start', key: 'smsButton', id: 'sms', input: { purpose: 'login', seconds: 1 } });
    expect(children(app).sms).toBe(first);
    expect(first!.getSnapshot().context.total).toBe(9);
    app.send({ type: 'flow.stop', id: 'nope' });
    expect(children(app).sms).toBe(first);
  });

  it('can start the same id again after it was stopped (a view remounting)', () => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key: 'smsButton', id: 'sms', input: { purpose: 'login' } });
    app.send({ type: 'flow.stop', id: 'sms' });
    app.send({ type: 'flow.start', key: 'smsButton', id: 'sms', input: { purpose: 'login' } });
    expect(children(app).sms!.getSnapshot().status).toBe('active');
  });
});

describe('app member flows', () => {
  it.each([
    ['smsButton', { purpose: 'register' }, 'idle'],
    ['login', { recordUrl: '/buyCar' }, { editing: 'idle' }],
    ['register', undefined, { editing: 'idle' }],
    ['forget', undefined, { editing: 'idle' }],
    ['loginBack', { token: '', switchtocompanyid: '', target: '' }, 'failed'],
  ] as const)('spawns %s by key with its input', (key, input, value) => {
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key, id: `page-${key}`, input });
    const flow = (app.getSnapshot().children as Record<string, AnyActorRef | undefined>)[`page-${key}`]!;
    expect(flow.getSnapshot().status).toBe('active');
    expect(flow.getSnapshot().value).toEqual(value);
    app.send({ type: 'flow.stop', id: `page-${key}` });
    expect(flow.getSnapshot().status).toBe('stopped');
  });
});

describePaths(pathSpecs.app);
