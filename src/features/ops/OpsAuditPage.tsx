// /ops/audit: 管理员's search of the audit log, newest first: by operator, object kind, action
// and date range, paged.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ops } from '../../api/ops';
import { AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES } from '../../api/ops-dicts';
import { opsCall } from '../../shared/sections/ops/call';
import { Pager } from '../../ui/Pager';
import { OpsShell } from './common/OpsShell';
import { AuditTable } from './audit/AuditTable';
import classes from './common/ops.module.css';

const SIZE = 20;
const EMPTY = { operatorId: '', objectKind: '', action: '', from: '', to: '' };

function Audit() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const [current, setCurrent] = useState(1);
  const operators = useQuery({
    queryKey: [ops.operators.path],
    queryFn: ({ signal }) => opsCall(ops.operators, { size: 100 }, { signal }),
  });
  const input = {
    ...(filters.operatorId ? { operatorId: Number(filters.operatorId) } : {}),
    ...(filters.objectKind ? { objectKind: filters.objectKind } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    current,
    size: SIZE,
  };
  const log = useQuery({
    queryKey: [ops.audit.path, input],
    queryFn: ({ signal }) => opsCall(ops.audit, input, { signal }),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<typeof EMPTY>) => setDraft((d) => ({ ...d, ...patch }));
  const page = log.data;
  return (
    <>
      <h1>审计日志</h1>
      <form
        className={classes.filters}
        role="search"
        aria-label="筛选审计日志"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
          setCurrent(1);
        }}
      >
        <NativeSelect
          label="操作员"
          value={draft.operatorId}
          onChange={(e) => set({ operatorId: e.currentTarget.value })}
          data={[
            { value: '', label: '全部' },
            ...(operators.data?.records ?? []).map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
        <NativeSelect
          label="对象类型"
          value={draft.objectKind}
          onChange={(e) => set({ objectKind: e.currentTarget.value })}
          data={[
            { value: '', label: '全部' },
            ...Object.entries(AUDIT_OBJECT_NAMES).map(([value, label]) => ({ value, label })),
          ]}
        />
        <NativeSelect
          label="操作"
          value={draft.action}
          onChange={(e) => set({ action: e.currentTarget.value })}
          data={[
            { value: '', label: '全部' },
            ...Object.entries(AUDIT_ACTION_NAMES).map(([value, label]) => ({ value, label })),
          ]}
        />
        <TextInput
          label="开始日期"
          type="date"
          value={draft.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput label="结束日期" type="date" value={draft.to} onChange={(e) => set({ to: e.currentTarget.value })} />
        <Button type="submit">查询</Button>
      </form>
      <h2 aria-live="polite">{page ? `共 ${page.total} 条记录` : '正在加载…'}</h2>
      {page && <AuditTable rows={page.records} />}
      {page && page.pages > 1 && (
        <Pager total={page.total} pages={page.pages} current={current} onPage={setCurrent} unit="条记录" />
      )}
    </>
  );
}

export default function OpsAuditPage() {
  return (
    <OpsShell role="admin">
      <Audit />
    </OpsShell>
  );
}
