// 发布班组: name, leader and phone, size, trades from the tree, how it takes work, where it is
// based, and past projects. Published at once; opens the team's page.
import { useQuery } from '@tanstack/react-query';
import type { OwnTeam } from '../../../api/labor-member';
import { TEAM_MODES } from '../../../api/labor-trades';
import { RegionSelects } from '../../../ui/RegionSelects';
import { treeQuery } from '../common/queries';
import { TradeTree } from '../common/TradeTree';
import { Field, intOrNaN, SubmitRow, useLaborForm } from './form-kit';
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
  const tree = useQuery(treeQuery);
  const own = flow.own && 'leaderName' in flow.own.form ? flow.own.form : null;
  const form = useLaborForm<Values>(flow, own ? fromOwn(own) : INITIAL, (v) => ({
    ...toForm(v),
    ...(own ? { id: own.id } : {}),
  }));
  const f = form.values;
  const project = (i: number, p: Partial<Project>) =>
    form.set(
      'projects',
      f.projects.map((x, k) => (k === i ? { ...x, ...p } : x)),
    );
  const text = (label: string, key: 'name' | 'leaderName' | 'phone' | 'size', type = 'text', max = 40) => (
    <Field label={label} path={key} errors={form.errors}>
      {(p) => (
        <input
          {...p}
          type={type}
          maxLength={max}
          value={f[key]}
          onChange={(e) => form.set(key, e.currentTarget.value)}
        />
      )}
    </Field>
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
        <Field label="承接方式" path="mode" errors={form.errors}>
          {(p) => (
            <select {...p} value={f.mode} onChange={(e) => form.set('mode', e.currentTarget.value as Values['mode'])}>
              {TEAM_MODES.map((m) => (
                <option key={m}>{m}</option>
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
        <span>常驻地区</span>
        <RegionSelects
          levels={2}
          applyOn="change"
          value={{ provinceCode: f.provinceCode, cityCode: f.cityCode, districtCode: '' }}
          onChange={(r) => form.setValues((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))}
          errors={{ provinceCode: form.errors.provinceCode, cityCode: form.errors.cityCode }}
        />
      </div>
      <Field label="班组介绍" path="intro" errors={form.errors}>
        {(p) => (
          <textarea {...p} maxLength={500} value={f.intro} onChange={(e) => form.set('intro', e.currentTarget.value)} />
        )}
      </Field>
      <fieldset className={classes.fieldset}>
        <legend>过往业绩（选填）</legend>
        {f.projects.map((p, i) => (
          <div key={i} className={classes.formGrid} role="group" aria-label={`业绩 ${i + 1}`}>
            <Field label="项目名称" path={`projects.${i}.name`} errors={form.errors}>
              {(a) => (
                <input
                  {...a}
                  maxLength={60}
                  value={p.name}
                  onChange={(e) => project(i, { name: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label="年份" path={`projects.${i}.year`} errors={form.errors}>
              {(a) => (
                <input
                  {...a}
                  type="number"
                  value={p.year}
                  onChange={(e) => project(i, { year: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label="规模" path={`projects.${i}.scale`} errors={form.errors}>
              {(a) => (
                <input
                  {...a}
                  maxLength={40}
                  value={p.scale}
                  onChange={(e) => project(i, { scale: e.currentTarget.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className={classes.ghost}
              onClick={() =>
                form.set(
                  'projects',
                  f.projects.filter((_, k) => k !== i),
                )
              }
            >
              删除此业绩
            </button>
          </div>
        ))}
        {f.projects.length < 10 && (
          <button
            type="button"
            className={classes.ghost}
            onClick={() => form.set('projects', [...f.projects, { name: '', year: '', scale: '' }])}
          >
            添加业绩
          </button>
        )}
      </fieldset>
      <SubmitRow refusal={form.refusal} busy={form.busy} label="发布班组" editing={!!own} />
    </form>
  );
}
