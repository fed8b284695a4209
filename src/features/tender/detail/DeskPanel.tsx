// The purchaser's tender desk on its own tender (the tenderDesk flow): the registrants with
// review and margin confirmation, then the next step — open at the opening time, request the
// evaluation committee (its report names the candidates and starts the publicity), answer
// objections, publish the result, record the contract, return the margins — and a change notice
// (变更公告) before the bid deadline. Every step notifies the bidders on the server.
import { useEffect } from 'react';
import '../../../ui/mantine-components';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DESK_FORM_MSG } from '../../../../machines/tender-desk.machine';
import { tenderDesk } from '../../../api/tender-desk';
import { callQuery } from '../../../shared/query';
import { SkeletonRows } from '../../../ui/DataState';
import { FormAnnouncer, useFlowForm } from '../../../ui/form';
import { CommitteeForm, CommitteeStatus, ContractForm, Refunds } from './DeskAfterOpening';
import { Registrants } from './Registrants';
import { useDesk, type DeskView } from './use-desk';
import classes from './detail.module.css';

/** The field each of the flow's own refusals names (a registrant's 驳回/退回 reason is the panel's). */
const DESK_PATHS: Partial<Record<string, string>> = {
  [DESK_FORM_MSG.size]: 'size',
  [DESK_FORM_MSG.twoThirds]: 'representatives',
  [DESK_FORM_MSG.signedOn]: 'signedOn',
  [DESK_FORM_MSG.amount]: 'amount',
  [DESK_FORM_MSG.answer]: 'answer',
  [DESK_FORM_MSG.content]: 'content',
};

function AnswerForm({
  d,
  objection,
}: {
  d: DeskView;
  objection: { id: number; companyName: string; content: string };
}) {
  const { field, root, onSubmit, announcement } = useFlowForm({
    initial: { answer: '' },
    error: d.error,
    paths: DESK_PATHS,
    send: ({ answer }) => d.act({ kind: 'answer', objectionId: objection.id, answer }),
  });
  return (
    <form ref={root} aria-label={`答复${objection.companyName}的异议`} onSubmit={onSubmit} noValidate>
      <p className={classes.reason}>
        {objection.companyName}的异议：{objection.content}
      </p>
      <Textarea label="答复" required maxLength={500} {...field('answer')} />
      <FormAnnouncer text={announcement} />
      <Button type="submit" size="xs" mt={6} loading={d.busy}>
        答复异议
      </Button>
    </form>
  );
}

function Answers({ d, tenderId }: { d: DeskView; tenderId: number }) {
  const progress = useQuery(callQuery(tenderDesk.progress, { tenderId }));
  const open = (progress.data?.objections ?? []).filter((o) => !o.answeredAt);
  if (open.length === 0) return null;
  return (
    <div className={classes.payForm}>
      {open.map((o) => (
        <AnswerForm key={o.id} d={d} objection={o} />
      ))}
    </div>
  );
}

function Amend({ d }: { d: DeskView }) {
  const { field, root, onSubmit, announcement } = useFlowForm({
    initial: { content: '', bidDeadline: '' },
    error: d.error,
    paths: DESK_PATHS,
    send: ({ content, bidDeadline }) =>
      d.act({ kind: 'amend', content, bidDeadline: bidDeadline ? `${bidDeadline}:00+08:00` : '' }),
  });
  return (
    <form ref={root} className={classes.payForm} aria-label="发布变更公告" onSubmit={onSubmit} noValidate>
      <Textarea label="变更内容" required maxLength={1000} {...field('content')} />
      <TextInput
        type="datetime-local"
        label="新的投标截止（开标）时间（距今不足 15 日时必填）"
        {...field('bidDeadline')}
      />
      <FormAnnouncer text={announcement} />
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
          {d.error && !DESK_PATHS[d.error] && (
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
          <CommitteeStatus d={d} />
          {desk.canRequestCommittee && <CommitteeForm d={d} />}
          <Answers d={d} tenderId={tenderId} />
          {desk.canRecordContract && <ContractForm d={d} />}
          <Refunds d={d} />
          {desk.canAmend && <Amend d={d} />}
        </>
      )}
    </section>
  );
}
