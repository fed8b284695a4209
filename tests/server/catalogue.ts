// Every call of the catalogue src/api exports, found by shape: sections added later are
// covered by the tests that iterate it without touching them.
import * as api from '../../src/api';
import type { Call, z } from '../../src/api/define';

export function catalogue(): [string, Call][] {
  const calls: [string, Call][] = [];
  for (const [section, entries] of Object.entries(api)) {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) continue;
    for (const [name, c] of Object.entries(entries as Record<string, unknown>)) {
      if (c && typeof c === 'object' && 'path' in c && 'input' in c && 'method' in c) calls.push([`${section}.${name}`, c as Call]);
    }
  }
  return calls;
}

/** The fields of a call's input object. */
export const fieldsOf = (c: Call): Record<string, z.ZodMiniType> => (c.input as unknown as { shape: Record<string, z.ZodMiniType> }).shape;
