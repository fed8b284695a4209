// 发布求租's fields: the machine wanted (type, spec floor, quantity), the work, the site, the
// start and duration, the rent mode with a budget (or 面议), operator, the deadline for offers,
// contact. The flow holds the draft.
import { RENT_MODES, RENT_MODE_NAMES, WORK_KINDS } from '../../../api/devices-dicts';
import { bind, Check, ContactFields, Field, PlaceFields, TypeSelect, type Errors } from './fields';
import type { NeedDraft } from './publish-flow';

interface Props {
  draft: NeedDraft;
  set: (patch: Partial<NeedDraft>) => void;
  errors: Errors;
}

export function NeedForm({ draft: d, set, errors }: Props) {
  const field = (key: keyof NeedDraft & string) => bind(d, set, key);
  return (
    <>
      <Field path="title" label="标题" errors={errors} required wide>
        {(p) => <input {...p} maxLength={60} placeholder="如 求租20吨挖掘机2台（土方开挖）" {...field('title')} />}
      </Field>
      <Field path="typeCode" label="设备类型" errors={errors} required>
        {(p) => <TypeSelect {...p} {...field('typeCode')} />}
      </Field>
      <Field path="specMin" label="最低吨位 / 规格" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" {...field('specMin')} />}
      </Field>
      <Field path="quantity" label="数量（台）" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('quantity')} />}
      </Field>
      <Field path="workKind" label="工况用途" errors={errors} required>
        {(p) => (
          <select {...p} {...field('workKind')}>
            {WORK_KINDS.map((w) => (
              <option key={w}>{w}</option>
            ))}
          </select>
        )}
      </Field>
      <PlaceFields draft={d} set={set} errors={errors} addressLabel="项目地点" />
      <Field path="startDate" label="进场日期" errors={errors} required>
        {(p) => <input {...p} type="date" {...field('startDate')} />}
      </Field>
      <Field path="durationDays" label="租期（天）" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('durationDays')} />}
      </Field>
      <Field path="deadline" label="截止日期" errors={errors} required hint="不晚于进场日期">
        {(p) => <input {...p} type="date" {...field('deadline')} />}
      </Field>
      <Field path="rentMode" label="租赁方式" errors={errors} required>
        {(p) => (
          <select {...p} {...field('rentMode')}>
            {RENT_MODES.map((m) => (
              <option key={m} value={m}>
                按{RENT_MODE_NAMES[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field path="budgetPrice" label="预算（元/单位，空为面议）" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" {...field('budgetPrice')} />}
      </Field>
      <Check label="需要带操作手" checked={d.withOperator} onChange={(withOperator) => set({ withOperator })} />
      <ContactFields draft={d} set={set} errors={errors} descriptionLabel="补充说明" />
    </>
  );
}
