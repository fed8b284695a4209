// The small filter forms every list page uses: the keyword search and a from–to range (an
// amount, a count, days) with 确定, plus the parsers of their bounds. Drafts start from the URL
// (the keyword search restarts its draft itself when the URL's keyword changes; the parent keys a
// range by the URL's values); a reversed range is swapped, an unusable bound is dropped.
import { useState, type CSSProperties, type FormEvent } from 'react';
import { rangeText, useFilterChip } from './filter-chips';
import classes from './filter-forms.module.css';

interface KeywordProps {
  initial: string;
  onSearch: (keyword: string) => void;
  /** The form's accessible name, e.g. 搜索招标. */
  label: string;
  placeholder: string;
  /** The list call's longest keyword (50 unless it says less). */
  maxLength?: number;
}

/** A list view's keyword as the search's start and the change its search makes. */
export const keywordOf = (view: { keyword: string }, onChange: (patch: { keyword: string }) => void) => ({
  initial: view.keyword,
  onSearch: (keyword: string) => onChange({ keyword }),
});

/** Two of a list view's fields as a range control's bounds and the change it applies. */
export const rangeOf = <V, A extends keyof V, B extends keyof V>(
  view: V,
  onChange: (patch: Partial<V>) => void,
  from: A,
  to: B,
) => ({
  from: view[from],
  to: view[to],
  onApply: (a: V[A], b: V[B]) => onChange({ [from]: a, [to]: b } as Partial<V>),
});

/** The keyword search; its draft starts again from `initial` whenever that changes. */
export function KeywordSearch(props: KeywordProps) {
  useFilterChip(
    props.initial ? { key: props.label, text: `关键词：${props.initial}`, clear: () => props.onSearch('') } : null,
  );
  return <KeywordForm key={props.initial} {...props} />;
}

function KeywordForm({ initial, onSearch, label, placeholder, maxLength = 50 }: KeywordProps) {
  const [word, setWord] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(word.trim().slice(0, maxLength));
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit} aria-label={label}>
      <input
        aria-label="关键词"
        placeholder={placeholder}
        value={word}
        maxLength={maxLength}
        onChange={(e) => setWord(e.currentTarget.value)}
      />
      <button type="submit">搜索</button>
    </form>
  );
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}

/** 关键词 and its search input, for a search form that holds the draft with other fields. */
export function KeywordField({ value, onChange, placeholder, className }: FieldProps) {
  return (
    <label className={className}>
      <span>关键词</span>
      <input
        type="search"
        placeholder={placeholder}
        maxLength={50}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}

interface DecimalProps {
  /** The input's accessible name. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}

/** A number's text input (the decimal keyboard on phones), its draft held by the form around it. */
export function DecimalInput({ label, placeholder, value, onChange, style }: DecimalProps) {
  return (
    <input
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={style}
    />
  );
}

interface RangeProps<T> {
  /** The group's accessible name. */
  label: string;
  /** Accessible names of the two inputs. */
  names: [string, string];
  placeholders?: [string, string];
  unit?: string;
  /** A visible caption before the inputs. */
  caption?: string;
  initial: [string, string];
  parse: (s: string) => T | null;
  onApply: (from: T | null, to: T | null) => void;
  /** The form's look where a list's own sheet gives it (default: the filter forms' range). */
  className?: string;
}

export function RangeForm<T extends string | number>({
  label,
  names,
  placeholders,
  unit,
  caption,
  initial,
  parse,
  onApply,
  className = classes.range,
}: RangeProps<T>) {
  const [from, setFrom] = useState(initial[0]);
  const [to, setTo] = useState(initial[1]);
  useFilterChip(
    initial[0] || initial[1]
      ? { key: label, text: `${label}：${rangeText(initial[0], initial[1], unit)}`, clear: () => onApply(null, null) }
      : null,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [a, b] = [parse(from), parse(to)];
    if (a !== null && b !== null && a > b) onApply(b, a);
    else onApply(a, b);
  };
  const input = (i: 0 | 1, value: string, set: (v: string) => void) => (
    <DecimalInput label={names[i]} placeholder={placeholders?.[i]} value={value} onChange={set} />
  );
  return (
    <form className={className} onSubmit={submit} aria-label={label}>
      {caption && <span className={classes.unit}>{caption}</span>}
      {input(0, from, setFrom)}
      <span aria-hidden="true">–</span>
      {input(1, to, setTo)}
      {unit && <span className={classes.unit}>{unit}</span>}
      <button type="submit">确定</button>
    </form>
  );
}

/** A non-negative amount of at most `max`, rounded to cents; null: empty or unusable. */
export const numberOf =
  (max: number) =>
  (s: string): number | null => {
    const n = Number(s);
    return s.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(Math.min(n, max) * 100) / 100;
  };
/** A bound back into its input's text. */
export const textOf = (v: string | number | null) => (v === null ? '' : String(v));
