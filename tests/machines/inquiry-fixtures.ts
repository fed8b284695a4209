// Shared samples of the inquiry, quote and margin flows' tests: a clock, valid lines and terms,
// and what the calls answer.
import type { MyQuote, SavedInquiry } from '../../src/api/inquiry';
import { emptyTerms, type LineDraft, type TermsDraft } from '../../machines/inquiry-forms';
import { sampleTerms } from '../inquiry-sample';

export const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
export const DAY = 86_400_000;

export const validLine: LineDraft = {
  name: '螺纹钢',
  spec: 'HRB400E Φ16mm×12m',
  unit: '吨',
  quantity: '120',
  remark: '',
};
export const validTerms: TermsDraft = { ...emptyTerms(), ...sampleTerms(NOW + 5 * DAY), districtCount: 11 };

export const saved = (state: SavedInquiry['state'], reviewNote = ''): SavedInquiry => ({
  id: 41,
  state,
  stateName: state,
  reviewNote,
});

export const myQuote: MyQuote = {
  quoteId: 7,
  quoteNo: 'BJ20261120000007',
  revision: 1,
  quotedAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  validUntil: '2026-12-20T09:00:00Z',
  remark: '含运费',
  lines: [
    {
      lineId: 11,
      unitPrice: 3500,
      taxIncluded: true,
      unitPriceWithTax: 3500,
      amountWithTax: 420_000,
      deliveryDays: 7,
      remark: '',
    },
  ],
  totalWithTax: 420_000,
  result: 'pending',
};
