// The form kit every form that writes is built on (Mantine inputs, @mantine/form, React useId):
// the fields (Mantine's inputs, FormField / FieldGroup for the rest), the adapter for a draft
// held by a flow (draftInputs), what happens after a refused submit (focusFirstInvalid,
// useFormSubmit / useRefusalFocus, FormAnnouncer) and the form's layout classes.
export {
  focusFirstInvalid,
  FormAnnouncer,
  invalidSummary,
  useFlowRefusal,
  useFormSubmit,
  useRefusalFocus,
  withInvalid,
} from './a11y';
export { draftInputs, type DraftErrors, type DraftInputs } from './draft';
export { FieldGroup, FormField, type ControlProps } from './fields';
export { default as formClasses } from './form.module.css';
export { useStepHeading, useWizard, WizardSteps } from './wizard';
