// What every form does after a refused submit: the first invalid field (in page order) gets the
// focus, so a screen reader reads its label and its message (Mantine ties the message with
// aria-describedby and marks the field aria-invalid), and a status line says how many fields need
// attention. Forms use it as useFormSubmit(form, onValid) + <FormAnnouncer>.
import { useState, type FormEvent } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';

/** Focuses the first field, in document order, whose data-path (set by getInputProps) has an error. */
export function focusFirstInvalid(root: ParentNode, errors: FormErrors): HTMLElement | null {
  const invalid = new Set(Object.keys(errors).filter((k) => errors[k]));
  const fields = [...root.querySelectorAll<HTMLElement>('[data-path]')];
  const first = fields.find((el) => invalid.has(el.dataset.path ?? '') && !el.hasAttribute('disabled')) ?? null;
  first?.focus();
  return first;
}

export const invalidSummary = (errors: FormErrors) => {
  const messages = Object.values(errors).filter(Boolean).map(String);
  return messages.length ? `有 ${messages.length} 项需要修改：${messages[0]}` : '';
};

/**
 * `form.onSubmit(onValid)` that, when validation fails, focuses the first invalid field and
 * returns the text for <FormAnnouncer>. The same failure twice in a row is announced again.
 */
export function useFormSubmit<V>(
  form: Pick<UseFormReturnType<V>, 'onSubmit'>,
  onValid: (values: V) => unknown,
): { onSubmit: (e?: FormEvent<HTMLFormElement>) => void; announcement: string } {
  const [announcement, setAnnouncement] = useState('');
  const onSubmit = form.onSubmit(
    (values) => {
      setAnnouncement('');
      return onValid(values) as void;
    },
    (errors, _values, event) => {
      const root = (event?.currentTarget as HTMLFormElement | undefined) ?? document;
      focusFirstInvalid(root, errors);
      const text = invalidSummary(errors);
      // A live region only speaks when its text changes: alternate a zero-width space.
      setAnnouncement((prev) => (prev === text ? `${text}\u200b` : text));
    },
  );
  return { onSubmit, announcement };
}

/** The form's status line for screen readers (polite, not shown). */
export function FormAnnouncer({ text }: { text: string }) {
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  );
}

/** getInputProps for controls Mantine does not mark invalid itself (checkboxes, native inputs). */
export function withInvalid<P extends { error?: unknown }>(props: P): P & { 'aria-invalid'?: true } {
  return props.error ? { ...props, 'aria-invalid': true } : props;
}
