// The labour publish flow with its browser implementations: the member's own listing and the
// save, each by kind through the labour catalogue (the form shows the errors, so calls are
// silent), and the notices and navigation after a save.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import type { LaborForm, LaborKind } from '../../../../machines/labor-forms';
import { laborMember, type JobForm, type TeamForm, type WorkerForm } from '../../../api/labor-member';
import { call } from '../../../client/http';
import { navigate, showNotice } from '../browser';

type Opts = { signal: AbortSignal; silent: true };

function loadOwn(kind: LaborKind, id: number, o: Opts) {
  if (kind === 'job') return call(laborMember.ownJob, { id }, o);
  return kind === 'worker' ? call(laborMember.ownWorker, { id }, o) : call(laborMember.ownTeam, { id }, o);
}

function save(kind: LaborKind, form: LaborForm, o: Opts) {
  if (kind === 'job') return call(laborMember.saveJob, form as JobForm, o);
  return kind === 'worker'
    ? call(laborMember.saveWorker, form as WorkerForm, o)
    : call(laborMember.saveTeam, form as TeamForm, o);
}

export const effects = {
  laborPublish: flows.laborPublish.provide({
    actors: {
      loadOwn: fromPromise(({ input, signal }) => loadOwn(input.kind, input.id, { signal, silent: true })),
      saveListing: fromPromise(({ input, signal }) => save(input.kind, input.form, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n), navigate: (_, n) => navigate(n) },
  }),
};
