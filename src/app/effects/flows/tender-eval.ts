// The expert's evaluation room with its browser implementations, through the console's own
// session (opsCall): load the room, save a sheet, submit them all.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { tenderEval } from '../../../api/tender-eval';
import { opsCall } from '../../../shared/sections/ops/call';
import * as browser from '../browser';

const notify = (_: unknown, n: Parameters<typeof browser.showNotice>[0]) => browser.showNotice(n);

export const effects = {
  tenderEvaluation: flows.tenderEvaluation.provide({
    actors: {
      loadRoom: fromPromise(({ input, signal }) =>
        opsCall(tenderEval.room, { tenderId: input.tenderId }, { signal, silent: true }),
      ),
      score: fromPromise(({ input, signal }) => {
        const s = input.sheet!;
        return opsCall(
          tenderEval.score,
          {
            tenderId: input.tenderId,
            companyId: s.companyId,
            scores: s.scores,
            ...(s.evaluatedPrice !== null ? { evaluatedPrice: s.evaluatedPrice } : {}),
            invalid: s.invalid,
            invalidReason: s.invalidReason,
          },
          { signal, silent: true },
        );
      }),
      submit: fromPromise(({ input, signal }) =>
        opsCall(tenderEval.submit, { tenderId: input.tenderId }, { signal, silent: true }),
      ),
    },
    actions: { notify },
  }),
};
