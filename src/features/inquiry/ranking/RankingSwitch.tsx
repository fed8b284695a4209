// A row of mutually exclusive choices (供应商 / 采购商, 本月 / 本季 / 本年 / 累计): buttons, the
// chosen one pressed, so the keyboard reaches them and screen readers hear the choice.
import classes from '../list/list.module.css';

interface Props<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

export function RankingSwitch<V extends string>({ label, options, value, onChange }: Props<V>) {
  return (
    <div className={classes.switch} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
