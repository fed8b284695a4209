// The publish forms' fields: a labelled control with its error (aria-invalid, described by the
// message), and the parts both forms share: the form's grid cell, a checkbox, the machine type,
// the place (province, city, address) and the contact.
import type { ReactNode } from 'react';
import type { Errors } from '../../../../machines/devices-forms';
import { DEVICE_CATEGORIES } from '../../../api/devices-dicts';
import { RegionSelects } from '../../../ui/RegionSelects';
import classes from './publish.module.css';

export type { Errors };

/** Focuses the first control with an error (or the form's alert). */
export function focusFirst(root: HTMLElement | null, errors: Errors): void {
  const first = Object.keys(errors)[0];
  if (!root) return;
  (
    root.querySelector<HTMLElement>(`[data-path="${first}"]`) ?? root.querySelector<HTMLElement>('[role="alert"]')
  )?.focus();
}

type ControlProps = {
  id: string;
  'data-path': string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
};

interface FieldProps {
  path: string;
  label: string;
  errors: Errors;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (props: ControlProps) => ReactNode;
}

export function Field({ path, label, errors, required, hint, wide, children }: FieldProps) {
  const id = `f-${path.replaceAll('.', '-')}`;
  const error = errors[path];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${classes.field}${wide ? ` ${classes.wide}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'data-path': path,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        required,
      })}
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

/** A text control's value and change handler for the draft field `key`. */
export const bind = <D,>(draft: D, set: (patch: Partial<D>) => void, key: keyof D & string) => ({
  value: String(draft[key]),
  onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value } as Partial<D>),
});

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className={classes.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}

export function TypeSelect(
  props: ControlProps & { value: string; onChange: (e: { currentTarget: { value: string } }) => void },
) {
  return (
    <select {...props}>
      {DEVICE_CATEGORIES.map((c) => (
        <optgroup key={c.code} label={c.name}>
          {c.types.map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

interface Place {
  provinceCode: string;
  cityCode: string;
  address: string;
}

/** Province and city (the full region list) and the address under them. */
export function PlaceFields({
  draft,
  set,
  errors,
  addressLabel,
}: {
  draft: Place;
  set: (p: Partial<Place>) => void;
  errors: Errors;
  addressLabel: string;
}) {
  return (
    <>
      <div className={classes.wide}>
        <RegionSelects
          value={{ provinceCode: draft.provinceCode, cityCode: draft.cityCode, districtCode: '' }}
          onChange={(r) => set({ provinceCode: r.provinceCode, cityCode: r.cityCode })}
          errors={{ provinceCode: errors.provinceCode, cityCode: errors.cityCode }}
          levels={2}
          required
        />
      </div>
      <Field path="address" label={addressLabel} errors={errors} required wide>
        {(p) => <input {...p} maxLength={100} {...bind(draft, set, 'address')} />}
      </Field>
    </>
  );
}

interface Contact {
  contactName: string;
  contactPhone: string;
  description: string;
}

/** The contact (shown to members only) and the free text under it. */
export function ContactFields({
  draft,
  set,
  errors,
  descriptionLabel,
}: {
  draft: Contact;
  set: (p: Partial<Contact>) => void;
  errors: Errors;
  descriptionLabel: string;
}) {
  return (
    <>
      <Field path="contactName" label="联系人" errors={errors} required>
        {(p) => <input {...p} maxLength={20} {...bind(draft, set, 'contactName')} />}
      </Field>
      <Field path="contactPhone" label="联系电话" errors={errors} required>
        {(p) => <input {...p} inputMode="tel" maxLength={12} {...bind(draft, set, 'contactPhone')} />}
      </Field>
      <Field path="description" label={descriptionLabel} errors={errors} wide>
        {(p) => <textarea {...p} rows={3} maxLength={500} {...bind(draft, set, 'description')} />}
      </Field>
    </>
  );
}
