// Publishing a supply listing (new, or an edit of the company's own): the rules across fields
// and the clock, the uploads attached to the company, the review desk, and at most MAX_OPEN open
// listings per company, counted inside the company's lock (exact under bursts). A listing that
// is published for the first time tells the matching saved searches of other companies.
import type { z } from '../../../api/define';
import type { SavedListing } from '../../../api/devices';
import { categoryOfType, REPORTS_TO_REVIEW, SUPPLY_STATE_NAMES, type DeviceState } from '../../../api/devices-dicts';
import type { supplyForm } from '../../../api/devices-forms';
import { uploadPaths } from '../../../api/resource';
import { mediaUrl } from '../../pictures/url';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { checkPlace } from '../../floor/places';
import { beijingDay, stamp } from '../../floor/time';
import { attachUpload } from '../../storage/uploads';
import { wordsOf } from './cards';
import { addDays } from './days';
import { cityPoint } from './geo';
import { notifySupplySearches } from './matching';
import { deviceVerdict } from './review';

/** Open (pending, published or rented) listings a company may have, supply and demand each. */
export const MAX_OPEN = 100;
const OPEN = ['pending_review', 'published', 'rented'] as const;
export type ListingTable = 'device_supply' | 'device_need';

type Supply = z.output<typeof supplyForm>;

function checkSupply(f: Supply, nowMs: number): void {
  const day = beijingDay(nowMs);
  if (!f.negotiable && f.prices[f.rentMode] == null)
    throw badRequest(`参数错误：prices.${f.rentMode} 请填写所选租赁方式的租金，或选择面议`);
  if (f.year > Number(day.slice(0, 4))) throw badRequest('参数错误：year 出厂年份不能晚于今年');
  if (f.availableFrom < day || f.availableFrom > addDays(day, 365))
    throw badRequest('参数错误：availableFrom 可租日期须在今天起一年内');
}

export async function openCount(tx: Db, table: ListingTable, companyId: number, except?: number): Promise<number> {
  let q = tx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('state', 'in', [...OPEN]);
  if (except) q = q.where('id', '!=', except);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export interface Previous {
  state: DeviceState;
  reviewNote: string;
  publishTime: string | null;
}

/** The edited listing as it was: 404 unless the company's own; closed and expired ones stay as they are. */
export async function ownRow(tx: Db, table: ListingTable, id: number, companyId: number): Promise<Previous> {
  const row = await tx
    .selectFrom(table)
    .select(['company_id', 'state', 'review_note', 'publish_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.company_id !== companyId) throw notFound('信息不存在或不属于本企业');
  if (row.state === 'closed' || row.state === 'expired') throw badRequest('已下架或已过期的信息不能修改，请重新发布');
  return { state: row.state, reviewNote: row.review_note, publishTime: row.publish_time };
}

/**
 * The state after a save: held in review with the desk's reason; an edit keeps a listing out on
 * a job rented, and one its reporters sent to review stays there (an edit is no way around them).
 */
export async function stateAfter(
  tx: Db,
  kind: 'supply' | 'need',
  id: number | undefined,
  prev: Previous | null,
  note: string,
) {
  if (note) return { state: 'pending_review' as const, note };
  if (prev?.state === 'pending_review' && id) {
    const n = await tx
      .selectFrom('device_report')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('listing_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= REPORTS_TO_REVIEW) return { state: 'pending_review' as const, note: prev.reviewNote };
  }
  return { state: prev?.state === 'rented' ? ('rented' as const) : ('published' as const), note: '' };
}

function supplyRow(me: Member, f: Supply, at: string) {
  const [lat, lng] = cityPoint(f.provinceCode, f.cityCode);
  return {
    company_id: me.companyId,
    user_id: me.userId,
    title: f.title,
    category_code: categoryOfType(f.typeCode)!.code,
    type_code: f.typeCode,
    brand: f.brand,
    model: f.model,
    spec_value: f.specValue,
    year: f.year,
    working_hours: f.workingHours,
    quantity: f.quantity,
    rent_mode: f.rentMode,
    negotiable: f.negotiable ? 1 : 0,
    price_shift: f.prices.shift ?? null,
    price_hour: f.prices.hour ?? null,
    price_day: f.prices.day ?? null,
    price_month: f.prices.month ?? null,
    price_cube: f.prices.cube ?? null,
    with_operator: f.withOperator ? 1 : 0,
    fuel_included: f.fuelIncluded ? 1 : 0,
    mobilisation_fee: f.mobilisationFee,
    assembly_fee: f.assemblyFee,
    deposit: f.deposit,
    min_rent_days: f.minRentDays,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    district_code: '',
    address: f.address,
    lat,
    lng,
    service_radius_km: f.serviceRadiusKm,
    available_from: f.availableFrom,
    image_url: f.images[0]
      ? uploadPaths.file(f.images[0])
      : mediaUrl('machine', f.typeCode, f.typeCode, { colour: f.brand }),
    description: f.description,
    contact_name: f.contactName,
    contact_phone: f.contactPhone,
    search_text: wordsOf(f),
    updated_at: at,
  } as const;
}

async function tellSearches(tx: Db, id: number, me: Member, f: Supply): Promise<void> {
  const owner = await tx.selectFrom('companies').select('name').where('id', '=', me.companyId).executeTakeFirst();
  const booked = await tx
    .selectFrom('device_booking')
    .select(['start_day as from', 'end_day as to'])
    .where('supply_id', '=', id)
    .execute();
  await notifySupplySearches(tx, id, me.companyId, {
    title: f.title,
    brand: f.brand,
    model: f.model,
    ownerName: owner?.name ?? '',
    categoryCode: categoryOfType(f.typeCode)!.code,
    typeCode: f.typeCode,
    specValue: f.specValue,
    prices: {
      shift: f.prices.shift,
      hour: f.prices.hour,
      day: f.prices.day,
      month: f.prices.month,
      cube: f.prices.cube,
    },
    year: f.year,
    withOperator: f.withOperator,
    provinceCode: f.provinceCode,
    cityCode: f.cityCode,
    districtCode: '',
    availableFrom: f.availableFrom,
    booked,
  });
}

export async function publishSupply(db: Db, me: Member, f: Supply, nowMs: number): Promise<SavedListing> {
  checkSupply(f, nowMs);
  await checkPlace(db, f.provinceCode, f.cityCode);
  const verdict = deviceVerdict([f.title, f.model, f.address, f.description]);
  const at = stamp(nowMs).slice(0, 19);
  const row = supplyRow(me, f, at);
  return withOwnerLock(db, 'companies', me.companyId, async (tx) => {
    const prev = f.id ? await ownRow(tx, 'device_supply', f.id, me.companyId) : null;
    if ((await openCount(tx, 'device_supply', me.companyId, f.id)) >= MAX_OPEN)
      throw badRequest(`每家企业最多同时发布 ${MAX_OPEN} 条出租信息，请先下架不再出租的设备`);
    for (const a of [...f.images, ...f.certificates.map((c) => c.attachId)]) {
      if (!(await attachUpload(tx, a, me.companyId, nowMs)))
        throw badRequest('参数错误：文件不存在或不属于本企业，请重新上传');
    }
    const { state, note } = await stateAfter(tx, 'supply', f.id, prev, verdict);
    // Shown once published: the first publication's time stays through later edits.
    const publishTime = prev?.publishTime ?? (state === 'pending_review' ? null : at);
    const values = { ...row, state, review_note: note, publish_time: publishTime };
    let id = f.id;
    if (id) {
      await tx.updateTable('device_supply').set(values).where('id', '=', id).execute();
      await tx.deleteFrom('device_file').where('supply_id', '=', id).execute();
    } else
      id = (
        await tx
          .insertInto('device_supply')
          .values({ ...values, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const files = [
      ...f.images.map((a, i) => ({
        supply_id: id,
        kind: 'image' as const,
        name: `设备照片${i + 1}`,
        link: uploadPaths.file(a),
        attach_id: a,
      })),
      ...f.certificates.map((c) => ({
        supply_id: id,
        kind: 'cert' as const,
        name: c.name,
        link: uploadPaths.file(c.attachId),
        attach_id: c.attachId,
      })),
    ];
    if (files.length) await tx.insertInto('device_file').values(files).execute();
    if (state === 'published' && !prev?.publishTime) await tellSearches(tx, id, me, f);
    return { id, state, stateName: SUPPLY_STATE_NAMES[state], reviewNote: note };
  });
}
