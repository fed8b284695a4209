// The parts both publish forms share, on the form kit (src/ui/form): the form's props and its
// inputs bound to the flow's draft, the title, the machine type, the rent mode, the place
// (province, city, address) and the contact.
import '../../../ui/mantine-components';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { Errors, NeedDraft, SupplyDraft } from '../../../../machines/devices-forms';
import { DEVICE_CATEGORIES, RENT_MODES, RENT_MODE_NAMES } from '../../../api/devices-dicts';
import type { DraftInputs } from '../../../ui/form';
import { RegionSelects } from '../../../ui/RegionSelects';
import classes from './publish.module.css';

export type { Errors };

/** A publish form's props: the flow's draft of its kind, the patch to send, the problems by field. */
export interface KindFormProps<D> {
  draft: D;
  set: (patch: Partial<D>) => void;
  errors: Errors;
}

/** What both drafts hold (the shared fields of the two forms). */
type Common = Pick<NeedDraft, keyof NeedDraft & keyof SupplyDraft>;
type Inputs = DraftInputs<Exclude<keyof Common, 'withOperator'>>;

const TYPE_OPTIONS = DEVICE_CATEGORIES.map((c) => ({
  group: c.name,
  items: c.types.map((t) => ({ value: t.code, label: t.name })),
}));
const RENT_OPTIONS = RENT_MODES.map((m) => ({ value: m, label: `按${RENT_MODE_NAMES[m]}` }));

/** 标题 and 设备类型, the head of both forms. */
export function TitleAndType({ field, placeholder }: { field: Inputs; placeholder: string }) {
  return (
    <>
      <TextInput
        label="标题"
        required
        className={classes.wide}
        maxLength={60}
        placeholder={placeholder}
        {...field('title')}
      />
      <NativeSelect label="设备类型" required data={TYPE_OPTIONS} {...field('typeCode')} />
    </>
  );
}

export function RentModeSelect({ field, label }: { field: Inputs; label: string }) {
  return <NativeSelect label={label} required data={RENT_OPTIONS} {...field('rentMode')} />;
}

/** Province and city (the full region list) and the address under them. */
export function PlaceFields({
  draft,
  set,
  field,
  addressLabel,
}: {
  draft: Common;
  set: (p: Partial<Common>) => void;
  field: Inputs;
  addressLabel: string;
}) {
  return (
    <>
      <div className={classes.wide}>
        <RegionSelects
          value={{ provinceCode: draft.provinceCode, cityCode: draft.cityCode, districtCode: '' }}
          onChange={(r) => set({ provinceCode: r.provinceCode, cityCode: r.cityCode })}
          errors={{ provinceCode: field.errorOf('provinceCode'), cityCode: field.errorOf('cityCode') }}
          levels={2}
          required
        />
      </div>
      <TextInput label={addressLabel} required className={classes.wide} maxLength={100} {...field('address')} />
    </>
  );
}

/** The contact (shown to members only) and the free text under it. */
export function ContactFields({ field, descriptionLabel }: { field: Inputs; descriptionLabel: string }) {
  return (
    <>
      <TextInput label="联系人" required maxLength={20} {...field('contactName')} />
      <TextInput label="联系电话" required inputMode="tel" maxLength={12} {...field('contactPhone')} />
      <Textarea label={descriptionLabel} className={classes.wide} rows={3} maxLength={500} {...field('description')} />
    </>
  );
}
