// A listing's place: a real province and a city of it (6-digit codes of the region calls).
import type { Db } from '../db';
import { badRequest } from '../http/errors';

export async function checkPlace(db: Db, provinceCode: string, cityCode: string): Promise<void> {
  const rows = await db
    .selectFrom('region')
    .select(['code', 'parent_code', 'level'])
    .where('code', 'in', [provinceCode, cityCode])
    .execute();
  const province = rows.find((r) => r.code === provinceCode);
  if (province?.level !== 1) throw badRequest('参数错误：provinceCode 请选择正确的省份');
  const city = rows.find((r) => r.code === cityCode);
  if (city?.level !== 2 || city.parent_code !== provinceCode)
    throw badRequest('参数错误：cityCode 所选城市不属于该省份');
}
