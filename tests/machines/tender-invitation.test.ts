// An invitee's answer to a 邀请招标 invitation: accepting is sent at once; declining needs a reason
// (sent trimmed); the answer reloads the participation with its notice and the flow ends; a refusal
// of the server shows above the panel and the invitee may answer again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ParticipationStatus } from '../../src/api/tender';
import {
  INVITATION_DONE,
  INVITATION_FORM_MSG,
  tenderInvitationMachine,
  type InvitationCall,
} from '../../machines/tender-invitation.machine';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { parts } from './tender-fixtures';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const accepted: ParticipationStatus = {
  ...parts.unregistered,
  invitation: { status: '1', statusName: '已接受', canAnswer: false },
};
const declined: ParticipationStatus = {
  ...parts.unregistered,
  canRegister: false,
  invitation: { status: '2', statusName: '已谢绝', canAnswer: false },
};

/** A flow on tender 9 whose answer call answers `answer`; the calls, notices and reloads recorded. */
function flow(answer: (call: InvitationCall) => Promise<ParticipationStatus> = async () => accepted) {
  const calls = { answers: [] as InvitationCall[], notices: [] as string[], answered: [] as ParticipationStatus[] };
  const machine = tenderInvitationMachine.provide({
    actors: {
      answer: fromPromise<ParticipationStatus, InvitationCall>(async ({ input }) => {
        calls.answers.push(input);
        return answer(input);
      }),
    },
    actions: {
      notify: (_, n) => void calls.notices.push(n.message),
      answered: (_, { status }) => void calls.answered.push(status),
    },
  });
  return { actor: createActor(machine, { input: { tenderId: 9 } }).start(), calls };
}

describe('tender invitation flow', () => {
  it('waits for the answer without calling anything', async () => {
    const { actor, calls } = flow();
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { tenderId: 9, error: '' } });
    expect(calls.answers).toEqual([]);
  });

  it('accepts at once, reloads the participation with the answer and ends', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'tenderInvitation.accept' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.answers).toEqual([{ tenderId: 9, accept: true, note: '' }]);
    expect(calls.answered).toEqual([accepted]);
    expect(calls.notices).toEqual([INVITATION_DONE.accept]);
    expect(actor.getSnapshot().value).toBe('answered');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['no reason', ''],
    ['a reason of spaces only', '   '],
  ])('refuses to decline with %s and sends nothing', async (_, note) => {
    const { actor, calls } = flow();
    actor.send({ type: 'tenderInvitation.decline', note });
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { error: INVITATION_FORM_MSG.reason } });
    await flush();
    expect(calls.answers).toEqual([]);
    expect(calls.notices).toEqual([]);
    // The message goes when dismissed.
    actor.send({ type: 'tenderInvitation.dismiss' });
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('declines with the reason trimmed', async () => {
    const { actor, calls } = flow(async () => declined);
    actor.send({ type: 'tenderInvitation.decline', note: '  近期产能已满，谢谢邀请 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.answers).toEqual([{ tenderId: 9, accept: false, note: '近期产能已满，谢谢邀请' }]);
    expect(calls.answered).toEqual([declined]);
    expect(calls.notices).toEqual([INVITATION_DONE.decline]);
    expect(actor.getSnapshot().value).toBe('answered');
  });

  it('shows the server’s refusal and lets the invitee answer again, the reason not carried over', async () => {
    let refuse = true;
    const { actor, calls } = flow(async () => (refuse ? Promise.reject(new Error('该投标邀请已过期')) : accepted));
    actor.send({ type: 'tenderInvitation.decline', note: '产能已满' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { error: '该投标邀请已过期' } });
    expect(calls.answered).toEqual([]);
    expect(calls.notices).toEqual([]);
    refuse = false;
    actor.send({ type: 'tenderInvitation.accept' });
    expect(actor.getSnapshot().context).toMatchObject({ accept: true, note: '', error: '' });
    await flush();
    expect(calls.answers).toEqual([
      { tenderId: 9, accept: false, note: '产能已满' },
      { tenderId: 9, accept: true, note: '' },
    ]);
    expect(calls.notices).toEqual([INVITATION_DONE.accept]);
    expect(actor.getSnapshot().value).toBe('answered');
  });

  it('takes no second answer while the first is on its way', async () => {
    let resolve: (s: ParticipationStatus) => void = () => {};
    const { actor, calls } = flow(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'tenderInvitation.accept' });
    await flush();
    actor.send({ type: 'tenderInvitation.decline', note: '改为谢绝' });
    actor.send({ type: 'tenderInvitation.accept' });
    await flush();
    expect(calls.answers).toHaveLength(1);
    resolve(accepted);
    await flush();
    expect(calls.notices).toEqual([INVITATION_DONE.accept]);
  });
});

describePaths(pathSpecs.tenderInvitation);
