// An invitee's answer to a 邀请招标 invitation (招标投标法 第十七条, issue 46): the panel shows
// the invitation while it waits (待回复); accepting sends tender.answerInvitation at once, declining
// needs a short reason; the answer reloads the participation (then the register button opens),
// a refusal of the server shows above the panel and the invitee may try again.
import { assign, setup } from 'xstate';
import type { ParticipationStatus } from '../src/api/tender';
import { failed, provided } from './flow-kit';
import type { Notice } from './notice';

export const INVITATION_FORM_MSG = { reason: '请填写谢绝理由' } as const;
export const INVITATION_DONE = { accept: '已接受投标邀请，现在可以报名', decline: '已谢绝投标邀请' } as const;

export interface TenderInvitationContext {
  tenderId: number;
  accept: boolean;
  note: string;
  error: string;
}

export type TenderInvitationEvent =
  | { type: 'tenderInvitation.accept' }
  | { type: 'tenderInvitation.decline'; note: string }
  | { type: 'tenderInvitation.dismiss' };
export type InvitationCall = { tenderId: number; accept: boolean; note: string };

const invitation = setup({
  types: {
    context: {} as TenderInvitationContext,
    events: {} as TenderInvitationEvent,
    input: {} as { tenderId: number },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Placeholder: tender.answerInvitation. */
    answer: provided<ParticipationStatus, InvitationCall>('answer'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    /** The participation panel reloads (the register button follows the answer). */
    answered: (_, _params: { status: ParticipationStatus }) => {},
    fail: assign(failed),
  },
  guards: {
    noReason: (_, note: string) => note.trim() === '',
  },
});

export const tenderInvitationMachine = invitation.createMachine({
  id: 'tenderInvitation',
  context: ({ input }) => ({ tenderId: input.tenderId, accept: true, note: '', error: '' }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'tenderInvitation.accept': { target: 'answering', actions: assign({ accept: true, note: '', error: '' }) },
        'tenderInvitation.decline': [
          {
            guard: { type: 'noReason', params: ({ event }) => event.note },
            actions: assign({ error: INVITATION_FORM_MSG.reason }),
          },
          {
            target: 'answering',
            actions: assign({ accept: false, note: ({ event }) => event.note.trim(), error: '' }),
          },
        ],
        'tenderInvitation.dismiss': { actions: assign({ error: '' }) },
      },
    },
    answering: {
      tags: 'busy',
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => ({ tenderId: context.tenderId, accept: context.accept, note: context.note }),
        onDone: {
          target: 'answered',
          actions: [
            { type: 'answered', params: ({ event }) => ({ status: event.output }) },
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                message: context.accept ? INVITATION_DONE.accept : INVITATION_DONE.decline,
              }),
            },
          ],
        },
        onError: { target: 'waiting', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    answered: { type: 'final' },
  },
});
