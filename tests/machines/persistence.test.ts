import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { initialStore, type AppStore } from '../../machines/app-store';
import { persistenceMachine } from '../../machines/persistence.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';

// The real parent (app) receives store.restore, so the restore rule is checked end to end.
async function startApp(load: () => Promise<string | null>) {
  const saveStore = vi.fn();
  const discardSaved = vi.fn();
  const machine = appMachine.provide({
    actors: {
      persistence: persistenceMachine.provide({
        actors: { loadSaved: fromPromise(load) },
        actions: { saveStore: (_, { json }) => saveStore(json), discardSaved },
      }),
    },
  });
  const app = createActor(machine, { input: {} }).start();
  const persistence = app.system.get('persistence')!;
  await waitFor(persistence, (s) => s.matches('ready'));
  return { app, saveStore, discardSaved };
}

const saved: AppStore = { searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥', '钢筋'] };

describe('persistence', () => {
  it('restores a saved store whose key set matches', async () => {
    const { app, discardSaved } = await startApp(async () => JSON.stringify(saved));
    expect(app.getSnapshot().context.store).toEqual(saved);
    expect(discardSaved).not.toHaveBeenCalled();
  });

  it.each([
    ['an extra key', JSON.stringify({ ...saved, old: 1 })],
    ['a missing key', JSON.stringify({ searchType: 'shop', keyword: '' })],
    ['a value of another kind', JSON.stringify({ ...saved, recentKeywords: 'x' })],
    ['broken JSON', '{"searchType'],
  ])('discards a saved value with %s and keeps the current store', async (_, raw) => {
    const { app, discardSaved } = await startApp(async () => raw);
    expect(app.getSnapshot().context.store).toEqual(initialStore);
    expect(discardSaved).toHaveBeenCalledTimes(1);
    expect(app.getSnapshot().status).toBe('active');
  });

  it('does nothing when nothing is saved', async () => {
    const { app, discardSaved } = await startApp(async () => null);
    expect(app.getSnapshot().context.store).toEqual(initialStore);
    expect(discardSaved).not.toHaveBeenCalled();
  });

  it('survives storage that throws on read', async () => {
    const { app, discardSaved } = await startApp(async () => {
      throw new Error('SecurityError');
    });
    expect(app.getSnapshot().status).toBe('active');
    expect(discardSaved).toHaveBeenCalledTimes(1);
  });

  it('writes the current store on app.unload', async () => {
    const { app, saveStore } = await startApp(async () => null);
    app.send({ type: 'store.set', patch: { keyword: '螺纹钢' } });
    app.send({ type: 'app.unload' });
    expect(saveStore).toHaveBeenCalledTimes(1);
    expect(JSON.parse(saveStore.mock.calls[0][0])).toEqual({ ...initialStore, keyword: '螺纹钢' });
  });

  it('does not overwrite the saved copy with defaults when unloading before it was read', () => {
    const saveStore = vi.fn();
    const p = createActor(
      persistenceMachine.provide({
        actors: { loadSaved: fromPromise(() => new Promise<string | null>(() => {})) },
        actions: { saveStore },
      }),
      { input: { store: initialStore } },
    ).start();
    p.send({ type: 'app.unload', store: initialStore });
    expect(saveStore).not.toHaveBeenCalled();
  });
});

describePaths(pathSpecs.persistence);
