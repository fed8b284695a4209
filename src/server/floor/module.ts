// What a server module (src/server/modules/<m>/) gives the app: one object, exported from its
// index.ts and listed once in src/server/modules/index.ts, which registers the routes in list
// order and runs the seed parts after the core seed in the same order.
import type { FastifyPluginAsync } from 'fastify';
import type { SavedSearchKinds } from './saved-searches';
import type { Db } from '../db';
import type { SeedPart } from '../db/seed/part';
import type { ReviewQueue } from './review-queue';
import type { SiteSearchPart } from './site-search';
import type { OperatorReadRule, UploadReadRule } from './uploads-read';

export interface ServerModule {
  /** Wires every catalogue entry of the module's prefix with route() (src/server/http/route.ts). */
  routes: FastifyPluginAsync;
  /** The rows of its own tables in the seeded demo database. */
  seed?: SeedPart;
  /**
   * The 保存搜索 kinds of its lists (a list route's `search:`): kind → the filters it saves, the
   * list's query schema without paging and sort. The server checks every save against it.
   */
  savedSearches?: SavedSearchKinds;
  /** Its listings in the portal-wide search (搜索全站), found by their words. */
  search?: SiteSearchPart | readonly SiteSearchPart[];
  /** Deletes its rows that cannot matter any more (run by the purge loop, src/server/db/purge.ts); the count. */
  purge?: (db: Db, at: number) => Promise<number>;
  /** Lets a member read a private upload the module references while a rule of its own holds (floor/uploads-read.ts). */
  readsUpload?: UploadReadRule;
  /** Lets an operator of the console read a private upload while a rule of its own holds (floor/uploads-read.ts). */
  operatorReadsUpload?: OperatorReadRule;
  /** Its review queues in the operations console (floor/review-queue.ts): one object per kind. */
  reviewQueues?: readonly ReviewQueue[];
  /** What it builds in memory before traffic needs it (run after the process listens; /readyz waits for it). */
  warm?: (db: Db) => Promise<unknown>;
}
