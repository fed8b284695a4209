// /ops/finance: 机构经办's applications to its own institution's products (the server answers no
// other institution's), newest change first, by status and by number or company; each opens its
// detail with the decision panel.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { finance } from '../../api/finance';
import { APPLY_STATUSES } from '../../api/finance-fields';
import { opsCall } from '../../shared/sections/ops/call';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { formatTime } from '../../ui/date';
import { Pager } from '../../ui/Pager';
import { ScrollTable } from '../../ui/ScrollTable';
import { OpsShell } from './common/OpsShell';
import classes from './common/ops.module.css';

const SIZE = 20;
const STATUS_OPTIONS = [{ value: '', label: '全部' }, ...APPLY_STATUSES.map((o) => ({ value: o.code, label: o.name }))];

function Desk() {
  const [draft, setDraft] = useState({ status: '', keyword: '' });
  const [filters, setFilters] = useState(draft);
  const [current, setCurrent] = useState(1);
  const input = {
    ...(filters.status ? { status: filters.status } : {}),
    keyword: filters.keyword,
    current,
    size: SIZE,
  };
  const list = useQuery({
    queryKey: [finance.deskList.path, input],
    queryFn: ({ signal }) => opsCall(finance.deskList, input, { signal }),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  return (
    <>
      <h1>融资申请</h1>
      <form
        className={classes.filters}
        role="search"
        aria-label="筛选融资申请"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, keyword: draft.keyword.trim() });
          setCurrent(1);
        }}
      >
        <NativeSelect
          label="状态"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value })}
          data={STATUS_OPTIONS}
        />
        <TextInput
          label="申请编号或企业名称"
          value={draft.keyword}
          maxLength={30}
          onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
        />
        <Button type="submit">查询</Button>
      </form>
      {list.isError && <p className={classes.error}>加载失败，请稍后重试</p>}
      {page && page.records.length === 0 && <p>暂无融资申请</p>}
      {page && page.records.length > 0 && (
        <>
          <ScrollTable label="融资申请">
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">申请编号</th>
                  <th scope="col">申请企业</th>
                  <th scope="col">产品</th>
                  <th scope="col">金额 / 期限</th>
                  <th scope="col">状态</th>
                  <th scope="col">更新时间</th>
                </tr>
              </thead>
              <tbody>
                {page.records.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link href={opsRoutes.opsFinanceApplication.href({ id: r.id })}>{r.applyNo}</Link>
                    </td>
                    <td>{r.companyName}</td>
                    <td>{r.productName || r.serviceTypeName}</td>
                    <td>
                      {r.moneyTypeName} / {r.timeTypeName}
                    </td>
                    <td>{r.statusName}</td>
                    <td>{formatTime(r.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pager total={page.total} pages={page.pages} current={current} onPage={setCurrent} unit="条申请" />
        </>
      )}
    </>
  );
}

export default function OpsFinancePage() {
  return (
    <OpsShell role="institution">
      <Desk />
    </OpsShell>
  );
}
