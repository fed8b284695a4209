// 保存搜索 on the sc tender search: a member names the current filters (type, method, status, city,
// keyword) and saves them; a tender published later that matches leaves an sc notice. A visitor
// logs in on the sc site first and comes back.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { Link, useLocation, useSearch } from 'wouter';
import { errorText } from '../../../../machines/notice';
import { sc } from '../../../api/sc';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES } from '../../../api/tender';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { scRoutes } from '../../../shared/sections/sc/routes';
import { scCallOptions } from '../../../shared/sections/sc/session';
import type { ScSearchView } from '../../../shared/sections/sc/views';
import { useScMember } from '../common/use-sc-member';
import { filtersOf, scSearchesKey } from './saved';
import classes from '../common/sc.module.css';

const nameIn = (list: { code: string; name: string }[], code: string | null) => list.find((o) => o.code === code)?.name;

export function SaveScSearch({ view, cityName }: { view: ScSearchView; cityName: string | undefined }) {
  const [path] = useLocation();
  const search = useSearch();
  const { token, member } = useScMember();
  const client = useQueryClient();
  const words = [
    cityName,
    nameIn(TENDER_TYPES, view.typeCode),
    nameIn(TENDER_METHODS, view.methodCode),
    nameIn(TENDER_STATUSES, view.status),
    view.keyword,
  ].filter(Boolean);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (n: string) =>
      call(sc.saveSearch, { name: n, filters: filtersOf(view) }, scCallOptions({ silent: true })),
    onSuccess: (s) => {
      setName(null);
      notify({ color: 'green', message: `已保存订阅「${s.name}」，有新的招标公告时将通知您`, autoClose: 3000 });
      void client.invalidateQueries({ queryKey: scSearchesKey(token) });
    },
    onError: (e) => setError(errorText(e)),
  });
  if (!member) {
    return (
      <Link href={scRoutes.scLogin.href(search ? `${path}?${search}` : path)} className={classes.meta}>
        登录后保存搜索
      </Link>
    );
  }
  if (name === null) {
    return (
      <Button variant="outline" size="xs" onClick={() => setName((words.join(' · ') || '全部招标').slice(0, 30))}>
        保存搜索
      </Button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    setError(n ? '' : '请输入订阅名称');
    if (n) save.mutate(n);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="保存搜索条件" className={classes.saveForm}>
      <TextInput
        label="订阅名称"
        size="xs"
        maxLength={30}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error || undefined}
      />
      <Button type="submit" size="xs" loading={save.isPending}>
        保存
      </Button>
      <Button type="button" size="xs" variant="default" onClick={() => setName(null)}>
        取消
      </Button>
    </form>
  );
}
