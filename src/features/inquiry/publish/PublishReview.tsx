// Wizard step 3, 确认提交: the inquiry as suppliers will see it, before saving a draft or
// submitting it to the review desk.
import { useQuery } from '@tanstack/react-query';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { formatTime } from '../../../ui/date';
import { FactList, LineTable } from '../detail/InquiryFacts';
import { rfqFacts } from '../detail/RfqFacts';
import type { PublishFlowView } from './publish-flow';
import classes from '../detail/detail.module.css';

/** The province, city and district names of the chosen codes (the region calls the selects made, cached). */
function useRegionNames(provinceCode: string, cityCode: string, districtCode: string): string {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: provinceCode }),
    staleTime: Infinity,
    enabled: !!provinceCode,
  });
  const districts = useQuery({
    ...callQuery(system.regionChildren, { parentCode: cityCode }),
    staleTime: Infinity,
    enabled: !!cityCode,
  });
  const name = (list: Array<{ code: string; name: string }> | undefined, code: string) =>
    list?.find((r) => r.code === code)?.name ?? '';
  return `${name(provinces.data, provinceCode)} ${name(cities.data, cityCode)} ${name(districts.data, districtCode)}`.trim();
}

export function PublishReview({ flow }: { flow: PublishFlowView }) {
  const t = flow.terms;
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity });
  const place = useRegionNames(t?.provinceCode ?? '', t?.cityCode ?? '', t?.districtCode ?? '');
  if (!t || !flow.lines) return null;
  const category = categories.data?.find((c) => c.dictKey === t.categoryCode)?.dictValue ?? t.categoryCode;
  return (
    <div className={classes.review}>
      <h3 className={classes.reviewTitle}>{t.title}</h3>
      <FactList
        facts={[
          { term: '物料分类', value: category },
          { term: '收货地区', value: place },
          { term: '收货地址', value: t.deliveryAddress },
          { term: '报价要求', value: `${t.taxIncluded ? '含税' : '不含税'}，税率 ${t.taxRate}%` },
          { term: '报价截止', value: formatTime(t.deadline) },
          { term: '联系人', value: `${t.contactName} ${t.contactPhone}` },
          ...rfqFacts({
            ...t,
            budget: t.budget.trim() ? Number(t.budget) : null,
            deliveryDate: t.deliveryDate || null,
            invitedOnly: t.invited.length > 0,
          }),
          ...(t.attachments.length
            ? [{ term: '附件', value: t.attachments.map((a) => a.name).join('、'), wide: true }]
            : []),
          ...(t.remark ? [{ term: '补充说明', value: t.remark, wide: true }] : []),
        ]}
      />
      <LineTable
        lines={flow.lines}
        label="采购清单"
        caption={`采购清单（${flow.lines.length} 项）`}
        rowKey={(_l, i) => i}
        last={{ title: '备注', cell: (l) => l.remark || '—' }}
      />
    </div>
  );
}
