// Vitest wrapper over paths.ts: one test per generated path, and one that demands 100 % state
// and transition coverage of the machine's definition.
import { describe, expect, it } from 'vitest';
import { generatePaths, replayPath, runPaths, type PathSpec } from './paths';

export function describePaths(spec: PathSpec): void {
  describe(`${spec.name} paths (xstate/graph)`, () => {
    const paths = generatePaths(spec);

    it('has shortest paths to every state', () => {
      expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThan(1);
    });

    it.each(paths.map((p) => [`${p.kind}: ${p.description}`, p] as const))('replays %s', async (_, path) => {
      await replayPath(spec, path);
    });

    it('covers every state and transition of the definition', async () => {
      const { coverage } = await runPaths(spec);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.states.percent).toBe(100);
      expect(coverage.transitions.percent).toBe(100);
    });
  });
}
