// The inquiry hall's filter rows: category (category_code), status, and the delivery region as
// province / city from the region calls. Each change writes the URL.
import type { DictEntry } from '../../../api/system';
import { INQUIRY_STATUSES } from '../../../api/inquiry-rules';
import type { InquiryListView } from '../../../shared/sections/inquiry/views';
import { FilterRow } from '../../../ui/FilterBar';
import { RegionSelects } from '../../../ui/RegionSelects';
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
      <div className={classes.filterLine} role="group" aria-label="收货地区">
        <span className={classes.filterLabel}>地区：</span>
        <div className={classes.regions}>
          <RegionSelects
            withLabels={false}
            inline
            levels={2}
            size="xs"
            placeholders={['全部省份', '全部城市', '']}
            value={{ provinceCode: view.provinceCode ?? '', cityCode: view.cityCode ?? '', districtCode: '' }}
            onChange={(r) => go({ provinceCode: r.provinceCode || null, cityCode: r.cityCode || null })}
          />
        </div>
      </div>
    </>
  );
}
