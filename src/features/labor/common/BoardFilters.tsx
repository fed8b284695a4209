// The filter lines the boards share: the speciality tree (工种, several trades or whole groups)
// and a checkbox of a 只看… line. Each change writes the URL.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { splitTrades } from '../../../api/labor-trades';
import { treeQuery } from './queries';
import { TradeTree } from './TradeTree';
import classes from './labor.module.css';

/** 工种： the tree; `trades` is the view's comma-separated codes. */
export function TradeLine({ trades, onChange }: { trades: string; onChange: (trades: string) => void }) {
  const tree = useQuery(treeQuery);
  return (
    <div className={classes.filterLine}>
      <span className={classes.filterLabel}>工种：</span>
      <TradeTree
        tree={tree.data ?? []}
        value={splitTrades(trades)}
        onChange={(codes) => onChange(codes.join(','))}
        label="工种"
        fold={3}
      />
    </div>
  );
}

/** One 只看… checkbox of a filter line. */
export function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={classes.inline}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {children}
    </label>
  );
}
