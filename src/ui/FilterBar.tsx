// The filter rows above a list (分类、品牌、地区…): one row per filter, 全部 first, the chosen
// option pressed. Long rows fold behind 更多. Options are buttons, so the keyboard reaches them.
import { useState, type ReactNode } from 'react';
import { useFilterChip } from './filters/filter-chips';
import classes from './list.module.css';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

interface RowProps {
  label: string;
  options: FilterOption[];
  /** '' is 全部. */
  value: string;
  onChange: (value: string) => void;
  /** Options shown before 更多. */
  fold?: number;
}

export function FilterRow({ label, options, value, onChange, fold = 12 }: RowProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.findIndex((o) => o.value === value);
  useFilterChip(
    chosen < 0 ? null : { key: label, text: `${label}：${options[chosen].label}`, clear: () => onChange('') },
  );
  // The chosen option stays visible even when it is past the fold.
  const shown = open || options.length <= fold ? options : options.filter((_, i) => i < fold || i === chosen);
  return (
    <div className={classes.filterRow} role="group" aria-label={label}>
      <span className={classes.filterLabel}>{label}：</span>
      <div className={classes.filterOptions}>
        <button type="button" className={classes.filterOption} aria-pressed={value === ''} onClick={() => onChange('')}>
          全部
        </button>
        {shown.map((o) => (
          <button
            key={o.value}
            type="button"
            className={classes.filterOption}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
            {o.count !== undefined && <small className={classes.filterCount}>({o.count})</small>}
          </button>
        ))}
      </div>
      {options.length > fold && (
        <button type="button" className={classes.filterMore} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? '收起' : '更多'}
        </button>
      )}
    </div>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={classes.filterBar}>{children}</div>;
}

export interface SortOption<V extends string> {
  value: V;
  label: string;
}

/** 综合 / 销量 / 价格↑ / 价格↓: one sort at a time, the current one pressed. */
export function SortBar<V extends string>({
  options,
  value,
  onChange,
  children,
}: {
  options: readonly SortOption<V>[];
  value: V;
  onChange: (v: V) => void;
  children?: ReactNode;
}) {
  return (
    <div className={classes.sortBar}>
      <div role="group" aria-label="排序" className={classes.sortOptions}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={classes.sortOption}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
