// The replay's machines: the same definitions with every effect inert, so re-executing them
// sends no request, navigates nowhere and touches no cookie, storage or timer.
import { fromPromise, type AnyStateMachine } from 'xstate';
import { isLazyFlow } from '../../../machines/lazy-flow';

const inert = fromPromise<never>(() => new Promise<never>(() => {}));

const isMachineLogic = (l: unknown): l is AnyStateMachine =>
  !!l && typeof l === 'object' && 'root' in l && typeof (l as { provide?: unknown }).provide === 'function';

/** Built-in actions (assign, sendTo, raise, enqueueActions, …) are pure; custom ones are effects. */
const isBuiltinAction = (a: unknown) => typeof a === 'function' && 'resolve' in a;

/** `machine` and every machine it can invoke or spawn, with each effect replaced by an inert stub. */
export function inertMachine(
  machine: AnyStateMachine,
  done = new Map<AnyStateMachine, AnyStateMachine>(),
): AnyStateMachine {
  const known = done.get(machine);
  if (known) return known;
  const { actors = {}, actions = {} } = machine.implementations as {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
  const provided = machine.provide({
    actors: Object.fromEntries(
      Object.entries(actors).map(([k, l]) => [
        k,
        isMachineLogic(l) ? inertMachine(l, done) : isLazyFlow(l) ? l.map((m) => inertMachine(m, done)) : inert,
      ]),
    ),
    actions: Object.fromEntries(
      Object.entries(actions).map(([k, a]) => [k, typeof a !== 'function' || isBuiltinAction(a) ? a : () => {}]),
    ),
  } as never);
  done.set(machine, provided);
  return provided;
}
