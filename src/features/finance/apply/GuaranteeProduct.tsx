// 投标保函 from a tender: the applicant picks the institution's bid-guarantee product (cheapest fee
// first), so the application reaches that institution's desk.
import '../../../ui/mantine-components';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GUARANTEE_SERVICE } from '../../../api/finance-fields';
import { productPageQuery } from '../common/queries';
import { rateText } from '../common/format';

export function GuaranteeProduct({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const products = useQuery(
    productPageQuery({ serviceType: GUARANTEE_SERVICE, keyword: '投标保函', sort: 'rate', size: 50 }),
  );
  return (
    <NativeSelect
      label="出函机构及产品"
      required
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      data={[
        { value: '', label: products.isPending ? '加载中…' : '请选择' },
        ...(products.data?.records ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.name}（年费率 ${rateText(p)}）`,
        })),
      ]}
    />
  );
}
