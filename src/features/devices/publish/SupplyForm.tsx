// 发布出租's fields: one machine's listing — type, brand and model, spec, year and hours, the rent
// mode with its price (or 面议) and the other modes' prices, fees, place, availability, photos
// (public) and certificates (private uploads), contact. The flow holds the draft.
import '../../../ui/mantine-components';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { DEVICE_BRANDS, RENT_MODES, RENT_UNIT } from '../../../api/devices-dicts';
import { draftInputs } from '../../../ui/form';
import { FileUpload } from '../../../ui/upload';
import { ContactFields, PlaceFields, RentModeSelect, TitleAndType, type KindFormProps } from './fields';
import type { SupplyDraft } from './publish-flow';
import classes from './publish.module.css';

export function SupplyForm({ draft: d, set, errors }: KindFormProps<SupplyDraft>) {
  const field = draftInputs(d, set, errors);
  const price = (m: (typeof RENT_MODES)[number]) => ({
    'data-path': `prices.${m}`,
    value: d.prices[m],
    error: field.errorOf(`prices.${m}`),
    onChange: (e: { currentTarget: { value: string } }) => set({ prices: { ...d.prices, [m]: e.currentTarget.value } }),
  });
  return (
    <>
      <TitleAndType field={field} placeholder="如 三一SY215C 21吨挖掘机出租" />
      <NativeSelect label="品牌" required data={DEVICE_BRANDS} {...field('brand')} />
      <TextInput label="型号" maxLength={30} {...field('model')} />
      <TextInput
        label="吨位 / 规格"
        required
        inputMode="decimal"
        description="挖机、吊车填吨位，泵车、高空车填米数"
        {...field('specValue')}
      />
      <TextInput label="出厂年份" required inputMode="numeric" {...field('year')} />
      <TextInput label="工作小时" required inputMode="numeric" {...field('workingHours')} />
      <TextInput label="数量（台）" required inputMode="numeric" {...field('quantity')} />
      <RentModeSelect field={field} label="主要租赁方式" />
      <Checkbox label="租金面议" {...field.check('negotiable')} />
      {RENT_MODES.map((m) => (
        <TextInput
          key={m}
          label={`租金（${RENT_UNIT[m]}）`}
          required={m === d.rentMode && !d.negotiable}
          inputMode="decimal"
          {...price(m)}
        />
      ))}
      <Checkbox label="带操作手" {...field.check('withOperator')} />
      <Checkbox label="含油费" {...field.check('fuelIncluded')} />
      <TextInput label="进出场费（元）" inputMode="decimal" {...field('mobilisationFee')} />
      <TextInput label="安拆费（元）" inputMode="decimal" {...field('assemblyFee')} />
      <TextInput label="押金（元）" inputMode="decimal" {...field('deposit')} />
      <TextInput label="最短租期（天）" required inputMode="numeric" {...field('minRentDays')} />
      <PlaceFields draft={d} set={set} field={field} addressLabel="停放地址" />
      <TextInput label="服务半径（公里）" required inputMode="numeric" {...field('serviceRadiusKm')} />
      <TextInput label="可租日期" required type="date" {...field('availableFrom')} />
      <ContactFields field={field} descriptionLabel="设备说明" />
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
