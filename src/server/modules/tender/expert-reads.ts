// The experts' read rule for bid documents (issue 46): after the opening, a drawn expert of the
// tender's committee may read the documents of its active bids (the evaluation room's links);
// nobody else gains anything here. A console rule (floor/uploads-read.ts OperatorReadRule): the
// floor asks it on every read, so the access ends with the committee seat or the bid.
import type { OperatorReadRule } from '../../floor/uploads-read';
import { filesOf } from './files';

export const expertReadsBidDocument: OperatorReadRule = async (db, attachId, operator) => {
  if (!operator.roles.includes('expert')) return false;
  const bids = await db
    .selectFrom('tender_bid as b')
    .innerJoin('tender as t', 't.id', 'b.tender_id')
    .innerJoin('tender_committee_member as m', (j) =>
      j.onRef('m.tender_id', '=', 'b.tender_id').on('m.operator_id', '=', operator.operatorId),
    )
    .select('b.documents')
    .where('b.status', '=', '1')
    .where('t.opened_at', 'is not', null)
    .where('b.documents', 'like', `%${attachId}%`)
    .execute();
  return bids.some((b) => filesOf(b.documents).some((f) => f.attachId === attachId));
};
