// The one way views load data: {data, loading, error} for a catalogue call or a loader, aborted
// (AbortController) when the view unmounts or its input changes, so stale answers never land.
import { useEffect, useState } from 'react';
import type { Call, CallData, CallInput } from '../api/define';
import { call } from './http';

export interface CallState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Runs the load again (the error state's 重新加载 button). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  data?: T;
  error?: Error;
}

/**
 * Runs `load` whenever `key` changes (a null key waits). Views show their own error states, so
 * loaders should call with `silent: true`; `loading` is derived, never set from the effect.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null): CallState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const runKey = key === null ? null : `${attempt}|${key}`;
  useEffect(() => {
    if (runKey === null) return;
    const settledKey = runKey;
    const ctrl = new AbortController();
    load(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setSettled({ key: settledKey, data });
      },
      (err: unknown) => {
        if (!ctrl.signal.aborted) setSettled({ key: settledKey, error: err instanceof Error ? err : new Error(String(err)) });
      },
    );
    return () => ctrl.abort();
    // `load` is recreated every render; `key` names everything it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey]);
  const current = settled && settled.key === runKey ? settled : null;
  return {
    data: current?.data,
    loading: runKey !== null && !current,
    error: current?.error,
    reload: () => setAttempt((n) => n + 1),
  };
}

/** Loads one catalogue call; `input: null` skips it until the input is known. */
export function useCall<C extends Call>(c: C, input: CallInput<C> | null): CallState<CallData<C>> {
  const key = input === null ? null : `${c.method} ${c.path} ${JSON.stringify(input)}`;
  return useLoader((signal) => call(c, input as CallInput<C>, { signal, silent: true }), key);
}
