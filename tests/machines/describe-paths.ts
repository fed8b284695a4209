// Vitest wrapper over paths.ts: one test per generated path, and one that demands 100 % state
// and transition coverage of the machine's definition. The coverage is what the path tests
// recorded as they replayed (each path is replayed once); run alone (-t), it replays them itself.
import { describe, expect, it } from 'vitest';
import { CoverageRecorder, generatePaths, replayPath, runPaths, type PathSpec } from './paths';

export function describePaths(spec: PathSpec): void {
  describe(`${spec.name} paths (xstate/graph)`, () => {
    const paths = generatePaths(spec);
    const recorder = new CoverageRecorder(spec.machine);
    let replayed = 0;

    it('has shortest paths to every state', () => {
      expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThan(1);
    });

    it.each(paths.map((p) => [`${p.kind}: ${p.description}`, p] as const))('replays %s', async (_, path) => {
      await replayPath(spec, path, recorder);
      replayed++;
    });

    it('covers every state and transition of the definition', async () => {
      // every path replayed above (a failed one has failed the run); else replay them here
      const coverage = replayed === paths.length ? recorder.coverage() : (await runPaths(spec)).coverage;
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(coverage.states.percent).toBe(100);
      expect(coverage.transitions.percent).toBe(100);
    });
  });
}
