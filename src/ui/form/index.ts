// The form kit every form that writes is built on (Mantine inputs, @mantine/form, React useId):
// the fields (Mantine's inputs, FormField / FieldGroup for the rest, ChoiceGroup / CheckGroup for
// radios and checkboxes), their rules from the catalogue's schemas (schemaRule), the adapter for
// a draft held by a flow (draftInputs, DraftUpload for its files), a form checked by its flow
// (useFlowForm), what happens after a refused submit (focusFirstInvalid, useFormSubmit /
// useRefusalFocus, FormAnnouncer) and the form's layout classes.
export {
  focusFirstInvalid,
  FormAnnouncer,
  invalidSummary,
  showServerErrors,
  useFlowRefusal,
  useFormSubmit,
  useRefusalFocus,
  withInvalid,
} from './a11y';
export { ChoiceGroup, CheckGroup, type Choice } from './choices';
export { draftInputs, type DraftErrors, type DraftInputs } from './draft';
export { DraftUpload, type DraftFile } from './DraftUpload';
export { useFlowForm } from './flow-form';
export { useFormDraft } from './form-draft';
export { FieldGroup, FormField, type ControlProps } from './fields';
export { default as formClasses } from './form.module.css';
export { requiredBy, schemaRule } from './rules';
export { useStepHeading, useWizard, WizardSteps } from './wizard';
