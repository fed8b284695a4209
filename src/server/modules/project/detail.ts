// One package (detailNeedJ): public once reviewed (its publisher sees it while pending too),
// contact masked for visitors, the member company's match, application and whether it may apply;
// and the compact card with a QR code of the detail's address (subpackage-card).
import QRCode from 'qrcode';
import type { ProjectDetail } from '../../../api/project';
import { pageLinks } from '../../../api/paths';
import type { Db } from '../../db';
import type { Member } from '../../http/session';
import { maskPerson, maskPhone } from '../../floor/mask';
import { isoOf, stampOf } from '../../floor/time';
import { applicationOf, applyBlock, loadPackage } from './applications';
import { baseQuery, heldOf, toCard, withCardColumns } from './cards';

const detailRow = (db: Db, id: number) =>
  withCardColumns(baseQuery(db).where('p.id', '=', id))
    .select([
      'p.owner_name',
      'p.address',
      'p.scope',
      'p.quantities',
      'p.experience_required',
      'p.start_date',
      'p.duration_days',
      'p.payment_terms',
    ])
    .select(['p.views', 'p.contact_name', 'p.contact_phone'])
    .executeTakeFirst();

export async function projectDetail(
  db: Db,
  id: number,
  me: Member | null,
  nowMs: number,
): Promise<ProjectDetail | undefined> {
  const r = await detailRow(db, id);
  const isOwner = !!me && r?.company_id === me.companyId;
  if (!r || (r.status === 'pending_review' && !isOwner)) return undefined;
  await db
    .updateTable('project_package')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const held = await heldOf(db, me);
  const card = toCard(r, held, nowMs);
  const myApplication = me && !isOwner ? await applicationOf(db, id, me.companyId) : null;
  const block = me ? await applyBlock(db, me, await loadPackage(db, id), nowMs) : '请先登录';
  return {
    ...card,
    ownerName: r.owner_name,
    address: r.address,
    scope: r.scope,
    quantities: r.quantities,
    qualificationCategory: r.qual_category,
    qualificationGrade: r.qual_grade,
    experienceRequired: r.experience_required,
    startDate: r.start_date,
    durationDays: r.duration_days,
    paymentTerms: r.payment_terms,
    views: r.views + 1,
    contact: me
      ? { name: r.contact_name, phone: r.contact_phone, masked: false }
      : { name: maskPerson(r.contact_name), phone: maskPhone(r.contact_phone), masked: true },
    isOwner,
    myApplication,
    applyBlock: block,
    serverTime: isoOf(stampOf(nowMs)),
  };
}

/** The compact card: public packages only; the QR code points at the detail on this site. */
export async function projectCard(db: Db, id: number, origin: string, nowMs: number) {
  const r = await detailRow(db, id);
  if (!r || r.status === 'pending_review') return undefined;
  const qrSvg = await QRCode.toString(`${origin}${pageLinks.projectDetail(id)}`, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
  return { ...toCard(r, null, nowMs), scope: r.scope, startDate: r.start_date, durationDays: r.duration_days, qrSvg };
}
