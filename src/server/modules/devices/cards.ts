// The supply card of every list: the filters of the supply page (keyword, category tree, brand,
// spec and price ranges, rent mode, operator, region, year, a free window) on the supply table
// alone, the card's columns with the owner and place names joined to the rows kept, and the
// row → card mapping with the job cost.
import type { z } from '../../../api/define';
import type { supplyFilterSchema, SupplyCard } from '../../../api/devices';
import { jobCost, type CostJob } from '../../../api/devices-cost';
import { categoryOfType, RENT_UNIT, RENT_MODE_NAMES, SUPPLY_STATE_NAMES, typeOf } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import { badRequest } from '../../http/errors';
import { isoOf } from '../../floor/time';

type Filters = z.output<typeof supplyFilterSchema>;

/** What the public sees: listed machines, free or out on a job. */
export const PUBLIC_SUPPLY = ['published', 'rented'] as const;

/**
 * The listing's words in one column (search_text): title, brand and model joined by U+0001, a
 * control character no input may hold, so a keyword is in it exactly when it is in one of them.
 */
export const wordsOf = (r: { title: string; brand: string; model: string }): string =>
  [r.title, r.brand, r.model].join('\u0001');

/** The supply table without joins: filters, counts and orderings read it and its indexes. */
export const supplyTable = (db: Db) => db.selectFrom('device_supply as d');
export type SupplyTable = ReturnType<typeof supplyTable>;

export function checkSupplyFilters(f: Filters): void {
  const reversed = (a: number | string | null | undefined, b: number | string | null | undefined) =>
    a != null && b != null && a > b;
  if (reversed(f.specMin, f.specMax)) throw badRequest('参数错误：specMin 不能大于 specMax');
  if (reversed(f.priceMin, f.priceMax)) throw badRequest('参数错误：priceMin 不能大于 priceMax');
  if (reversed(f.freeFrom, f.freeTo)) throw badRequest('参数错误：freeFrom 不能晚于 freeTo');
  if (f.typeCode && f.categoryCode && categoryOfType(f.typeCode)?.code !== f.categoryCode)
    throw badRequest('参数错误：typeCode 不属于所选类别');
  if ((f.priceMin != null || f.priceMax != null) && !f.rentMode)
    throw badRequest('参数错误：按价格筛选需先选择租赁方式（价格须带单位）');
}

/** The public listings matching the filters; the owner's name is matched through its id, so no row is joined. */
export function supplyFiltered(db: Db, f: Filters): SupplyTable {
  let q = supplyTable(db).where('d.state', 'in', [...PUBLIC_SUPPLY]);
  if (f.keyword) {
    const k = f.keyword;
    const owners = db
      .selectFrom('companies as o')
      .select('o.id')
      .where((eb) => contains(eb.ref('o.name'), k));
    q = q.where((eb) => eb.or([contains(eb.ref('d.search_text'), k), eb('d.company_id', 'in', owners)]));
  }
  if (f.categoryCode) q = q.where('d.category_code', '=', f.categoryCode);
  if (f.typeCode) q = q.where('d.type_code', '=', f.typeCode);
  if (f.brand) q = q.where('d.brand', '=', f.brand);
  if (f.specMin != null) q = q.where('d.spec_value', '>=', f.specMin);
  if (f.specMax != null) q = q.where('d.spec_value', '<=', f.specMax);
  if (f.rentMode) {
    const col = `d.price_${f.rentMode}` as const;
    q = q.where(col, 'is not', null);
    if (f.priceMin != null) q = q.where(col, '>=', f.priceMin);
    if (f.priceMax != null) q = q.where(col, '<=', f.priceMax);
  }
  if (f.yearMin != null) q = q.where('d.year', '>=', f.yearMin);
  if (f.withOperator != null) q = q.where('d.with_operator', '=', f.withOperator ? 1 : 0);
  if (f.provinceCode) q = q.where('d.province_code', '=', f.provinceCode);
  if (f.cityCode) q = q.where('d.city_code', '=', f.cityCode);
  if (f.districtCode) q = q.where('d.district_code', '=', f.districtCode);
  const from = f.freeFrom ?? f.freeTo;
  const to = f.freeTo ?? f.freeFrom;
  if (from && to) {
    // Free on every day of the window: available by its first day, and no booking overlaps it.
    // The bookings overlapping the window are found once (not probed per listing).
    const busy = db
      .selectFrom('device_booking as b')
      .select('b.supply_id')
      .where('b.start_day', '<=', to)
      .where('b.end_day', '>=', from);
    q = q.where('d.available_from', '<=', from).where('d.id', 'not in', busy);
  }
  return q;
}

/** What the job cost reads of a row: ranking by it selects only these. */
export const COST_COLUMNS = [
  'd.type_code',
  'd.negotiable',
  'd.price_shift',
  'd.price_hour',
  'd.price_day',
  'd.price_month',
  'd.price_cube',
  'd.with_operator',
  'd.fuel_included',
  'd.mobilisation_fee',
  'd.assembly_fee',
  'd.min_rent_days',
] as const;

/**
 * The card's columns of the rows `q` keeps, with the owner and the place names. Every listing has
 * its company (a cascading foreign key): the outer join only keeps SQLite reading the listings
 * first (it otherwise walks every company to find a page's few rows).
 */
export const withSupplyColumns = (q: SupplyTable) =>
  q
    .leftJoin('companies as o', 'o.id', 'd.company_id')
    .leftJoin('region as p', 'p.code', 'd.province_code')
    .leftJoin('region as c', 'c.code', 'd.city_code')
    .leftJoin('region as x', 'x.code', 'd.district_code')
    .select(['d.id', 'd.title', 'd.category_code', 'd.brand', 'd.model', 'd.spec_value', 'd.year'])
    .select(['d.working_hours', 'd.quantity', 'd.rent_mode'])
    .select(COST_COLUMNS)
    .select(['d.province_code', 'd.city_code', 'd.district_code', 'd.lat', 'd.lng'])
    .select([
      'd.company_id',
      'o.name as owner_name',
      'o.org_code',
      'd.state',
      'd.available_from',
      'd.image_url',
      'd.publish_time',
      'd.views',
      'd.created_at',
    ])
    .select(['p.name as province_name', 'c.name as city_name', 'x.name as district_name']);
export type SupplyRow = Awaited<ReturnType<ReturnType<typeof withSupplyColumns>['executeTakeFirstOrThrow']>>;

type CostRow = Pick<
  SupplyRow,
  | 'type_code'
  | 'negotiable'
  | 'price_shift'
  | 'price_hour'
  | 'price_day'
  | 'price_month'
  | 'price_cube'
  | 'with_operator'
  | 'fuel_included'
  | 'mobilisation_fee'
  | 'assembly_fee'
  | 'min_rent_days'
>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export const pricesOf = (r: CostRow) => ({
  shift: num(r.price_shift),
  hour: num(r.price_hour),
  day: num(r.price_day),
  month: num(r.price_month),
  cube: num(r.price_cube),
});

export function costOf(r: CostRow, job: CostJob | null) {
  if (!job || r.negotiable) return null;
  return jobCost(
    {
      prices: pricesOf(r),
      mobilisationFee: Number(r.mobilisation_fee),
      assemblyFee: Number(r.assembly_fee),
      withOperator: r.with_operator === 1,
      fuelIncluded: r.fuel_included === 1,
      minRentDays: r.min_rent_days,
      fuelPerHour: typeOf(r.type_code)?.fuelPerHour ?? 0,
    },
    job,
  );
}

export function toSupplyCard(
  r: SupplyRow,
  extra: { distanceKm?: number | null; job?: CostJob | null } = {},
): SupplyCard {
  const type = typeOf(r.type_code);
  return {
    id: r.id,
    title: r.title,
    categoryCode: r.category_code,
    categoryName: categoryOfType(r.type_code)?.name ?? '',
    typeCode: r.type_code,
    typeName: type?.name ?? '',
    brand: r.brand,
    model: r.model,
    specValue: Number(r.spec_value),
    specUnit: type?.specUnit ?? '',
    year: r.year,
    workingHours: r.working_hours,
    quantity: r.quantity,
    rentMode: r.rent_mode,
    rentModeName: RENT_MODE_NAMES[r.rent_mode],
    price: r.negotiable ? null : pricesOf(r)[r.rent_mode],
    priceUnit: RENT_UNIT[r.rent_mode],
    withOperator: r.with_operator === 1,
    fuelIncluded: r.fuel_included === 1,
    provinceCode: r.province_code,
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    districtCode: r.district_code,
    districtName: r.district_name ?? '',
    owner: { companyId: r.company_id, name: r.owner_name ?? '', verified: !!r.org_code },
    state: r.state,
    stateName: SUPPLY_STATE_NAMES[r.state],
    availableFrom: r.available_from,
    imageUrl: r.image_url,
    publishTime: isoOf(r.publish_time ?? r.created_at),
    views: r.views,
    distanceKm: extra.distanceKm ?? null,
    cost: costOf(r, extra.job ?? null),
  };
}
