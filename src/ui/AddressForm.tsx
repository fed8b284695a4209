// The shared address form (spec §2 "address forms"): consignee, phone, province / city /
// district from the region calls, the street address and 设为默认. The phone rule and its
// message are the portal's (PHONE_RE, PHONE_MSG); the server checks the same fields again.
import { useCallback, useRef } from 'react';
import './mantine-components';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AddressForm as AddressValues } from '../api/address';
import { PHONE_MSG, PHONE_RE } from '../api/validation';
import { FormAnnouncer, formClasses as classes, useFormSubmit } from './form';
import { RegionSelects } from './RegionSelects';

export type { AddressValues };

interface Props {
  initial?: Partial<AddressValues>;
  submitLabel?: string;
  onSubmit: (values: AddressValues) => Promise<unknown>;
  onCancel?: () => void;
}

export const emptyAddress: AddressValues = {
  consignee: '',
  phone: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  detail: '',
  isDefault: false,
};

export const addressRules = {
  consignee: (v: string) => (!v.trim() ? '请输入收货人' : v.trim().length > 20 ? '收货人最多 20 个字' : null),
  phone: (v: string) => (PHONE_RE.test(v.trim()) ? null : PHONE_MSG),
  provinceCode: (v: string) => (v ? null : '请选择省份'),
  cityCode: (v: string) => (v ? null : '请选择城市'),
  detail: (v: string) =>
    v.trim().length < 2 ? '请输入详细地址' : v.trim().length > 100 ? '详细地址最多 100 个字' : null,
};

/** The district is required when the chosen city has districts (the server's rule too). */
export const districtRule = (hasDistricts: boolean) => (v: string | undefined) =>
  v || !hasDistricts ? null : '请选择区县';

export function AddressForm({ initial, submitLabel = '保存地址', onSubmit, onCancel }: Props) {
  const districts = useRef(0);
  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: { ...emptyAddress, ...initial },
    validate: { ...addressRules, districtCode: (d) => districtRule(districts.current > 0)(d) },
  });
  const v = form.values;
  const onDistricts = useCallback((count: number) => {
    districts.current = count;
  }, []);
  const { onSubmit: submit, announcement } = useFormSubmit(form, async (values) => {
    form.setSubmitting(true);
    try {
      await onSubmit({
        ...values,
        consignee: values.consignee.trim(),
        phone: values.phone.trim(),
        detail: values.detail.trim(),
      });
    } catch {
      // the call has shown the server's message; the form keeps what was typed
    } finally {
      form.setSubmitting(false);
    }
  });
  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label={v.id ? '编辑收货地址' : '新增收货地址'}>
      <div className={classes.formRow}>
        {/* the form opens on a click: the keyboard continues in its first field */}
        <TextInput
          label="收货人"
          required
          maxLength={20}
          autoComplete="name"
          autoFocus
          {...form.getInputProps('consignee')}
        />
        <TextInput
          label="手机号码"
          required
          maxLength={12}
          inputMode="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
      </div>
      <RegionSelects
        required
        districtRequired
        onDistricts={onDistricts}
        value={{ provinceCode: v.provinceCode, cityCode: v.cityCode, districtCode: v.districtCode ?? '' }}
        errors={{
          provinceCode: form.errors.provinceCode as string | undefined,
          cityCode: form.errors.cityCode as string | undefined,
          districtCode: form.errors.districtCode as string | undefined,
        }}
        onChange={(r) => {
          form.setValues(r);
          if (r.provinceCode) form.clearFieldError('provinceCode');
          if (r.cityCode) form.clearFieldError('cityCode');
          if (r.districtCode) form.clearFieldError('districtCode');
        }}
      />
      <TextInput
        label="详细地址"
        required
        maxLength={100}
        placeholder="街道、门牌号、项目名称等"
        autoComplete="street-address"
        {...form.getInputProps('detail')}
      />
      <label className={classes.check}>
        <input
          type="checkbox"
          {...form.getInputProps('isDefault', { type: 'checkbox', withError: false, withFocus: false })}
        />
        设为默认收货地址
      </label>
      <FormAnnouncer text={announcement} />
      <div className={classes.formActions}>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
