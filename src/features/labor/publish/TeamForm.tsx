// 发布班组: name, leader and phone, size, trades from the tree, how it takes work, where it is
// based, and past projects. Published at once; opens the team's page.
import '../../../ui/mantine-components';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { teamForm, type OwnTeam } from '../../../api/labor-member';
import { TEAM_MODES } from '../../../api/labor-trades';
import { draftInputs } from '../../../ui/form';
import { AreaField, intOrNaN, Repeated, SubmitRow, TradesField, useLaborForm } from './labor-form';
import type { LaborPublishView } from './publish-flow';
import classes from '../common/labor.module.css';

interface Project {
  name: string;
  year: string;
  scale: string;
}
const INITIAL = {
  name: '',
  leaderName: '',
  phone: '',
  size: '',
  trades: [] as string[],
  mode: '包工' as (typeof TEAM_MODES)[number],
  provinceCode: '',
  cityCode: '',
  intro: '',
  projects: [] as Project[],
};
type Values = typeof INITIAL;
const fromOwn = (f: OwnTeam['form']): Values => ({
  ...f,
  size: String(f.size),
  projects: f.projects.map((p) => ({ ...p, year: String(p.year) })),
});
const toForm = (v: Values) => ({
  ...v,
  size: intOrNaN(v.size),
  projects: v.projects.map((p) => ({ ...p, year: intOrNaN(p.year) })),
});

export function TeamForm({ flow }: { flow: LaborPublishView }) {
  const own = flow.own && 'leaderName' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, toForm, own, teamForm);
  const { values: f, field } = form;
  const text = (label: string, key: 'name' | 'leaderName' | 'phone' | 'size', type = 'text', max = 40) => (
    <TextInput label={label} type={type} maxLength={max} {...field(key)} />
  );
  return (
    <form
      ref={form.ref}
      className={classes.form}
      aria-label={own ? '修改班组' : '发布班组'}
      onSubmit={form.onSubmit}
      noValidate
    >
      {form.announcer}
      <div className={classes.formGrid}>
        {text('班组名称', 'name')}
        {text('班组长', 'leaderName', 'text', 20)}
        {text('联系电话', 'phone', 'tel', 12)}
        {text('人数', 'size', 'number')}
        <NativeSelect label="承接方式" data={TEAM_MODES} {...field('mode')} />
      </div>
      <TradesField value={f.trades} onChange={(trades) => form.set({ trades })} error={field.errorOf('trades')} />
      <AreaField label="常驻地区" value={f} set={form.set} errorOf={field.errorOf} />
      <Textarea label="班组介绍" maxLength={500} {...field('intro')} />
      <fieldset className={classes.fieldset}>
        <legend>过往业绩（选填）</legend>
        <Repeated
          items={f.projects}
          onChange={(projects) => form.set({ projects })}
          max={10}
          noun="业绩"
          blank={() => ({ name: '', year: '', scale: '' })}
        >
          {(p, patch, i) => {
            const item = draftInputs(p, patch, field.errorOf, `projects.${i}.`);
            return (
              <>
                <TextInput label="项目名称" maxLength={60} {...item('name')} />
                <TextInput label="年份" type="number" {...item('year')} />
                <TextInput label="规模" maxLength={40} {...item('scale')} />
              </>
            );
          }}
        </Repeated>
      </fieldset>
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布班组" editing={!!own} />
    </form>
  );
}
