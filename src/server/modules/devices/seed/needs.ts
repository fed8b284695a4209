// The seeded demands (求租): contractors asking for machines their work uses (market-model.ts),
// for a project of theirs — the type's
// usual work, a spec floor, a start within weeks, a deadline on or before the start, a budget
// near the market's shift price (or 面议) — over every province.
import type { Insertable } from 'kysely';
import { categoryOfType, DEVICE_TYPES, type DeviceState } from '../../../../api/devices-dicts';
import { fitting, mobile, type Market } from '../../../db/seed/market';
import { needsMachine, partyOf, worksOn } from '../../../db/seed/market-model';
import { kindWhere, projectName } from '../../../db/seed/market-projects';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import { shortPlace } from '../../../db/seed/companies';
import { DAY, beijingDay, stampOf } from '../../../floor/time';
import { addDays } from '../days';
import type { DeviceNeedTable } from '../schema';
import { MACHINES } from './machines';

/** At least 500 open (published, before their deadline) at the default scale. */
export const NEED_COUNT = 720;
type Row = Insertable<DeviceNeedTable> & { id: number };

/** Why a row breaks the publish rules ('' when it keeps them). */
export function needProblem(row: Row): string {
  if (row.deadline > row.start_date) return 'deadline after start';
  if (categoryOfType(row.type_code)?.code !== row.category_code) return 'category does not hold type';
  if (row.publish_time && row.deadline < row.publish_time.slice(0, 10)) return 'deadline before published';
  if (!MACHINES[row.type_code].work.includes(row.work_kind)) return 'work does not fit the machine';
  return '';
}

/** `count` demands (NEED_COUNT at the default scale). */
export function buildNeeds(r: Rng, now: number, regions: RegionRow[], market: Market, count = NEED_COUNT): Row[] {
  const provinces = regions.filter((x) => x.level === 1);
  const cities = regions.filter((x) => x.level === 2);
  const day0 = beijingDay(now);
  const rows: Row[] = [];
  const contractors = market.buyers.slice(2);
  // The demo member's 南京华建 asks for the first four: machines a 建筑工程 contractor uses.
  const nanjing = market.buyers[0];
  const used = DEVICE_TYPES.filter((t) => needsMachine(partyOf(nanjing.name), categoryOfType(t.code)!.code));
  for (let id = 1; id <= count; id++) {
    const demo = id <= 4 && used.length > 0;
    const types = demo ? used : DEVICE_TYPES;
    const type = types[(id * 5 + r.int(0, 2)) % types.length];
    const m = MACHINES[type.code];
    const province = provinces[(id - 1) % provinces.length];
    const city = r.pick(cities.filter((c) => c.parent_code === province.code));
    const category = categoryOfType(type.code)!.code;
    const owner = demo ? nanjing : r.pick(fitting(contractors, (p) => needsMachine(p, category), province.code));
    const party = partyOf(owner.name);
    const kind = kindWhere(r, (k) => worksOn(party, k));
    const x = r.unit();
    const state: DeviceState =
      x < 0.75 ? 'published' : x < 0.85 ? 'expired' : x < 0.93 ? 'rented' : x < 0.97 ? 'closed' : 'pending_review';
    // Expired ones are published ones whose deadline has passed (the state is derived from it).
    const stored: DeviceState = state === 'expired' ? 'published' : state;
    const start = state === 'expired' ? addDays(day0, -r.int(3, 40)) : addDays(day0, r.int(2, 60));
    const deadline = addDays(start, -r.int(0, 2));
    const published = Math.min(
      now - r.int(1, 20) * 3_600_000,
      Date.parse(`${deadline}T00:00:00+08:00`) - r.int(1, 25) * DAY,
    );
    const spec = r.pick(m.specs);
    const quantity = r.chance(0.7) ? 1 : r.int(2, 6);
    const mode = m.modes[0] === 'cube' ? 'shift' : m.modes[0];
    const shift = m.shift(spec);
    const budget = r.chance(0.2)
      ? null
      : Math.round(
          ((mode === 'month' ? shift * 20 : mode === 'hour' ? shift / 8 : shift) * (0.8 + r.unit() * 0.3)) / 10,
        ) * 10;
    const place = shortPlace(city.name);
    const work = r.pick(m.work);
    const row: Row = {
      id,
      company_id: owner.id,
      user_id: demo ? 1 : null,
      title: `求租${spec}${type.specUnit}${type.name}${quantity}台（${work}）`.slice(0, 60),
      category_code: categoryOfType(type.code)!.code,
      type_code: type.code,
      spec_min: spec,
      quantity,
      work_kind: work,
      province_code: province.code,
      city_code: city.code,
      address: `${projectName(r, place, kind)}施工现场`.slice(0, 100),
      start_date: start,
      duration_days: mode === 'month' ? r.int(2, 8) * 30 : r.int(3, 45),
      rent_mode: mode,
      budget_price: budget,
      with_operator: r.chance(m.operatorShare) ? 1 : 0,
      deadline,
      description: `${r.pick(['工期紧，要求设备车况良好', '需提供设备检验合格证明', '长期合作，价格可谈', '要求机手持证上岗'])}，${r.pick(['含进出场', '进出场费另计', '油费由租方承担', '结算方式月结'])}。`,
      contact_name: r.faker.person.fullName().replace(/\s/g, '').slice(0, 20),
      contact_phone: mobile(r),
      state: stored,
      review_note: '',
      publish_time: state === 'pending_review' ? null : stampOf(published),
      created_at: stampOf(published),
    };
    const problem = needProblem(row);
    if (problem) throw new Error(`seeded demand ${id}: ${problem}`);
    rows.push(row);
  }
  return rows;
}
