import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chunkGuardMachine, RELOAD_GUARD_MS } from '../../machines/chunk-guard.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

function start(lastReloadAt: number | null) {
  const log: string[] = [];
  const machine = chunkGuardMachine.provide({
    actions: {
      rememberReload: (_, { at }) => void log.push(`remember ${at}`),
      reloadPage: () => void log.push('reload'),
    },
  });
  return { actor: createActor(machine, { input: { lastReloadAt } }).start(), log };
}

describe('chunkGuard', () => {
  it('reloads once on the first failure, remembering the time before reloading', () => {
    const { actor, log } = start(null);
    actor.send({ type: 'chunk.loadError', at: 5_000 });
    expect(log).toEqual(['remember 5000', 'reload']);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().hasTag('reloadSuppressed')).toBe(false);
  });

  it('suppresses the reload at 59 999 ms after the last one and allows it at 60 000 ms', () => {
    const t0 = 1_700_000_000_000;
    const early = start(t0);
    early.actor.send({ type: 'chunk.loadError', at: t0 + RELOAD_GUARD_MS - 1 });
    expect(early.log).toEqual([]);
    expect(early.actor.getSnapshot().hasTag('reloadSuppressed')).toBe(true);

    const onTime = start(t0);
    onTime.actor.send({ type: 'chunk.loadError', at: t0 + RELOAD_GUARD_MS });
    expect(onTime.log).toEqual([`remember ${t0 + 60_000}`, 'reload']);
  });

  it('ignores the same failure reported again while the reload is under way', () => {
    const { actor, log } = start(null);
    actor.send({ type: 'chunk.loadError', at: 1_000 });
    actor.send({ type: 'chunk.loadError', at: 1_050 });
    expect(log).toEqual(['remember 1000', 'reload']);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().hasTag('reloadSuppressed')).toBe(false);
  });

  it('stays suppressed for further failures within 60 s of the last reload', () => {
    const { actor, log } = start(0);
    actor.send({ type: 'chunk.loadError', at: 10_000 });
    actor.send({ type: 'chunk.loadError', at: 59_999 });
    expect(log).toEqual([]);
    expect(actor.getSnapshot().hasTag('reloadSuppressed')).toBe(true);
  });

  it('leaves the suppressed state with a new reload once 60 s have passed', () => {
    const { actor, log } = start(0);
    actor.send({ type: 'chunk.loadError', at: 30_000 });
    expect(actor.getSnapshot().hasTag('reloadSuppressed')).toBe(true);
    actor.send({ type: 'chunk.loadError', at: 60_000 });
    expect(log).toEqual(['remember 60000', 'reload']);
    expect(actor.getSnapshot().context.lastReloadAt).toBe(60_000);
    expect(actor.getSnapshot().hasTag('reloadSuppressed')).toBe(false);
  });

  it('defaults to no previous reload when started without input', () => {
    const actor = createActor(chunkGuardMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.lastReloadAt).toBeNull();
  });
});

describePaths(pathSpecs.chunkGuard);
