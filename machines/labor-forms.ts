// The labour publish forms' rules as the flow applies them: each kind's catalogue schema (the
// rule the server applies), its messages per field path ('certificates.0.number') in Chinese,
// and where a saved listing is shown.
import { z } from '../src/api/define';
import { schemaErrors } from '../src/api/errors';
import {
  jobForm,
  teamForm,
  workerForm,
  type JobForm,
  type OwnJob,
  type OwnTeam,
  type OwnWorker,
  type SavedListing,
  type TeamForm,
  type WorkerForm,
} from '../src/api/labor-member';
import { pageLinks, pagePaths } from '../src/api/paths';

export type LaborKind = 'job' | 'worker' | 'team';
export type LaborForm = JobForm | WorkerForm | TeamForm;
export type OwnListing = OwnJob | OwnWorker | OwnTeam;
export type FieldErrors = Record<string, string>;

const SCHEMAS = { job: jobForm, worker: workerForm, team: teamForm } as const;

/** One message per field path, in Chinese; empty when the form passes. */
export function fieldErrors(kind: LaborKind, form: unknown): FieldErrors {
  return schemaErrors(SCHEMAS[kind] as z.ZodMiniType, form);
}

/** A held job post goes to the member's own listings (its note says why); the rest to their page. */
export function savedPath(kind: LaborKind, saved: SavedListing): string {
  if (saved.state === 'pending_review') return pagePaths.laborMine;
  return kind === 'job'
    ? pageLinks.laborWorkDetail(saved.id)
    : kind === 'worker'
      ? pageLinks.laborWorkerDetail(saved.id)
      : pageLinks.laborTeamDetail(saved.id);
}
