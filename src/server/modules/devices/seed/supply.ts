// The seeded supply listings: machines over every province (a province each in turn; its lessors,
// or now and then a general contractor letting out its own fleet: market-model.ts; a machine of
// the owner's fleet, parked in a city and district of the owner's province, the city's point with
// a little scatter), prices that follow
// the spec (hour, day and month derived from the shift price as rental firms quote them), fees
// by type, dates relative to `now`, and booked ranges in the coming weeks. Each row is checked
// against the publish rules before it is written.
import type { Insertable } from 'kysely';
import { categoryOfType, DEVICE_TYPES, RENT_MODES, type DeviceState } from '../../../../api/devices-dicts';
import { fitting, mobile, type Market } from '../../../db/seed/market';
import { partyOf, rentsOut } from '../../../db/seed/market-model';
import type { RegionRow } from '../../../db/seed/regions';
import { mediaUrl, type Rng } from '../../../db/seed/util';
import { DAY, beijingDay, stampOf } from '../../../floor/time';
import { wordsOf } from '../cards';
import { addDays } from '../days';
import { cityPoint } from '../geo';
import type { DeviceBookingTable, DeviceFileTable, DeviceSupplyTable } from '../schema';
import { MACHINES } from './machines';

/** At least 2,000 listed (published or rented) at the default scale. */
export const SUPPLY_COUNT = 2300;
type Row = Insertable<DeviceSupplyTable> & { id: number };

const tens = (n: number) => Math.round(n / 10) * 10;
const hundreds = (n: number) => Math.round(n / 100) * 100;
const SITES = ['机械城', '工业园', '物流园', '设备租赁站', '建材市场', '产业园'];

function pickState(r: Rng): DeviceState {
  const x = r.unit();
  return x < 0.8 ? 'published' : x < 0.9 ? 'rented' : x < 0.93 ? 'pending_review' : x < 0.97 ? 'closed' : 'expired';
}

/** Why a row breaks the publish rules ('' when it keeps them). */
export function supplyProblem(row: Row): string {
  const price = row[`price_${row.rent_mode}` as const];
  if (!row.negotiable && (price === null || price === undefined)) return 'price of its rent mode missing';
  if (RENT_MODES.every((m) => row[`price_${m}` as const] == null) && !row.negotiable) return 'no price';
  if (categoryOfType(row.type_code)?.code !== row.category_code) return 'category does not hold type';
  if (row.state !== 'pending_review' && !row.publish_time) return 'listed without publish time';
  if (row.publish_time && row.available_from < row.publish_time.slice(0, 10)) return 'available before published';
  return '';
}

/** `count` listings (SUPPLY_COUNT at the default scale). */
export function buildSupply(r: Rng, now: number, regions: RegionRow[], market: Market, count = SUPPLY_COUNT) {
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const districts = regions.filter((x) => x.level === 3);
  const day0 = beijingDay(now);
  // Lessors rent out their fleet; general contractors let out theirs between jobs; the demo
  // member's 杭州鼎盛 (buyers[1]) owns a few (its own listings on the publish page).
  const everyone = [...market.buyers.slice(2), ...market.suppliers];
  const rows: Row[] = [];
  const files: Insertable<DeviceFileTable>[] = [];
  const bookings: Insertable<DeviceBookingTable>[] = [];
  for (let id = 1; id <= count; id++) {
    const home = provinces[(id - 1) % provinces.length];
    const kind = id <= 6 || r.chance(0.12) ? 'general' : 'lessor';
    const owner = id <= 6 ? market.buyers[1] : r.pick(fitting(everyone, (p) => p?.kind === kind, home.code));
    const party = partyOf(owner.name);
    const fleet = DEVICE_TYPES.filter((t) => rentsOut(party, categoryOfType(t.code)!.code));
    const type = (fleet.length ? fleet : DEVICE_TYPES)[(id * 7 + r.int(0, 3)) % (fleet.length || DEVICE_TYPES.length)];
    const m = MACHINES[type.code];
    const province = provinces.find((p) => p.code === owner.provinceCode) ?? home;
    const city = r.pick(cities.filter((c) => c.parent_code === province.code));
    const inCity = districts.filter((d) => d.parent_code === city.code);
    const district = inCity.length ? r.pick(inCity) : null;
    const [brand, stem] = r.pick(m.brands);
    const spec = r.pick(m.specs);
    const model = `${stem}${Math.round(spec * (type.specUnit === '米' ? 1 : 10))}${r.pick(['', 'C', 'H', 'E', 'Pro'])}`;
    const shift = tens(m.shift(spec) * (0.85 + r.unit() * 0.3));
    const offered = new Set([m.modes[0], ...m.modes.filter(() => r.chance(0.7))]);
    const price = (mode: (typeof RENT_MODES)[number]) => {
      if (!offered.has(mode)) return null;
      if (mode === 'shift') return shift;
      if (mode === 'hour') return tens((shift / 8) * (1.2 + r.unit() * 0.2));
      if (mode === 'day') return tens(shift * (1 + r.unit() * 0.1));
      if (mode === 'month') return hundreds(shift * (18 + r.unit() * 6));
      return 18 + r.int(0, 16); // 元/方: a pump's price per cubic metre poured
    };
    const state = pickState(r);
    const negotiable = r.chance(0.06) ? 1 : 0;
    const published = now - (state === 'expired' ? r.int(35, 120) : r.int(0, 60)) * DAY - r.int(0, 9) * 3_600_000;
    const publishDay = beijingDay(published);
    const year = r.int(2012, Number(day0.slice(0, 4)));
    const [lat, lng] = cityPoint(province.code, city.code);
    const availableFrom =
      state === 'rented'
        ? addDays(day0, r.int(5, 60))
        : publishDay > day0
          ? publishDay
          : addDays(publishDay, r.int(0, 3));
    const title = `${brand}${model} ${spec}${type.specUnit}${type.name}出租`.slice(0, 60);
    const row: Row = {
      id,
      company_id: owner.id,
      user_id: id <= 6 ? 2 : null,
      title,
      category_code: categoryOfType(type.code)!.code,
      type_code: type.code,
      brand,
      model,
      spec_value: spec,
      year,
      working_hours: (Number(day0.slice(0, 4)) - year) * r.int(900, 2100) + r.int(50, 800),
      quantity: r.chance(0.8) ? 1 : r.int(2, 5),
      rent_mode: m.modes[0],
      negotiable,
      price_shift: price('shift'),
      price_hour: price('hour'),
      price_day: price('day'),
      price_month: price('month'),
      price_cube: price('cube'),
      with_operator: r.chance(m.operatorShare) ? 1 : 0,
      fuel_included: type.fuelPerHour === 0 || r.chance(0.3) ? 1 : 0,
      mobilisation_fee: hundreds(m.mobilisation[0] + r.unit() * (m.mobilisation[1] - m.mobilisation[0])),
      assembly_fee: m.assembly ? hundreds(m.assembly[0] + r.unit() * (m.assembly[1] - m.assembly[0])) : 0,
      deposit: m.assembly || spec > 30 ? hundreds(r.int(5000, 50000)) : r.chance(0.5) ? hundreds(r.int(1000, 5000)) : 0,
      min_rent_days: m.modes[0] === 'month' ? Math.max(30, m.minRentDays) : m.minRentDays,
      province_code: province.code,
      city_code: city.code,
      district_code: district?.code ?? '',
      address: `${city.name}${district?.name ?? ''}${r.pick(SITES)}${r.int(1, 300)}号`.slice(0, 100),
      lat: Math.round((lat + (r.unit() - 0.5) * 0.16) * 1e5) / 1e5,
      lng: Math.round((lng + (r.unit() - 0.5) * 0.2) * 1e5) / 1e5,
      service_radius_km: r.pick([50, 100, 150, 200, 300, 500]),
      available_from: availableFrom,
      image_url: mediaUrl('machine', id, type.code, { colour: brand }),
      description: `${year}年出厂，${r.pick(['车况良好，定期保养', '手续齐全，随时进场', '机手经验丰富，可长期合作', '原厂配件保养，油耗低'])}。${m.assembly ? '含安装调试，' : ''}服务半径内均可进场。`,
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      state,
      review_note: state === 'pending_review' ? '' : '',
      publish_time: state === 'pending_review' ? null : stampOf(published),
      views: state === 'pending_review' ? 0 : r.int(5, 3000),
      created_at: stampOf(published),
      updated_at: stampOf(published),
      search_text: wordsOf({ title, brand, model }),
    };
    const problem = supplyProblem(row);
    if (problem) throw new Error(`seeded device ${id}: ${problem}`);
    rows.push(row);
    files.push({ supply_id: id, kind: 'image', name: '设备照片1', link: row.image_url, attach_id: null });
    if (m.cert) {
      for (const name of ['特种设备使用登记证', '检验合格证'])
        files.push({
          supply_id: id,
          kind: 'cert',
          name,
          link: mediaUrl('doc', `cert${id}`, name.includes('检验') ? 'report' : 'licence'),
          attach_id: null,
        });
    }
    if (state === 'rented')
      bookings.push({ supply_id: id, start_day: addDays(day0, -r.int(3, 30)), end_day: addDays(availableFrom, -1) });
    else if (state === 'published' && r.chance(0.45)) {
      let start = addDays(availableFrom > day0 ? availableFrom : day0, r.int(2, 20));
      for (let k = r.int(1, 3); k > 0; k--) {
        const end = addDays(start, r.int(2, 15));
        bookings.push({ supply_id: id, start_day: start, end_day: end });
        start = addDays(end, r.int(3, 20));
      }
    }
  }
  return { rows, files, bookings };
}
