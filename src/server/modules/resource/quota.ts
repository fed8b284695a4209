// What a member may upload per Beijing day, counted in the database (every server shares it):
// one conditional atomic upsert takes a file and its bytes only while both stay within the
// limits, so parallel uploads can never pass the quota, on either dialect; a failed upload
// gives its share back.
import { sql } from 'kysely';
import { beijingDay, beijingDayStart, DAY } from '../../../api/time';
import type { Db } from '../../db';
import { tooOften } from '../../http/errors';
import { uploadDb } from '../../storage/uploads';

export interface Quota {
  files: number;
  bytes: number;
}

const MB = 1024 * 1024;

/** Takes one file of `bytes` from the member's day, or throws 429 when it would not fit. */
export async function reserve(db: Db, userId: number, bytes: number, limit: Quota, at = Date.now()): Promise<string> {
  const day = beijingDay(at);
  // Until the next Beijing day, when the quota starts over.
  const full = () =>
    tooOften(
      (beijingDayStart(at) + DAY - at) / 1000,
      `今日上传已达上限（每天 ${limit.files} 个文件、共 ${Math.floor(limit.bytes / MB)} MB），请明天再试`,
    );
  if (bytes > limit.bytes) throw full();
  const row = await uploadDb(db)
    .insertInto('upload_quota')
    .values({ user_id: userId, day, files: 1, bytes })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ files: sql`upload_quota.files + 1`, bytes: sql`upload_quota.bytes + excluded.bytes` })
        .where(
          sql<boolean>`upload_quota.files + 1 <= ${limit.files} and upload_quota.bytes + excluded.bytes <= ${limit.bytes}`,
        ),
    )
    .returning('files')
    .executeTakeFirst();
  if (!row) throw full();
  return day;
}

/** Gives a reserved file back (the upload failed after reserving). */
export async function release(db: Db, userId: number, day: string, bytes: number): Promise<void> {
  await uploadDb(db)
    .updateTable('upload_quota')
    .set({ files: sql`files - 1`, bytes: sql`bytes - ${bytes}` })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}
