// 保存搜索 on the sc tender search: a member names the current filters (type, method, status, city,
// keyword) and saves them; a tender published later that matches leaves an sc notice. A visitor
// logs in on the sc site first and comes back.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useSearch } from 'wouter';
import { errorText } from '../../../../machines/notice';
import { sc } from '../../../api/sc';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES } from '../../../api/tender';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { scRoutes } from '../../../shared/sections/sc/routes';
import { scCallOptions } from '../../../shared/sections/sc/session';
import type { ScSearchView } from '../../../shared/sections/sc/views';
import { FormAnnouncer, useFormSubmit } from '../../../ui/form';
import { useScMember } from '../common/use-sc-member';
import { filtersOf, scSearchesKey } from './saved';
import classes from '../common/sc.module.css';

const nameIn = (list: { code: string; name: string }[], code: string | null) => list.find((o) => o.code === code)?.name;

export function SaveScSearch({ view, cityName }: { view: ScSearchView; cityName: string | undefined }) {
  const [path] = useLocation();
  const search = useSearch();
  const { session, member } = useScMember();
  const client = useQueryClient();
  const words = [
    cityName,
    nameIn(TENDER_TYPES, view.typeCode),
    nameIn(TENDER_METHODS, view.methodCode),
    nameIn(TENDER_STATUSES, view.status),
    view.keyword,
  ].filter(Boolean);
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() ? null : '请输入订阅名称') },
  });
  const save = useMutation({
    mutationFn: (n: string) =>
      call(sc.saveSearch, { name: n, filters: filtersOf(view) }, scCallOptions({ silent: true })),
    onSuccess: (s) => {
      setOpen(false);
      notify({ color: 'green', message: `已保存订阅「${s.name}」，有新的招标公告时将通知您`, autoClose: 3000 });
      void client.invalidateQueries({ queryKey: scSearchesKey(session) });
    },
    onError: (e) => form.setFieldError('name', errorText(e)),
  });
  const { onSubmit, announcement } = useFormSubmit(form, ({ name }) => save.mutate(name.trim()));
  if (!member) {
    return (
      <Link href={scRoutes.scLogin.href(search ? `${path}?${search}` : path)} className={classes.meta}>
        登录后保存搜索
      </Link>
    );
  }
  if (!open) {
    const start = () => {
      form.setValues({ name: (words.join(' · ') || '全部招标').slice(0, 30) });
      form.clearErrors();
      setOpen(true);
    };
    return (
      <Button variant="outline" size="xs" onClick={start}>
        保存搜索
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="保存搜索条件" className={classes.saveForm}>
      <TextInput label="订阅名称" required size="xs" maxLength={30} {...form.getInputProps('name')} />
      <FormAnnouncer text={announcement} />
      <Button type="submit" size="xs" loading={save.isPending}>
        保存
      </Button>
      <Button type="button" size="xs" variant="default" onClick={() => setOpen(false)}>
        取消
      </Button>
    </form>
  );
}
