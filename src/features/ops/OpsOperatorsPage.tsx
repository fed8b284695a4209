// /ops/operators: 管理员's operators — the list with roles, a new operator (the form below), and
// a TOTP reset with a reason (the new secret shown once; the operator's sessions end).
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ops } from '../../api/ops';
import { OPS_ROLE_NAMES } from '../../api/ops-dicts';
import { opsCall } from '../../shared/sections/ops/call';
import { ScrollTable } from '../../ui/ScrollTable';
import { OpsShell } from './common/OpsShell';
import { CreateOperatorForm } from './operators/CreateOperatorForm';
import classes from './common/ops.module.css';

function Operators() {
  const list = useQuery({
    queryKey: [ops.operators.path],
    queryFn: ({ signal }) => opsCall(ops.operators, { size: 100 }, { signal }),
  });
  const [reason, setReason] = useState('');
  const reset = useMutation({ mutationFn: (id: number) => opsCall(ops.resetTotp, { id, reason }) });
  return (
    <>
      <h1>操作员</h1>
      <TextInput
        label="重置动态口令的理由"
        description="重置前填写；新密钥仅显示一次，该操作员须重新登录"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
      />
      {reset.data && (
        <div role="status">
          新的动态口令密钥：<code>{reset.data.secret}</code>
        </div>
      )}
      <ScrollTable label="操作员">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">账号</th>
              <th scope="col">姓名</th>
              <th scope="col">角色</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.records.map((o) => (
              <tr key={o.id}>
                <td>{o.account}</td>
                <td>{o.name}</td>
                <td>
                  {o.roles.map((r) => OPS_ROLE_NAMES[r]).join('、')}
                  {o.institutionId ? `（机构 ${o.institutionId}）` : ''}
                </td>
                <td>
                  <Button size="xs" variant="outline" loading={reset.isPending} onClick={() => reset.mutate(o.id)}>
                    重置 {o.account} 的动态口令
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <div className={classes.card}>
        <CreateOperatorForm />
      </div>
    </>
  );
}

export default function OpsOperatorsPage() {
  return (
    <OpsShell role="admin">
      <Operators />
    </OpsShell>
  );
}
