// The tile filters of a shop: use (with the shop's counts), category, size, finish, water
// absorption class, colour, anti-slip and the price per ㎡. Every change goes to the URL.
import {
  ABSORPTION_CLASSES,
  TILE_CATEGORIES,
  TILE_COLOURS,
  TILE_FINISHES,
  TILE_SIZES,
  TILE_USES,
} from '../../../api/taoci-dicts';
import type { ShopView } from '../../../shared/sections/taoci/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { numberOf, RangeForm, textOf } from '../../../ui/filters/FilterForms';
import classes from '../common/taoci.module.css';

interface Props {
  view: ShopView;
  uses: { name: string; count: number }[];
  onChange: (patch: Partial<ShopView>) => void;
}

const plain = (items: readonly string[]) => items.map((v) => ({ value: v, label: v }));

export function TileFilters({ view, uses, onChange }: Props) {
  const useOptions = TILE_USES.filter((u) => uses.some((x) => x.name === u) || view.usage === u).map((u) => ({
    value: u,
    label: u,
    count: uses.find((x) => x.name === u)?.count ?? 0,
  }));
  return (
    <FilterBar>
      <FilterRow
        label="用途"
        options={useOptions}
        value={view.usage ?? ''}
        onChange={(v) => onChange({ usage: (v || null) as ShopView['usage'] })}
      />
      <FilterRow
        label="品类"
        options={plain(TILE_CATEGORIES)}
        value={view.category ?? ''}
        onChange={(v) => onChange({ category: (v || null) as ShopView['category'] })}
      />
      <FilterRow
        label="规格"
        options={TILE_SIZES.map((s) => ({ value: s, label: `${s}mm` }))}
        value={view.tileSize ?? ''}
        onChange={(v) => onChange({ tileSize: (v || null) as ShopView['tileSize'] })}
        fold={8}
      />
      <FilterRow
        label="表面"
        options={plain(TILE_FINISHES)}
        value={view.finish ?? ''}
        onChange={(v) => onChange({ finish: (v || null) as ShopView['finish'] })}
      />
      <FilterRow
        label="吸水率"
        options={ABSORPTION_CLASSES.map((c) => ({ value: c.code, label: `${c.label} ${c.range}` }))}
        value={view.absorption ?? ''}
        onChange={(v) => onChange({ absorption: (v || null) as ShopView['absorption'] })}
      />
      <FilterRow
        label="色系"
        options={plain(TILE_COLOURS)}
        value={view.colour ?? ''}
        onChange={(v) => onChange({ colour: (v || null) as ShopView['colour'] })}
      />
      <FilterRow
        label="防滑"
        options={[
          { value: '1', label: '防滑砖（R10 及以上）' },
          { value: '0', label: '非防滑' },
        ]}
        value={view.slip === null ? '' : view.slip ? '1' : '0'}
        onChange={(v) => onChange({ slip: v === '' ? null : v === '1' })}
      />
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>单价：</span>
        <RangeForm
          key={`p${view.priceMin}-${view.priceMax}`}
          label="每平方米价格区间"
          names={['最低单价', '最高单价']}
          placeholders={['最低', '最高']}
          unit="元/㎡"
          initial={[textOf(view.priceMin), textOf(view.priceMax)]}
          parse={(s) => {
            const n = numberOf(100_000)(s);
            return n === null ? null : Math.round(n);
          }}
          onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
        />
      </div>
    </FilterBar>
  );
}
