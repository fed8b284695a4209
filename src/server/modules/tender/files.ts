// Uploads a tender uses (its documents, a margin voucher, a bid's documents): each must be the
// sender company's own upload, attached when the object is saved; the counterpart gets read
// access when the rules allow (approved registrants the documents, the purchaser a voucher at
// once and a bid's documents at the opening). Stored as JSON [{ attachId, name }].
import type { TenderFile } from '../../../api/tender';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import { attachUpload, grantUploadRead, uploadDb } from '../../storage/uploads';

export const FILE_MSG = { invalid: '附件无效或已过期，请重新上传' } as const;

/** Attaches the company's uploads and answers them with their names; 400 when one is not its own. */
export async function attachFiles(db: Db, ids: string[], companyId: number, at: number): Promise<TenderFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  for (const id of unique) if (!(await attachUpload(db, id, companyId, at))) throw badRequest(FILE_MSG.invalid);
  const rows = await uploadDb(db)
    .selectFrom('upload')
    .select(['id', 'original_name'])
    .where('id', 'in', unique)
    .execute();
  return unique.map((id) => ({ attachId: id, name: rows.find((r) => r.id === id)?.original_name ?? '附件' }));
}

export async function grantFiles(db: Db, files: TenderFile[], companyId: number, at: number): Promise<void> {
  for (const f of files) await grantUploadRead(db, f.attachId, companyId, at);
}

export function filesOf(json: string): TenderFile[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as TenderFile[]).filter((f) => typeof f?.attachId === 'string') : [];
  } catch {
    return [];
  }
}
