// What every flow machine shares: its effects (the calls and browser actions the app provides,
// found by missingEffects() so a test names one the app forgot), its form's editing state and
// the error it shows (context.error).
import { fromPromise, type AnyStateMachine, type NonReducibleUnknown } from 'xstate';
import { errorText } from './notice';

const EFFECT = Symbol.for('portal.effect');
const mark = <T extends object>(impl: T): T => Object.assign(impl, { [EFFECT]: true });

/** A call the app provides (src/app/effects): until then it fails, naming itself. */
export const provided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  mark(fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name}: provided by the app`))));

const isProvided = (impl: unknown) => typeof impl === 'object' && impl !== null && EFFECT in impl;
// A browser action the app provides (navigate, notify, cookies) is an empty function in setup():
// `navigate: (_, _params: Navigation) => {}` (typed by setup, so no helper wraps it).
const isEmptyAction = (impl: unknown) => typeof impl === 'function' && /^[^{]*=>\s*\{\s*\}$/.test(impl.toString());

/** The effects of a machine the app has not provided yet (its placeholders still in place). */
export function missingEffects(machine: AnyStateMachine): string[] {
  const { actors, actions } = machine.implementations;
  return [
    ...Object.entries(actors).flatMap(([name, impl]) => (isProvided(impl) ? [name] : [])),
    ...Object.entries(actions).flatMap(([name, impl]) => (isEmptyAction(impl) ? [name] : [])),
  ];
}

/**
 * The `fail` action of a flow with a form: `fail: assign(failed)` sets context.error from a form
 * rule's message or a failed call (its message, else 操作失败).
 */
export const failed = (_: unknown, p: { error: unknown }) => ({
  error: typeof p.error === 'string' ? p.error : errorText(p.error),
});

/** The editing state of a flow with one form: idle, or failed (tag `error`) showing context.error. */
export const editingStates = { initial: 'idle', states: { idle: {}, failed: { tags: 'error' } } } as const;
