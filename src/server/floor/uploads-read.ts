// Reads a module allows beyond a private upload's owner company and the companies granted it
// (storage/uploads.ts): a module that references an upload may let one member read it while a
// rule of its own holds (a labour reviewer reading the certificate photos on the review desk).
// The rules run on every read, after the owner and grant checks failed, so the access ends with
// the rule and nothing is stored. Nothing here knows a section. An operator of the console
// (its own session, no member) reads by the console's rules below: a 审核员 an upload attached to
// a pending item of a review queue (ReviewQueue.attaches), and no one else.
import type { FastifyInstance } from 'fastify';
import type { OpsRole } from '../../api/ops-dicts';
import type { Db } from '../db';
import type { ReviewQueue } from './review-queue';

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
    /** Every module's console read rules (ServerModule.operatorReadsUpload), decorated by src/server/modules/index.ts. */
    operatorReadRules: readonly OperatorReadRule[];
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

/** An operator asking to read (the console's session): its roles. */
export interface UploadOperator {
  operatorId: number;
  roles: readonly OpsRole[];
}

/** A console rule: whether `operator` may read the upload `attachId` at `nowMs`. */
export type OperatorReadRule = (db: Db, attachId: string, operator: UploadOperator, nowMs: number) => Promise<boolean>;

/** 审核员 read an upload attached to a pending item of a review queue; other roles nothing here. */
export const reviewerReadsQueueUpload =
  (queues: readonly ReviewQueue[]): OperatorReadRule =>
  async (db, attachId, operator) => {
    if (!operator.roles.includes('reviewer')) return false;
    for (const q of queues) if (q.attaches && (await q.attaches(db, attachId))) return true;
    return false;
  };

/** Whether any of the console's rules lets the operator read the upload (the first yes wins). */
export async function operatorReadAllowed(
  app: FastifyInstance,
  attachId: string,
  operator: UploadOperator,
  nowMs: number,
): Promise<boolean> {
  const rules: OperatorReadRule[] = [reviewerReadsQueueUpload(app.reviewQueues), ...app.operatorReadRules];
  for (const rule of rules) if (await rule(app.db, attachId, operator, nowMs)) return true;
  return false;
}
