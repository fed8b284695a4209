// A review queue kind of the operations console (issue 44): what a module gives in its
// `reviewQueues:` (src/server/floor/module.ts) so 审核员 can list its pending items, claim one and
// decide it. The console (src/server/modules/ops/queues.ts) does the rest for every kind: paging,
// ages, claims (atomic, expiring), the decision's transaction, the audit row and the notice.
import type { Decision } from '../../api/ops-dicts';
import type { Db } from '../db';
import type { NoticeAbout, NoticeTo } from './notices';

/** An upload the reviewer opens beside the item (a licence, a certificate photo): read through uploads-read.ts. */
export interface QueueAttachment {
  name: string;
  url: string;
  /** The thumbnail's address when the upload is an image with one. */
  thumbUrl?: string;
}

export interface PendingItem {
  id: number;
  title: string;
  summary: string;
  submittedAt: string;
  /** Uploads of the item a 审核员 may read while it is pending (see `attaches`). */
  attachments?: QueueAttachment[];
}

export interface Decided {
  /** The changed part of the object, for the audit log. */
  before: unknown;
  after: unknown;
  /** Who hears of the decision in the message centre, and what. */
  notice: { to: NoticeTo[]; title: string; content: string; about?: NoticeAbout };
}

export interface ReviewQueue {
  /** The kind's name in the calls and the audit log (`[a-z-]`, unique). */
  kind: string;
  /** The console's name of the queue. */
  label: string;
  /** Pending items, oldest first, matching the keyword (every item when it is ''). */
  pending(db: Db, q: { keyword: string; offset: number; limit: number }): Promise<PendingItem[]>;
  count(db: Db, keyword: string): Promise<number>;
  /** Whether the item exists and still waits for a decision. */
  isPending(db: Db, id: number): Promise<boolean>;
  /**
   * Applies the decision if the item is still pending (one conditional update, in the console's
   * transaction); undefined when it no longer is.
   */
  decide(db: Db, id: number, decision: Decision, reason: string): Promise<Decided | undefined>;
  /**
   * Whether the upload is attached to one of its pending items: a 审核员 may then read it
   * (reviewerReadsQueueUpload, floor/uploads-read.ts). Kinds without uploads leave it out.
   */
  attaches?(db: Db, attachId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's review queue kinds (ServerModule.reviewQueues), decorated by src/server/modules/index.ts. */
    reviewQueues: readonly ReviewQueue[];
  }
}
