// The listing rule of the section (src/api/listing-rules.ts, shared by every section): a
// listing whose texts carry private contact details, a website or a fee demand is held 待审核
// (not public) for a 审核员 of the console (queue.ts); a clean one publishes at once.
import { flagWords, isFlagged, listingFlags } from '../../../api/listing-rules';

export const DEVICE_REVIEW_MSG = {
  held: (words: string) =>
    `信息含有${words}，已转平台人工审核，审核通过后公开；删去联系方式或收费要求后重新发布可立即公开。联系方式请填写在联系人栏`,
} as const;

/** The listings' `review_note` column holds 200 characters. */
export const NOTE_MAX = 200;
export const clipNote = (note: string): string => (note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note);

/** '' when the texts pass, else the note the owner reads while the listing waits. */
export function deviceVerdict(texts: string[]): string {
  const flags = listingFlags(texts);
  if (!isFlagged(flags)) return '';
  const words = flagWords(flags);
  return clipNote(DEVICE_REVIEW_MSG.held(words.length > 60 ? `${words.slice(0, 59)}…` : words));
}
