// The ground map's view flow on a fake clock: moves within the quiet time make one commit and one
// fetch for the last viewport; a move from the address fetches without writing the URL; a move
// during a fetch drops it; filters fetch at once; an error shows and retry fetches again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GROUND_DEBOUNCE_MS, groundMapMachine, type Viewport } from '../../machines/ground-map.machine';
import { describePaths } from './describe-paths';
import { answer, viewport } from './ground-path-specs';
import { pathSpecs } from './path-specs';

function flow(fail = false, start: Viewport | null = null) {
  const fetched: string[] = [];
  const commits: string[] = [];
  const machine = groundMapMachine.provide({
    actors: {
      fetchClusters: fromPromise(async ({ input }) => {
        fetched.push(
          `${input.viewport.bbox}@${input.viewport.zoom}${input.filters.material ? `:${input.filters.material}` : ''}`,
        );
        if (fail) throw new Error('网络异常');
        return answer;
      }),
    },
    actions: { commitViewport: (_, { bbox }) => void commits.push(bbox) },
  });
  const actor = createActor(machine, { input: { filters: {}, viewport: start } }).start();
  return { actor, fetched, commits };
}

describe('ground map flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a quiet moment, then commits and fetches the last viewport once', async () => {
    const f = flow();
    expect(f.actor.getSnapshot().value).toBe('idle');
    f.actor.send({ type: 'groundMap.moved', viewport, user: true });
    await vi.advanceTimersByTimeAsync(GROUND_DEBOUNCE_MS - 50);
    f.actor.send({ type: 'groundMap.moved', viewport: { bbox: '118,31,120,33', zoom: 8 }, user: true });
    await vi.advanceTimersByTimeAsync(GROUND_DEBOUNCE_MS - 50);
    expect(f.fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(f.commits).toEqual(['118,31,120,33']);
    expect(f.fetched).toEqual(['118,31,120,33@8']);
    expect(f.actor.getSnapshot().value).toBe('showing');
    expect(f.actor.getSnapshot().context.total).toBe(12);
  });

  it('fetches the address viewport at once and does not rewrite the address for a map fit', async () => {
    const f = flow(false, viewport);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.fetched).toEqual([`${viewport.bbox}@6`]);
    f.actor.send({ type: 'groundMap.moved', viewport: { ...viewport, zoom: 7 }, user: false });
    await vi.advanceTimersByTimeAsync(GROUND_DEBOUNCE_MS);
    expect(f.commits).toEqual([]);
    f.actor.send({ type: 'groundMap.filters', filters: { material: 'msand' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.fetched.at(-1)).toBe(`${viewport.bbox}@7:msand`);
  });

  it('shows the error and fetches again on retry', async () => {
    const f = flow(true, viewport);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(f.actor.getSnapshot().context.error).toBe('网络异常');
    f.actor.send({ type: 'groundMap.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(f.fetched).toHaveLength(2);
  });
});

describePaths(pathSpecs.groundMap);
