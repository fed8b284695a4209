// Detail lookups: an unknown id is a 404 envelope (ids beyond the column are refused as 400 by
// the catalogue's id schema before they get here).
import { notFound } from '../http/errors';

export async function detail<T>(id: number, load: (id: number) => Promise<T | undefined>): Promise<T> {
  const row = await load(id);
  if (row === undefined) throw notFound();
  return row;
}
