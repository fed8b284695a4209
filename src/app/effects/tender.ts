// The tender flows with their browser implementations: the margin status call, registration,
// margin payment and refund (through call(), aborted by the machine's signal; the panel shows
// the errors, so the calls are silent) and the success notices.
import { fromPromise } from 'xstate';
import { flows } from '../../../machines/app.machine';
import { tender } from '../../api/tender';
import { call } from '../../client/http';
import { showNotice } from './browser';

export const tenderFlows = {
  tenderMargin: flows.tenderMargin.provide({
    actors: {
      loadMargin: fromPromise(({ input, signal }) => call(tender.marginStatus, { tenderId: input.tenderId }, { signal, silent: true })),
      register: fromPromise(({ input, signal }) => call(tender.register, { tenderId: input.tenderId }, { signal, silent: true })),
      payMargin: fromPromise(({ input, signal }) =>
        call(tender.marginPay, { tenderId: input.tenderId, form: input.form ?? '', proofNo: input.proofNo ?? '' }, { signal, silent: true }),
      ),
      refundMargin: fromPromise(({ input, signal }) => call(tender.marginRefund, { tenderId: input.tenderId }, { signal, silent: true })),
    },
    actions: { notify: (_, n) => showNotice(n) },
  }),
};
