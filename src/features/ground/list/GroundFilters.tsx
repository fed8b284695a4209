// The map list's filters: company name and address (the spec's page JSON), province and city,
// material with a price range in its unit, site type, and prices updated within 30 days. Every
// change goes to the URL through `onChange` (page 1, the viewport kept).
import { GROUND_MATERIALS, SITE_TYPES, UNIT_NAMES } from '../../../api/ground-dicts';
import type { GroundView } from '../../../shared/sections/ground/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { KeywordSearch, numberOf, RangeForm, textOf } from '../../../ui/filters/FilterForms';
import { RegionLine } from '../../../ui/filters/FilterLines';
import classes from '../common/ground.module.css';

interface Props {
  view: GroundView;
  onChange: (patch: Partial<GroundView>) => void;
}

export function GroundFilters({ view, onChange }: Props) {
  const material = GROUND_MATERIALS.find((m) => m.code === view.material);
  return (
    <FilterBar>
      <KeywordSearch
        initial={view.companyName}
        label="企业名称"
        placeholder="搜索企业名称"
        onSearch={(companyName) => onChange({ companyName })}
      />
      <KeywordSearch
        initial={view.address}
        label="地址"
        placeholder="按地址搜索，如 肥西县"
        onSearch={(address) => onChange({ address })}
      />
      <RegionLine
        provinceCode={view.provinceCode}
        cityCode={view.cityCode}
        onChange={(region) => onChange({ ...region, bbox: null })}
        classes={{ line: classes.filterLine, caption: classes.filterLabel }}
      />
      <FilterRow
        label="材料"
        options={GROUND_MATERIALS.map((m) => ({ value: m.code, label: m.name }))}
        value={view.material ?? ''}
        onChange={(v) => onChange({ material: v || null, priceMin: null, priceMax: null })}
      />
      <FilterRow
        label="类型"
        options={SITE_TYPES.map((t) => ({ value: t.code, label: t.name }))}
        value={view.siteType ?? ''}
        onChange={(v) => onChange({ siteType: v || null })}
      />
      <div className={classes.filterLine}>
        {material && (
          <>
            <span className={classes.filterLabel}>出厂价：</span>
            <RangeForm
              key={`p${view.priceMin}-${view.priceMax}`}
              label="出厂价区间"
              names={['最低出厂价', '最高出厂价']}
              placeholders={['最低', '最高']}
              unit={`元/${UNIT_NAMES[material.unit]}`}
              initial={[textOf(view.priceMin), textOf(view.priceMax)]}
              parse={numberOf(100_000)}
              onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
            />
          </>
        )}
        <button
          type="button"
          className={classes.button}
          aria-pressed={view.fresh === true}
          onClick={() => onChange({ fresh: view.fresh === true ? null : true })}
        >
          仅看 30 天内更新报价
        </button>
      </div>
    </FilterBar>
  );
}
