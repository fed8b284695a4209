// Wizard step 2, 询价条款: title and category, the delivery place (province, city and district
// from the region calls, then the address), the kind of supply and its VAT rate (13 % goods, 3 %
// for 砂石/商砼, 9 % with installation), 含税 or not, budget, the quote deadline (Beijing time)
// and the latest delivery day, the contact and a note. The quoting options follow (PublishOptions).
import { useQuery } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { ratesFor, SUPPLY_KIND_NAMES, SUPPLY_KINDS, type SupplyKind } from '../../../api/inquiry-rfq';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { RegionSelects } from '../../../ui/RegionSelects';
import { fromLocalInput, toLocalInput, type PublishFlowView } from './publish-flow';
import { draftInputs } from '../../../ui/form';
import classes from '../detail/detail.module.css';

export function PublishTerms({
  flow,
  errorOf,
}: {
  flow: PublishFlowView;
  errorOf: (path: string) => string | undefined;
}) {
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity });
  const t = flow.terms;
  if (!t) return null;
  const field = draftInputs(t, flow.setTerms, errorOf);
  const rates = ratesFor(t.supplyKind, t.categoryCode);
  // A change of kind or category keeps the rate when still allowed, else takes the kind's first.
  const withRate = (kind: SupplyKind, categoryCode: string) => {
    const allowed = ratesFor(kind, categoryCode);
    return { supplyKind: kind, categoryCode, taxRate: allowed.includes(t.taxRate) ? t.taxRate : allowed[0] };
  };
  return (
    <div className={classes.terms}>
      <TextInput
        className={classes.full}
        label="询价标题"
        required
        maxLength={100}
        placeholder="如：南京某项目二标段钢筋采购"
        {...field('title')}
      />
      <NativeSelect
        label="物料分类"
        required
        data-path="categoryCode"
        data={[
          { value: '', label: '请选择物料分类' },
          ...(categories.data ?? []).map((c) => ({ value: c.dictKey, label: c.dictValue })),
        ]}
        value={t.categoryCode}
        error={errorOf('categoryCode')}
        onChange={(e) => flow.setTerms(withRate(t.supplyKind, e.currentTarget.value))}
      />
      <NativeSelect
        label="采购内容"
        required
        data={SUPPLY_KINDS.map((k) => ({ value: k, label: SUPPLY_KIND_NAMES[k] }))}
        value={t.supplyKind}
        onChange={(e) => flow.setTerms(withRate(e.currentTarget.value as SupplyKind, t.categoryCode))}
      />
      <div className={classes.full}>
        <RegionSelects
          required
          districtRequired
          value={{ provinceCode: t.provinceCode, cityCode: t.cityCode, districtCode: t.districtCode }}
          errors={{
            provinceCode: errorOf('provinceCode'),
            cityCode: errorOf('cityCode'),
            districtCode: errorOf('districtCode'),
          }}
          onDistricts={(n) => {
            // A statement, not an expression: the selects' effect returns what this returns (a cleanup must be a function).
            if (n !== t.districtCount) flow.setTerms({ districtCount: n });
          }}
          onChange={(r) =>
            flow.setTerms({ provinceCode: r.provinceCode, cityCode: r.cityCode, districtCode: r.districtCode })
          }
        />
      </div>
      <TextInput
        className={classes.full}
        label="收货地址"
        required
        maxLength={100}
        placeholder="街道、门牌号、项目名称等"
        {...field('deliveryAddress')}
      />
      <fieldset className={classes.radios}>
        <legend>报价要求</legend>
        {[true, false].map((v) => (
          <label key={String(v)}>
            <input
              type="radio"
              name="taxIncluded"
              checked={t.taxIncluded === v}
              onChange={() => flow.setTerms({ taxIncluded: v })}
            />
            {v ? '含税价' : '不含税价'}
          </label>
        ))}
      </fieldset>
      <NativeSelect
        label="增值税税率"
        required
        data-path="taxRate"
        description={
          t.supplyKind === 'install'
            ? '建筑服务 9%'
            : rates.length > 1
              ? '货物 13%；砂石、商砼可选 3% 简易计税'
              : '货物 13%'
        }
        data={rates.map((r) => ({ value: String(r), label: `${r}%` }))}
        value={String(t.taxRate)}
        error={errorOf('taxRate')}
        onChange={(e) => flow.setTerms({ taxRate: Number(e.currentTarget.value) })}
      />
      <TextInput
        label="报价截止时间（北京时间）"
        required
        type="datetime-local"
        data-path="deadline"
        value={toLocalInput(t.deadline)}
        error={errorOf('deadline')}
        description="至少 24 小时之后，最长 90 天"
        onChange={(e) => flow.setTerms({ deadline: fromLocalInput(e.currentTarget.value) })}
      />
      <TextInput label="最晚到货日期" type="date" description="选填，须在报价截止之后" {...field('deliveryDate')} />
      <TextInput label="预算金额（元，含税）" inputMode="decimal" description="选填，供应商可见" {...field('budget')} />
      <TextInput label="联系人" required maxLength={20} autoComplete="name" {...field('contactName')} />
      <TextInput
        label="联系电话"
        required
        maxLength={12}
        inputMode="tel"
        autoComplete="tel"
        {...field('contactPhone')}
      />
      <Textarea
        className={classes.full}
        label="补充说明"
        maxLength={500}
        rows={2}
        placeholder="质量标准、付款方式、送货要求等（请勿填写联系方式）"
        {...field('remark')}
      />
    </div>
  );
}
