// A list's search form: a keyword and, for the inquiry hall, publish-day and deadline-day
// ranges (one date-range control each), applied together. The draft starts from the URL (the parent keys this form by the
// URL's values); 搜索 writes the URL. A reversed range is swapped, not refused.
import { useState, type FormEvent } from 'react';
import { DateRange } from '../../../ui/filters/DateRange';
import { KeywordField } from '../../../ui/filters/FilterForms';
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
      <KeywordField value={keyword} onChange={setKeyword} placeholder={placeholder} className={classes.keyword} />
      {ranges && (
        <>
          <DateRange
            label="发布日期"
            caption="发布"
            from={publish[0] || null}
            to={publish[1] || null}
            onApply={(a, b) => setPublish([a ?? '', b ?? ''])}
          />
          <DateRange
            label="截止日期"
            caption="截止"
            from={deadline[0] || null}
            to={deadline[1] || null}
            onApply={(a, b) => setDeadline([a ?? '', b ?? ''])}
          />
        </>
      )}
      <button type="submit" className={classes.submit}>
        搜索
      </button>
    </form>
  );
}
