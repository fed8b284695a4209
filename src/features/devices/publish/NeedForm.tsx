// 发布求租's fields: the machine wanted (type, spec floor, quantity), the work, the site, the
// start and duration, the rent mode with a budget (or 面议), operator, the deadline for offers,
// contact. The flow holds the draft.
import '../../../ui/mantine-components';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { WORK_KINDS } from '../../../api/devices-dicts';
import { draftInputs } from '../../../ui/form';
import { ContactFields, PlaceFields, RentModeSelect, TitleAndType, type KindFormProps } from './fields';
import type { NeedDraft } from './publish-flow';

export function NeedForm({ draft, set, errors }: KindFormProps<NeedDraft>) {
  const field = draftInputs(draft, set, errors);
  return (
    <>
      <TitleAndType field={field} placeholder="如 求租20吨挖掘机2台（土方开挖）" />
      <TextInput label="最低吨位 / 规格" inputMode="decimal" {...field('specMin')} />
      <TextInput label="数量（台）" required inputMode="numeric" {...field('quantity')} />
      <NativeSelect label="工况用途" required data={WORK_KINDS} {...field('workKind')} />
      <PlaceFields draft={draft} set={set} field={field} addressLabel="项目地点" />
      <TextInput label="进场日期" required type="date" {...field('startDate')} />
      <TextInput label="租期（天）" required inputMode="numeric" {...field('durationDays')} />
      <TextInput label="截止日期" required type="date" description="不晚于进场日期" {...field('deadline')} />
      <RentModeSelect field={field} label="租赁方式" />
      <TextInput label="预算（元/单位，空为面议）" inputMode="decimal" {...field('budgetPrice')} />
      <Checkbox label="需要带操作手" {...field.check('withOperator')} />
      <ContactFields field={field} descriptionLabel="补充说明" />
    </>
  );
}
