// Every call of the catalogue src/api exports, found by shape: sections added later are
// covered by the tests that iterate it without touching them. `unexported()` finds the calls a
// file of src/api defines that the barrel (src/api/index.ts) leaves out.
import * as api from '../../src/api';
import type { Call, z } from '../../src/api/define';

const isCall = (c: unknown): c is Call => !!c && typeof c === 'object' && 'path' in c && 'input' in c && 'method' in c;

/** The calls of each exported group of a module: [`group.name`, call]. */
function callsOf(exports: Record<string, unknown>): [string, Call][] {
  const calls: [string, Call][] = [];
  for (const [group, entries] of Object.entries(exports)) {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) continue;
    for (const [name, c] of Object.entries(entries as Record<string, unknown>))
      if (isCall(c)) calls.push([`${group}.${name}`, c]);
  }
  return calls;
}

export function catalogue(): [string, Call][] {
  return callsOf(api);
}

/** Calls defined by a file of src/api that the barrel does not export: `file: group.name method path`. */
export function unexported(): string[] {
  const exported = new Set(catalogue().map(([, c]) => c));
  const files = import.meta.glob<Record<string, unknown>>(['../../src/api/**/*.ts', '!../../src/api/index.ts'], {
    eager: true,
  });
  return Object.entries(files).flatMap(([file, exports]) =>
    callsOf(exports)
      .filter(([, c]) => !exported.has(c))
      .map(([name, c]) => `${file.replace('../../', '')}: ${name} ${c.method} ${c.path}`),
  );
}

/** The fields of a call's input object. */
export const fieldsOf = (c: Call): Record<string, z.ZodMiniType> =>
  (c.input as unknown as { shape: Record<string, z.ZodMiniType> }).shape;
