// /ops/experts: 管理员's expert pool (评标专家库) — every operator with the role 评标专家, its
// specialities and ties; editing one is audited. New experts are operators with that role
// (/ops/operators).
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TENDER_TYPES } from '../../api/tender';
import { EXPERT_TIES, tenderEval } from '../../api/tender-eval';
import { opsCall } from '../../shared/sections/ops/call';
import { ScrollTable } from '../../ui/ScrollTable';
import { OpsShell } from './common/OpsShell';
import { ExpertForm } from './experts/ExpertForm';
import classes from './common/ops.module.css';

const typeName = (c: string) => TENDER_TYPES.find((t) => t.code === c)?.name ?? c;
const tieName = (c: string) => EXPERT_TIES.find((t) => t.code === c)?.name ?? '';

function Experts() {
  const list = useQuery({
    queryKey: [tenderEval.experts.path],
    queryFn: ({ signal }) => opsCall(tenderEval.experts, {}, { signal }),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const expert = list.data?.find((e) => e.operatorId === editing);
  return (
    <>
      <h1>评标专家库</h1>
      <p>评标委员会的专家从本库按专业随机抽取，与投标人有关联的专家自动回避（招标投标法 第三十七条）。</p>
      <ScrollTable label="评标专家">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">账号</th>
              <th scope="col">姓名</th>
              <th scope="col">专业类别</th>
              <th scope="col">关联单位</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.map((e) => (
              <tr key={e.operatorId}>
                <td>{e.account}</td>
                <td>{e.name}</td>
                <td>{e.specialities.map(typeName).join('、') || '未设置'}</td>
                <td>{e.ties.map((t) => `${t.companyName}（${tieName(t.relation)}）`).join('；') || '无'}</td>
                <td>
                  <Button size="xs" variant="outline" onClick={() => setEditing(e.operatorId)}>
                    编辑{e.name}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {expert && (
        <div className={classes.card}>
          <ExpertForm key={expert.operatorId} expert={expert} />
        </div>
      )}
    </>
  );
}

export default function OpsExpertsPage() {
  return (
    <OpsShell role="admin">
      <Experts />
    </OpsShell>
  );
}
