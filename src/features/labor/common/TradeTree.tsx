// The speciality tree (工种) as every trade filter and picker shows it: each group with its trades
// as toggle chips. Filters take a group (all its trades) or single trades, several at once;
// pickers (`leavesOnly`) take trades only, up to `max`. Long trees fold behind 更多工种.
import { useState } from 'react';
import type { TradeGroup } from '../../../api/labor-trades';
import classes from './labor.module.css';

interface Props {
  tree: readonly TradeGroup[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** The group's accessible name, e.g. 工种筛选. */
  label: string;
  leavesOnly?: boolean;
  max?: number;
  /** Groups shown before 更多工种 (all when absent). */
  fold?: number;
}

export function TradeTree({ tree, value, onChange, label, leavesOnly = false, max = 10, fold }: Props) {
  const [open, setOpen] = useState(false);
  const chosen = new Set(value);
  const toggle = (code: string, group: TradeGroup) => {
    const family = new Set([group.code, ...group.children.map((c) => c.code)]);
    if (chosen.has(code)) return onChange(value.filter((c) => c !== code));
    // A group replaces its trades; a trade replaces its group.
    const rest = value.filter((c) => !(family.has(c) && (code === group.code || c === group.code)));
    if (rest.length >= max) return;
    onChange([...rest, code]);
  };
  const anyChosenPast = (i: number) => tree[i].children.some((c) => chosen.has(c.code)) || chosen.has(tree[i].code);
  const shown = open || fold === undefined ? tree : tree.filter((_, i) => i < fold || anyChosenPast(i));
  return (
    <div className={classes.tree} role="group" aria-label={label}>
      {shown.map((g) => (
        <div key={g.code} className={classes.treeGroup} role="group" aria-label={g.name}>
          {leavesOnly ? (
            <span>{g.name}</span>
          ) : (
            <button
              type="button"
              className={classes.chip}
              aria-pressed={chosen.has(g.code)}
              onClick={() => toggle(g.code, g)}
            >
              {g.name}（全部）
            </button>
          )}
          {g.children.map((c) => (
            <button
              key={c.code}
              type="button"
              className={classes.chip}
              aria-pressed={chosen.has(c.code)}
              onClick={() => toggle(c.code, g)}
            >
              {c.name}
            </button>
          ))}
        </div>
      ))}
      {fold !== undefined && tree.length > fold && (
        <button type="button" className={classes.treeToggle} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? '收起工种' : '更多工种'}
        </button>
      )}
    </div>
  );
}
