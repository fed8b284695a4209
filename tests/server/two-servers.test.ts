// Two servers on one database (two processes, as two machines behind a load balancer would run
// them, or two workers of one): a login, a cart write, a per-IP rate limit, an upload and a goods
// change made through one (and the visitors' cached answers it changes) are seen by the other,
// and parallel writes split over both are all counted. (upload-servers.test.ts: the upload quota
// and the purge across servers.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import type { Envelope } from '../../src/api/define';
import { resource, type UploadedFile } from '../../src/api/resource';
import { shoppingCart } from '../../src/api/cart';
import { product } from '../../src/api/product';
import { createDb, migrate, type Db } from '../../src/server/db';
import { seed } from '../../src/server/db/seed';
import { reindexGoods } from '../../src/server/floor/goods-change';
import { eachDialect, seededDb, TEST_NOW, type TestDb } from './helpers';
import { eventually, http, startMain, stopAll, type Proc } from './capacity-helpers';
import { multipart, pdf } from './upload-helpers';

let ipSeq = 0;
const freshIp = () => `198.51.100.${(++ipSeq % 250) + 1}`;

eachDialect('two servers on one database', (dialect) => {
  let t: TestDb | undefined;
  let db: Db;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    let url: string;
    if (dialect === 'sqlite') {
      url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'portal-two-')), 'db.sqlite')}`;
      db = createDb(url);
      await migrate(db);
      await seed(db, { scale: 50, now: TEST_NOW });
    } else {
      t = await seededDb('postgres', 50);
      url = t.url!;
      db = t.db;
    }
    // Visitors' answers kept a minute: only the change-log sync can make a goods change show in time.
    const env = { DATABASE_URL: url, WORKERS: '1', TRUST_PROXY: 'true', CACHE_SYNC_MS: '200', PAGE_CACHE_MS: '60000' };
    [a, b] = await Promise.all([startMain(env), startMain(env)]);
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    if (t) await t.drop();
    else await db?.destroy();
  });

  const call = (
    p: Proc,
    c: { method: 'GET' | 'POST'; path: string },
    input: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    c.method === 'GET'
      ? http(p.port, 'GET', `${c.path}?${new URLSearchParams(input as Record<string, string>)}`, undefined, headers)
      : http(p.port, 'POST', c.path, input, headers);

  it('shares sessions, cart writes, rate limits, uploads and goods changes', async () => {
    // A session made on A works on B; a logout on B ends it on A.
    const login = await call(
      a,
      auth.token,
      { grantType: 'password', phone: '13800000001', password: 'Test1234' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(login.status, login.body).toBe(200);
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
    const member = { 'blade-auth': `bearer ${token}` };
    expect((await call(b, shoppingCart.count, {}, member)).status).toBe(200);

    // A private file uploaded through A is served by B to its owner, and to nobody else.
    const body = multipart({ filename: '营业执照.pdf', bytes: pdf() });
    const up = await http(a.port, 'POST', resource.putFile.path, body.payload, { ...body.headers, ...member });
    expect(up.status, up.body).toBe(200);
    const file = up.json<Envelope<UploadedFile>>().data;
    const fromB = await http(b.port, 'GET', file.link, undefined, member);
    expect(fromB.status).toBe(200);
    expect(fromB.body).toBe(pdf().toString('utf8'));
    expect((await http(b.port, 'GET', file.link)).status).toBe(401);

    // A cart write on A is in B's cart; parallel adds split over both all count.
    await db.updateTable('goods').set({ stock: 1_000_000 }).where('id', '=', 7).execute();
    expect((await call(a, shoppingCart.add, { goodsId: 7, quantity: 2 }, member)).status).toBe(200);
    const quantity = async (p: Proc) => {
      const cart = (await call(p, shoppingCart.list, {}, member)).json<{
        data: { shops: { lines: { goodsId: number; quantity: number }[] }[] };
      }>().data;
      return cart.shops.flatMap((s) => s.lines).find((l) => l.goodsId === 7)?.quantity;
    };
    expect(await quantity(b)).toBe(2);
    const adds = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(i % 2 ? a : b, shoppingCart.add, { goodsId: 7, quantity: 1 }, member)),
    );
    expect(adds.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await quantity(a)).toBe(32);

    // The per-IP login budget is spent on A and refuses on B.
    // Unregistered phones, a new one per guess (a phone's own guessing limit is another rule).
    let phone = 13900000100;
    const guess = (p: Proc, ip: string) =>
      call(
        p,
        auth.token,
        { grantType: 'password', phone: String(phone++), password: 'Wrong1234' },
        { 'x-forwarded-for': ip },
      );
    // The budget counts in fixed one-minute windows: guesses that cross a minute boundary start
    // counting again, so such a round is taken again from a fresh address.
    const minute = () => Math.floor(Date.now() / 60_000);
    const spendOnA = async () => {
      const [ip, from] = [freshIp(), minute()];
      for (let i = 0; i < 20; i++) expect((await guess(a, ip)).status).toBe(400);
      const answer = await guess(b, ip);
      return minute() === from ? answer : undefined;
    };
    const refused = (await spendOnA()) ?? (await spendOnA())!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // A goods change written to the shared log (what every goods write does) reaches both,
    // even an answer B had cached for that very query, and the visitors' recommended goods /home shows.
    const query = { productName: '双服务器测试品', size: 10 };
    const names = async (p: Proc) =>
      (await call(p, product.goodsPage, query))
        .json<{ data: { records: { productName: string }[] } }>()
        .data.records.map((r) => r.productName);
    const recommended = async (p: Proc) =>
      (await call(p, product.recommend, { size: 3 })).json<{ data: { id: number; productName: string }[] }>().data;
    expect(await names(b)).toEqual([]);
    const top = (await recommended(b)).find((g) => g.id !== 7)!;
    expect((await recommended(a)).find((g) => g.id === top.id)?.productName).toBe(top.productName);
    await db.updateTable('goods').set({ name: '双服务器测试品 螺纹钢' }).where('id', '=', 7).execute();
    await db.updateTable('goods').set({ name: '双服务器推荐品' }).where('id', '=', top.id).execute();
    await reindexGoods(db, [7, top.id]);
    for (const p of [b, a])
      expect(await eventually(async () => ((await names(p)).length ? await names(p) : undefined), 10_000)).toEqual([
        '双服务器测试品 螺纹钢',
      ]);
    for (const p of [b, a])
      expect(
        await eventually(
          async () =>
            (await recommended(p)).find((g) => g.id === top.id)?.productName.startsWith('双服务器') || undefined,
          10_000,
        ),
      ).toBe(true);

    expect((await call(b, auth.logout, {}, member)).status).toBe(200);
    expect((await call(a, shoppingCart.count, {}, member)).status).toBe(401);
  }, 120_000);
});
