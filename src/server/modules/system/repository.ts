import type { Db } from '../../db';
import type { DictEntry } from '../../../api/system';

export async function dictionary(db: Db, code: string): Promise<DictEntry[]> {
  const rows = await db.selectFrom('dict_entry').selectAll().where('code', '=', code).orderBy('sort').execute();
  return rows.map((r) => ({ code: r.code, dictKey: r.dict_key, dictValue: r.dict_value, sort: r.sort }));
}
