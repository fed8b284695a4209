// What every form does after a refused submit: the first invalid field (in page order) gets the
// focus, so a screen reader reads its label and its message (Mantine ties the message with
// aria-describedby and marks the field aria-invalid), and a status line says how many fields need
// attention. A form on @mantine/form uses useFormSubmit(form, onValid) + <FormAnnouncer>; a form
// whose errors come from its flow uses useRefusalFocus(errors, trigger) + <FormAnnouncer>.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { fieldErrorsOf, refusalFields } from '../../client/errors';

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

/** The status text for `errors`; the same text twice in a row is changed (a live region only speaks on a change). */
const nextAnnouncement = (errors: FormErrors) => (prev: string) => {
  const text = invalidSummary(errors);
  return prev === text ? `${text}\u200b` : text;
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
      setAnnouncement(nextAnnouncement(errors));
    },
  );
  return { onSubmit, announcement };
}

/**
 * A write's refusal on a form held by @mantine/form: the server's field messages (a 400's
 * `data.fields`) go to the fields and the first takes the focus; true when any did (else the
 * caller shows the message as the form's alert).
 */
export function showServerErrors<V>(
  form: Pick<UseFormReturnType<V>, 'setErrors'>,
  error: unknown,
  root: ParentNode | null = globalThis.document ?? null,
): boolean {
  const errors = fieldErrorsOf(error);
  if (!Object.keys(errors).length) return false;
  form.setErrors(errors);
  // after React has drawn the messages (aria-invalid, the description) the focus moves
  queueMicrotask(() => root && focusFirstInvalid(root, errors));
  return true;
}

/**
 * For a form whose errors come from its flow (the flow validates with the catalogue's schema):
 * each time `trigger` changes (a submit, or the flow's new errors object) while `errors` holds a
 * message, the first invalid field in the form (`root`) takes the focus — `fallback` when no
 * field matches (a heading, the form's alert) — and the announcement says what needs attention.
 * Pass `errors` null while nothing has been submitted.
 */
export function useRefusalFocus(
  errors: FormErrors | null | undefined,
  trigger: unknown = errors,
  fallback?: (root: HTMLFormElement) => HTMLElement | null | undefined,
) {
  const root = useRef<HTMLFormElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const refused = errors && Object.values(errors).some(Boolean) ? errors : null;
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    if (!refused || !root.current) return;
    if (!focusFirstInvalid(root.current, refused)) fallbackRef.current?.(root.current)?.focus();
    setAnnouncement(nextAnnouncement(refused));
    // Only a new refusal (the trigger) moves the focus, not a re-render with the same errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger, JSON.stringify(refused)]);
  return { root, announcement };
}

/**
 * useRefusalFocus for a flow that refuses with one message (`error`) about one field (`path`,
 * null for the whole form), counted by `attempt` (the submits): the same refusal twice is
 * focused and announced again. `errorOf(path)` is the message for the field it names.
 */
export function useFlowRefusal(
  error: string,
  path: string | null,
  attempt: number,
  fallback?: (root: HTMLFormElement) => HTMLElement | null | undefined,
) {
  // The server's 400 names its fields (data.fields): each message goes to its field.
  const server = error && !path ? refusalFields(error) : null;
  const errors = error && attempt > 0 ? (server ?? { [path ?? 'form']: error }) : null;
  const { root, announcement } = useRefusalFocus(errors, attempt, fallback);
  // At its field a message needs no 参数错误： (the field says which).
  const errorOf = (field: string) =>
    error && path === field ? error.replace(/^参数错误：/, '') : (server?.[field] ?? undefined);
  /** Whether the message is shown at a field (else the form shows it as its alert). */
  const atField = !!path || !!server;
  return { root, announcement, errorOf, atField };
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
