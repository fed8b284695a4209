// The complaint table (migration 2600), added to the app's Database type by the declaration at the end.
import type { Generated } from 'kysely';
import type { ComplaintObject, ComplaintReason, ComplaintStatus } from '../../../api/complaint';

export interface ComplaintTable {
  id: Generated<number>;
  /** The complainant: the member and the company it acted for. */
  company_id: number;
  user_id: number;
  object_kind: ComplaintObject;
  object_id: number;
  /** The object's title when reported (the queue shows it even if the listing changes). */
  object_title: string;
  /** The company that published the listing (or the reported company); null when none is known. */
  owner_company_id: number | null;
  reason: ComplaintReason;
  description: string;
  status: ComplaintStatus;
  created_at: string;
  decided_at: string | null;
  decision_reason: Generated<string>;
}

declare module '../../db/schema' {
  interface Database {
    complaint: ComplaintTable;
  }
}
