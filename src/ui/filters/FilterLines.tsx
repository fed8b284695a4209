// Filter lines several lists share: the region (地区： province and city selects from the region
// calls, a choice applies when committed) and the budget band in 万元 (预算：). The list's filter
// bar gives a line, its caption and the selects' box their look.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { system } from '../../api/system';
import { callQuery } from '../../shared/query';
import { RegionSelects } from '../RegionSelects';
import { useFilterChip } from './filter-chips';
import { numberOf, RangeForm, textOf } from './FilterForms';

/** The filter bar's classes: the line, its caption, and the box around the region selects (none: no box). */
export interface LineClasses {
  line: string;
  caption: string;
  box?: string;
}

export interface RegionPick {
  provinceCode: string | null;
  cityCode: string | null;
}

interface RegionProps extends RegionPick {
  onChange: (region: RegionPick) => void;
  /** The group's accessible name: 地区 unless the list says whose (收货地区, 常驻地区). */
  label?: string;
  classes: LineClasses;
  /** After the selects on the same line, e.g. a toggle. */
  children?: ReactNode;
}

/** The chosen region's chip (筛选 on a phone), named from the same region calls as the selects. */
function useRegionChip({ provinceCode, cityCode, onChange, label = '地区' }: Omit<RegionProps, 'classes'>) {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity, enabled: !!provinceCode });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: provinceCode ?? '' }),
    staleTime: Infinity,
    enabled: !!provinceCode && !!cityCode,
  });
  const names = [
    provinces.data?.find((p) => p.code === provinceCode)?.name ?? (provinceCode ? '已选省份' : ''),
    cities.data?.find((c) => c.code === cityCode)?.name ?? '',
  ];
  const clear = () => onChange({ provinceCode: null, cityCode: null });
  useFilterChip(provinceCode ? { key: label, text: `${label}：${names.filter(Boolean).join(' ')}`, clear } : null);
}

export function RegionLine({ provinceCode, cityCode, onChange, label = '地区', classes, children }: RegionProps) {
  useRegionChip({ provinceCode, cityCode, onChange, label });
  const selects = (
    <RegionSelects
      withLabels={false}
      inline
      levels={2}
      size="xs"
      placeholders={['全部省份', '全部城市', '']}
      value={{ provinceCode: provinceCode ?? '', cityCode: cityCode ?? '', districtCode: '' }}
      onChange={(r) => onChange({ provinceCode: r.provinceCode || null, cityCode: r.cityCode || null })}
    />
  );
  return (
    <div className={classes.line} role="group" aria-label={label}>
      <span className={classes.caption}>地区：</span>
      {classes.box ? <div className={classes.box}>{selects}</div> : selects}
      {children}
    </div>
  );
}

interface BudgetProps {
  from: number | null;
  to: number | null;
  onApply: (min: number | null, max: number | null) => void;
  classes: LineClasses;
}

/** A budget band in 万元 (at most 10,000,000); the drafts start again when the view's bounds change. */
export function BudgetLine({ from: min, to: max, onApply, classes }: BudgetProps) {
  return (
    <div className={classes.line}>
      <span className={classes.caption}>预算：</span>
      <RangeForm
        key={`${min}-${max}`}
        label="预算区间（万元）"
        names={['最低预算（万元）', '最高预算（万元）']}
        placeholders={['最低', '最高']}
        unit="万元"
        initial={[textOf(min), textOf(max)]}
        parse={numberOf(10_000_000)}
        onApply={onApply}
      />
    </div>
  );
}
