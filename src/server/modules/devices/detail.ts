// One machine's card: prices in every mode, fees, files (certificates only to the owner and
// companies that asked about it), the owner with its verified badge, the contact masked for
// visitors, and the availability calendar of the coming 90 days with the next free day.
import type { SupplyDetail } from '../../../api/devices';
import { monthBeatsShiftAfter } from '../../../api/devices-cost';
import { typeOf } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import type { Member } from '../../http/session';
import { maskPerson, maskPhone } from '../../floor/mask';
import { isoOf, stampOf } from '../../floor/time';
import { PUBLIC_SUPPLY, pricesOf, supplyTable, toSupplyCard, withSupplyColumns } from './cards';
import { addDays, firstFree, today } from './days';
import { isInterested } from './marks';

export const CALENDAR_DAYS = 90;

export async function supplyDetail(
  db: Db,
  id: number,
  me: Member | null,
  nowMs: number,
): Promise<SupplyDetail | undefined> {
  const r = await withSupplyColumns(supplyTable(db).where('d.id', '=', id))
    .select(['d.deposit', 'd.service_radius_km', 'd.address', 'd.description', 'd.contact_name', 'd.contact_phone'])
    .executeTakeFirst();
  if (!r) return undefined;
  const isOwner = me?.companyId === r.company_id;
  if (!isOwner && !(PUBLIC_SUPPLY as readonly string[]).includes(r.state)) return undefined;
  if (!isOwner)
    await db
      .updateTable('device_supply')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  const interested = await isInterested(db, me, 'supply', id);
  const files = await db
    .selectFrom('device_file')
    .select(['kind', 'name', 'link'])
    .where('supply_id', '=', id)
    .orderBy('id')
    .execute();
  const day0 = today(nowMs);
  const booked = await db
    .selectFrom('device_booking')
    .select(['start_day as from', 'end_day as to'])
    .where('supply_id', '=', id)
    .where('end_day', '>=', day0)
    .where('start_day', '<=', addDays(day0, CALENDAR_DAYS))
    .orderBy('start_day')
    .execute();
  const prices = pricesOf(r);
  const seeFiles = isOwner || interested;
  return {
    ...toSupplyCard(r),
    prices,
    mobilisationFee: Number(r.mobilisation_fee),
    assemblyFee: Number(r.assembly_fee),
    deposit: Number(r.deposit),
    minRentDays: r.min_rent_days,
    serviceRadiusKm: r.service_radius_km,
    address: r.address,
    description: r.description,
    fuelPerHour: typeOf(r.type_code)?.fuelPerHour ?? 0,
    images: files.filter((f) => f.kind === 'image').map((f) => f.link),
    certificates: files.filter((f) => f.kind === 'cert').map((f) => ({ name: f.name, link: seeFiles ? f.link : '' })),
    contact: me
      ? { name: r.contact_name, phone: r.contact_phone, masked: false }
      : { name: maskPerson(r.contact_name), phone: maskPhone(r.contact_phone), masked: true },
    booked,
    nextAvailable: firstFree(r.available_from > day0 ? r.available_from : day0, booked),
    monthBeatsShiftAfter: r.negotiable ? null : monthBeatsShiftAfter(prices.shift, prices.month),
    viewer: { isOwner, interested },
    serverTime: isoOf(stampOf(nowMs)),
  };
}
