// Demands (求租): the public page of open ones (published, deadline not passed; newest first)
// and one demand's detail (expired once its deadline has passed; the contact masked for visitors).
import type { Page, z } from '../../../api/define';
import type { NeedCard, NeedDetail, needQuery } from '../../../api/devices';
import {
  categoryOfType,
  NEED_STATE_NAMES,
  RENT_MODE_NAMES,
  typeOf,
  type DeviceState,
} from '../../../api/devices-dicts';
import type { Db } from '../../db';
import { contains, offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { maskPerson, maskPhone } from '../../floor/mask';
import { isoOf, stampOf } from '../../floor/time';
import { today } from './days';
import { isInterested } from './marks';

const needBase = (db: Db) =>
  db
    .selectFrom('device_need as n')
    .innerJoin('companies as o', 'o.id', 'n.company_id')
    .leftJoin('region as p', 'p.code', 'n.province_code')
    .leftJoin('region as c', 'c.code', 'n.city_code')
    .select([
      'n.id',
      'n.title',
      'n.category_code',
      'n.type_code',
      'n.spec_min',
      'n.quantity',
      'n.work_kind',
      'n.province_code',
      'n.city_code',
      'n.start_date',
    ])
    .select([
      'n.duration_days',
      'n.rent_mode',
      'n.budget_price',
      'n.with_operator',
      'n.deadline',
      'n.state',
      'n.company_id',
      'o.name as owner_name',
      'o.org_code',
    ])
    .select(['n.publish_time', 'n.created_at', 'p.name as province_name', 'c.name as city_name']);
type NeedRow = Awaited<ReturnType<ReturnType<typeof needBase>['executeTakeFirstOrThrow']>>;

/** A published demand past its deadline is expired. */
export const needState = (state: DeviceState, deadline: string, day: string): DeviceState =>
  state === 'published' && deadline < day ? 'expired' : state;

function toNeedCard(r: NeedRow, day: string): NeedCard {
  const state = needState(r.state, r.deadline, day);
  return {
    id: r.id,
    title: r.title,
    categoryName: categoryOfType(r.type_code)?.name ?? '',
    typeCode: r.type_code,
    typeName: typeOf(r.type_code)?.name ?? '',
    specMin: r.spec_min === null ? null : Number(r.spec_min),
    specUnit: typeOf(r.type_code)?.specUnit ?? '',
    quantity: r.quantity,
    workKind: r.work_kind,
    provinceCode: r.province_code,
    provinceName: r.province_name ?? '',
    cityCode: r.city_code,
    cityName: r.city_name ?? '',
    districtCode: '',
    districtName: '',
    startDate: r.start_date,
    durationDays: r.duration_days,
    rentMode: r.rent_mode,
    rentModeName: RENT_MODE_NAMES[r.rent_mode],
    budgetPrice: r.budget_price === null ? null : Number(r.budget_price),
    withOperator: r.with_operator === 1,
    deadline: r.deadline,
    state,
    stateName: NEED_STATE_NAMES[state],
    owner: { companyId: r.company_id, name: r.owner_name, verified: r.org_code !== '' },
    publishTime: isoOf(r.publish_time ?? r.created_at),
  };
}

export async function needPage(db: Db, q: z.output<typeof needQuery>, nowMs: number): Promise<Page<NeedCard>> {
  const day = today(nowMs);
  let base = db
    .selectFrom('device_need as n')
    .innerJoin('companies as o', 'o.id', 'n.company_id')
    .where('n.state', '=', 'published')
    .where('n.deadline', '>=', day);
  if (q.keyword) {
    const k = q.keyword;
    base = base.where((eb) => eb.or([contains(eb.ref('n.title'), k), contains(eb.ref('o.name'), k)]));
  }
  if (q.categoryCode) base = base.where('n.category_code', '=', q.categoryCode);
  if (q.provinceCode) base = base.where('n.province_code', '=', q.provinceCode);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const ids = (
    await base
      .select('n.id')
      .orderBy('n.publish_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(q.size)
      .offset(offsetOf(q.current, q.size))
      .execute()
  ).map((r) => r.id);
  const rows = ids.length ? await needBase(db).where('n.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    ids.map((id) => toNeedCard(byId.get(id)!, day)),
    total,
    q.current,
    q.size,
  );
}

export async function needDetail(
  db: Db,
  id: number,
  me: Member | null,
  nowMs: number,
): Promise<NeedDetail | undefined> {
  const r = await needBase(db)
    .where('n.id', '=', id)
    .select(['n.address', 'n.description', 'n.contact_name', 'n.contact_phone'])
    .executeTakeFirst();
  if (!r) return undefined;
  const isOwner = me?.companyId === r.company_id;
  if (!isOwner && (r.state === 'pending_review' || r.state === 'closed')) return undefined;
  const interested = await isInterested(db, me, 'need', id);
  return {
    ...toNeedCard(r, today(nowMs)),
    address: r.address,
    description: r.description,
    contact: me
      ? { name: r.contact_name, phone: r.contact_phone, masked: false }
      : { name: maskPerson(r.contact_name), phone: maskPhone(r.contact_phone), masked: true },
    viewer: { isOwner, interested },
    serverTime: isoOf(stampOf(nowMs)),
  };
}
