// The answer to a saved application: its number and status, and a new one.
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import type { FinanceApplication } from '../../../api/finance';
import { formatTime } from '../../../ui/date';
import classes from './apply.module.css';

export function ApplyDone({ application: a, onRestart }: { application: FinanceApplication; onRestart: () => void }) {
  return (
    <div className={classes.done} role="status">
      <p>
        申请已提交，申请编号 <strong>{a.applyNo}</strong>，当前状态：<strong>{a.statusName}</strong>
      </p>
      <p>
        {a.productName && `${a.productName} · `}
        {a.serviceTypeName} · {a.moneyTypeName} · 提交于 {formatTime(a.createdAt)}
      </p>
      <p>客户经理将在 1 个工作日内与您联系，请保持电话畅通。</p>
      <Button variant="outline" size="xs" onClick={onRestart}>
        再次申请
      </Button>
    </div>
  );
}
