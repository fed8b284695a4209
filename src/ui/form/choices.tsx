// The kit's choice groups: a few options shown side by side, in a FieldGroup (its label, hint,
// error and data-path), each option a native radio or checkbox with its label (the kit's `check`
// look). ChoiceGroup picks one (报价方式, 定标方式, the delivery address), CheckGroup several
// (主营品类, 服务地区), with an optional most.
import { Fragment, useId, type ReactNode } from 'react';
import { FieldGroup } from './fields';
import classes from './form.module.css';

export interface Choice<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Shown beside the option, outside its label (an address's 编辑 and 删除). */
  aside?: ReactNode;
}

interface GroupProps {
  /** The field's path (the group's data-path). */
  path: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  disabled?: boolean;
}

/**
 * One option of `options` (radios sharing a name from useId). `classNames` restyles the options'
 * box (`list`), an option with an aside (`item`, data-chosen when picked) and the option's label.
 */
export function ChoiceGroup<V extends string | number | boolean>({
  options,
  value,
  onChange,
  disabled,
  classNames = {},
  ...group
}: GroupProps & {
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  classNames?: { list?: string; item?: string; option?: string };
}) {
  const name = useId();
  return (
    <FieldGroup {...group}>
      <div className={classNames.list ?? classes.choices}>
        {options.map((o) => {
          const radio = (
            <label className={classNames.option ?? classes.check}>
              <input
                type="radio"
                name={name}
                value={String(o.value)}
                checked={o.value === value}
                disabled={disabled || o.disabled}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
          return o.aside === undefined ? (
            <Fragment key={String(o.value)}>{radio}</Fragment>
          ) : (
            <div key={String(o.value)} className={classNames.item} data-chosen={o.value === value || undefined}>
              {radio}
              {o.aside}
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}

/** Any of `options`, at most `most` (the others are disabled once that many are ticked). */
export function CheckGroup<V extends string | number>({
  options,
  value,
  onChange,
  most = Infinity,
  disabled,
  ...group
}: GroupProps & { options: readonly Choice<V>[]; value: readonly V[]; onChange: (value: V[]) => void; most?: number }) {
  const full = value.length >= most;
  return (
    <FieldGroup {...group}>
      <div className={classes.choices}>
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <label key={o.value} className={classes.check}>
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || o.disabled || (full && !checked)}
                onChange={() => onChange(checked ? value.filter((v) => v !== o.value) : [...value, o.value])}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
