// 发布找活名片: trades from the tree, years, age, hometown, where one works, expected wage, and
// 特种作业 certificates (numbers checked on the server). Published at once; opens the card.
import { useQuery } from '@tanstack/react-query';
import type { OwnWorker } from '../../../api/labor-member';
import { WAGE_UNITS } from '../../../api/labor-trades';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { RegionSelects } from '../../../ui/RegionSelects';
import { treeQuery } from '../common/queries';
import { TradeTree } from '../common/TradeTree';
import { CertFields, type CertValue } from './CertFields';
import { Field, intOrNaN, SubmitRow, useLaborForm } from './form-kit';
import type { LaborPublishView } from './publish-flow';
import classes from '../common/labor.module.css';

interface Values {
  surname: string;
  fullName: string;
  phone: string;
  trades: string[];
  years: string;
  age: string;
  hometownCode: string;
  provinceCode: string;
  cityCode: string;
  expectedWage: string;
  wageUnit: (typeof WAGE_UNITS)[number];
  isLeader: boolean;
  intro: string;
  certificates: CertValue[];
}
const INITIAL: Values = {
  surname: '',
  fullName: '',
  phone: '',
  trades: [],
  years: '',
  age: '',
  hometownCode: '',
  provinceCode: '',
  cityCode: '',
  expectedWage: '',
  wageUnit: '元/天',
  isLeader: false,
  intro: '',
  certificates: [],
};

const fromOwn = (f: OwnWorker['form']): Values => ({
  ...f,
  years: String(f.years),
  age: String(f.age),
  expectedWage: String(f.expectedWage),
});
const toForm = (v: Values) => ({
  ...v,
  years: intOrNaN(v.years),
  age: intOrNaN(v.age),
  expectedWage: intOrNaN(v.expectedWage),
  certificates: v.certificates.map((c) => ({ ...c, photoId: c.photoId ?? undefined })),
});

export function WorkerForm({ flow }: { flow: LaborPublishView }) {
  const tree = useQuery(treeQuery);
  const provinces = useQuery(callQuery(system.provinces, {}));
  const own = flow.own && 'surname' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, (v) => ({
    ...toForm(v),
    ...(own ? { id: own.id } : {}),
  }));
  const f = form.values;
  return (
    <form
      ref={form.ref}
      className={classes.form}
      aria-label={own ? '修改找活名片' : '发布找活名片'}
      onSubmit={form.onSubmit}
      noValidate
    >
      {form.announcer}
      <div className={classes.formGrid}>
        <Field label="姓氏（展示为某师傅）" path="surname" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              maxLength={2}
              value={f.surname}
              onChange={(e) => form.set('surname', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="真实姓名（登录会员可见）" path="fullName" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              maxLength={20}
              value={f.fullName}
              onChange={(e) => form.set('fullName', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="手机号" path="phone" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              type="tel"
              maxLength={12}
              value={f.phone}
              onChange={(e) => form.set('phone', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="工龄（年）" path="years" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={0}
              max={60}
              value={f.years}
              onChange={(e) => form.set('years', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="年龄" path="age" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={16}
              max={70}
              value={f.age}
              onChange={(e) => form.set('age', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="籍贯" path="hometownCode" errors={form.errors}>
          {(p) => (
            <select {...p} value={f.hometownCode} onChange={(e) => form.set('hometownCode', e.currentTarget.value)}>
              <option value="">请选择省份</option>
              {(provinces.data ?? []).map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="期望工资" path="expectedWage" errors={form.errors}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              value={f.expectedWage}
              onChange={(e) => form.set('expectedWage', e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="工资单位" path="wageUnit" errors={form.errors}>
          {(p) => (
            <select
              {...p}
              value={f.wageUnit}
              onChange={(e) => form.set('wageUnit', e.currentTarget.value as Values['wageUnit'])}
            >
              {WAGE_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
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
      <div className={classes.field} data-path="cityCode" tabIndex={-1}>
        <span>常驻 / 期望地区</span>
        <RegionSelects
          levels={2}
          applyOn="change"
          value={{ provinceCode: f.provinceCode, cityCode: f.cityCode, districtCode: '' }}
          onChange={(r) => form.setValues((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))}
          errors={{ provinceCode: form.errors.provinceCode, cityCode: form.errors.cityCode }}
        />
      </div>
      <label className={classes.inline}>
        <input type="checkbox" checked={f.isLeader} onChange={(e) => form.set('isLeader', e.currentTarget.checked)} />
        我是班组长，可带队承接
      </label>
      <Field label="经验介绍" path="intro" errors={form.errors}>
        {(p) => (
          <textarea {...p} maxLength={500} value={f.intro} onChange={(e) => form.set('intro', e.currentTarget.value)} />
        )}
      </Field>
      <CertFields
        certs={f.certificates}
        provinces={provinces.data ?? []}
        errors={form.errors}
        onChange={(certificates) => form.set('certificates', certificates)}
      />
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布找活名片" editing={!!own} />
    </form>
  );
}
