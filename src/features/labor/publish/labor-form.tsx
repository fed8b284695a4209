// What the three labour publish forms share, on the form kit (src/ui/form): the values in state,
// submitted to the laborPublish flow, which checks them with the catalogue's own schema (the rule
// the server applies) and keeps each message by path; the inputs bound to the values and those
// messages; the first invalid field focused and announced; the trades, the area and the server's
// refusal above the button.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LaborForm } from '../../../../machines/labor-forms';
import type { z } from '../../../api/define';
import { draftInputs, FieldGroup, FormAnnouncer, requiredBy, useRefusalFocus } from '../../../ui/form';
import { RegionSelects } from '../../../ui/RegionSelects';
import { treeQuery } from '../common/queries';
import { TradeTree } from '../common/TradeTree';
import type { LaborPublishView } from './publish-flow';
import classes from '../common/labor.module.css';

/**
 * `own`: the listing being edited (its id goes with the submit), `toForm`: the values as the call
 * takes them (numbers from their text).
 */
export function useLaborForm<V extends object>(
  flow: LaborPublishView,
  initial: V,
  toForm: (v: V) => LaborForm,
  own: { id: number } | null,
  /** The catalogue's schema of the form: the required marks follow it. */
  schema?: z.ZodMiniType,
) {
  const [values, setValues] = useState(initial);
  const { errors } = flow;
  const { root, announcement } = useRefusalFocus(errors);
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    flow.submit({ ...toForm(values), ...(own ? { id: own.id } : {}) } as LaborForm);
  };
  // The server's refusal (the field messages are under their fields).
  const refusal = Object.keys(errors).length ? '' : flow.error;
  return {
    values,
    set,
    field: draftInputs(values, set, errors, '', schema && requiredBy(schema)),
    errors,
    onSubmit,
    ref: root,
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

/** 工种: up to five leaves of the tree. */
export function TradesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (trades: string[]) => void;
  error: string | undefined;
}) {
  const tree = useQuery(treeQuery);
  return (
    <FieldGroup label="工种（最多 5 个）" path="trades" error={error}>
      <TradeTree tree={tree.data ?? []} value={value} onChange={onChange} label="选择工种" leavesOnly max={5} />
    </FieldGroup>
  );
}

interface Area {
  provinceCode: string;
  cityCode: string;
}

/** The area (province and city) under its label. */
export function AreaField({
  label,
  value,
  set,
  errorOf,
}: {
  label: string;
  value: Area;
  set: (patch: Area) => void;
  errorOf: (path: string) => string | undefined;
}) {
  return (
    <FieldGroup label={label} path="cityCode">
      <RegionSelects
        levels={2}
        applyOn="change"
        value={{ provinceCode: value.provinceCode, cityCode: value.cityCode, districtCode: '' }}
        onChange={(r) => set({ provinceCode: r.provinceCode, cityCode: r.cityCode })}
        errors={{ provinceCode: errorOf('provinceCode'), cityCode: errorOf('cityCode') }}
      />
    </FieldGroup>
  );
}

/** A list of groups (业绩, 证书): each with its delete button, and the add button while under `max`. */
export function Repeated<T>({
  items,
  onChange,
  max,
  noun,
  blank,
  children,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  max: number;
  noun: string;
  blank: () => T;
  children: (item: T, patch: (p: Partial<T>) => void, i: number) => ReactNode;
}) {
  const patch = (i: number) => (p: Partial<T>) => onChange(items.map((x, k) => (k === i ? { ...x, ...p } : x)));
  return (
    <>
      {items.map((item, i) => (
        <div key={i} className={classes.formGrid} role="group" aria-label={`${noun} ${i + 1}`}>
          {children(item, patch(i), i)}
          <button type="button" className={classes.ghost} onClick={() => onChange(items.filter((_, k) => k !== i))}>
            删除此{noun}
          </button>
        </div>
      ))}
      {items.length < max && (
        <button type="button" className={classes.ghost} onClick={() => onChange([...items, blank()])}>
          添加{noun}
        </button>
      )}
    </>
  );
}

export const intOrNaN = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
