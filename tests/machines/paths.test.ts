// The path helper itself must be able to fail: a replay against a machine that behaves
// differently from the graph throws, and a spec that misses events reports missing coverage.
import { describe, expect, it } from 'vitest';
import { navPanelMachine } from '../../machines/nav-panel.machine';
import { formatCoverageTable } from './coverage-table';
import { definedStates, definedTransitions, generatePaths, replayPath, runPaths } from './paths';
import { pathSpecs } from './path-specs';

describe('paths helper', () => {
  it('lists the states and transitions of a definition', () => {
    expect(definedStates(navPanelMachine)).toEqual([
      'navPanel',
      'navPanel.hidden',
      'navPanel.opening',
      'navPanel.shown',
      'navPanel.closing',
    ]);
    const transitions = definedTransitions(navPanelMachine);
    expect(transitions).toContain('navPanel.opening: xstate.after.showDelay.navPanel.opening → navPanel.shown');
    expect(transitions).toContain('navPanel: nav.close → navPanel.hidden');
    expect(transitions).toHaveLength(11);
  });

  it('replays `after` steps by advancing the clock by the (provided) delay', async () => {
    const spec = pathSpecs.navPanel;
    const path = generatePaths(spec).find((p) => p.description === 'nav.pointerEnter → after showDelay');
    expect(path).toBeDefined();
    await expect(replayPath(spec, path!)).resolves.toBeUndefined();
    await expect(replayPath({ ...spec, provide: { delays: { showDelay: 1_234 } } }, path!)).resolves.toBeUndefined();
  });

  it('fails when the real actor does not end where the graph says', async () => {
    const spec = pathSpecs.loadingBar;
    const path = generatePaths(spec).find((p) => p.description === 'request.start → request.end');
    expect(path?.state.value).toBe('idle');
    const stuck = { ...spec, provide: { guards: { lastRequest: () => false } } };
    await expect(replayPath(stuck, path!)).rejects.toThrow(
      /request\.end[\s\S]*expected .*"idle"[\s\S]*actual .*"waiting"/,
    );
  });

  it('reports missing coverage when the samples leave events out', async () => {
    const { coverage } = await runPaths({ ...pathSpecs.navPanel, filterEvents: (_, e) => e.type !== 'nav.close' });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual(['navPanel: nav.close → navPanel.hidden']);
    expect(coverage.transitions.percent).toBeCloseTo((100 * 10) / 11);
  });

  it('formats a per-machine coverage table naming what is missing', async () => {
    const full = await runPaths(pathSpecs.navPanel);
    const partial = await runPaths({
      ...pathSpecs.navPanel,
      name: 'partial',
      filterEvents: (_, e) => e.type !== 'nav.close',
    });
    const table = formatCoverageTable([full, partial]).split('\n');
    expect(table[0]).toMatch(/^machine\s+paths\s+states\s+transitions$/);
    expect(table[1]).toMatch(/^navPanel\s+\d+\s+5\/5 \(100%\)\s+11\/11 \(100%\)$/);
    expect(table[2]).toMatch(/^partial\s+\d+\s+5\/5 \(100%\)\s+10\/11 \(91%\)$/);
    expect(table[3]).toBe('  partial: missing transition navPanel: nav.close → navPanel.hidden');
  });
});
