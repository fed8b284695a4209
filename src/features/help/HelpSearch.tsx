// The help search box. Its draft text starts from the URL; submitting writes the URL.
import { useState, type FormEvent } from 'react';
import '../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import classes from './help.module.css';

export function HelpSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label="搜索帮助" className={classes.search} onSubmit={submit}>
      <TextInput
        className={classes.searchInput}
        aria-label="搜索问题"
        placeholder="请输入您要搜索的问题，如 如何注册、支付方式"
        value={draft}
        maxLength={50}
        onChange={(e) => setDraft(e.currentTarget.value)}
        size="md"
      />
      <Button type="submit" size="md" variant="white">
        搜索
      </Button>
    </form>
  );
}
