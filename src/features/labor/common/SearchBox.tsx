// A board's keyword search: the draft starts from the URL (the parent keys it by the URL's
// keyword); 搜索 writes the URL. A searched keyword is a chip under 筛选 on a phone.
import { useState, type FormEvent } from 'react';
import { useFilterChip } from '../../../ui/filters/filter-chips';
import { KeywordField } from '../../../ui/filters/FilterForms';
import classes from './labor.module.css';

export function SearchBox({
  label,
  placeholder,
  initial,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (keyword: string) => void;
}) {
  const [keyword, setKeyword] = useState(initial);
  useFilterChip(initial ? { key: label, text: `关键词：${initial}`, clear: () => onSearch('') } : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <form role="search" aria-label={label} className={classes.search} onSubmit={submit}>
      <KeywordField value={keyword} onChange={setKeyword} placeholder={placeholder} />
      <button type="submit">搜索</button>
    </form>
  );
}
