// 发布出租: one machine's listing — type, brand and model, spec, year and hours, the rent mode
// with its price (or 面议) and the other modes' prices, fees, place, availability, photos
// (public) and certificates (private uploads), contact. Checked with the catalogue's schema
// before sending; the server's refusal lands on the field it names.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { devices } from '../../../api/devices';
import { DEVICE_BRANDS, DEVICE_CATEGORIES, deviceLinks, RENT_MODES, RENT_MODE_NAMES, RENT_UNIT } from '../../../api/devices-dicts';
import { supplyForm, type SupplyForm as Form } from '../../../api/devices-forms';
import { beijingDay } from '../../../api/time';
import { ApiError } from '../../../client/errors';
import { call } from '../../../client/http';
import { transportOf } from '../../../shared/query';
import { RegionSelects } from '../../../ui/RegionSelects';
import { FileUpload } from '../../../ui/upload';
import { errorsOf, Field, focusFirst, refusalOf, type Errors } from './fields';
import common from '../common/devices.module.css';
import classes from './publish.module.css';

const blank = () => ({
  title: '', typeCode: '101', brand: '三一', model: '', specValue: '', year: '', workingHours: '', quantity: '1', rentMode: 'shift' as Form['rentMode'],
  negotiable: false, shift: '', hour: '', day: '', month: '', cube: '', withOperator: true, fuelIncluded: false, mobilisationFee: '0', assemblyFee: '0',
  deposit: '0', minRentDays: '1', provinceCode: '', cityCode: '', address: '', serviceRadiusKm: '100', availableFrom: beijingDay(Date.now()),
  contactName: '', contactPhone: '', description: '',
});
type Draft = ReturnType<typeof blank>;
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function SupplyForm({ onSaved }: { onSaved: () => void }) {
  const client = useQueryClient();
  const root = useRef<HTMLFormElement>(null);
  const [d, setD] = useState<Draft>(blank);
  const [images, setImages] = useState<string[]>([]);
  const [certs, setCerts] = useState<{ name: string; attachId: string }[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<{ id: number; stateName: string; reviewNote: string } | null>(null);
  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const text = (k: keyof Draft) => ({ value: String(d[k]), onChange: (e: { currentTarget: { value: string } }) => set(k)(e.currentTarget.value as never) });
  const form = (): Form => ({
    title: d.title, typeCode: d.typeCode, brand: d.brand, model: d.model, specValue: num(d.specValue) as number, year: num(d.year) as number,
    workingHours: num(d.workingHours) as number, quantity: num(d.quantity) as number, rentMode: d.rentMode, negotiable: d.negotiable,
    prices: { shift: num(d.shift), hour: num(d.hour), day: num(d.day), month: num(d.month), cube: num(d.cube) },
    withOperator: d.withOperator, fuelIncluded: d.fuelIncluded, mobilisationFee: num(d.mobilisationFee), assemblyFee: num(d.assemblyFee), deposit: num(d.deposit),
    minRentDays: num(d.minRentDays) as number, provinceCode: d.provinceCode, cityCode: d.cityCode, address: d.address, serviceRadiusKm: num(d.serviceRadiusKm) as number,
    availableFrom: d.availableFrom, images, certificates: certs, contactName: d.contactName, contactPhone: d.contactPhone, description: d.description,
  });
  const save = useMutation({
    mutationFn: (f: Form) => call(devices.publish, f, { http: transportOf(client) }),
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
    const errs = errorsOf(supplyForm, f);
    if (!d.negotiable && f.prices[d.rentMode] === undefined) errs[`prices.${d.rentMode}`] ??= '请填写所选租赁方式的租金，或勾选面议';
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
    <form ref={root} className={classes.form} onSubmit={submit} noValidate aria-label="发布出租信息">
      {errors.form && <p className={classes.alert} role="alert" tabIndex={-1}>{errors.form}</p>}
      {F('title', '标题', (p) => <input {...p} maxLength={60} placeholder="如 三一SY215C 21吨挖掘机出租" {...text('title')} />, { required: true, wide: true })}
      {F('typeCode', '设备类型', (p) => (
        <select {...p} {...text('typeCode')}>
          {DEVICE_CATEGORIES.map((c) => (
            <optgroup key={c.code} label={c.name}>
              {c.types.map((t) => <option key={t.code} value={t.code}>{t.name}</option>)}
            </optgroup>
          ))}
        </select>
      ), { required: true })}
      {F('brand', '品牌', (p) => <select {...p} {...text('brand')}>{DEVICE_BRANDS.map((b) => <option key={b}>{b}</option>)}</select>, { required: true })}
      {F('model', '型号', (p) => <input {...p} maxLength={30} {...text('model')} />)}
      {F('specValue', '吨位 / 规格', (p) => <input {...p} inputMode="decimal" {...text('specValue')} />, { required: true, hint: '挖机、吊车填吨位，泵车、高空车填米数' })}
      {F('year', '出厂年份', (p) => <input {...p} inputMode="numeric" {...text('year')} />, { required: true })}
      {F('workingHours', '工作小时', (p) => <input {...p} inputMode="numeric" {...text('workingHours')} />, { required: true })}
      {F('quantity', '数量（台）', (p) => <input {...p} inputMode="numeric" {...text('quantity')} />, { required: true })}
      {F('rentMode', '主要租赁方式', (p) => <select {...p} {...text('rentMode')}>{RENT_MODES.map((m) => <option key={m} value={m}>按{RENT_MODE_NAMES[m]}</option>)}</select>, { required: true })}
      <label className={classes.check}>
        <input type="checkbox" checked={d.negotiable} onChange={(e) => set('negotiable')(e.currentTarget.checked)} />
        租金面议
      </label>
      {RENT_MODES.map((m) => F(`prices.${m}`, `租金（${RENT_UNIT[m]}）`, (p) => <input {...p} inputMode="decimal" {...text(m)} />, { required: m === d.rentMode && !d.negotiable }))}
      <label className={classes.check}>
        <input type="checkbox" checked={d.withOperator} onChange={(e) => set('withOperator')(e.currentTarget.checked)} />
        带操作手
      </label>
      <label className={classes.check}>
        <input type="checkbox" checked={d.fuelIncluded} onChange={(e) => set('fuelIncluded')(e.currentTarget.checked)} />
        含油费
      </label>
      {F('mobilisationFee', '进出场费（元）', (p) => <input {...p} inputMode="decimal" {...text('mobilisationFee')} />)}
      {F('assemblyFee', '安拆费（元）', (p) => <input {...p} inputMode="decimal" {...text('assemblyFee')} />)}
      {F('deposit', '押金（元）', (p) => <input {...p} inputMode="decimal" {...text('deposit')} />)}
      {F('minRentDays', '最短租期（天）', (p) => <input {...p} inputMode="numeric" {...text('minRentDays')} />, { required: true })}
      <div className={classes.wide}>
        <RegionSelects
          value={{ provinceCode: d.provinceCode, cityCode: d.cityCode, districtCode: '' }}
          onChange={(r) => setD((x) => ({ ...x, provinceCode: r.provinceCode, cityCode: r.cityCode }))}
          errors={{ provinceCode: errors.provinceCode, cityCode: errors.cityCode }}
          levels={2}
          required
        />
      </div>
      {F('address', '停放地址', (p) => <input {...p} maxLength={100} {...text('address')} />, { required: true, wide: true })}
      {F('serviceRadiusKm', '服务半径（公里）', (p) => <input {...p} inputMode="numeric" {...text('serviceRadiusKm')} />, { required: true })}
      {F('availableFrom', '可租日期', (p) => <input {...p} type="date" {...text('availableFrom')} />, { required: true })}
      {F('contactName', '联系人', (p) => <input {...p} maxLength={20} {...text('contactName')} />, { required: true })}
      {F('contactPhone', '联系电话', (p) => <input {...p} inputMode="tel" maxLength={12} {...text('contactPhone')} />, { required: true })}
      {F('description', '设备说明', (p) => <textarea {...p} rows={3} maxLength={500} {...text('description')} />, { wide: true })}
      <div className={classes.wide}>
        <FileUpload label="设备照片（公开）" kinds={['image']} maxFiles={6} visibility="public" onChange={(files) => setImages(files.map((f) => f.attachId))} />
      </div>
      <div className={classes.wide}>
        <FileUpload
          label="特种设备使用登记证、检验合格证（仅对意向企业可见）"
          kinds={['image', 'pdf']}
          maxFiles={6}
          visibility="private"
          onChange={(files) => setCerts(files.map((f) => ({ name: (f.originalName || '设备证照').slice(0, 30), attachId: f.attachId })))}
        />
      </div>
      {saved && (
        <p className={classes.done} role="status">
          已提交：{saved.stateName}。{saved.reviewNote || <Link href={deviceLinks.card(saved.id)}>查看设备页</Link>}
        </p>
      )}
      <div className={classes.submit}>
        <button type="submit" className={common.primary} disabled={save.isPending}>
          {save.isPending ? '提交中…' : '发布出租信息'}
        </button>
      </div>
    </form>
  );
}
