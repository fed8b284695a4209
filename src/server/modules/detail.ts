// Detail lookups: unknown ids (including ones beyond the integer column) are a 404 envelope.
import { notFound } from '../http/errors';

const MAX_ID = 2_147_483_647;

export async function detail<T>(id: number, load: (id: number) => Promise<T | undefined>): Promise<T> {
  const row = id <= MAX_ID ? await load(id) : undefined;
  if (row === undefined) throw notFound();
  return row;
}
