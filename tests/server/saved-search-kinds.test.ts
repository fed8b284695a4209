// A section's 保存搜索 is declared twice over, on its list route (the kind, SAVED_SEARCH_KINDS) and by
// its server module (the kind's filter schema): the app refuses to start while they disagree.
import { describe, expect, it } from 'vitest';
import { z } from '../../src/api/define';
import { SAVED_SEARCH_KINDS } from '../../src/api/saved-search';
import type { ServerModule } from '../../src/server/floor/module';
import { savedSearchKindsOf } from '../../src/server/floor/saved-search-routes';
import { serverModules } from '../../src/server/modules';

const routes = async () => {};
const schema = z.object({ keyword: z.optional(z.string()) });

describe('saved-search kinds', () => {
  it('every kind a list offers has exactly one module schema', () => {
    expect(Object.keys(savedSearchKindsOf(serverModules)).sort()).toEqual([...SAVED_SEARCH_KINDS].sort());
  });

  it('a kind a list offers that no module declares stops the app, naming it', () => {
    const without = serverModules.map((m): ServerModule =>
      m.savedSearches && 'tender' in m.savedSearches ? { ...m, savedSearches: {} } : m,
    );
    expect(() => savedSearchKindsOf(without)).toThrow(/without a module's filter schema.*tender/);
  });

  it('a kind declared by two modules stops the app', () => {
    expect(() => savedSearchKindsOf([...serverModules, { routes, savedSearches: { inquiry: schema } }])).toThrow(
      /inquiry is declared by two modules/,
    );
  });
});
