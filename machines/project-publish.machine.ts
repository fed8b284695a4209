// A contractor publishes a subcontract package: the form is checked at input, every problem under
// its field (the server's own publish rule among them: 建筑法 第29条, the grade of the category,
// the deadline window, no contact or fee wording); then one call, and the package's page. A
// refusal from the server is put back under the field it names, else shown for the form.
import { assign, setup } from 'xstate';
import { pageLinks } from '../src/api/paths';
import type { PackageForm } from '../src/api/project';
import { fieldOf, type PackageField } from '../src/api/project-publish';
import { errorText, type Navigation, type Notice } from './notice';
import { packageDraftErrors, toPackageForm, type FieldErrors, type PackageDraft } from './project-forms';
import { provided } from './flow-kit';

export const PUBLISHED = '分包项目已发布';

export interface ProjectPublishContext {
  draft: PackageDraft | null;
  fieldErrors: FieldErrors;
  /** A refusal that names no field. */
  error: string;
  /** Failed submits so far: the page moves focus to the first error after each. */
  attempts: number;
  id: number | null;
}

export type ProjectPublishEvent =
  | { type: 'projectPublish.submit'; draft: PackageDraft; nowMs: number }
  | { type: 'projectPublish.edit'; field: PackageField };

const without = (errors: FieldErrors, field: PackageField): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field));

/** A refusal of the call under its field, or the form's error. */
function refusal(error: unknown): Pick<ProjectPublishContext, 'fieldErrors' | 'error'> {
  const text = errorText(error);
  const at = fieldOf(text);
  return at ? { fieldErrors: { [at.field]: at.message }, error: '' } : { fieldErrors: {}, error: text };
}

const publish = setup({
  types: { context: {} as ProjectPublishContext, events: {} as ProjectPublishEvent, tags: {} as 'busy' },
  actors: {
    /** Placeholder: project.publish. */
    publishPackage: provided<{ id: number; statusCode: string }, PackageForm>('publishPackage'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
  },
  guards: {
    draftInvalid: (_, e: { draft: PackageDraft; nowMs: number }) =>
      Object.keys(packageDraftErrors(e.draft, e.nowMs)).length > 0,
  },
});

export const projectPublishMachine = publish.createMachine({
  id: 'projectPublish',
  context: { draft: null, fieldErrors: {}, error: '', attempts: 0, id: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'projectPublish.edit': {
          actions: assign({
            fieldErrors: ({ context, event }) => without(context.fieldErrors, event.field),
            error: '',
          }),
        },
        'projectPublish.submit': [
          {
            guard: { type: 'draftInvalid', params: ({ event }) => event },
            actions: assign({
              fieldErrors: ({ event }) => packageDraftErrors(event.draft, event.nowMs),
              error: '',
              attempts: ({ context }) => context.attempts + 1,
            }),
          },
          { target: 'submitting', actions: assign({ draft: ({ event }) => event.draft, fieldErrors: {}, error: '' }) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'publishPackage',
        src: 'publishPackage',
        input: ({ context }) => toPackageForm(context.draft!),
        onDone: {
          target: 'done',
          actions: [
            assign({ id: ({ event }) => event.output.id }),
            { type: 'notify', params: { kind: 'success', message: PUBLISHED } },
            { type: 'navigate', params: ({ event }) => ({ to: pageLinks.projectDetail(event.output.id) }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ ...refusal(event.error), attempts: context.attempts + 1 })),
        },
      },
    },
    done: { type: 'final' },
  },
});
