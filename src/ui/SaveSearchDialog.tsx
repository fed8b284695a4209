// The save-search dialog of SaveSearchButton (loaded when first opened): the conditions in words,
// a name that starts from them, and the save call; success and refusals (at most
// MAX_SAVED_SEARCHES) are told in Chinese. The desk lists saved searches with the same words.
import { useState } from 'react';
import './mantine-components';
import { Button, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INQUIRY_STATUSES, type InquiryFilters } from '../api/inquiry';
import { deals, MAX_SAVED_SEARCHES } from '../api/inquiry-deals';
import { system } from '../api/system';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES, type TenderFilters } from '../api/tender';
import { call } from '../client/http';
import { notify } from '../client/notify';
import { callQuery, transportOf } from '../shared/query';
import { FormAnnouncer, useFormSubmit } from './form-a11y';
import classes from './save-search.module.css';

export type SaveSearchProps = { kind: 'inquiry'; filters: InquiryFilters } | { kind: 'tender'; filters: TenderFilters };

const NAME_MAX = 30;
const KIND_NAMES = { inquiry: '询价', tender: '招标' } as const;
const nameIn = (list: readonly { code: string; name: string }[], code: string | null | undefined) => (code ? list.find((o) => o.code === code)?.name : undefined);

/** The conditions in words, e.g. ['钢结构', '物资采购', '江苏省', '100–500万元'] (the desk lists them too). */
export function useSearchConditions({ kind, filters }: SaveSearchProps, enabled: boolean): { conditions: string[]; ready: boolean } {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity, enabled });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: filters.provinceCode ?? '000000' }),
    staleTime: Infinity,
    enabled: enabled && !!filters.cityCode && !!filters.provinceCode,
  });
  const categories = useQuery({ ...callQuery(system.dictionary, { code: 'category_code' }), staleTime: Infinity, enabled: enabled && kind === 'inquiry' });
  const region = [provinces.data?.find((p) => p.code === filters.provinceCode)?.name, cities.data?.find((c) => c.code === filters.cityCode)?.name];
  const range = (from: unknown, to: unknown, unit = '') => (from != null || to != null ? `${from ?? ''}–${to ?? ''}${unit}` : undefined);
  const parts =
    kind === 'tender'
      ? [
          filters.keyword,
          nameIn(TENDER_TYPES, filters.typeCode),
          nameIn(TENDER_METHODS, filters.methodCode),
          nameIn(TENDER_STATUSES, filters.status),
          ...region,
          range(filters.budgetMinWan, filters.budgetMaxWan, '万元'),
          range(filters.publishFrom, filters.publishTo) && `发布 ${range(filters.publishFrom, filters.publishTo)}`,
          range(filters.deadlineFrom, filters.deadlineTo) && `开标 ${range(filters.deadlineFrom, filters.deadlineTo)}`,
          filters.closingSoon ? '7日内截止' : undefined,
        ]
      : [
          filters.keyword,
          categories.data?.find((c) => c.dictKey === filters.categoryCode)?.dictValue,
          nameIn(INQUIRY_STATUSES, filters.status),
          ...region,
          range(filters.publishFrom, filters.publishTo) && `发布 ${range(filters.publishFrom, filters.publishTo)}`,
          range(filters.deadlineFrom, filters.deadlineTo) && `截止 ${range(filters.deadlineFrom, filters.deadlineTo)}`,
        ];
  // The default name is taken once, when the names have arrived (or failed).
  const ready = ![provinces, cities, categories].some((q) => q.fetchStatus === 'fetching');
  return { conditions: parts.filter((p): p is string => !!p), ready };
}

/** The default name: the conditions joined, or 全部招标 / 全部询价. */
export function defaultSearchName(kind: SaveSearchProps['kind'], conditions: string[]): string {
  return (conditions.join(' · ') || `全部${KIND_NAMES[kind]}`).slice(0, NAME_MAX);
}

function SaveForm({ props, conditions, onClose }: { props: SaveSearchProps; conditions: string[]; onClose: () => void }) {
  const client = useQueryClient();
  const [error, setError] = useState('');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: defaultSearchName(props.kind, conditions) },
    validate: { name: (v: string) => (!v.trim() ? '请输入订阅名称' : v.trim().length > NAME_MAX ? `名称最多 ${NAME_MAX} 个字` : null) },
  });
  const save = useMutation({
    mutationFn: (name: string) => {
      const opts = { http: transportOf(client), silent: true };
      return props.kind === 'tender'
        ? call(deals.saveTenderSearch, { name, filters: props.filters }, opts)
        : call(deals.saveInquirySearch, { name, filters: props.filters }, opts);
    },
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [deals.savedSearchList.path] });
      notify({ color: 'green', message: `已保存订阅「${saved.name}」，有新的匹配${KIND_NAMES[props.kind]}发布时将通过系统消息通知您`, autoClose: 3000 });
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
      <p className={classes.conditions}>条件：{conditions.length ? conditions.join('，') : `全部${KIND_NAMES[props.kind]}（未设筛选条件）`}</p>
      <TextInput label="订阅名称" required maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <p className={classes.note}>有新的匹配{KIND_NAMES[props.kind]}发布时，您将收到系统消息；最多保存 {MAX_SAVED_SEARCHES} 个订阅条件。</p>
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
export default function SaveSearchDialog({ props, opened, onClose }: { props: SaveSearchProps; opened: boolean; onClose: () => void }) {
  const { conditions, ready } = useSearchConditions(props, opened);
  return (
    <Modal opened={opened} onClose={onClose} returnFocus={false} title="保存搜索条件" centered size="sm" closeButtonProps={{ 'aria-label': '关闭' }}>
      {opened && ready && <SaveForm props={props} conditions={conditions} onClose={onClose} />}
    </Modal>
  );
}
