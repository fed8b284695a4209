// 邀请招标 (招标投标法 第十七条): the invited company's answer to its invitation, driven by the
// tenderInvitation flow — 接受邀请 at once, 谢绝 with a short reason. Once answered, the
// participation reloads, so the register button follows the answer.
import { useEffect, useState } from 'react';
import '../../../ui/mantine-components';
import { Button, Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ParticipationStatus } from '../../../api/tender';
import { useFlow } from '../../../shared/actor';
import type { ParticipationView } from './use-participation';
import classes from './detail.module.css';

export function InvitationPanel({ part, s }: { part: ParticipationView; s: ParticipationStatus }) {
  const [flow, send] = useFlow('tenderInvitation', `tenderInvitation-${s.tenderId}`, { tenderId: s.tenderId });
  const busy = useSelector(flow, (x) => x?.hasTag('busy') ?? true);
  const answered = useSelector(flow, (x) => x?.status === 'done');
  const error = useSelector(flow, (x) => x?.context.error ?? '');
  const [note, setNote] = useState('');
  const { reload } = part;
  useEffect(() => {
    if (answered) reload();
  }, [answered, reload]);
  if (!s.invitation) return null;
  return (
    <div className={classes.payForm} role="group" aria-labelledby="tender-invitation">
      <p id="tender-invitation">本项目为邀请招标，贵公司已受邀参加（{s.invitation.statusName}）。</p>
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
      {s.invitation.canAnswer && !answered && (
        <>
          <Textarea
            label="谢绝理由（谢绝时填写）"
            maxLength={200}
            autosize
            minRows={1}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <div className={classes.actions}>
            <Button loading={busy} onClick={() => send({ type: 'tenderInvitation.accept' })}>
              接受邀请
            </Button>
            <Button variant="outline" loading={busy} onClick={() => send({ type: 'tenderInvitation.decline', note })}>
              谢绝邀请
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
