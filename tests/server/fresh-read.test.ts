// The shared log-head read of the search index: calls waiting together share one query, and no
// call is answered by a query that started before it arrived.
import { describe, expect, it } from 'vitest';
import { freshRead } from '../../src/server/modules/product/fresh-read';

/** A read whose answers the test releases one by one; each answers the state when it started. */
function controlled() {
  let state = 0;
  const started: { at: number; release: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const at = state;
      started.push({ at, release: () => resolve(at) });
    });
  return { read, started, write: () => state++ };
}

describe('freshRead', () => {
  it('answers calls made while a read runs from the next read, one read for all of them', async () => {
    const c = controlled();
    const shared = freshRead(c.read);
    const first = shared();
    c.write(); // committed while the first read runs: later calls must see it
    const later = [shared(), shared(), shared()];
    expect(c.started).toHaveLength(1);
    c.started[0].release();
    expect(await first).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(c.started).toHaveLength(2);
    c.started[1].release();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    // Idle again: the next call starts its own read.
    c.write();
    const alone = shared();
    expect(c.started).toHaveLength(3);
    c.started[2].release();
    expect(await alone).toBe(2);
  });

  it('starts the next read after a failed one, and the failure reaches only its own callers', async () => {
    let n = 0;
    const shared = freshRead(() => (++n === 1 ? Promise.reject(new Error('连接中断')) : Promise.resolve(n)));
    const [a, b] = [shared(), shared()];
    await expect(a).rejects.toThrow('连接中断');
    expect(await b).toBe(2);
  });
});
