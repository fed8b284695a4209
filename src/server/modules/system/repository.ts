import type { Db } from '../../db';
import type { DictEntry, Region } from '../../../api/system';

export async function dictionary(db: Db, code: string): Promise<DictEntry[]> {
  const rows = await db.selectFrom('dict_entry').selectAll().where('code', '=', code).orderBy('sort').execute();
  return rows.map((r) => ({ code: r.code, dictKey: r.dict_key, dictValue: r.dict_value, sort: r.sort }));
}

/** Children of a region in code order; provinces are the children of 000000. */
export async function regionChildren(db: Db, parentCode: string): Promise<Region[]> {
  const rows = await db
    .selectFrom('region')
    .selectAll()
    .where('parent_code', '=', parentCode)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, parentCode: r.parent_code, level: r.level }));
}
