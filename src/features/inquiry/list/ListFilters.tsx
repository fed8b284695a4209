// The inquiry hall's filter rows: category (category_code), status, and the delivery region as
// province / city from the region calls. Each change writes the URL.
import type { DictEntry } from '../../../api/system';
import { INQUIRY_STATUSES } from '../../../api/inquiry-rules';
import type { InquiryListView } from '../../../shared/sections/inquiry/views';
import { FilterRow } from '../../../ui/FilterBar';
import { RegionLine } from '../../../ui/filters/FilterLines';
import classes from './list.module.css';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s.code, label: s.name }));

interface Props {
  view: InquiryListView;
  categories: DictEntry[] | undefined;
  go: (patch: Partial<InquiryListView>) => void;
}

export function CategoryRow({
  categories,
  value,
  onChange,
}: {
  categories: DictEntry[] | undefined;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const options = (categories ?? []).map((e) => ({ value: e.dictKey, label: e.dictValue }));
  return <FilterRow label="分类" options={options} value={value ?? ''} onChange={(v) => onChange(v || null)} />;
}

export function ListFilters({ view, categories, go }: Props) {
  return (
    <>
      <CategoryRow
        categories={categories}
        value={view.categoryCode}
        onChange={(categoryCode) => go({ categoryCode })}
      />
      <FilterRow
        label="状态"
        options={STATUS_OPTIONS}
        value={view.status ?? ''}
        onChange={(v) => go({ status: (v || null) as InquiryListView['status'] })}
      />
      <RegionLine
        label="收货地区"
        provinceCode={view.provinceCode}
        cityCode={view.cityCode}
        onChange={go}
        classes={{ line: classes.filterLine, caption: classes.filterLabel, box: classes.regions }}
      />
    </>
  );
}
