// 发布招工: title, trades from the tree, headcount, wage range with its unit, settlement, project
// type, start day and duration, place, benefits and requirements, contact, the 农民工工资专户
// declaration. A post naming 押金 / 培训费 / 报名费 / 先交 is held for review (the server says so).
import { useQuery } from '@tanstack/react-query';
import type { OwnJob } from '../../../api/labor-member';
import { PROJECT_TYPES, SETTLEMENTS, WAGE_UNITS } from '../../../api/labor-trades';
import { RegionSelects } from '../../../ui/RegionSelects';
import { treeQuery } from '../common/queries';
import { TradeTree } from '../common/TradeTree';
import { Field, intOrNaN, SubmitRow, useLaborForm } from './form-kit';
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
  const tree = useQuery(treeQuery);
  const own = flow.own && 'title' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, (v) => ({
    ...toForm(v),
    ...(own ? { id: own.id } : {}),
  }));
  const f = form.values;
  const text = (label: string, key: TextKey, type = 'text', max = 100) => (
    <Field label={label} path={key} errors={form.errors}>
      {(p) => (
        <input
          {...p}
          type={type}
          maxLength={max}
          value={f[key]}
          onChange={(e) => form.set(key, e.currentTarget.value as never)}
        />
      )}
    </Field>
  );
  const choice = <K extends 'wageUnit' | 'settlement' | 'projectType'>(
    label: string,
    key: K,
    options: readonly Values[K][],
  ) => (
    <Field label={label} path={key} errors={form.errors}>
      {(p) => (
        <select {...p} value={f[key]} onChange={(e) => form.set(key, e.currentTarget.value as Values[K])}>
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      )}
    </Field>
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
      <div className={classes.field} data-path="trades" tabIndex={-1}>
        <span>工种（最多 5 个）</span>
        <TradeTree
          tree={tree.data ?? []}
          value={f.trades}
          onChange={(codes) => form.set('trades', codes)}
          label="选择工种"
          leavesOnly
          max={5}
        />
        {form.errors.trades && <small className={classes.error}>{form.errors.trades}</small>}
      </div>
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
      <div className={classes.field} data-path="cityCode" tabIndex={-1}>
        <span>项目地点</span>
        <RegionSelects
          levels={2}
          applyOn="change"
          value={{ provinceCode: f.provinceCode, cityCode: f.cityCode, districtCode: '' }}
          onChange={(r) => form.setValues((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))}
          errors={{ provinceCode: form.errors.provinceCode, cityCode: form.errors.cityCode }}
        />
      </div>
      {text('详细地址', 'address')}
      {text('待遇（如包吃住、报销路费）', 'benefits')}
      {text('要求（年龄、证书、经验）', 'requirements', 'text', 300)}
      <Field label="详细说明" path="description" errors={form.errors}>
        {(p) => (
          <textarea
            {...p}
            maxLength={1000}
            value={f.description}
            onChange={(e) => form.set('description', e.currentTarget.value)}
          />
        )}
      </Field>
      <div className={classes.formGrid}>
        {text('联系人', 'contactName', 'text', 20)}
        {text('联系电话', 'contactPhone', 'tel', 12)}
      </div>
      <label className={classes.inline}>
        <input
          type="checkbox"
          checked={f.wageAccount}
          onChange={(e) => form.set('wageAccount', e.currentTarget.checked)}
        />
        本项目已设立农民工工资专户
      </label>
      <p className={classes.note}>平台禁止向工人收取押金、培训费、报名费；含有此类字样的信息将转人工审核。</p>
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布招工" editing={!!own} />
    </form>
  );
}
