// The default blob store: a table of the app's own database (bytea on PostgreSQL, blob on
// SQLite). Needs no extra service, and every server on the database serves every upload.
import type { Kysely } from 'kysely';
import type { Db } from '../db';
import type { UploadTables } from '../db/schema-upload';
import type { BlobStore, Variant } from './blob-store';

const stampNow = () => new Date().toISOString().slice(0, 23).replace('T', ' ');

export function databaseStore(database: Db): BlobStore {
  // Until src/server/db/schema.ts includes UploadTables, the upload tables are typed here.
  const db = database as unknown as Kysely<UploadTables>;
  return {
    kind: 'database',
    async put(uploadId: string, variant: Variant, bytes: Buffer) {
      await db
        .insertInto('upload_blob')
        .values({ upload_id: uploadId, variant, bytes, created_at: stampNow() })
        .onConflict((oc) =>
          oc.columns(['upload_id', 'variant']).doUpdateSet((eb) => ({ bytes: eb.ref('excluded.bytes') })),
        )
        .execute();
    },
    async get(uploadId: string, variant: Variant) {
      const row = await db
        .selectFrom('upload_blob')
        .select('bytes')
        .where('upload_id', '=', uploadId)
        .where('variant', '=', variant)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : undefined;
    },
    async remove(uploadIds: readonly string[]) {
      if (uploadIds.length === 0) return;
      await db.deleteFrom('upload_blob').where('upload_id', 'in', uploadIds).execute();
    },
    async sweepStray(before: string) {
      const r = await db
        .deleteFrom('upload_blob')
        .where('created_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('upload').select('upload.id').whereRef('upload.id', '=', 'upload_blob.upload_id'))),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
