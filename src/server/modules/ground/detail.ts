// One supplier point: its card with capacity, licences and description, the contact masked for
// visitors, views counted for others than its owner; and the owner's price update (one atomic
// UPDATE of the offer, the point's newest-price stamp and the search table; then the matching
// saved searches of other companies are told).
import type { GroundDetail, GroundOffer } from '../../../api/ground';
import type { Db } from '../../db';
import { maskPerson, maskPhone } from '../../floor/mask';
import { mustOwn } from '../../floor/policy';
import { stampOf } from '../../floor/time';
import type { Member } from '../../http/session';
import { badRequest, notFound } from '../../http/errors';
import { clearClusters } from './clusters';
import { listPrice } from './listing-rows';
import { notifyGroundSearches } from './matching';
import { siteColumns, toCard, toOffer, type Site } from './lists';

export async function siteDetail(
  db: Db,
  id: number,
  me: Member | null,
  site: Site | null,
  nowMs: number,
): Promise<GroundDetail | undefined> {
  const r = await siteColumns(db).where('s.id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const mine = me !== null && r.company_id === me.companyId;
  if (r.state !== 'listed' && !mine) return undefined;
  if (!mine)
    await db
      .updateTable('ground_site')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  const offers = await db.selectFrom('ground_offer').selectAll().where('site_id', '=', id).orderBy('id').execute();
  return {
    ...toCard(r, offers, site, nowMs),
    capacity: Number(r.capacity),
    capacityUnit: r.capacity_unit,
    licences: r.licences.split(',').filter(Boolean),
    description: r.description,
    contact: me
      ? { name: r.contact_name, phone: r.contact_phone, masked: false }
      : { name: maskPerson(r.contact_name), phone: maskPhone(r.contact_phone), masked: true },
    views: r.views + (mine ? 0 : 1),
    mine,
  };
}

/** The owning company changes one offer's ex-works price (its unit stays; the stamp is now). */
export async function updatePrice(
  db: Db,
  me: Member,
  offerId: number,
  price: number,
  nowMs: number,
): Promise<GroundOffer> {
  const at = stampOf(nowMs);
  const offer = await db
    .selectFrom('ground_offer as o')
    .innerJoin('ground_site as s', 's.id', 'o.site_id')
    .select([
      'o.id',
      'o.site_id',
      'o.material_code',
      's.company_id',
      's.freight',
      's.company_name',
      's.address',
      's.province_code',
      's.city_code',
      's.site_type',
      's.lat',
      's.lng',
      's.state',
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  if (!offer) throw notFound('报价不存在');
  mustOwn(offer, (o) => o.company_id, me, badRequest('只有该供应点所属企业可以更新报价'));
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('ground_offer').set({ price, updated_at: at }).where('id', '=', offerId).execute();
    await tx
      .updateTable('ground_site')
      .set({ price_updated_at: at })
      .where('id', '=', offer.site_id)
      .where('price_updated_at', '<', at)
      .execute();
    await listPrice(tx, offer.site_id, offer.material_code, price, at);
  });
  clearClusters(db);
  if (offer.state === 'listed') {
    const {
      site_id: siteId,
      company_name: companyName,
      address,
      province_code: provinceCode,
      city_code: cityCode,
      site_type: siteType,
    } = offer;
    await notifyGroundSearches(db, {
      siteId,
      companyId: me.companyId,
      companyName,
      address,
      provinceCode,
      cityCode,
      siteType,
      lat: Number(offer.lat),
      lng: Number(offer.lng),
      material: offer.material_code,
      price,
    });
  }
  const row = await db.selectFrom('ground_offer').selectAll().where('id', '=', offerId).executeTakeFirstOrThrow();
  return toOffer(row, Number(offer.freight), null, nowMs);
}
