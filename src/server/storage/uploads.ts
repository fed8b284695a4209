// What sections do with uploads (the server floor of issue 21 part 2): attach an upload to their
// object (it is no orphan from then on), grant a counterpart company read access to a private
// one, and the purge of orphans. An upload is read by its owner company, by a company it was
// granted to, or by anyone when public; the check runs on every read (modules/resource/serve.ts).
import { sql, type Kysely } from 'kysely';
import { beijingDay, DAY, HOUR } from '../../api/time';
import type { Db } from '../db';
import type { UploadTables } from '../db/schema-upload';
import { storeOf } from './index';

/** The upload tables, typed here until src/server/db/schema.ts includes UploadTables. */
export const uploadDb = (db: Db): Kysely<UploadTables> => db as unknown as Kysely<UploadTables>;

/** UTC '2026-11-25 09:00:00.123', the stored form of instants. */
export const stampAt = (ms: number): string => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

/** Whether every one of the ids is an upload of the user (and private, when asked): a form's files are the member's own. */
export async function ownsUploads(
  db: Db,
  userId: number,
  ids: readonly string[],
  privateOnly = false,
): Promise<boolean> {
  if (ids.length === 0) return true;
  let q = uploadDb(db).selectFrom('upload').select('id').where('id', 'in', ids).where('owner_user_id', '=', userId);
  if (privateOnly) q = q.where('visibility', '=', 'private');
  return (await q.execute()).length === new Set(ids).size;
}

/**
 * Marks the upload as used by the owner's object (call it in the same transaction that saves
 * the object). False when no such upload belongs to that company (a wrong id, someone else's
 * file, or an orphan already purged): the section refuses the form then.
 */
export async function attachUpload(
  db: Db,
  attachId: string,
  ownerCompanyId: number,
  at = Date.now(),
): Promise<boolean> {
  const r = await uploadDb(db)
    .updateTable('upload')
    .set({ attached_at: sql<string>`coalesce(attached_at, ${stampAt(at)})` })
    .where('id', '=', attachId)
    .where('owner_company_id', '=', ownerCompanyId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Lets `companyId` read the upload (the counterpart a section allows: the buyer reading a
 * supplier's certificate, the tenderer reading a bidder's voucher). Idempotent; false when the
 * upload does not exist.
 */
export async function grantUploadRead(db: Db, attachId: string, companyId: number, at = Date.now()): Promise<boolean> {
  const u = uploadDb(db);
  const inserted = await u
    .insertInto('upload_grant')
    .columns(['upload_id', 'company_id', 'created_at'])
    .expression(
      u
        .selectFrom('upload')
        .select((eb) => [
          eb.ref('upload.id').as('upload_id'),
          sql<number>`cast(${companyId} as integer)`.as('company_id'),
          sql<string>`cast(${stampAt(at)} as varchar(23))`.as('created_at'),
        ])
        .where('upload.id', '=', attachId),
    )
    .onConflict((oc) => oc.columns(['upload_id', 'company_id']).doNothing())
    .returning('upload_id')
    .execute();
  if (inserted.length > 0) return true;
  return (await u.selectFrom('upload').select('id').where('id', '=', attachId).executeTakeFirst()) !== undefined;
}

/** Takes a grant back (a section whose counterpart changed). */
export async function revokeUploadRead(db: Db, attachId: string, companyId: number): Promise<void> {
  await uploadDb(db)
    .deleteFrom('upload_grant')
    .where('upload_id', '=', attachId)
    .where('company_id', '=', companyId)
    .execute();
}

const BATCH = 500;

/**
 * Deletes uploads never attached before their expiry (UPLOAD_ORPHAN_HOURS after the upload),
 * their grants and bytes; blobs whose row never came (older than an hour); daily counters of
 * days gone. Each delete re-checks "unattached", so an attach racing the purge wins. Idempotent:
 * servers sharing a database may run it together. Returns how many uploads went.
 */
export async function purgeOrphanUploads(db: Db, nowMs: number): Promise<number> {
  const u = uploadDb(db);
  const store = storeOf(db);
  const before = stampAt(nowMs);
  let total = 0;
  for (;;) {
    const ids = (
      await u
        .selectFrom('upload')
        .select('id')
        .where('attached_at', 'is', null)
        .where('expires_at', '<', before)
        .limit(BATCH)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) break;
    const gone = (
      await u
        .deleteFrom('upload')
        .where('id', 'in', ids)
        .where('attached_at', 'is', null)
        .where('expires_at', '<', before)
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await store.remove(gone);
    total += gone.length;
    if (ids.length < BATCH) break;
  }
  await store.sweepStray(stampAt(nowMs - HOUR));
  await u
    .deleteFrom('upload_quota')
    .where('day', '<', beijingDay(nowMs - DAY))
    .execute();
  return total;
}
