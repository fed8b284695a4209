// /ops/content?kind=: 内容编辑's content by kind (banners, news and notices, cases, partners,
// help questions): status, group and keyword filters, paged, newest first; 新建, 编辑 and 撤下
// (confirmed, with the list reloaded). Public pages show a change within the answer caches' time.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import {
  CONTENT_GROUPS,
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  CONTENT_STATUS_NAMES,
  cmsEditor,
  type ContentKind,
  type ContentRow,
  type ContentStatus,
} from '../../api/cms';
import { notify } from '../../client/notify';
import { opsCall } from '../../shared/sections/ops/call';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { useConfirm } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { OpsShell } from './common/OpsShell';
import classes from './common/ops.module.css';
import { ContentTable } from './content/ContentTable';

const SIZE = 20;
const EMPTY = { status: '', group: '', keyword: '' };
const options = (names: Record<string, string>) => [
  { value: '', label: '全部' },
  ...Object.entries(names).map(([value, label]) => ({ value, label })),
];

function Content() {
  const [params] = useSearchParams();
  const asked = params.get('kind') as ContentKind | null;
  const kind: ContentKind = asked && CONTENT_KINDS.includes(asked) ? asked : 'banner';
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState({ ...EMPTY, kind });
  const [current, setCurrent] = useState(1);
  // Another kind starts with no filters.
  if (filters.kind !== kind) {
    setFilters({ ...EMPTY, kind });
    setDraft(EMPTY);
    setCurrent(1);
  }
  const input = {
    kind,
    ...(filters.status ? { status: filters.status as ContentStatus } : {}),
    ...(filters.group ? { group: filters.group } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    current,
    size: SIZE,
  };
  const list = useQuery({
    queryKey: [cmsEditor.list.path, input],
    queryFn: ({ signal }) => opsCall(cmsEditor.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (r: ContentRow) => opsCall(cmsEditor.withdraw, { kind: r.kind, id: r.id }),
    onSuccess: (r) => {
      notify({ color: 'green', message: `已撤下：${r.title}`, autoClose: 3000 });
      return client.invalidateQueries({ queryKey: [cmsEditor.list.path] });
    },
  });
  const { ask, dialog } = useConfirm();
  const groups = CONTENT_GROUPS[kind];
  const set = (patch: Partial<typeof EMPTY>) => setDraft((d) => ({ ...d, ...patch }));
  const page = list.data;
  return (
    <>
      <h1>内容管理</h1>
      <nav className={classes.tabs} aria-label="内容类型">
        {CONTENT_KINDS.map((k) => (
          <Link key={k} href={opsRoutes.opsContent.href(k)} aria-current={k === kind ? 'page' : undefined}>
            {CONTENT_KIND_NAMES[k]}
          </Link>
        ))}
      </nav>
      <form
        className={classes.filters}
        role="search"
        aria-label={`筛选${CONTENT_KIND_NAMES[kind]}`}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, kind });
          setCurrent(1);
        }}
      >
        <NativeSelect
          label="状态"
          value={draft.status}
          onChange={(e) => set({ status: e.currentTarget.value })}
          data={options(CONTENT_STATUS_NAMES)}
        />
        {Object.keys(groups).length > 0 && (
          <NativeSelect
            label="分类 / 位置"
            value={draft.group}
            onChange={(e) => set({ group: e.currentTarget.value })}
            data={options(groups)}
          />
        )}
        <TextInput label="标题关键词" value={draft.keyword} onChange={(e) => set({ keyword: e.currentTarget.value })} />
        <Button type="submit">查询</Button>
        <Button component={Link} href={opsRoutes.opsContentEdit.href(kind)} variant="outline">
          新建{CONTENT_KIND_NAMES[kind]}
        </Button>
      </form>
      <h2 aria-live="polite">{page ? `共 ${page.total} 条${CONTENT_KIND_NAMES[kind]}` : '正在加载…'}</h2>
      {page && (
        <ContentTable
          rows={page.records}
          busyId={withdraw.isPending ? (withdraw.variables?.id ?? null) : null}
          onWithdraw={(r) =>
            ask({
              title: '撤下内容',
              message: `撤下后“${r.title}”将不再在前台展示（缓存期内可能仍短暂可见）。`,
              confirmLabel: '撤下',
              danger: true,
              onConfirm: () => withdraw.mutate(r),
            })
          }
        />
      )}
      {page && page.pages > 1 && (
        <Pager total={page.total} pages={page.pages} current={current} onPage={setCurrent} unit="条" />
      )}
      {dialog}
    </>
  );
}

export default function OpsContentPage() {
  return (
    <OpsShell role="content">
      <Content />
    </OpsShell>
  );
}
