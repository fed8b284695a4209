// 发布找活名片: trades from the tree, years, age, hometown, where one works, expected wage, and
// 特种作业 certificates (numbers checked on the server). Published at once; opens the card.
import '../../../ui/mantine-components';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { workerForm, type OwnWorker } from '../../../api/labor-member';
import { WAGE_UNITS } from '../../../api/labor-trades';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { CertFields, provinceOptions, type CertValue } from './CertFields';
import { AreaField, intOrNaN, SubmitRow, TradesField, useLaborForm } from './labor-form';
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
  const provinces = useQuery(callQuery(system.provinces, {}));
  const own = flow.own && 'surname' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, toForm, own, workerForm);
  const { values: f, field } = form;
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
        <TextInput label="姓氏（展示为某师傅）" maxLength={2} {...field('surname')} />
        <TextInput label="真实姓名（登录会员可见）" maxLength={20} {...field('fullName')} />
        <TextInput label="手机号" type="tel" maxLength={12} {...field('phone')} />
        <TextInput label="工龄（年）" type="number" min={0} max={60} {...field('years')} />
        <TextInput label="年龄" type="number" min={16} max={70} {...field('age')} />
        <NativeSelect label="籍贯" data={provinceOptions(provinces.data, '请选择省份')} {...field('hometownCode')} />
        <TextInput label="期望工资" type="number" min={1} {...field('expectedWage')} />
        <NativeSelect label="工资单位" data={WAGE_UNITS} {...field('wageUnit')} />
      </div>
      <TradesField value={f.trades} onChange={(trades) => form.set({ trades })} error={field.errorOf('trades')} />
      <AreaField label="常驻 / 期望地区" value={f} set={form.set} errorOf={field.errorOf} />
      <Checkbox label="我是班组长，可带队承接" {...field.check('isLeader')} />
      <Textarea label="经验介绍" maxLength={500} {...field('intro')} />
      <CertFields
        certs={f.certificates}
        provinces={provinces.data ?? []}
        errorOf={field.errorOf}
        onChange={(certificates) => form.set({ certificates })}
      />
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布找活名片" editing={!!own} />
    </form>
  );
}
