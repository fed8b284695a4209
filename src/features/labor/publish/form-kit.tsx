// A small form kit for the labour publish forms: values in state, submitted to the publish flow,
// which checks them with the catalogue's own schema (the rule the server applies); each message
// under its field, the first invalid field focused, the server's refusal shown above the button.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, LaborForm } from '../../../../machines/labor-forms';
import { focusFirstInvalid, FormAnnouncer, invalidSummary } from '../../../ui/form-a11y';
import type { LaborPublishView } from './publish-flow';
import classes from '../common/labor.module.css';

export type Errors = FieldErrors;

/** `toForm`: the values as the call takes them (numbers from their text). */
export function useLaborForm<V extends object>(flow: LaborPublishView, initial: V, toForm: (v: V) => LaborForm) {
  const [values, setValues] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const ref = useRef<HTMLFormElement>(null);
  const { errors } = flow;
  useEffect(() => {
    if (!Object.keys(errors).length || !ref.current) return;
    focusFirstInvalid(ref.current, errors);
    setAnnouncement((prev) => (prev === invalidSummary(errors) ? `${prev}\u200b` : invalidSummary(errors)));
  }, [errors]);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    flow.submit(toForm(values));
  };
  // The server's refusal (the field messages are under their fields).
  const refusal = Object.keys(errors).length ? '' : flow.error;
  return {
    values,
    setValues,
    set,
    errors,
    onSubmit,
    ref,
    refusal,
    busy: flow.busy,
    announcer: <FormAnnouncer text={announcement} />,
  };
}

/** The form's end: the server's refusal and the submit button (发布… or 保存修改). */
export function SubmitRow({
  refusal,
  busy,
  label,
  editing,
}: {
  refusal: string;
  busy: boolean;
  label: string;
  editing: boolean;
}) {
  return (
    <>
      {refusal && (
        <p className={classes.error} role="alert">
          {refusal}
        </p>
      )}
      <p>
        <button type="submit" className={classes.button} disabled={busy}>
          {editing ? '保存修改' : label}
        </button>
      </p>
    </>
  );
}

let seq = 0;
export function Field({
  label,
  path,
  errors,
  children,
  hint,
}: {
  label: string;
  path: string;
  errors: Errors;
  children: (props: {
    id: string;
    'data-path': string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
  hint?: string;
}) {
  const [id] = useState(() => `labor-f${++seq}`);
  const error = errors[path];
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'data-path': path,
        ...(error
          ? { 'aria-invalid': true, 'aria-describedby': `${id}-e` }
          : hint
            ? { 'aria-describedby': `${id}-h` }
            : {}),
      })}
      {hint && !error && (
        <small id={`${id}-h`} className={classes.note}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-e`} className={classes.error}>
          {error}
        </small>
      )}
    </div>
  );
}

export const intOrNaN = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
