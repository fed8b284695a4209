// npm run rel: writes. Parallel bursts through two server processes on one database (a limit
// must hold across servers, not only inside one), and kill -9 while writes are acknowledged.
import { setTimeout as wait } from 'node:timers/promises';
import { addressBook } from '../../src/api/address';
import { shoppingCart } from '../../src/api/cart';
import { makeMember, send, startServer, withDb, type RelDb } from './servers';

export interface Row {
  check: string;
  dialect: string;
  figure: string;
  verdict: 'PASS' | 'FAIL' | 'INFO';
}

const verdict = (ok: boolean): Row['verdict'] => (ok ? 'PASS' : 'FAIL');
let members = 0;

export async function bursts(rel: RelDb): Promise<Row[]> {
  const [a, b] = await Promise.all([startServer(rel.url), startServer(rel.url)]);
  const port = (i: number) => (i % 2 ? b.port : a.port);
  try {
    return await withDb(rel.url, async (db) => {
      const rows: Row[] = [];
      const goods = await db.selectFrom('goods').select('id').orderBy('id').limit(250).execute();
      await db.updateTable('goods').set({ stock: 1_000_000 }).where('id', '<=', goods.at(-1)!.id).execute();

      const one = await makeMember(db, ++members);
      await send(a.port, 'POST', shoppingCart.add.path, { goodsId: goods[0].id, quantity: 1 }, one.headers);
      const same = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(port(i), 'POST', shoppingCart.add.path, { goodsId: goods[0].id, quantity: 1 }, one.headers),
        ),
      );
      const line = await db
        .selectFrom('cart_item')
        .select('quantity')
        .where('user_id', '=', one.userId)
        .executeTakeFirst();
      const acked = same.filter((r) => r.status === 200).length;
      rows.push({
        check: '50 parallel adds of one goods (2 servers)',
        dialect: rel.dialect,
        figure: `quantity ${line?.quantity} (expected ${acked + 1}), ${acked}/50 acknowledged`,
        verdict: verdict(line?.quantity === 51 && acked === 50),
      });

      const many = await makeMember(db, ++members);
      const distinct = await Promise.all(
        goods.map((g, i) => send(port(i), 'POST', shoppingCart.add.path, { goodsId: g.id, quantity: 1 }, many.headers)),
      );
      const { n } = await db
        .selectFrom('cart_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', many.userId)
        .executeTakeFirstOrThrow();
      const ok = distinct.filter((r) => r.status === 200).length;
      rows.push({
        check: '250 parallel adds of different goods',
        dialect: rel.dialect,
        figure: `${Number(n)} lines (limit 200), ${ok} acknowledged`,
        verdict: verdict(Number(n) === 200 && ok === 200),
      });

      const addr = await makeMember(db, ++members);
      const region = await db
        .selectFrom('region as d')
        .innerJoin('region as c', 'c.code', 'd.parent_code')
        .select(['d.code as district', 'c.code as city', 'c.parent_code as province'])
        .where('d.level', '=', 3)
        .executeTakeFirstOrThrow();
      const form = (i: number) => ({
        consignee: `收货人${i}`,
        phone: '13800138000',
        provinceCode: region.province,
        cityCode: region.city,
        districtCode: region.district,
        detail: `建设路 ${i} 号`,
        isDefault: i % 3 === 0,
      });
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => send(port(i), 'POST', addressBook.save.path, form(i), addr.headers)),
      );
      const saved = await db
        .selectFrom('member_address')
        .select('is_default')
        .where('user_id', '=', addr.userId)
        .execute();
      const defaults = saved.filter((s) => s.is_default === 1).length;
      rows.push({
        check: '40 parallel address saves',
        dialect: rel.dialect,
        figure: `${saved.length} stored (limit 20), ${defaults} default`,
        verdict: verdict(saved.length === 20 && defaults === 1),
      });
      return rows;
    });
  } finally {
    for (const s of [a, b]) s.child.kill('SIGTERM');
    await Promise.all([a.exit, b.exit]);
  }
}

/** Clients keep adding 1 to one cart line; the server is killed with SIGKILL mid-stream. */
export async function killDuringWrites(rel: RelDb, ms = 1500): Promise<Row> {
  const server = await startServer(rel.url);
  const { userId, headers, goodsId } = await withDb(rel.url, async (db) => {
    const g = await db.selectFrom('goods').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('goods').set({ stock: 1_000_000_000 }).where('id', '=', g.id).execute();
    return { ...(await makeMember(db, ++members)), goodsId: g.id };
  });
  let sent = 0;
  let acked = 0;
  let dead = false;
  const client = async () => {
    while (!dead) {
      sent++;
      try {
        const r = await send(server.port, 'POST', shoppingCart.add.path, { goodsId, quantity: 1 }, headers);
        if (r.status === 200) acked++;
      } catch {
        return;
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await wait(ms);
  server.child.kill('SIGKILL');
  await server.exit;
  dead = true;
  await Promise.all(clients);
  const stored = await withDb(rel.url, async (db) => {
    const line = await db.selectFrom('cart_item').select('quantity').where('user_id', '=', userId).executeTakeFirst();
    return line?.quantity ?? 0;
  });
  return {
    check: 'kill -9 during cart writes',
    dialect: rel.dialect,
    figure: `${acked} acknowledged, ${stored} stored, ${sent} sent`,
    verdict: verdict(acked > 0 && stored >= acked && stored <= sent),
  };
}
