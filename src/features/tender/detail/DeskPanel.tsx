// The purchaser's tender desk on its own tender (the tenderDesk flow): the registrants with
// review and margin confirmation, then the next step — open at the opening time, publish the
// winning candidates (publicity ≥ 3 days), answer objections, publish the result — and a change
// notice (变更公告) before the bid deadline. Every step notifies the bidders on the server.
import { useEffect, useState } from 'react';
import '../../../ui/mantine-components';
import { Button, Checkbox, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tenderDesk } from '../../../api/tender-desk';
import { callQuery } from '../../../shared/query';
import { SkeletonRows } from '../../../ui/DataState';
import { formatPrice } from '../../../ui/price';
import { Registrants } from './Registrants';
import { useDesk, type DeskView } from './use-desk';
import classes from './detail.module.css';

function Candidates({ d }: { d: DeskView }) {
  const bidders = (d.desk?.registrants ?? [])
    .filter((r) => r.bidIn && r.bidPrice !== null)
    .sort((a, b) => a.bidPrice! - b.bidPrice!);
  const [chosen, setChosen] = useState<number[]>([]);
  const [days, setDays] = useState<number | string>(3);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <form
      className={classes.payForm}
      aria-label="公示中标候选人"
      onSubmit={(e) => {
        e.preventDefault();
        d.act({ kind: 'candidates', companyIds: chosen, publicityDays: Number(days) });
      }}
    >
      <p className={classes.reason}>按勾选顺序排名（最多 3 名），报价由低到高列出：</p>
      {bidders.map((b) => (
        <Checkbox
          key={b.companyId}
          label={`${b.companyName}：${formatPrice(b.bidPrice!)}${chosen.includes(b.companyId) ? `（第 ${chosen.indexOf(b.companyId) + 1} 名）` : ''}`}
          checked={chosen.includes(b.companyId)}
          onChange={() => toggle(b.companyId)}
        />
      ))}
      <NumberInput label="公示期（日，不少于 3 日）" min={3} max={30} value={days} onChange={setDays} />
      <Button type="submit" loading={d.busy}>
        公示中标候选人
      </Button>
    </form>
  );
}

function Answers({ d, tenderId }: { d: DeskView; tenderId: number }) {
  const progress = useQuery(callQuery(tenderDesk.progress, { tenderId }));
  const open = (progress.data?.objections ?? []).filter((o) => !o.answeredAt);
  const [answer, setAnswer] = useState('');
  if (open.length === 0) return null;
  return (
    <div className={classes.payForm}>
      {open.map((o) => (
        <form
          key={o.id}
          aria-label={`答复${o.companyName}的异议`}
          onSubmit={(e) => {
            e.preventDefault();
            d.act({ kind: 'answer', objectionId: o.id, answer });
          }}
        >
          <p className={classes.reason}>
            {o.companyName}的异议：{o.content}
          </p>
          <Textarea label="答复" value={answer} maxLength={500} onChange={(e) => setAnswer(e.currentTarget.value)} />
          <Button type="submit" size="xs" mt={6} loading={d.busy}>
            答复异议
          </Button>
        </form>
      ))}
    </div>
  );
}

function Amend({ d }: { d: DeskView }) {
  const [content, setContent] = useState('');
  const [bidDeadline, setBidDeadline] = useState('');
  return (
    <form
      className={classes.payForm}
      aria-label="发布变更公告"
      onSubmit={(e) => {
        e.preventDefault();
        d.act({ kind: 'amend', content, bidDeadline: bidDeadline ? `${bidDeadline}:00+08:00` : '' });
      }}
    >
      <Textarea label="变更内容" maxLength={1000} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
      <TextInput
        type="datetime-local"
        label="新的投标截止（开标）时间（距今不足 15 日时必填）"
        value={bidDeadline}
        onChange={(e) => setBidDeadline(e.currentTarget.value)}
      />
      <Button type="submit" variant="outline" loading={d.busy}>
        发布变更公告
      </Button>
    </form>
  );
}

export default function DeskPanel({ tenderId }: { tenderId: number }) {
  const d = useDesk(tenderId);
  const desk = d.desk;
  const client = useQueryClient();
  // The progress (notices, opening record, candidates, objections) follows every step.
  useEffect(() => {
    if (desk) void client.invalidateQueries({ queryKey: [tenderDesk.progress.path] });
  }, [desk, client]);
  return (
    <section className={classes.block} aria-labelledby="tender-desk" aria-busy={d.busy}>
      <h2 id="tender-desk">招标人工作台</h2>
      {d.failed ? (
        <div role="alert" className={classes.error}>
          {d.error}
          <Button variant="subtle" size="xs" onClick={d.retry}>
            重新加载
          </Button>
        </div>
      ) : !desk ? (
        <SkeletonRows rows={3} />
      ) : (
        <>
          {d.error && (
            <p role="alert" className={classes.error}>
              {d.error}
            </p>
          )}
          {desk.waiting && <p className={classes.reason}>{desk.waiting}</p>}
          <Registrants d={d} />
          <div className={classes.actions}>
            {desk.canOpen && (
              <Button onClick={() => d.act({ kind: 'open' })} loading={d.busy}>
                开标
              </Button>
            )}
            {desk.canPublishResult && (
              <Button onClick={() => d.act({ kind: 'result' })} loading={d.busy}>
                公告中标结果
              </Button>
            )}
          </div>
          {desk.canPublishCandidates && <Candidates d={d} />}
          <Answers d={d} tenderId={tenderId} />
          {desk.canAmend && <Amend d={d} />}
        </>
      )}
    </section>
  );
}
