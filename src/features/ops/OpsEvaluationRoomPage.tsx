// /ops/evaluation/room?id=: one tender's evaluation room for a drawn expert (the
// tenderEvaluation flow): the bids with their documents, one sheet per bid, then 提交 — after
// which the room is read-only until every expert has submitted and the report appears.
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { OpsShell } from './common/OpsShell';
import { ReportTable } from './evaluation/ReportTable';
import { SheetForm } from './evaluation/SheetForm';
import { useEvaluation } from './evaluation/use-evaluation';
import classes from './common/ops.module.css';

function Room({ tenderId }: { tenderId: number }) {
  const e = useEvaluation(tenderId);
  const room = e.room;
  if (e.failed)
    return (
      <p role="alert" className={classes.error}>
        {e.error}{' '}
        <Button size="xs" variant="subtle" onClick={e.retry}>
          重新加载
        </Button>
      </p>
    );
  if (!room) return <p>正在加载…</p>;
  return (
    <>
      <h1>{room.title}</h1>
      <p>
        {room.typeName} · {room.methodName}
        {room.method === 'composite' &&
          `：${room.items.map((i) => `${i.name} ${i.weight}`).join('、')}（各项 0-100 分，按权重加权）`}
      </p>
      {e.error && (
        <p role="alert" className={classes.error}>
          {e.error}
        </p>
      )}
      {e.submitted ? (
        <p>您已提交评标结果。{room.reportAt ? '' : '全部专家提交后方可查看评标报告和其他专家的评分。'}</p>
      ) : (
        <>
          {room.bids.map((b) => (
            <div key={b.companyId} className={classes.card}>
              <SheetForm e={e} bid={b} />
              {b.documents.length > 0 && <p>投标文件：{b.documents.map((d) => d.name).join('、')}</p>}
            </div>
          ))}
          <Button onClick={e.submit} loading={e.busy}>
            提交评标结果（提交后不能修改）
          </Button>
        </>
      )}
      <ReportTable room={room} />
    </>
  );
}

export default function OpsEvaluationRoomPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <OpsShell role="expert">
      <p>
        <Link href={opsRoutes.opsEvaluation.href()}>← 返回评标室</Link>
      </p>
      {Number.isSafeInteger(id) && id > 0 ? <Room tenderId={id} /> : <p className={classes.error}>该评标任务不存在</p>}
    </OpsShell>
  );
}
