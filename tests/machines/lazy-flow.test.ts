import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, spawnChild, type AnyActorRef } from 'xstate';
import { appMachine, flows } from '../../machines/app.machine';
import { groupBuyMachine } from '../../machines/group-buy.machine';
import { isLazyFlow, lazyFlow, lazyFrom, loadFlows } from '../../machines/lazy-flow';

const T0 = 1_767_225_600_000;
const input = { endsAt: T0 + 5_000, now: T0 };

/** A root that spawns `flow` by key, as the app root does. */
const rootOf = (flow: ReturnType<typeof lazyFlow<typeof groupBuyMachine>>) =>
  setup({ actors: { flow } }).createMachine({ on: { go: { actions: spawnChild('flow', { id: 'f', input }) } } });

describe('lazy page flows', () => {
  it('loads the machine once, on demand, and forwards the actor calls to it', async () => {
    const load = vi.fn(async () => groupBuyMachine);
    const flow = lazyFlow(load);
    expect(load).not.toHaveBeenCalled();
    expect(flow.current()).toBeUndefined();
    await Promise.all([flow.load(), flow.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(flow.current()).toBe(groupBuyMachine);
    expect(flow.config).toBe(groupBuyMachine.config);
    const root = createActor(rootOf(flow)).start();
    root.send({ type: 'go' });
    const child = (root.getSnapshot().children as Record<string, AnyActorRef>).f;
    expect(child.getSnapshot().value).toBe('running');
    expect(child.getSnapshot().context.remaining).toBe(5);
  });

  it('refuses to spawn before its chunk is loaded', () => {
    const root = createActor(rootOf(lazyFlow(async () => groupBuyMachine)));
    const error = vi.fn();
    root.subscribe({ error });
    root.start().send({ type: 'go' });
    expect(root.getSnapshot().status).toBe('error');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/before its chunk was loaded/);
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(groupBuyMachine);
    const flow = lazyFlow(load);
    await expect(flow.load()).rejects.toThrow('chunk');
    await expect(flow.load()).resolves.toBe(groupBuyMachine);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('applies implementations once the machine is loaded, synchronously when it already is', async () => {
    const base = lazyFlow(async () => groupBuyMachine);
    const provided = base.provide({ delays: {} });
    expect(provided.current()).toBeUndefined();
    await provided.load();
    const machine = provided.current();
    expect(machine).toBeDefined();
    expect(machine).not.toBe(groupBuyMachine);
    expect(provided.current()).toBe(machine); // made once
    expect(base.map((m) => m).current()).toBe(groupBuyMachine);
  });

  it('keeps the key as the spawned child’s src, so the root’s snapshot persists and restores', async () => {
    await loadFlows(appMachine);
    const app = createActor(appMachine, { input: {} }).start();
    app.send({ type: 'flow.start', key: 'groupBuy', id: 'gb', input });
    const persisted = app.getPersistedSnapshot() as unknown as { children: Record<string, { src: unknown }> };
    expect(persisted.children.gb.src).toBe('groupBuy');
    const restored = createActor(appMachine, {
      input: {},
      snapshot: JSON.parse(JSON.stringify(persisted)) as never,
    }).start();
    const child = (restored.getSnapshot().children as Record<string, AnyActorRef>).gb;
    expect(child.getSnapshot().context.remaining).toBe(5);
  });

  it('takes a flow from a module imported on demand, loading the module with the machine', async () => {
    const provided = lazyFlow(async () => groupBuyMachine).provide({ delays: {} });
    const importFlow = vi.fn(async () => provided);
    const flow = lazyFrom(importFlow);
    expect(importFlow).not.toHaveBeenCalled();
    await flow.load();
    expect(importFlow).toHaveBeenCalledTimes(1);
    expect(flow.current()).toBe(provided.current());
  });

  it('registers every flow of the root as a lazy flow', () => {
    for (const [key, flow] of Object.entries(flows)) expect(isLazyFlow(flow), key).toBe(true);
  });
});
