// /ops/queue?kind=: 审核员's review queues. The kinds with their pending counts, the chosen
// queue's items oldest first with their age; 领取 and the decision run in the opsReview flow
// (claim → reason → 通过 / 驳回), and each decision reloads the list.
import { useEffect, useState } from 'react';
import '../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'wouter';
import { ops } from '../../api/ops';
import { useFlow } from '../../shared/actor';
import { opsCall } from '../../shared/sections/ops/call';
import { Pager } from '../../ui/Pager';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { OpsShell } from './common/OpsShell';
import { QueueItemCard } from './queue/QueueItemCard';
import classes from './common/ops.module.css';

const SIZE = 20;

function Queue() {
  const [params] = useSearchParams();
  const [flow, send] = useFlow('opsReview', 'opsReview');
  const held = useSelector(flow, (s) => (s?.hasTag('claimed') ? s.context.item : null));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const decisions = useSelector(flow, (s) => s?.context.decisions ?? 0);
  const [keyword, setKeyword] = useState('');
  const [words, setWords] = useState('');
  const [current, setCurrent] = useState(1);
  const kinds = useQuery({
    queryKey: [ops.queues.path, decisions],
    queryFn: ({ signal }) => opsCall(ops.queues, {}, { signal }),
  });
  const kind = params.get('kind') ?? kinds.data?.[0]?.kind ?? '';
  const list = useQuery({
    queryKey: [ops.queue.path, kind, words, current, decisions],
    queryFn: ({ signal }) => opsCall(ops.queue, { kind, keyword: words, current, size: SIZE }, { signal }),
    enabled: kind !== '',
    placeholderData: keepPreviousData,
  });
  useEffect(() => setCurrent(1), [kind, words]);
  const page = list.data;
  return (
    <>
      <h1>审核队列</h1>
      <nav className={classes.tabs} aria-label="审核队列">
        {(kinds.data ?? []).map((k) => (
          <Link key={k.kind} href={opsRoutes.opsQueue.href(k.kind)} aria-current={k.kind === kind ? 'page' : undefined}>
            {k.label}（{k.pending}）
          </Link>
        ))}
      </nav>
      <form
        className={classes.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setWords(keyword.trim());
        }}
      >
        <TextInput
          label="关键词"
          description="企业名称或手机号"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        <Button type="submit">搜索</Button>
      </form>
      {!held && error && (
        <div role="alert" className={classes.error}>
          {error}
        </div>
      )}
      <h2 aria-live="polite">{page ? `共 ${page.total} 项待审核，最早提交的在前` : '正在加载…'}</h2>
      <ul className={classes.items}>
        {page?.records.map((item) => (
          <QueueItemCard
            key={item.id}
            item={item}
            mine={held?.kind === kind && held.id === item.id}
            busy={busy}
            error={error}
            onClaim={() => send({ type: 'opsReview.claim', kind, id: item.id })}
            onDecide={(decision, reason) => send({ type: 'opsReview.decide', decision, reason })}
            onCancel={() => send({ type: 'opsReview.cancel' })}
          />
        ))}
      </ul>
      {page && page.pages > 1 && (
        <Pager total={page.total} pages={page.pages} current={current} onPage={setCurrent} unit="项" />
      )}
    </>
  );
}

export default function OpsQueuePage() {
  return (
    <OpsShell role="reviewer">
      <Queue />
    </OpsShell>
  );
}
