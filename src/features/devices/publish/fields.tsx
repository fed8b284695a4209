// The publish forms' fields: a labelled control with its error (aria-invalid, described by the
// message), the form's errors from the catalogue's own schema (one rule for client and server),
// and the server's refusal mapped to the field it names (`参数错误：prices.shift …`).
import type { ReactNode } from 'react';
import { z } from '../../../api/define';
import classes from './publish.module.css';

export type Errors = Record<string, string>;

/** Every problem of the values under the schema, by field path (the first per field). */
export function errorsOf(schema: z.ZodMiniType, values: unknown): Errors {
  const r = z.safeParse(schema, values);
  const out: Errors = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

/** A server refusal: the field it names (or 'form') and the message. */
export function refusalOf(msg: string): Errors {
  const m = /^参数错误：([\w.]+)\s*(.*)$/.exec(msg);
  return m ? { [m[1]]: m[2] || msg } : { form: msg };
}

/** Focuses the first control with an error after the render that shows them. */
export function focusFirst(root: HTMLElement | null, errors: Errors): void {
  const first = Object.keys(errors)[0];
  if (!root || !first) return;
  (root.querySelector<HTMLElement>(`[data-path="${first}"]`) ?? root.querySelector<HTMLElement>('[role="alert"]'))?.focus();
}

interface FieldProps {
  path: string;
  label: string;
  errors: Errors;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; 'data-path': string; 'aria-invalid'?: true; 'aria-describedby'?: string; required?: boolean }) => ReactNode;
}

export function Field({ path, label, errors, required, hint, children }: FieldProps) {
  const id = `f-${path.replaceAll('.', '-')}`;
  const error = errors[path];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'data-path': path, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}), required })}
      {hint && (
        <small id={`${id}-hint`} className={classes.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={classes.error}>
          {error}
        </small>
      )}
    </div>
  );
}
