// /ops/finance/application?id=: one application of 机构经办's institution (another's: 该申请不存在)
// with its facts, materials and steps, and the decision panel on the financeDesk flow.
import '../../ui/mantine-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { finance } from '../../api/finance';
import { useFlow } from '../../shared/actor';
import { opsCall } from '../../shared/sections/ops/call';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { OpsShell } from './common/OpsShell';
import { DecisionPanel } from './finance/DecisionPanel';
import { DeskFacts } from './finance/DeskFacts';
import classes from './common/ops.module.css';

function Application() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const flow = useFlow('financeDesk', `financeDesk-${id}`, { id });
  const changes = useSelector(flow[0], (s) => s?.context.changes ?? 0);
  const detail = useQuery({
    queryKey: [finance.deskDetail.path, id, changes],
    queryFn: ({ signal }) => opsCall(finance.deskDetail, { id }, { signal, silent: true }),
    enabled: valid,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <p>
        <Link href={opsRoutes.opsFinance.href()}>← 返回融资申请</Link>
      </p>
      <h1>融资申请详情</h1>
      {(!valid || detail.isError) && <p className={classes.error}>该申请不存在或不属于本机构</p>}
      {detail.data && (
        <>
          <DeskFacts a={detail.data} />
          <DecisionPanel key={changes} a={detail.data} flow={flow} />
        </>
      )}
    </>
  );
}

export default function OpsFinanceApplicationPage() {
  return (
    <OpsShell role="institution">
      <Application />
    </OpsShell>
  );
}
