// 价格区间: two numbers and 确定. The draft starts from the URL (the parent keys this component
// by the URL's values); applying writes the URL. A reversed range is swapped, not rejected.
import { useState, type FormEvent } from 'react';
import classes from './mall.module.css';

interface Props {
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

const parse = (s: string): number | null => {
  const n = Number(s);
  return s.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(Math.min(n, 100_000_000) * 100) / 100;
};

export function PriceRange({ min, max, onApply }: Props) {
  const [lo, setLo] = useState(min === null ? '' : String(min));
  const [hi, setHi] = useState(max === null ? '' : String(max));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [a, b] = [parse(lo), parse(hi)];
    if (a !== null && b !== null && a > b) onApply(b, a);
    else onApply(a, b);
  };
  return (
    <form className={classes.priceRange} onSubmit={submit} aria-label="价格区间">
      <input
        aria-label="最低价"
        placeholder="¥ 最低价"
        inputMode="decimal"
        value={lo}
        onChange={(e) => setLo(e.currentTarget.value)}
      />
      <span aria-hidden="true">–</span>
      <input
        aria-label="最高价"
        placeholder="¥ 最高价"
        inputMode="decimal"
        value={hi}
        onChange={(e) => setHi(e.currentTarget.value)}
      />
      <button type="submit">确定</button>
    </form>
  );
}
