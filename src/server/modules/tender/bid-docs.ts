// A bid's documents (issue 46): the tender states which it requires (required_docs, codes of
// BID_DOC_KINDS); a bid must carry an upload of the bidder's own for each (refused otherwise,
// naming the missing one). The uploads stay private to the bidder until the opening (the upload
// service's read rules: nobody else holds a grant before then; opening.ts grants them to the
// purchaser). Hook for the evaluation: bidDocuments lists every active bid's documents, so the
// committee's read rule can grant or check its experts against exactly these uploads.
import type { TenderFile } from '../../../api/tender';
import { missingDocs, type BidDoc } from '../../../api/tender-rules';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { TenderRow } from './access';
import { attachFiles, filesOf } from './files';

/** The tender's required documents (codes); legacy rows without a list require none. */
export function requiredDocsOf(t: Pick<TenderRow, 'required_docs'>): string[] {
  try {
    const v: unknown = JSON.parse(t.required_docs ?? '[]');
    return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** Checks the bid covers every required document, attaches its uploads and answers them with kinds. */
export async function attachBidDocs(
  db: Db,
  t: Pick<TenderRow, 'required_docs'>,
  docs: BidDoc[],
  companyId: number,
  at: number,
): Promise<TenderFile[]> {
  const missing = missingDocs(
    requiredDocsOf(t),
    docs.map((d) => d.kind),
  );
  if (missing) throw badRequest(missing);
  const files = await attachFiles(
    db,
    docs.map((d) => d.attachId),
    companyId,
    at,
  );
  return docs.map((d) => ({ ...files.find((f) => f.attachId === d.attachId)!, kind: d.kind }));
}

/** Every active bid's documents of a tender, by company (for the evaluation's read rule). */
export async function bidDocuments(
  db: Db,
  tenderId: number,
): Promise<{ companyId: number; documents: TenderFile[] }[]> {
  const rows = await db
    .selectFrom('tender_bid')
    .select(['company_id', 'documents'])
    .where('tender_id', '=', tenderId)
    .where('status', '=', '1')
    .orderBy('company_id')
    .execute();
  return rows.map((r) => ({ companyId: r.company_id, documents: filesOf(r.documents) }));
}
