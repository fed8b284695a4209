// A small form kit for the labour publish forms: values in state, checked with the catalogue's
// own schema on submit (the same rules the server applies), each message under its field, the
// first invalid field focused, the server's refusal shown above the button.
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from '../../../api/define';
import { issuesToMessage } from '../../../api/errors';
import { focusFirstInvalid, FormAnnouncer, invalidSummary } from '../../../ui/form-a11y';
import classes from '../common/labor.module.css';

export type Errors = Record<string, string>;

/** One message per field path ('certificates.0.number'), in Chinese. */
export function errorsOf(schema: z.ZodMiniType, values: unknown): Errors {
  const r = z.safeParse(schema, values);
  if (r.success) return {};
  const out: Errors = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    if (!out[key]) out[key] = issuesToMessage([issue], values).replace(/^参数错误：\S+ /, '');
  }
  return out;
}

/** `toForm`: the values as the call takes them (numbers from their text), checked by `schema`. */
export function useLaborForm<V extends object>(schema: z.ZodMiniType, initial: V, toForm: (v: V) => unknown, onValid: (values: V) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [announcement, setAnnouncement] = useState('');
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = errorsOf(schema, toForm(values));
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget, found);
      setAnnouncement(invalidSummary(found));
      return;
    }
    onValid(values);
  };
  return { values, setValues, set, errors, onSubmit, announcer: <FormAnnouncer text={announcement} /> };
}

let seq = 0;
export function Field({ label, path, errors, children, hint }: { label: string; path: string; errors: Errors; children: (props: { id: string; 'data-path': string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode; hint?: string }) {
  const [id] = useState(() => `labor-f${++seq}`);
  const error = errors[path];
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'data-path': path, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-e` } : hint ? { 'aria-describedby': `${id}-h` } : {}) })}
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
