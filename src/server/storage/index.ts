// The blob store an app uses, chosen by UPLOAD_STORAGE and remembered per open database, so
// the purge (which only has the database) deletes from the same store the servers write to.
import type { Config } from '../config';
import type { Db } from '../db';
import type { BlobStore } from './blob-store';
import { databaseStore } from './database-store';

export type { BlobStore, Variant } from './blob-store';

/** One factory per UPLOAD_STORAGE value; an S3-compatible adapter would be one more line. */
const ADAPTERS: Record<Config['UPLOAD_STORAGE'], (db: Db) => BlobStore> = { database: databaseStore };

const stores = new WeakMap<Db, BlobStore>();

export function createBlobStore(config: Pick<Config, 'UPLOAD_STORAGE'>, db: Db): BlobStore {
  const store = ADAPTERS[config.UPLOAD_STORAGE](db);
  stores.set(db, store);
  return store;
}

/** The store registered for the database (the database store when no app registered one). */
export const storeOf = (db: Db): BlobStore => stores.get(db) ?? databaseStore(db);
