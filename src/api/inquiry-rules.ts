// The inquiry's states, public status filter, tax rates and publishing limits: the words and
// numbers its catalogue (./inquiry), machines, pages and server rules share.
/** Lifecycle states; `expired` is derived (published and the deadline has passed). */
export const INQUIRY_STATES = [
  'draft',
  'pending_review',
  'rejected',
  'published',
  'expired',
  'withdrawn',
  'closed',
] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const INQUIRY_STATE_NAMES: Record<InquiryState, string> = {
  draft: '草稿',
  pending_review: '待审核',
  rejected: '审核未通过',
  published: '报价中',
  expired: '已截止',
  withdrawn: '已撤回',
  closed: '已成交',
};
/** The public status filter (the inquiry_status codes of the home lists). */
export const INQUIRY_STATUSES = [
  { code: '1', name: '报价中', state: 'published' },
  { code: '2', name: '已截止', state: 'expired' },
  { code: '3', name: '已成交', state: 'closed' },
] as const;
export const TAX_RATES = [0, 1, 3, 6, 9, 13] as const;
/** How the server's refusal of a quote after the deadline begins (the quote flow closes on it). */
export const DEADLINE_PASSED = '报价已截止';
/** Publishing rules: the quoting window and the size of an inquiry. */
export const INQUIRY_LIMITS = {
  minDeadlineHours: 24,
  maxDeadlineDays: 90,
  maxLines: 50,
  maxQuantity: 1_000_000,
  maxUnitPrice: 10_000_000,
} as const;
