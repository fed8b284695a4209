// The kit's fields. Plain controls are Mantine's (TextInput, NativeSelect, Textarea, Checkbox…):
// they take label, required (the asterisk, hidden from screen readers), description (the hint)
// and error, give the control an id from useId, tie hint and error to it with aria-describedby
// and mark it aria-invalid. FormField does the same for a control Mantine has no input for (a
// native widget of our own); FieldGroup labels a group of controls (a tree of chips, the region
// selects) and carries its path, so focusFirstInvalid can land on it.
import '../mantine-components';
import { useId, type ReactNode } from 'react';
import { Input } from '@mantine/core';

/** What FormField hands its control. */
export interface ControlProps {
  id: string;
  'data-path': string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

interface FieldProps {
  /** The field's path in the form's values (also its data-path). */
  path: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Input.Wrapper's props for a field, and the ids it gives the error and the hint of the control `id`. */
function useWrapper({ label, required, hint, error, className }: FieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-description` : ''].filter(Boolean).join(' ');
  return { id, described, wrapper: { id, label, required, description: hint, error, className } };
}

/** A labelled control that is not a Mantine input: the control renders itself from ControlProps. */
export function FormField({ children, ...field }: FieldProps & { children: (props: ControlProps) => ReactNode }) {
  const { id, described, wrapper } = useWrapper(field);
  const { path, error, required } = field;
  return (
    <Input.Wrapper {...wrapper}>
      {children({
        id,
        'data-path': path,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        required,
      })}
    </Input.Wrapper>
  );
}

/** A labelled group of controls; the group itself takes the focus when its path is the first invalid. */
export function FieldGroup({ children, ...field }: FieldProps & { children: ReactNode }) {
  const { id, described, wrapper } = useWrapper(field);
  return (
    <Input.Wrapper
      {...wrapper}
      labelElement="div"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={described || undefined}
      data-path={field.path}
      tabIndex={-1}
    >
      {children}
    </Input.Wrapper>
  );
}
