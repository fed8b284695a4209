// 发布求租: the machine wanted (type, spec floor, quantity), the work, the site, the start and
// duration, the rent mode with a budget (or 面议), operator, the deadline for offers, contact.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { devices } from '../../../api/devices';
import { DEVICE_CATEGORIES, deviceLinks, RENT_MODES, RENT_MODE_NAMES, WORK_KINDS } from '../../../api/devices-dicts';
import { needForm, type NeedForm as Form } from '../../../api/devices-forms';
import { beijingDay } from '../../../api/time';
import { ApiError } from '../../../client/errors';
import { call } from '../../../client/http';
import { transportOf } from '../../../shared/query';
import { RegionSelects } from '../../../ui/RegionSelects';
import common from '../common/devices.module.css';
import { errorsOf, Field, focusFirst, refusalOf, type Errors } from './fields';
import classes from './publish.module.css';

const later = (days: number) => beijingDay(Date.now() + days * 86_400_000);
const blank = () => ({
  title: '', typeCode: '101', specMin: '', quantity: '1', workKind: WORK_KINDS[0] as Form['workKind'], provinceCode: '', cityCode: '', address: '',
  startDate: later(7), durationDays: '30', rentMode: 'shift' as Form['rentMode'], budgetPrice: '', withOperator: true, deadline: later(5),
  contactName: '', contactPhone: '', description: '',
});
type Draft = ReturnType<typeof blank>;
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function NeedForm({ onSaved }: { onSaved: () => void }) {
  const client = useQueryClient();
  const root = useRef<HTMLFormElement>(null);
  const [d, setD] = useState<Draft>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<{ id: number; stateName: string; reviewNote: string } | null>(null);
  const text = (k: keyof Draft) => ({ value: String(d[k]), onChange: (e: { currentTarget: { value: string } }) => setD((x) => ({ ...x, [k]: e.currentTarget.value })) });
  const form = (): Form => ({
    title: d.title, typeCode: d.typeCode, specMin: num(d.specMin), quantity: num(d.quantity) as number, workKind: d.workKind, provinceCode: d.provinceCode,
    cityCode: d.cityCode, address: d.address, startDate: d.startDate, durationDays: num(d.durationDays) as number, rentMode: d.rentMode,
    budgetPrice: num(d.budgetPrice), withOperator: d.withOperator, deadline: d.deadline, contactName: d.contactName, contactPhone: d.contactPhone, description: d.description,
  });
  const save = useMutation({
    mutationFn: (f: Form) => call(devices.publishNeed, f, { http: transportOf(client) }),
    onSuccess: (r) => {
      setSaved(r);
      onSaved();
    },
    onError: (e) => {
      const errs = refusalOf(e instanceof ApiError ? e.message : '发布失败，请稍后再试');
      setErrors(errs);
      requestAnimationFrame(() => focusFirst(root.current, errs));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = form();
    const errs = errorsOf(needForm, f);
    if (!errs.deadline && f.deadline > f.startDate) errs.deadline = '截止日期不能晚于进场日期';
    setErrors(errs);
    setSaved(null);
    if (Object.keys(errs).length) return requestAnimationFrame(() => focusFirst(root.current, errs));
    save.mutate(f);
  };
  const F = (path: string, label: string, input: (p: object) => ReactNode, extra: { required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <div className={extra.wide ? classes.wide : undefined}>
      <Field path={path} label={label} errors={errors} required={extra.required} hint={extra.hint}>
        {(p) => input(p)}
      </Field>
    </div>
  );
  return (
    <form ref={root} className={classes.form} onSubmit={submit} noValidate aria-label="发布求租信息">
      {errors.form && <p className={classes.alert} role="alert" tabIndex={-1}>{errors.form}</p>}
      {F('title', '标题', (p) => <input {...p} maxLength={60} placeholder="如 求租20吨挖掘机2台（土方开挖）" {...text('title')} />, { required: true, wide: true })}
      {F('typeCode', '设备类型', (p) => (
        <select {...p} {...text('typeCode')}>
          {DEVICE_CATEGORIES.map((c) => (
            <optgroup key={c.code} label={c.name}>
              {c.types.map((t) => <option key={t.code} value={t.code}>{t.name}</option>)}
            </optgroup>
          ))}
        </select>
      ), { required: true })}
      {F('specMin', '最低吨位 / 规格', (p) => <input {...p} inputMode="decimal" {...text('specMin')} />)}
      {F('quantity', '数量（台）', (p) => <input {...p} inputMode="numeric" {...text('quantity')} />, { required: true })}
      {F('workKind', '工况用途', (p) => <select {...p} {...text('workKind')}>{WORK_KINDS.map((w) => <option key={w}>{w}</option>)}</select>, { required: true })}
      <div className={classes.wide}>
        <RegionSelects
          value={{ provinceCode: d.provinceCode, cityCode: d.cityCode, districtCode: '' }}
          onChange={(r) => setD((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))}
          errors={{ provinceCode: errors.provinceCode, cityCode: errors.cityCode }}
          levels={2}
          required
        />
      </div>
      {F('address', '项目地点', (p) => <input {...p} maxLength={100} {...text('address')} />, { required: true, wide: true })}
      {F('startDate', '进场日期', (p) => <input {...p} type="date" {...text('startDate')} />, { required: true })}
      {F('durationDays', '租期（天）', (p) => <input {...p} inputMode="numeric" {...text('durationDays')} />, { required: true })}
      {F('deadline', '截止日期', (p) => <input {...p} type="date" {...text('deadline')} />, { required: true, hint: '不晚于进场日期' })}
      {F('rentMode', '租赁方式', (p) => <select {...p} {...text('rentMode')}>{RENT_MODES.map((m) => <option key={m} value={m}>按{RENT_MODE_NAMES[m]}</option>)}</select>, { required: true })}
      {F('budgetPrice', '预算（元/单位，空为面议）', (p) => <input {...p} inputMode="decimal" {...text('budgetPrice')} />)}
      <label className={classes.check}>
        <input type="checkbox" checked={d.withOperator} onChange={(e) => setD((x) => ({ ...x, withOperator: e.currentTarget.checked }))} />
        需要带操作手
      </label>
      {F('contactName', '联系人', (p) => <input {...p} maxLength={20} {...text('contactName')} />, { required: true })}
      {F('contactPhone', '联系电话', (p) => <input {...p} inputMode="tel" maxLength={12} {...text('contactPhone')} />, { required: true })}
      {F('description', '补充说明', (p) => <textarea {...p} rows={3} maxLength={500} {...text('description')} />, { wide: true })}
      {saved && (
        <p className={classes.done} role="status">
          已提交：{saved.stateName}。{saved.reviewNote || <Link href={deviceLinks.need(saved.id)}>查看求租页</Link>}
        </p>
      )}
      <div className={classes.submit}>
        <button type="submit" className={common.primary} disabled={save.isPending}>
          {save.isPending ? '提交中…' : '发布求租信息'}
        </button>
      </div>
    </form>
  );
}
