// How a test starts the server or the seed CLI as a real process: plain node on the run's bundle
// of them (scripts/server-bundle.ts, made once by tests/server/global-setup.ts), from the
// checkout's root.
import { inject } from 'vitest';

/** The arguments after `process.execPath` that run `entry` with `args`. */
export function serverProcessArgs(entry: 'main' | 'seed', ...args: string[]): string[] {
  return [inject('serverBundle')[entry], ...args];
}
