// Small filter forms of the package list: the keyword search and a from–to range (budget in
// 万元, deadline days) with 确定. Drafts start from the URL (the parent keys them by its values);
// a reversed range is swapped, an unusable bound dropped.
import { useState, type FormEvent } from 'react';
import classes from '../common/project.module.css';

export function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const [word, setWord] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(word.trim().slice(0, 50));
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit} aria-label="搜索分包项目">
      <input aria-label="关键词" placeholder="项目名称、发包单位或分包范围" value={word} maxLength={50} onChange={(e) => setWord(e.currentTarget.value)} />
      <button type="submit">搜索</button>
    </form>
  );
}

interface RangeProps<T> {
  label: string;
  names: [string, string];
  unit?: string;
  type?: 'text' | 'date';
  initial: [string, string];
  parse: (s: string) => T | null;
  onApply: (from: T | null, to: T | null) => void;
}

export function RangeForm<T extends string | number>({ label, names, unit, type = 'text', initial, parse, onApply }: RangeProps<T>) {
  const [from, setFrom] = useState(initial[0]);
  const [to, setTo] = useState(initial[1]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [a, b] = [parse(from), parse(to)];
    if (a !== null && b !== null && a > b) onApply(b, a);
    else onApply(a, b);
  };
  const input = (i: 0 | 1, value: string, set: (v: string) => void) => (
    <input aria-label={names[i]} placeholder={type === 'text' ? (i ? '最高' : '最低') : undefined} type={type} inputMode={type === 'text' ? 'decimal' : undefined} value={value} onChange={(e) => set(e.currentTarget.value)} />
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
