// Reads a module allows beyond a private upload's owner company and the companies granted it
// (storage/uploads.ts): a module that references an upload may let one member read it while a
// rule of its own holds (a labour reviewer reading the certificate photos on the review desk).
// The rules run on every read, after the owner and grant checks failed, so the access ends with
// the rule and nothing is stored. Nothing here knows a section.
import type { Db } from '../db';

/** Who asks to read: the member's user and the company they act for. */
export interface UploadReader {
  userId: number;
  companyId: number;
}

/** A module's rule: whether `reader` may read the upload `attachId` at `nowMs`. */
export type UploadReadRule = (db: Db, attachId: string, reader: UploadReader, nowMs: number) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's upload read rule (ServerModule.readsUpload), decorated by src/server/modules/index.ts. */
    uploadReadRules: readonly UploadReadRule[];
  }
}

/** Whether any of the rules lets the reader read the upload (asked in order, the first yes wins). */
export async function readAllowedBy(
  rules: readonly UploadReadRule[],
  db: Db,
  attachId: string,
  reader: UploadReader,
  nowMs: number,
): Promise<boolean> {
  for (const rule of rules) if (await rule(db, attachId, reader, nowMs)) return true;
  return false;
}
