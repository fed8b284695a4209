// The detail's RFQ facts: district, modes, budget, delivery date, the invitation list (names for
// the owner only) and the attachments. Attachments are private uploads of the buyer: the owner
// reads them, and a supplier who may quote (or has quoted) is granted read access on its first
// look (grantUploadRead, idempotent); visitors and others get only their count.
import type { z } from '../../../api/define';
import { uploadPaths } from '../../../api/resource';
import type { rfqDetail } from '../../../api/inquiry-rfq';
import type { Db } from '../../db';
import { grantUploadRead } from '../../storage/uploads';
import type { AwardMode, QuoteMode, SupplyKind } from './schema';

type Facts = { [K in keyof typeof rfqDetail]: z.output<(typeof rfqDetail)[K]> };
interface Row {
  id: number;
  quote_mode: QuoteMode;
  award_mode: AwardMode;
  supply_kind: SupplyKind;
  budget: number | string | null;
  delivery_date: string | null;
  district_code: string;
  invited_only: number;
}

export async function rfqFacts(
  db: Db,
  row: Row,
  opts: { isOwner: boolean; counterpart: number | null; nowMs: number },
): Promise<Facts> {
  const district = row.district_code
    ? await db.selectFrom('region').select('name').where('code', '=', row.district_code).executeTakeFirst()
    : undefined;
  const invited = opts.isOwner
    ? await db
        .selectFrom('inquiry_invite as v')
        .innerJoin('companies as c', 'c.id', 'v.company_id')
        .select(['c.id', 'c.name'])
        .where('v.inquiry_id', '=', row.id)
        .orderBy('c.name')
        .execute()
    : [];
  const files = await db
    .selectFrom('inquiry_attachment')
    .select(['attach_id', 'name', 'kind'])
    .where('inquiry_id', '=', row.id)
    .orderBy('seq')
    .execute();
  const readable = opts.isOwner || opts.counterpart !== null;
  if (opts.counterpart !== null)
    for (const f of files) await grantUploadRead(db, f.attach_id, opts.counterpart, opts.nowMs);
  return {
    districtCode: row.district_code,
    districtName: district?.name ?? '',
    quoteMode: row.quote_mode,
    supplyKind: row.supply_kind,
    awardMode: row.award_mode,
    budget: row.budget === null ? null : Number(row.budget),
    deliveryDate: row.delivery_date,
    invitedOnly: row.invited_only === 1,
    invited: invited.map((c) => ({ companyId: c.id, name: c.name })),
    attachments: readable
      ? files.map((f) => ({ attachId: f.attach_id, name: f.name, kind: f.kind, link: uploadPaths.file(f.attach_id) }))
      : [],
    attachmentCount: files.length,
  };
}
