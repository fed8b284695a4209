// The inquiry flows with their browser implementations: the buyer's wizard saves and submits
// through the inquiry catalogue, the supplier's quote flow loads and sends the company's quote.
// Forms show their own errors, so the calls are silent.
import { fromPromise } from 'xstate';
import { flows } from '../../../../machines/app.machine';
import { inquiry } from '../../../api/inquiry';
import { call } from '../../../client/http';
import * as browser from '../browser';

export const effects = {
  inquiryPublish: flows.inquiryPublish.provide({
    actors: {
      saveDraft: fromPromise(({ input, signal }) => call(inquiry.saveDraft, input, { signal, silent: true })),
      submitInquiry: fromPromise(({ input, signal }) => call(inquiry.submit, input, { signal, silent: true })),
    },
    actions: { navigate: (_, nav) => browser.navigate(nav), notify: (_, n) => browser.showNotice(n) },
  }),
  inquiryQuote: flows.inquiryQuote.provide({
    actors: {
      loadQuote: fromPromise(({ input, signal }) => call(inquiry.myQuote, input, { signal, silent: true })),
      submitQuote: fromPromise(({ input, signal }) => call(inquiry.quote, input, { signal, silent: true })),
    },
    actions: { notify: (_, n) => browser.showNotice(n) },
  }),
};
