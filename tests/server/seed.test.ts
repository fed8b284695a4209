// The seed: deterministic, complete for every list the portal shows, referentially sound,
// and the CLI that fills a database on demand.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_POSITIONS, HELP_CATEGORIES, NEWS_MODULES } from '../../src/api/cms';
import { createDb, migrate } from '../../src/server/db';
import { isEmpty, seed, seededCounts, seedIfEmpty } from '../../src/server/db/seed';
import { clearSeededData, countRows } from '../../src/server/db/seed/reset';
import { shopCount } from '../../src/server/db/seed/shops';
import { routeOf } from '../../src/shared/routes';
import { eachDialect, seededDb, TEST_NOW, TEST_SCALE, type TestDb } from './helpers';
import { serverProcessArgs } from './server-process';

const DAY = 86_400_000;
const silent = { info: () => undefined } as unknown as Parameters<typeof seedIfEmpty>[1];

eachDialect('seed', (dialect) => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    // Two seeds at the same scale and clock: a copy of the run's template (seeded by the global
    // setup, in another process) and one seeded here. The same rows, or the seed is not deterministic.
    [a, b] = await Promise.all([seededDb(dialect), seededDb(dialect, TEST_SCALE, TEST_NOW, { fresh: true })]);
  });
  afterAll(async () => {
    await Promise.all([a?.drop(), b?.drop()]);
  });

  it('gives the same rows for the same scale', async () => {
    const first = (t: TestDb) => t.db.selectFrom('goods').selectAll().orderBy('id').limit(50).execute();
    const goodsA = await first(a);
    expect(goodsA).toHaveLength(50);
    expect(await first(b)).toEqual(goodsA);
    for (const table of [
      'shop',
      'news',
      'tender',
      'inquiry',
      'inquiry_quote',
      'inquiry_deal',
      'companies',
      'success_case',
    ] as const) {
      const rows = (t: TestDb) => t.db.selectFrom(table).selectAll().orderBy('id').execute();
      expect(await rows(b), table).toEqual(await rows(a));
    }
  });

  // A fresh seed of every section: longer than one test's time on busy cores.
  it('dates everything relative to the seed clock', { timeout: 60_000 }, async () => {
    // the same scale as `a`, 100 days later
    const later = await seededDb(dialect, TEST_SCALE, TEST_NOW + 100 * DAY);
    const early = a;
    try {
      // Times are stored as 'YYYY-MM-DD HH:mm:ss' or as ISO 'YYYY-MM-DDTHH:mm:ss' (inquiries, tenders).
      const shift = (t: string | null) => {
        if (!t) return t;
        const moved = new Date(Date.parse(`${t.replace(' ', 'T')}Z`) + 100 * DAY).toISOString().slice(0, t.length);
        return t.includes('T') ? moved : moved.replace('T', ' ');
      };
      const times = {
        goods: ['created_at'],
        shop: ['created_at'],
        news: ['publish_time'],
        success_case: ['publish_time'],
        inquiry: ['publish_time', 'deadline'],
        tender: ['publish_time', 'registration_deadline', 'bid_deadline'],
        group_buy: ['starts_at', 'ends_at'],
        notices: ['created_at'],
        users: ['created_at'],
        companies: ['created_at'],
      } as const;
      for (const [table, columns] of Object.entries(times)) {
        const rows = (db: TestDb) =>
          sql<Record<string, string>>`select * from ${sql.table(table)} order by 1`.execute(db.db).then((r) => r.rows);
        const [before, after] = [await rows(early), await rows(later)];
        expect(before.length, table).toBeGreaterThan(0);
        for (const [i, row] of before.entries()) {
          for (const c of columns) {
            // An opening is laid on a working day (Mon–Fri): up to 3 days either way; a 单一来源
            // publicity (to its registration deadline) counts 5 working days and its opening follows
            // it: up to a week.
            if (
              `${table}.${c}` === 'tender.bid_deadline' ||
              (`${table}.${c}` === 'tender.registration_deadline' && row.method_code === '5')
            ) {
              const late =
                Date.parse(`${after[i][c].replace(' ', 'T')}Z`) - Date.parse(`${shift(row[c])!.replace(' ', 'T')}Z`);
              const most = row.method_code === '5' ? 7 * DAY : 3 * DAY;
              expect(Math.abs(late) <= most, `${table}.${c} ${row[c]} → ${after[i][c]}`).toBe(true);
            } else expect(after[i][c], `${table}.${c}`).toBe(shift(row[c]));
          }
        }
        // Nothing dated after its seed's "now".
        for (const c of columns.filter(
          (c) => !['deadline', 'ends_at', 'registration_deadline', 'bid_deadline'].includes(c),
        )) {
          for (const row of before)
            if (row[c] !== null)
              expect(
                row[c].replace('T', ' ') <= new Date(TEST_NOW).toISOString().replace('T', ' '),
                `${table}.${c} ${row[c]}`,
              ).toBe(true);
        }
      }
      // There are always open and closed published inquiries, whatever the clock.
      const published = await early.db
        .selectFrom('inquiry')
        .select('deadline')
        .where('status', '=', 'published')
        .execute();
      const nowText = new Date(TEST_NOW).toISOString().slice(0, 19);
      const open = published.filter((r) => r.deadline.replace(' ', 'T') > nowText).length;
      expect(open).toBeGreaterThan(0);
      expect(published.length - open).toBeGreaterThan(0);
    } finally {
      await later.drop();
    }
  });

  it('fills every list the portal shows', async () => {
    const counts = await countRows(a.db);
    expect(counts.goods).toBe(seededCounts(TEST_SCALE).goods);
    expect(counts.shop).toBe(seededCounts(TEST_SCALE).shops);
    expect(counts.success_case).toBeGreaterThanOrEqual(8);
    expect(counts.news).toBeGreaterThanOrEqual(40);
    expect(counts.inquiry).toBeGreaterThanOrEqual(500);
    expect(counts.tender).toBeGreaterThanOrEqual(1000);
    const group = async (table: string, column: string) => {
      const { rows } = await sql<{
        k: string | number;
        n: number;
      }>`select ${sql.ref(column)} as k, count(*) as n from ${sql.table(table)} group by ${sql.ref(column)}`.execute(
        a.db,
      );
      return new Map(rows.map((r) => [String(r.k), Number(r.n)]));
    };
    const banners = await group('banner', 'position');
    for (const p of BANNER_POSITIONS) expect(banners.get(p), p).toBeGreaterThanOrEqual(2);
    const partners = await group('partner', 'type');
    for (const type of ['1', '2', '3']) expect(partners.get(type), type).toBeGreaterThanOrEqual(6);
    const news = await group('news', 'module_code');
    for (const m of NEWS_MODULES) expect(news.get(m), m).toBeGreaterThanOrEqual(8);
    const help = await group('help_item', 'category_code');
    for (const c of HELP_CATEGORIES) expect(help.get(c), c).toBeGreaterThanOrEqual(8);
  });

  it('links every row to existing parents', async () => {
    const orphans = await sql<{ n: number }>`
      select count(*) as n from goods g
      left join shop s on s.id = g.shop_id
      left join brand b on b.id = g.brand_id
      left join category c3 on c3.id = g.category3_id and c3.level = 3
      left join category c2 on c2.id = c3.parent_id and c2.id = g.category2_id
      left join category c1 on c1.id = c2.parent_id and c1.id = g.category1_id
      where s.id is null or b.id is null or c3.id is null or c2.id is null or c1.id is null or s.self_support <> g.self_support`.execute(
      a.db,
    );
    expect(Number(orphans.rows[0].n)).toBe(0);
    const badShops = await sql<{ n: number }>`
      select count(*) as n from shop s
      left join region p on p.code = s.province_code and p.level = 1
      left join region c on c.code = s.city_code and c.parent_code = s.province_code
      left join region d on d.code = s.district_code and d.parent_code = s.city_code
      where p.code is null or c.code is null or (s.district_code <> '' and d.code is null)`.execute(a.db);
    expect(Number(badShops.rows[0].n)).toBe(0);
    const regions = await sql<{ n: number }>`
      select count(*) as n from region r left join region p on p.code = r.parent_code
      where r.level > 1 and (p.code is null or p.level <> r.level - 1)`.execute(a.db);
    expect(Number(regions.rows[0].n)).toBe(0);
  });

  it('prices goods in yuan with at most two decimals and links to generated images', async () => {
    const goods = await a.db.selectFrom('goods').select(['id', 'price', 'image_url', 'name']).execute();
    for (const g of goods) {
      const price = Number(g.price);
      expect(Math.abs(price * 100 - Math.round(price * 100)), String(price)).toBeLessThan(1e-6);
      expect(g.image_url).toMatch(new RegExp(`^/media/(goods|tile)/${g.id}\\.webp\\?w=800&s=[\\w%.+-]+`));
    }
    const external = await a.db
      .selectFrom('banner')
      .select('image_url')
      .where('image_url', 'not like', '/media/%')
      .execute();
    expect(external).toEqual([]);
  });

  it("links every banner of the portal to a page that exists (the ceramic sub-site's own, 186, wait for it)", async () => {
    const banners = await a.db
      .selectFrom('banner')
      .select(['title', 'link_url'])
      .where('position', '<>', '186')
      .execute();
    const dead = banners
      .filter((b) => !routeOf(b.link_url.split('?')[0])?.page)
      .map((b) => `${b.title} → ${b.link_url}`);
    expect(dead).toEqual([]);
  });

  it('leaves id sequences past the explicit ids', async () => {
    const shop = await b.db.selectFrom('shop').select('id').orderBy('id').executeTakeFirstOrThrow();
    const row = await b.db
      .insertInto('goods')
      .values({
        name: '新增 商品',
        brand_id: 1,
        spec: '-',
        category1_id: 1,
        category2_id: 2,
        category3_id: 3,
        price: 1,
        unit: '吨',
        image_url: '/media/goods/x.svg',
        shop_id: shop.id,
        created_at: '2026-11-22 00:00:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(seededCounts(TEST_SCALE).goods + 1);
  });

  it('seedIfEmpty leaves a seeded database alone; reset empties it', async () => {
    const before = await countRows(b.db);
    await seedIfEmpty(b.db, silent);
    expect(await countRows(b.db)).toEqual(before);
    expect(await isEmpty(b.db)).toBe(false);
    await clearSeededData(b.db);
    expect(await isEmpty(b.db)).toBe(true);
    expect(Object.values(await countRows(b.db)).every((n) => n === 0)).toBe(true);
    await seed(b.db, { scale: 120 });
    expect((await countRows(b.db)).goods).toBe(seededCounts(120).goods);
  });
});

describe('shop count', () => {
  it('scales with goods between 50 and 1000', () => {
    expect([shopCount(10), shopCount(2000), shopCount(100_000)]).toEqual([50, 100, 1000]);
  });
});

describe('npm run seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'cli.db')}`, NODE_ENV: 'test' };
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, serverProcessArgs('seed', ...args), { env }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds, refuses to overwrite without --reset, replaces with it', async () => {
    // A bad --scale exits before opening the database, so it can run alongside.
    const [first, bad] = await Promise.all([run('--scale', '150'), run('--scale', 'lots')]);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/填充完成.*商品 150 条/);
    const again = await run('--scale', '150');
    expect(again.code).toBe(1);
    expect(again.out).toContain('数据库已有数据');
    expect(again.out).toContain('--reset');
    const reset = await run('--scale', '80', '--reset');
    expect(reset.code, reset.out).toBe(0);
    const db = createDb(env.DATABASE_URL);
    await migrate(db);
    expect((await countRows(db)).goods).toBe(seededCounts(80).goods);
    await db.destroy();
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--scale');
  }, 60_000);
});
