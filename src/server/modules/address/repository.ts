// Member addresses of one owner (member + company): at most MAX_ADDRESSES, exactly one default
// while any exist. Region codes must form a real province > city > district chain.
import type { z } from '../../../api/define';
import type { Address, addressForm } from '../../../api/address';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest, notFound } from '../../http/errors';
import type { Owner } from '../../http/session';
import { stampOf } from '../../floor/time';

type Form = z.output<typeof addressForm>;
export const MAX_ADDRESSES = 20;

function own(db: Db, o: Owner) {
  return db.selectFrom('member_address as a').where('a.user_id', '=', o.userId).where('a.company_id', '=', o.companyId);
}

export async function list(db: Db, o: Owner, id?: number): Promise<Address[]> {
  let q = own(db, o)
    .leftJoin('region as p', 'p.code', 'a.province_code')
    .leftJoin('region as c', 'c.code', 'a.city_code')
    .leftJoin('region as d', 'd.code', 'a.district_code')
    .selectAll('a')
    .select(['p.name as province_name', 'c.name as city_name', 'd.name as district_name']);
  if (id !== undefined) q = q.where('a.id', '=', id);
  const rows = await q
    .orderBy('a.is_default', 'desc')
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => {
    const [provinceName, cityName, districtName] = [r.province_name ?? '', r.city_name ?? '', r.district_name ?? ''];
    // Municipalities repeat the province as the city (北京市 北京市): say it once.
    const place = [provinceName, cityName === provinceName ? '' : cityName, districtName].join('');
    return {
      id: r.id,
      consignee: r.consignee,
      phone: r.phone,
      provinceCode: r.province_code,
      provinceName,
      cityCode: r.city_code,
      cityName,
      districtCode: r.district_code,
      districtName,
      detail: r.detail,
      fullAddress: `${place}${r.detail}`,
      isDefault: r.is_default === 1,
    };
  });
}

async function checkRegions(db: Db, f: Form): Promise<void> {
  const codes = [f.provinceCode, f.cityCode, ...(f.districtCode ? [f.districtCode] : [])];
  const rows = await db
    .selectFrom('region')
    .select(['code', 'parent_code', 'level'])
    .where('code', 'in', codes)
    .execute();
  const at = (code: string) => rows.find((r) => r.code === code);
  const province = at(f.provinceCode);
  if (!province || province.level !== 1) throw badRequest('参数错误：provinceCode 请选择正确的省份');
  const city = at(f.cityCode);
  if (!city || city.parent_code !== f.provinceCode) throw badRequest('参数错误：cityCode 所选城市不属于该省份');
  if (f.districtCode) {
    if (at(f.districtCode)?.parent_code !== f.cityCode) throw badRequest('参数错误：districtCode 所选区县不属于该城市');
    return;
  }
  const child = await db
    .selectFrom('region')
    .select('code')
    .where('parent_code', '=', f.cityCode)
    .limit(1)
    .executeTakeFirst();
  if (child) throw badRequest('参数错误：districtCode 请选择区县');
}

export async function save(db: Db, o: Owner, f: Form, nowMs: number): Promise<Address> {
  await checkRegions(db, f);
  const now = stampOf(nowMs);
  const values = {
    consignee: f.consignee,
    phone: f.phone,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    district_code: f.districtCode,
    detail: f.detail,
    updated_at: now,
  };
  const id = await withOwnerLock(db, 'memberships', o.membershipId, async (tx) => {
    const existing = await own(tx, o).select(['a.id', 'a.is_default']).execute();
    let id = f.id;
    if (id !== undefined) {
      if (!existing.some((a) => a.id === id)) throw notFound('收货地址不存在');
      await tx.updateTable('member_address').set(values).where('id', '=', id).execute();
    } else {
      if (existing.length >= MAX_ADDRESSES) throw badRequest(`收货地址最多保存 ${MAX_ADDRESSES} 个`);
      const row = await tx
        .insertInto('member_address')
        .values({ ...values, user_id: o.userId, company_id: o.companyId, is_default: 0, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    const hasOtherDefault = existing.some((a) => a.is_default === 1 && a.id !== id);
    if (f.isDefault || !hasOtherDefault) await makeDefault(tx, o, id);
    return id;
  });
  return (await list(db, o, id))[0];
}

/**
 * Two statements, old default off first: the partial unique index (one default per owner) is
 * checked row by row, so a single CASE update could meet two defaults half-way.
 */
async function makeDefault(tx: Db, o: Owner, id: number): Promise<void> {
  const owned = () =>
    tx.updateTable('member_address').where('user_id', '=', o.userId).where('company_id', '=', o.companyId);
  await owned().set({ is_default: 0 }).where('is_default', '=', 1).where('id', '<>', id).execute();
  await owned().set({ is_default: 1 }).where('id', '=', id).execute();
}

export async function setDefault(db: Db, o: Owner, id: number): Promise<Address> {
  await withOwnerLock(db, 'memberships', o.membershipId, async (tx) => {
    const found = await own(tx, o).select('a.id').where('a.id', '=', id).executeTakeFirst();
    if (!found) throw notFound('收货地址不存在');
    await makeDefault(tx, o, id);
  });
  return (await list(db, o, id))[0];
}

/** Deleting the default makes the most recently changed remaining address the default. */
export async function remove(db: Db, o: Owner, id: number): Promise<void> {
  await withOwnerLock(db, 'memberships', o.membershipId, async (tx) => {
    const row = await own(tx, o).select(['a.id', 'a.is_default']).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('收货地址不存在');
    await tx.deleteFrom('member_address').where('id', '=', id).execute();
    if (row.is_default !== 1) return;
    const next = await own(tx, o)
      .select('a.id')
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (next) await makeDefault(tx, o, next.id);
  });
}
