// 发布招工: title, trades from the tree, headcount, wage range with its unit, settlement, project
// type, start day and duration, place, benefits and requirements, contact, the 农民工工资专户
// declaration. A post naming 押金 / 培训费 / 报名费 / 先交 is held for review (the server says so).
import '../../../ui/mantine-components';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { jobForm, type OwnJob } from '../../../api/labor-member';
import { PROJECT_TYPES, SETTLEMENTS, WAGE_UNITS } from '../../../api/labor-trades';
import { AreaField, intOrNaN, SubmitRow, TradesField, useLaborForm } from './labor-form';
import type { LaborPublishView } from './publish-flow';
import classes from '../common/labor.module.css';

const INITIAL = {
  title: '',
  trades: [] as string[],
  headcount: '',
  wageMin: '',
  wageMax: '',
  wageUnit: '元/天' as (typeof WAGE_UNITS)[number],
  settlement: '月结' as (typeof SETTLEMENTS)[number],
  projectType: '住宅' as (typeof PROJECT_TYPES)[number],
  startDate: '',
  durationDays: '',
  provinceCode: '',
  cityCode: '',
  address: '',
  benefits: '',
  requirements: '',
  description: '',
  contactName: '',
  contactPhone: '',
  wageAccount: false,
};
type Values = typeof INITIAL;
const fromOwn = (f: OwnJob['form']): Values => ({
  ...f,
  headcount: String(f.headcount),
  wageMin: String(f.wageMin),
  wageMax: String(f.wageMax),
  durationDays: String(f.durationDays),
});
const toForm = (v: Values) => ({
  ...v,
  headcount: intOrNaN(v.headcount),
  wageMin: intOrNaN(v.wageMin),
  wageMax: intOrNaN(v.wageMax),
  durationDays: intOrNaN(v.durationDays),
});
type TextKey = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

export function JobForm({ flow }: { flow: LaborPublishView }) {
  const own = flow.own && 'title' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, toForm, own, jobForm);
  const { values: f, field } = form;
  const text = (label: string, key: TextKey, type = 'text', max = 100) => (
    <TextInput label={label} type={type} maxLength={max} {...field(key)} />
  );
  const choice = (label: string, key: 'wageUnit' | 'settlement' | 'projectType', options: readonly string[]) => (
    <NativeSelect label={label} data={options} {...field(key)} />
  );
  return (
    <form
      ref={form.ref}
      className={classes.form}
      aria-label={own ? '修改招工' : '发布招工'}
      onSubmit={form.onSubmit}
      noValidate
    >
      {form.announcer}
      {text('标题', 'title', 'text', 60)}
      <TradesField value={f.trades} onChange={(trades) => form.set({ trades })} error={field.errorOf('trades')} />
      <div className={classes.formGrid}>
        {text('招工人数', 'headcount', 'number')}
        {text('最低工资', 'wageMin', 'number')}
        {text('最高工资', 'wageMax', 'number')}
        {choice('工资单位', 'wageUnit', WAGE_UNITS)}
        {choice('结算方式', 'settlement', SETTLEMENTS)}
        {choice('项目类型', 'projectType', PROJECT_TYPES)}
        {text('开工日期', 'startDate', 'date')}
        {text('工期（天）', 'durationDays', 'number')}
      </div>
      <AreaField label="项目地点" value={f} set={form.set} errorOf={field.errorOf} />
      {text('详细地址', 'address')}
      {text('待遇（如包吃住、报销路费）', 'benefits')}
      {text('要求（年龄、证书、经验）', 'requirements', 'text', 300)}
      <Textarea label="详细说明" maxLength={1000} {...field('description')} />
      <div className={classes.formGrid}>
        {text('联系人', 'contactName', 'text', 20)}
        {text('联系电话', 'contactPhone', 'tel', 12)}
      </div>
      <Checkbox label="本项目已设立农民工工资专户" {...field.check('wageAccount')} />
      <p className={classes.note}>平台禁止向工人收取押金、培训费、报名费；含有此类字样的信息将转人工审核。</p>
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布招工" editing={!!own} />
    </form>
  );
}
