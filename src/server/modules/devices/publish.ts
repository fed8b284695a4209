// Publishing a supply listing or a demand (new or an edit of the company's own): the rules
// across fields and the clock, the uploads attached to the company, the review desk, and at most
// MAX_OPEN open listings per company, counted inside the company's lock (exact under bursts).
import type { z } from '../../../api/define';
import type { SavedListing } from '../../../api/devices';
import { categoryOfType, NEED_STATE_NAMES, SUPPLY_STATE_NAMES } from '../../../api/devices-dicts';
import type { needForm, supplyForm } from '../../../api/devices-forms';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Member } from '../../http/session';
import { checkPlace } from '../../floor/places';
import { beijingDay, stamp } from '../../floor/time';
import { attachUpload } from '../../storage/uploads';
import { addDays } from './days';
import { cityPoint } from './geo';
import { deviceVerdict } from './review';

/** Open (pending, published or rented) listings a company may have, supply and demand each. */
export const MAX_OPEN = 100;
const OPEN = ['pending_review', 'published', 'rented'] as const;
export const fileLink = (attachId: string) => `/api/blade-resource/oss/file/${attachId}`;

type Supply = z.output<typeof supplyForm>;
type Need = z.output<typeof needForm>;

function checkSupply(f: Supply, nowMs: number): void {
  const day = beijingDay(nowMs);
  if (!f.negotiable && f.prices[f.rentMode] == null) throw badRequest(`参数错误：prices.${f.rentMode} 请填写所选租赁方式的租金，或选择面议`);
  if (f.year > Number(day.slice(0, 4))) throw badRequest('参数错误：year 出厂年份不能晚于今年');
  if (f.availableFrom < day || f.availableFrom > addDays(day, 365)) throw badRequest('参数错误：availableFrom 可租日期须在今天起一年内');
}

function checkNeed(f: Need, nowMs: number): void {
  const day = beijingDay(nowMs);
  if (f.startDate < day || f.startDate > addDays(day, 365)) throw badRequest('参数错误：startDate 进场日期须在今天起一年内');
  if (f.deadline < day) throw badRequest('参数错误：deadline 截止日期不能早于今天');
  if (f.deadline > f.startDate) throw badRequest('参数错误：deadline 截止日期不能晚于进场日期');
}

async function openCount(tx: Db, table: 'device_supply' | 'device_need', companyId: number, except?: number): Promise<number> {
  let q = tx.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('state', 'in', [...OPEN]);
  if (except) q = q.where('id', '!=', except);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function ownRow(tx: Db, table: 'device_supply' | 'device_need', id: number, companyId: number): Promise<void> {
  const row = await tx.selectFrom(table).select(['company_id', 'state']).where('id', '=', id).executeTakeFirst();
  if (!row || row.company_id !== companyId) throw notFound('信息不存在或不属于本企业');
  if (row.state === 'closed' || row.state === 'expired') throw badRequest('已下架或已过期的信息不能修改，请重新发布');
}

export async function publishSupply(db: Db, me: Member, f: Supply, nowMs: number): Promise<SavedListing> {
  checkSupply(f, nowMs);
  await checkPlace(db, f.provinceCode, f.cityCode);
  const note = deviceVerdict([f.title, f.model, f.address, f.description]);
  const state = note ? 'pending_review' : 'published';
  const at = stamp(nowMs).slice(0, 19);
  const [lat, lng] = cityPoint(f.provinceCode, f.cityCode);
  const row = {
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
    image_url: f.images[0] ? fileLink(f.images[0]) : `/media/goods/${f.typeCode}.svg?t=${encodeURIComponent(f.brand)}`,
    description: f.description,
    contact_name: f.contactName,
    contact_phone: f.contactPhone,
    state,
    review_note: note,
    publish_time: state === 'published' ? at : null,
    updated_at: at,
  } as const;
  const id = await withOwnerLock(db, 'companies', me.companyId, async (tx) => {
    if (f.id) await ownRow(tx, 'device_supply', f.id, me.companyId);
    if ((await openCount(tx, 'device_supply', me.companyId, f.id)) >= MAX_OPEN) throw badRequest(`每家企业最多同时发布 ${MAX_OPEN} 条出租信息，请先下架不再出租的设备`);
    for (const a of [...f.images, ...f.certificates.map((c) => c.attachId)]) {
      if (!(await attachUpload(tx, a, me.companyId, nowMs))) throw badRequest('参数错误：文件不存在或不属于本企业，请重新上传');
    }
    let listing = f.id;
    if (listing) {
      await tx.updateTable('device_supply').set(row).where('id', '=', listing).execute();
      await tx.deleteFrom('device_file').where('supply_id', '=', listing).execute();
    } else listing = (await tx.insertInto('device_supply').values({ ...row, created_at: at }).returning('id').executeTakeFirstOrThrow()).id;
    const files = [
      ...f.images.map((a, i) => ({ supply_id: listing!, kind: 'image' as const, name: `设备照片${i + 1}`, link: fileLink(a), attach_id: a })),
      ...f.certificates.map((c) => ({ supply_id: listing!, kind: 'cert' as const, name: c.name, link: fileLink(c.attachId), attach_id: c.attachId })),
    ];
    if (files.length) await tx.insertInto('device_file').values(files).execute();
    return listing;
  });
  return { id, state, stateName: SUPPLY_STATE_NAMES[state], reviewNote: note };
}

export async function publishNeed(db: Db, me: Member, f: Need, nowMs: number): Promise<SavedListing> {
  checkNeed(f, nowMs);
  await checkPlace(db, f.provinceCode, f.cityCode);
  const note = deviceVerdict([f.title, f.address, f.description]);
  const state = note ? 'pending_review' : 'published';
  const at = stamp(nowMs).slice(0, 19);
  const row = {
    company_id: me.companyId,
    user_id: me.userId,
    title: f.title,
    category_code: categoryOfType(f.typeCode)!.code,
    type_code: f.typeCode,
    spec_min: f.specMin ?? null,
    quantity: f.quantity,
    work_kind: f.workKind,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    address: f.address,
    start_date: f.startDate,
    duration_days: f.durationDays,
    rent_mode: f.rentMode,
    budget_price: f.budgetPrice ?? null,
    with_operator: f.withOperator ? 1 : 0,
    deadline: f.deadline,
    description: f.description,
    contact_name: f.contactName,
    contact_phone: f.contactPhone,
    state,
    review_note: note,
    publish_time: state === 'published' ? at : null,
  } as const;
  const id = await withOwnerLock(db, 'companies', me.companyId, async (tx) => {
    if (f.id) await ownRow(tx, 'device_need', f.id, me.companyId);
    if ((await openCount(tx, 'device_need', me.companyId, f.id)) >= MAX_OPEN) throw badRequest(`每家企业最多同时发布 ${MAX_OPEN} 条求租信息`);
    if (f.id) {
      await tx.updateTable('device_need').set(row).where('id', '=', f.id).execute();
      return f.id;
    }
    return (await tx.insertInto('device_need').values({ ...row, created_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  });
  return { id, state, stateName: NEED_STATE_NAMES[state], reviewNote: note };
}
