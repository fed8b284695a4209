// A flow without its effects must not reach a browser: every page flow the app provides (and
// every long-lived child of the root) has each of its machine's placeholders replaced. A flow
// registered without an effects line does not compile (src/app/effects/flows.ts); one whose
// effects module forgets a call or an action fails here, naming it.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { appMachine, flows } from '../../machines/app.machine';
import { missingEffects } from '../../machines/flow-kit';
import { isLazyFlow } from '../../machines/lazy-flow';
import { createAppLogic } from '../../src/app/effects';

const actors = createAppLogic().implementations.actors as Record<string, unknown>;

describe('effects of every flow', () => {
  it.each(Object.keys(flows))('%s: every placeholder is provided', async (key) => {
    const logic = actors[key];
    if (!isLazyFlow(logic)) throw new Error(`${key} is not a lazy flow`);
    expect(missingEffects(await logic.load())).toEqual([]);
  });

  it.each(['session', 'persistence', 'chunkGuard', 'logoutGuard'])(
    '%s (a child of the root): every placeholder is provided',
    (key) => {
      expect(missingEffects(actors[key] as AnyStateMachine)).toEqual([]);
    },
  );

  it('names the placeholders of a flow as registered, without its effects', async () => {
    expect(missingEffects(appMachine.implementations.actors.session as AnyStateMachine)).toContain('loadMember');
  });
});
