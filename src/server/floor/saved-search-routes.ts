// The savedSearch calls (保存搜索 of every list section), registered once by the module list with
// each kind's filter schema as the server modules declare them (`savedSearches:`). The app does
// not start while a list offers a kind no module declares, or two modules declare one kind.
import type { FastifyInstance } from 'fastify';
import { savedSearch, SAVED_SEARCH_KINDS } from '../../api/saved-search';
import type { RateRule } from '../http/rate-limit';
import { route } from '../http/route';
import type { ServerModule } from './module';
import { deleteSearch, listSearches, saveSearch, type SavedSearchKinds } from './saved-searches';
import { HOUR, now } from './time';

const SAVE_RATE: RateRule = { scope: 'saved-search', limit: 30, windowMs: HOUR, per: 'member' };

/** Every kind's schema from the modules; throws on a kind declared twice or a list's kind none declares. */
export function savedSearchKindsOf(modules: readonly ServerModule[]): SavedSearchKinds {
  const kinds: SavedSearchKinds = {};
  for (const [kind, schema] of modules.flatMap((m) => Object.entries(m.savedSearches ?? {}))) {
    if (Object.hasOwn(kinds, kind)) throw new Error(`saved search kind ${kind} is declared by two modules`);
    kinds[kind as keyof SavedSearchKinds] = schema;
  }
  const missing = SAVED_SEARCH_KINDS.filter((k) => !Object.hasOwn(kinds, k));
  if (missing.length)
    throw new Error(`saved search kinds without a module's filter schema (savedSearches:): ${missing.join(', ')}`);
  return kinds;
}

export function savedSearchRoutes(kinds: SavedSearchKinds) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const db = app.db;
    route(app, savedSearch.list, ({ kind }, { me }) => listSearches(db, kinds, me, kind));
    route(
      app,
      savedSearch.save,
      ({ kind, name, filters }, { me }) => saveSearch(db, kinds, me, kind, name, filters, now()),
      { rate: SAVE_RATE },
    );
    route(app, savedSearch.delete, async ({ id }, { me }) => {
      await deleteSearch(db, me, id);
      return { id };
    });
  };
}
