// The project flows with their browser implementations (through call(), aborted by the machine's
// signal; the panels show the errors, so the calls are silent) and the success notices: publishing
// a package, applying and withdrawing, the company's 资质, the contractor's decisions.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { project } from '../../../api/project';
import { call } from '../../../client/http';
import { navigate, showNotice } from '../browser';

export const effects = {
  projectPublish: flows.projectPublish.provide({
    actors: {
      publishPackage: fromPromise(({ input, signal }) => call(project.publish, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n), navigate: (_, n) => navigate(n) },
  }),
  projectApply: flows.projectApply.provide({
    actors: {
      applyPackage: fromPromise(({ input, signal }) => call(project.apply, input, { signal, silent: true })),
      withdrawApplication: fromPromise(({ input, signal }) => call(project.withdraw, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
  projectQualification: flows.projectQualification.provide({
    actors: {
      saveQualification: fromPromise(({ input, signal }) =>
        call(project.saveQualification, input, { signal, silent: true }),
      ),
      deleteQualification: fromPromise(({ input, signal }) =>
        call(project.deleteQualification, input, { signal, silent: true }),
      ),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
  projectDecide: flows.projectDecide.provide({
    actors: {
      decideApplication: fromPromise(({ input, signal }) => call(project.decide, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
};
