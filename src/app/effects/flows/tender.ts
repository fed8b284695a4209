// The tender flows with their browser implementations (through call(), aborted by the machine's
// signal; the panels show the errors, so the calls are silent) and the success notices: the old
// margin flow, the supplier's participation (register, margin voucher, sealed bid, withdraw,
// objection, refund) and the purchaser's desk (each action its call).
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import type { DeskAction } from '../../../../machines/tender-desk.machine';
import { tender } from '../../../api/tender';
import { tenderDesk } from '../../../api/tender-desk';
import { call } from '../../../client/http';
import { navigate, showNotice } from '../browser';

type Opts = { signal: AbortSignal; silent: true };
const status = (tenderId: number, o: Opts) => call(tender.marginStatus, { tenderId }, o);

function deskCall(tenderId: number, a: DeskAction, o: Opts) {
  switch (a.kind) {
    case 'review':
      return call(tenderDesk.review, { tenderId, companyId: a.companyId, approve: a.approve, reason: a.reason }, o);
    case 'confirm':
      return call(
        tenderDesk.confirmMargin,
        { tenderId, companyId: a.companyId, accept: a.accept, reason: a.reason },
        o,
      );
    case 'open':
      return call(tenderDesk.open, { tenderId }, o);
    case 'committee':
      return call(tenderDesk.committee, { tenderId, size: a.size, representatives: a.representatives }, o);
    case 'contract':
      return call(
        tenderDesk.contract,
        { tenderId, signedOn: a.signedOn, amount: a.amount, ...(a.attachId ? { attachId: a.attachId } : {}) },
        o,
      );
    case 'refund':
      return call(tenderDesk.refund, { tenderId, companyId: a.companyId }, o);
    case 'answer':
      return call(tenderDesk.answer, { objectionId: a.objectionId, answer: a.answer }, o);
    case 'result':
      return call(tenderDesk.result, { tenderId }, o);
    case 'amend':
      return call(
        tenderDesk.amend,
        { tenderId, content: a.content, ...(a.bidDeadline ? { bidDeadline: a.bidDeadline } : {}) },
        o,
      );
  }
}

export const effects = {
  tenderParticipation: flows.tenderParticipation.provide({
    actors: {
      loadStatus: fromPromise(({ input, signal }) => status(input.tenderId, { signal, silent: true })),
      register: fromPromise(({ input, signal }) =>
        call(tender.register, { tenderId: input.tenderId }, { signal, silent: true }),
      ),
      payMargin: fromPromise(({ input, signal }) =>
        call(
          tender.marginPay,
          {
            tenderId: input.tenderId,
            form: input.form ?? '',
            proofNo: input.proofNo ?? '',
            attachId: input.attachId ?? '',
          },
          { signal, silent: true },
        ),
      ),
      submitBid: fromPromise(async ({ input, signal }) => {
        const b = input.bid!;
        await call(
          tenderDesk.bid,
          { tenderId: input.tenderId, price: b.price, durationDays: b.durationDays, documents: b.documents },
          { signal, silent: true },
        );
        return status(input.tenderId, { signal, silent: true });
      }),
      withdrawBid: fromPromise(async ({ input, signal }) => {
        await call(tenderDesk.withdrawBid, { tenderId: input.tenderId }, { signal, silent: true });
        return status(input.tenderId, { signal, silent: true });
      }),
      fileObjection: fromPromise(async ({ input, signal }) => {
        await call(
          tenderDesk.object,
          { tenderId: input.tenderId, content: input.content ?? '' },
          { signal, silent: true },
        );
        return status(input.tenderId, { signal, silent: true });
      }),
      refundMargin: fromPromise(({ input, signal }) =>
        call(tender.marginRefund, { tenderId: input.tenderId }, { signal, silent: true }),
      ),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
  tenderDesk: flows.tenderDesk.provide({
    actors: {
      loadDesk: fromPromise(({ input, signal }) =>
        call(tenderDesk.desk, { tenderId: input.tenderId }, { signal, silent: true }),
      ),
      act: fromPromise(({ input, signal }) => deskCall(input.tenderId, input.action!, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
  tenderInvitation: flows.tenderInvitation.provide({
    actors: {
      answer: fromPromise(({ input, signal }) =>
        call(
          tender.answerInvitation,
          { tenderId: input.tenderId, accept: input.accept, ...(input.note ? { note: input.note } : {}) },
          { signal, silent: true },
        ),
      ),
    },
    // The panel reloads the participation when the flow is done (InvitationPanel.tsx).
    actions: { notify: (_, n) => showNotice(n), answered: () => undefined },
  }),
  tenderPublish: flows.tenderPublish.provide({
    actors: {
      publishTender: fromPromise(({ input, signal }) => call(tender.publish, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n), navigate: (_, n) => navigate(n) },
  }),
};
