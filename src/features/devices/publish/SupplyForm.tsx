// 发布出租's fields: one machine's listing — type, brand and model, spec, year and hours, the rent
// mode with its price (or 面议) and the other modes' prices, fees, place, availability, photos
// (public) and certificates (private uploads), contact. The flow holds the draft.
import { DEVICE_BRANDS, RENT_MODES, RENT_MODE_NAMES, RENT_UNIT } from '../../../api/devices-dicts';
import { FileUpload } from '../../../ui/upload';
import { bind, Check, ContactFields, Field, PlaceFields, TypeSelect, type Errors } from './fields';
import type { SupplyDraft } from './publish-flow';
import classes from './publish.module.css';

interface Props {
  draft: SupplyDraft;
  set: (patch: Partial<SupplyDraft>) => void;
  errors: Errors;
}

export function SupplyForm({ draft: d, set, errors }: Props) {
  const field = (key: keyof SupplyDraft & string) => bind(d, set, key);
  return (
    <>
      <Field path="title" label="标题" errors={errors} required wide>
        {(p) => <input {...p} maxLength={60} placeholder="如 三一SY215C 21吨挖掘机出租" {...field('title')} />}
      </Field>
      <Field path="typeCode" label="设备类型" errors={errors} required>
        {(p) => <TypeSelect {...p} {...field('typeCode')} />}
      </Field>
      <Field path="brand" label="品牌" errors={errors} required>
        {(p) => (
          <select {...p} {...field('brand')}>
            {DEVICE_BRANDS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        )}
      </Field>
      <Field path="model" label="型号" errors={errors}>
        {(p) => <input {...p} maxLength={30} {...field('model')} />}
      </Field>
      <Field path="specValue" label="吨位 / 规格" errors={errors} required hint="挖机、吊车填吨位，泵车、高空车填米数">
        {(p) => <input {...p} inputMode="decimal" {...field('specValue')} />}
      </Field>
      <Field path="year" label="出厂年份" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('year')} />}
      </Field>
      <Field path="workingHours" label="工作小时" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('workingHours')} />}
      </Field>
      <Field path="quantity" label="数量（台）" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('quantity')} />}
      </Field>
      <Field path="rentMode" label="主要租赁方式" errors={errors} required>
        {(p) => (
          <select {...p} {...field('rentMode')}>
            {RENT_MODES.map((m) => (
              <option key={m} value={m}>
                按{RENT_MODE_NAMES[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Check label="租金面议" checked={d.negotiable} onChange={(negotiable) => set({ negotiable })} />
      {RENT_MODES.map((m) => (
        <Field
          key={m}
          path={`prices.${m}`}
          label={`租金（${RENT_UNIT[m]}）`}
          errors={errors}
          required={m === d.rentMode && !d.negotiable}
        >
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={d.prices[m]}
              onChange={(e) => set({ prices: { ...d.prices, [m]: e.currentTarget.value } })}
            />
          )}
        </Field>
      ))}
      <Check label="带操作手" checked={d.withOperator} onChange={(withOperator) => set({ withOperator })} />
      <Check label="含油费" checked={d.fuelIncluded} onChange={(fuelIncluded) => set({ fuelIncluded })} />
      <Field path="mobilisationFee" label="进出场费（元）" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" {...field('mobilisationFee')} />}
      </Field>
      <Field path="assemblyFee" label="安拆费（元）" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" {...field('assemblyFee')} />}
      </Field>
      <Field path="deposit" label="押金（元）" errors={errors}>
        {(p) => <input {...p} inputMode="decimal" {...field('deposit')} />}
      </Field>
      <Field path="minRentDays" label="最短租期（天）" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('minRentDays')} />}
      </Field>
      <PlaceFields draft={d} set={set} errors={errors} addressLabel="停放地址" />
      <Field path="serviceRadiusKm" label="服务半径（公里）" errors={errors} required>
        {(p) => <input {...p} inputMode="numeric" {...field('serviceRadiusKm')} />}
      </Field>
      <Field path="availableFrom" label="可租日期" errors={errors} required>
        {(p) => <input {...p} type="date" {...field('availableFrom')} />}
      </Field>
      <ContactFields draft={d} set={set} errors={errors} descriptionLabel="设备说明" />
      <div className={classes.wide}>
        <FileUpload
          label="设备照片（公开）"
          kinds={['image']}
          maxFiles={6}
          visibility="public"
          initial={d.images}
          onChange={(images) => set({ images })}
        />
      </div>
      <div className={classes.wide}>
        <FileUpload
          label="特种设备使用登记证、检验合格证（仅对意向企业可见）"
          kinds={['image', 'pdf']}
          maxFiles={6}
          visibility="private"
          initial={d.certificates}
          onChange={(certificates) => set({ certificates })}
        />
      </div>
    </>
  );
}
