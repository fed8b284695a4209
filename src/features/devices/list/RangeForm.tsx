// Small filter forms: the keyword search and a from–to range (spec, price, days) with 确定.
// Drafts start from the URL (the parent keys them by the URL's values); a reversed range is
// swapped, an unusable bound is dropped.
import { useState, type FormEvent } from 'react';
import classes from '../common/devices.module.css';

export function KeywordSearch({ initial, onSearch, placeholder = '设备名称、品牌或型号' }: { initial: string; onSearch: (keyword: string) => void; placeholder?: string }) {
  const [word, setWord] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(word.trim().slice(0, 50));
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit} aria-label="搜索设备">
      <input aria-label="关键词" placeholder={placeholder} value={word} maxLength={50} onChange={(e) => setWord(e.currentTarget.value)} />
      <button type="submit">搜索</button>
    </form>
  );
}

interface RangeProps<T> {
  label: string;
  names: [string, string];
  placeholders?: [string, string];
  unit?: string;
  type?: 'text' | 'date';
  initial: [string, string];
  parse: (s: string) => T | null;
  onApply: (from: T | null, to: T | null) => void;
}

export function RangeForm<T extends string | number>({ label, names, placeholders, unit, type = 'text', initial, parse, onApply }: RangeProps<T>) {
  const [from, setFrom] = useState(initial[0]);
  const [to, setTo] = useState(initial[1]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [a, b] = [parse(from), parse(to)];
    if (a !== null && b !== null && a > b) onApply(b, a);
    else onApply(a, b);
  };
  const input = (i: 0 | 1, value: string, set: (v: string) => void) => (
    <input
      aria-label={names[i]}
      placeholder={placeholders?.[i]}
      type={type}
      inputMode={type === 'text' ? 'decimal' : undefined}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );
  return (
    <form className={classes.range} onSubmit={submit} aria-label={label}>
      {input(0, from, setFrom)}
      <span aria-hidden="true">–</span>
      {input(1, to, setTo)}
      {unit && <span className={classes.unit}>{unit}</span>}
      <button type="submit">确定</button>
    </form>
  );
}

export const numberOf = (max: number) => (s: string): number | null => {
  const n = Number(s);
  return s.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(Math.min(n, max) * 100) / 100;
};
export const dayOf = (s: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null);
export const textOf = (v: string | number | null) => (v === null ? '' : String(v));
