// 发布班组: name, leader and phone, size, trades from the tree, how it takes work, where it is
// based, and past projects. Published at once; opens the team's page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { laborMember, teamForm } from '../../../api/labor-member';
import { TEAM_MODES } from '../../../api/labor-trades';
import { call } from '../../../client/http';
import { transportOf } from '../../../shared/query';
import { routes } from '../../../shared/routes';
import { RegionSelects } from '../../../ui/RegionSelects';
import { treeQuery } from '../common/queries';
import { TradeTree } from '../common/TradeTree';
import { Field, intOrNaN, useLaborForm } from './form-kit';
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
const toForm = (v: Values) => ({ ...v, size: intOrNaN(v.size), projects: v.projects.map((p) => ({ ...p, year: intOrNaN(p.year) })) });

export function TeamForm() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const tree = useQuery(treeQuery);
  const save = useMutation({
    mutationFn: (v: Values) => call(laborMember.saveTeam, toForm(v), { http: transportOf(client), silent: true }),
    onSuccess: (saved) => navigate(routes.laborTeamDetail.href({ id: saved.id })),
  });
  const form = useLaborForm<Values>(teamForm, INITIAL, toForm, (vals) => save.mutate(vals));
  const f = form.values;
  const project = (i: number, p: Partial<Project>) => form.set('projects', f.projects.map((x, k) => (k === i ? { ...x, ...p } : x)));
  const text = (label: string, key: 'name' | 'leaderName' | 'phone' | 'size', type = 'text', max = 40) => (
    <Field label={label} path={key} errors={form.errors}>
      {(p) => <input {...p} type={type} maxLength={max} value={f[key]} onChange={(e) => form.set(key, e.currentTarget.value)} />}
    </Field>
  );
  return (
    <form className={classes.form} aria-label="发布班组" onSubmit={form.onSubmit} noValidate>
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
        <TradeTree tree={tree.data ?? []} value={f.trades} onChange={(codes) => form.set('trades', codes)} label="选择工种" leavesOnly max={5} />
        {form.errors.trades && <small className={classes.error}>{form.errors.trades}</small>}
      </div>
      <div className={classes.field} data-path="cityCode" tabIndex={-1}>
        <span>常驻地区</span>
        <RegionSelects levels={2} applyOn="change" value={{ provinceCode: f.provinceCode, cityCode: f.cityCode, districtCode: '' }} onChange={(r) => form.setValues((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))} errors={{ provinceCode: form.errors.provinceCode, cityCode: form.errors.cityCode }} />
      </div>
      <Field label="班组介绍" path="intro" errors={form.errors}>
        {(p) => <textarea {...p} maxLength={500} value={f.intro} onChange={(e) => form.set('intro', e.currentTarget.value)} />}
      </Field>
      <fieldset className={classes.fieldset}>
        <legend>过往业绩（选填）</legend>
        {f.projects.map((p, i) => (
          <div key={i} className={classes.formGrid} role="group" aria-label={`业绩 ${i + 1}`}>
            <Field label="项目名称" path={`projects.${i}.name`} errors={form.errors}>
              {(a) => <input {...a} maxLength={60} value={p.name} onChange={(e) => project(i, { name: e.currentTarget.value })} />}
            </Field>
            <Field label="年份" path={`projects.${i}.year`} errors={form.errors}>
              {(a) => <input {...a} type="number" value={p.year} onChange={(e) => project(i, { year: e.currentTarget.value })} />}
            </Field>
            <Field label="规模" path={`projects.${i}.scale`} errors={form.errors}>
              {(a) => <input {...a} maxLength={40} value={p.scale} onChange={(e) => project(i, { scale: e.currentTarget.value })} />}
            </Field>
            <button type="button" className={classes.ghost} onClick={() => form.set('projects', f.projects.filter((_, k) => k !== i))}>
              删除此业绩
            </button>
          </div>
        ))}
        {f.projects.length < 10 && (
          <button type="button" className={classes.ghost} onClick={() => form.set('projects', [...f.projects, { name: '', year: '', scale: '' }])}>
            添加业绩
          </button>
        )}
      </fieldset>
      {save.error && (
        <p className={classes.error} role="alert">
          {save.error.message}
        </p>
      )}
      <p>
        <button type="submit" className={classes.button} disabled={save.isPending}>
          发布班组
        </button>
      </p>
    </form>
  );
}
