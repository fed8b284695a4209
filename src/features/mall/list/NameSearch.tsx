// A small search-by-name field for a list's filter bar; its draft starts from the URL (again
// whenever the URL's value changes) and submitting writes the URL.
import { useState, type FormEvent } from 'react';
import classes from '../shop/shop.module.css';

interface Props {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

export function NameSearch(props: Props) {
  return <NameForm key={props.initial} {...props} />;
}

function NameForm({ initial, label, placeholder, onSearch }: Props) {
  const [draft, setDraft] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={label} className={classes.nameSearch} onSubmit={submit}>
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={50}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
      />
      <button type="submit">搜索</button>
    </form>
  );
}
