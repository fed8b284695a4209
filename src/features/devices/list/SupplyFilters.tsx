// The supply list's filters: keyword, category → type, brand, rent mode with a price range in
// that mode's unit, spec range, machine year, operator included, province and city, and a free
// window (machines free on every day of it). Every change goes to the URL through `onChange`.
import {
  DEVICE_BRANDS,
  DEVICE_CATEGORIES,
  RENT_MODES,
  RENT_MODE_NAMES,
  RENT_UNIT,
  typeOf,
} from '../../../api/devices-dicts';
import type { SupplyView } from '../../../shared/sections/devices/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { RegionLine } from '../../../ui/filters/FilterLines';
import classes from '../common/devices.module.css';
import { DateRange } from '../../../ui/filters/DateRange';
import { KeywordSearch, keywordOf, numberOf, RangeForm, textOf, rangeOf } from '../../../ui/filters/FilterForms';

interface Props {
  view: SupplyView;
  onChange: (patch: Partial<SupplyView>) => void;
}

const YEARS = [2024, 2022, 2020, 2018, 2015].map((y) => ({ value: String(y), label: `${y}年及以后` }));

export function SupplyFilters({ view, onChange }: Props) {
  const category = DEVICE_CATEGORIES.find((c) => c.code === view.categoryCode);
  const unit = view.typeCode ? typeOf(view.typeCode)?.specUnit : undefined;
  return (
    <FilterBar>
      <KeywordSearch {...keywordOf(view, onChange)} label="搜索设备" placeholder="设备名称、品牌或型号" />
      <FilterRow
        label="类别"
        options={DEVICE_CATEGORIES.map((c) => ({ value: c.code, label: c.name }))}
        value={view.categoryCode ?? ''}
        onChange={(v) => onChange({ categoryCode: v || null, typeCode: null })}
      />
      {category && (
        <FilterRow
          label="设备"
          options={category.types.map((t) => ({ value: t.code, label: t.name }))}
          value={view.typeCode ?? ''}
          onChange={(v) => onChange({ typeCode: v || null })}
        />
      )}
      <FilterRow
        label="品牌"
        options={DEVICE_BRANDS.map((b) => ({ value: b, label: b }))}
        value={view.brand}
        onChange={(brand) => onChange({ brand })}
        fold={10}
      />
      <FilterRow
        label="计租"
        options={RENT_MODES.map((m) => ({ value: m, label: `按${RENT_MODE_NAMES[m]}` }))}
        value={view.rentMode ?? ''}
        onChange={(v) => onChange({ rentMode: (v || null) as SupplyView['rentMode'], priceMin: null, priceMax: null })}
      />
      {view.rentMode && (
        <div className={classes.filterLine}>
          <span className={classes.filterLabel}>租金：</span>
          <RangeForm
            key={`p${view.priceMin}-${view.priceMax}`}
            label="租金区间"
            names={['最低租金', '最高租金']}
            placeholders={['最低', '最高']}
            unit={RENT_UNIT[view.rentMode]}
            initial={[textOf(view.priceMin), textOf(view.priceMax)]}
            parse={(s) => {
              const n = numberOf(2_000_000)(s);
              return n === null ? null : Math.round(n);
            }}
            onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
          />
        </div>
      )}
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>规格：</span>
        <RangeForm
          key={`s${view.specMin}-${view.specMax}`}
          label="吨位或规格区间"
          names={['最小规格', '最大规格']}
          placeholders={['最小', '最大']}
          unit={unit ?? '吨 / 米 / 方'}
          initial={[textOf(view.specMin), textOf(view.specMax)]}
          parse={numberOf(10_000)}
          onApply={(specMin, specMax) => onChange({ specMin, specMax })}
        />
      </div>
      <FilterRow
        label="年份"
        options={YEARS}
        value={textOf(view.yearMin)}
        onChange={(v) => onChange({ yearMin: v ? Number(v) : null })}
      />
      <RegionLine
        provinceCode={view.provinceCode}
        cityCode={view.cityCode}
        onChange={onChange}
        classes={{ line: classes.filterLine, caption: classes.filterLabel, box: classes.region }}
      >
        <button
          type="button"
          className={classes.toggle}
          aria-pressed={view.withOperator === true}
          onClick={() => onChange({ withOperator: view.withOperator === true ? null : true })}
        >
          带操作手
        </button>
      </RegionLine>
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>可租：</span>
        <DateRange label="可租日期" {...rangeOf(view, onChange, 'freeFrom', 'freeTo')} />
      </div>
    </FilterBar>
  );
}
