// A list's filters behind 筛选 on a phone: below 768 px the filters fold into a button
// (aria-expanded, aria-controls) and the active ones show as chips (×: remove), so the first
// result is on the first screen; wider, the fold is invisible and the filters stand as they are.
// ListTop wraps a list's filters in it; a page that lays its filters out itself wraps them too.
import { useId, useState, type ReactNode } from 'react';
import { FilterChipsContext, type FilterChip } from './filter-chips';
import classes from './filter-fold.module.css';

export function FilterFold({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // Filled by the filters below while they render (see filter-chips.ts), read by FilterChips after.
  const chips: FilterChip[] = [];
  return (
    <div className={classes.fold} data-open={open}>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? '收起筛选' : '筛选'}
      </button>
      <div id={id} className={classes.panel}>
        <FilterChipsContext.Provider value={chips}>{children}</FilterChipsContext.Provider>
      </div>
      <FilterChips chips={chips} />
    </div>
  );
}

function FilterChips({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label="已选筛选条件">
      {chips.map((c) => (
        <li key={c.key}>
          <button type="button" className={classes.chip} onClick={c.clear} aria-label={`移除筛选条件 ${c.text}`}>
            <span className={classes.chipText}>{c.text}</span>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
