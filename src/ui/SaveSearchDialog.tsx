// The save-search dialog of SaveSearchButton (loaded when first opened): the conditions in words,
// a name that starts from them, and the save call, all from the section's SearchKind; success and
// refusals (at most MAX_SAVED_SEARCHES) are told in Chinese. The dialog knows no section.
import { useState } from 'react';
import './mantine-components';
import { Button, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_SAVED_SEARCHES, savedSearch } from '../api/saved-search';
import { notify } from '../client/notify';
import { transportOf } from '../shared/query';
import type { SearchFilters, SearchKind } from '../shared/search-kind';
import { FormAnnouncer, useFormSubmit } from './form';
import { useSearchConditions } from './search-conditions';
import classes from './save-search.module.css';

export interface SaveSearchProps<F extends SearchFilters = SearchFilters> {
  /** The section's saved search: its words, its save call, what it lists. */
  search: SearchKind<F>;
  filters: F;
}

const NAME_MAX = 30;

/** The default name: the conditions joined, or 全部<noun>. */
export function defaultSearchName(noun: string, conditions: string[]): string {
  return (conditions.join(' · ') || `全部${noun}`).slice(0, NAME_MAX);
}

function SaveForm({
  props: { search, filters },
  conditions,
  onClose,
}: {
  props: SaveSearchProps;
  conditions: string[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [error, setError] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: defaultSearchName(search.noun, conditions) },
    validate: {
      name: (v: string) =>
        !v.trim() ? '请输入订阅名称' : v.trim().length > NAME_MAX ? `名称最多 ${NAME_MAX} 个字` : null,
    },
  });
  const save = useMutation({
    mutationFn: (name: string) => search.save(name, filters, { http: transportOf(client), silent: true }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [savedSearch.list.path] });
      notify({
        color: 'green',
        message: `已保存订阅「${saved.name}」，有新的匹配${search.noun}发布时将通过系统消息通知您`,
        autoClose: 3000,
      });
      onClose();
    },
    onError: (e: Error) => {
      const message = e.message || '保存失败，请稍后重试';
      setError(message);
      notify({ color: 'red', message, autoClose: 3000 });
    },
  });
  const { onSubmit, announcement } = useFormSubmit(form, (v) => {
    setError('');
    save.mutate(v.name.trim());
  });
  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate>
      <p className={classes.conditions}>
        条件：{conditions.length ? conditions.join('，') : `全部${search.noun}（未设筛选条件）`}
      </p>
      <TextInput label="订阅名称" required maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <p className={classes.note}>
        有新的匹配{search.noun}发布时，您将收到系统消息；最多保存 {MAX_SAVED_SEARCHES} 个订阅条件。
      </p>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <div className={classes.actions}>
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" loading={save.isPending}>
          保存
        </Button>
      </div>
    </form>
  );
}

/** Stays mounted once opened; each opening starts a fresh form. The caller takes the focus back. */
export default function SaveSearchDialog({
  props,
  opened,
  onClose,
}: {
  props: SaveSearchProps;
  opened: boolean;
  onClose: () => void;
}) {
  const { conditions, ready } = useSearchConditions(props.search, props.filters, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title="保存搜索条件"
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {opened && ready && <SaveForm props={props} conditions={conditions} onClose={onClose} />}
    </Modal>
  );
}
