// The notices of saved inquiry searches (the saved searches themselves, and the matching and
// notice: floor/saved-searches.ts).
import type { Db } from '../../db';
import { about } from '../../floor/notices';
import { notifySavedSearches } from '../../floor/saved-searches';
import { matchesInquiry, type InquiryFacts } from './matching';

/** Notices for every saved inquiry search (of other companies) the new inquiry matches. */
export const notifyInquirySearches = (
  db: Db,
  id: number,
  publisherCompanyId: number,
  facts: InquiryFacts,
): Promise<number> =>
  notifySavedSearches(db, 'inquiry', publisherCompanyId, (f) => matchesInquiry(f, facts), {
    title: (name) => `您订阅的「${name}」有新询价：${facts.title}`,
    content: `新询价「${facts.title}」符合您的订阅条件。`,
    about: about('inquiry', id),
  });
