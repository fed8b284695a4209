// Upload rows: written once the bytes are stored, read by id (every read is checked) or, for
// public files, by content hash.
import { randomBytes } from 'node:crypto';
import { uploadPaths, type UploadedFile } from '../../../api/resource';
import type { Db } from '../../db';
import type { UploadTable } from '../../db/schema-upload';
import { uploadDb } from '../../storage/uploads';

export type UploadRow = UploadTable;

/** A fresh attachId: 128 random bits as hex, so no file can be reached by guessing. */
export const newAttachId = (): string => randomBytes(16).toString('hex');

export const ATTACH_ID = /^[0-9a-f]{32}$/;

export async function insertUpload(db: Db, row: UploadRow): Promise<void> {
  await uploadDb(db).insertInto('upload').values(row).execute();
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  return uploadDb(db).selectFrom('upload').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the company may read a private upload: its owner, or granted by a section. */
export async function mayRead(db: Db, row: UploadRow, companyId: number): Promise<boolean> {
  if (row.owner_company_id === companyId) return true;
  const grant = await uploadDb(db)
    .selectFrom('upload_grant')
    .select('company_id')
    .where('upload_id', '=', row.id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return grant !== undefined;
}

/** A public upload holding this content hash as its file or its thumbnail. */
export async function findPublicByHash(
  db: Db,
  hash: string,
): Promise<{ row: UploadRow; variant: 'main' | 'thumb' } | undefined> {
  // The file itself first, then a thumbnail.
  for (const variant of ['main', 'thumb'] as const) {
    const row = await uploadDb(db)
      .selectFrom('upload')
      .selectAll()
      .where(variant === 'main' ? 'hash' : 'thumb_hash', '=', hash)
      .where('visibility', '=', 'public')
      .limit(1)
      .executeTakeFirst();
    if (row) return { row, variant };
  }
  return undefined;
}

/** The answer of the upload call (the original backend's link, name, originalName, attachId, and more). */
export function answerOf(row: UploadRow): UploadedFile {
  const pub = row.visibility === 'public';
  return {
    link: pub ? uploadPaths.publicFile(row.hash, row.ext) : uploadPaths.file(row.id),
    name: `${row.id}.${row.ext}`,
    originalName: row.original_name,
    attachId: row.id,
    thumbLink:
      row.thumb_hash === null ? null : pub ? uploadPaths.publicFile(row.thumb_hash, 'webp') : uploadPaths.thumb(row.id),
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    visibility: row.visibility,
  };
}
