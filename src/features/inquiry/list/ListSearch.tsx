// A list's search form: a keyword and, for the inquiry hall, publish-day and deadline-day
// ranges, applied together. The draft starts from the URL (the parent keys this form by the
// URL's values); 搜索 writes the URL. A reversed range is swapped, not refused.
import { useState, type FormEvent } from 'react';
import classes from './list.module.css';

export interface SearchValue {
  keyword: string;
  publishFrom?: string | null;
  publishTo?: string | null;
  deadlineFrom?: string | null;
  deadlineTo?: string | null;
}

const ordered = (a: string, b: string): [string | null, string | null] => {
  const [lo, hi] = a && b && a > b ? [b, a] : [a, b];
  return [lo || null, hi || null];
};

function DayRange({ label, from, to, onFrom, onTo }: { label: string; from: string; to: string; onFrom: (v: string) => void; onTo: (v: string) => void }) {
  return (
    <fieldset className={classes.dayRange}>
      <legend>{label}</legend>
      <input type="date" aria-label={`${label}起`} value={from} onChange={(e) => onFrom(e.currentTarget.value)} />
      <span aria-hidden="true">至</span>
      <input type="date" aria-label={`${label}止`} value={to} onChange={(e) => onTo(e.currentTarget.value)} />
    </fieldset>
  );
}

interface Props {
  /** The form's name, e.g. 搜索询价. */
  label: string;
  placeholder: string;
  initial: SearchValue;
  onSearch: (v: SearchValue) => void;
  /** Show the two day ranges. */
  ranges?: boolean;
}

export function ListSearch({ label, placeholder, initial, onSearch, ranges = true }: Props) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [publish, setPublish] = useState([initial.publishFrom ?? '', initial.publishTo ?? '']);
  const [deadline, setDeadline] = useState([initial.deadlineFrom ?? '', initial.deadlineTo ?? '']);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [publishFrom, publishTo] = ordered(publish[0], publish[1]);
    const [deadlineFrom, deadlineTo] = ordered(deadline[0], deadline[1]);
    onSearch({ keyword: keyword.trim(), publishFrom, publishTo, deadlineFrom, deadlineTo });
  };
  return (
    <form role="search" aria-label={label} className={classes.search} onSubmit={submit}>
      <label className={classes.keyword}>
        <span>关键词</span>
        <input type="search" placeholder={placeholder} maxLength={50} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      </label>
      {ranges && (
        <>
          <DayRange label="发布日期" from={publish[0]} to={publish[1]} onFrom={(v) => setPublish([v, publish[1]])} onTo={(v) => setPublish([publish[0], v])} />
          <DayRange label="截止日期" from={deadline[0]} to={deadline[1]} onFrom={(v) => setDeadline([v, deadline[1]])} onTo={(v) => setDeadline([deadline[0], v])} />
        </>
      )}
      <button type="submit">搜索</button>
    </form>
  );
}
