// Wizard step 3, 确认提交: the inquiry as suppliers will see it, before saving a draft or
// submitting it to the review desk.
import { useQuery } from '@tanstack/react-query';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import { formatTime } from '../../../ui/date';
import { FactList, LineTable } from '../detail/InquiryFacts';
import type { PublishFlowView } from './publish-flow';
import classes from '../detail/detail.module.css';

/** The province and city names of the chosen codes (the region calls the selects made, cached). */
function useRegionNames(provinceCode: string, cityCode: string): string {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const cities = useQuery({ ...callQuery(system.regionChildren, { parentCode: provinceCode }), staleTime: Infinity, enabled: !!provinceCode });
  const name = (list: Array<{ code: string; name: string }> | undefined, code: string) => list?.find((r) => r.code === code)?.name ?? '';
  return `${name(provinces.data, provinceCode)} ${name(cities.data, cityCode)}`;
}

export function PublishReview({ flow }: { flow: PublishFlowView }) {
  const t = flow.terms;
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity });
  const place = useRegionNames(t?.provinceCode ?? '', t?.cityCode ?? '');
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
