// Every seeded picture shows its row's thing: the address carries the row's subject (a goods' leaf
// category, a tile's category, colour family, pattern and one of its batches, a machine's type and
// maker), the picture drawn for that address is that subject, and no image column of the seed is
// a placeholder any more.
import { expect, it } from 'vitest';
import { pictureOfAddress } from '../../src/server/pictures/url';
import { isPictureKind } from '../../src/server/pictures';
import { resolveGoods } from '../../src/server/pictures/goods';
import { eachDialect, useApp } from './helpers';

/** The kind, key and query of a picture address. */
function parse(url: string) {
  const u = new URL(url, 'http://localhost');
  const m = /^\/media\/([a-z]+)\/([\w-]+)\.webp$/.exec(u.pathname);
  if (!m || !isPictureKind(m[1])) throw new Error(`not a picture address: ${url}`);
  const query = Object.fromEntries(u.searchParams);
  const drawn = pictureOfAddress(m[1], m[2], query);
  if (!drawn) throw new Error(`a malformed picture address: ${url}`);
  return { kind: m[1], key: m[2], query, spec: drawn.spec };
}

eachDialect('seeded pictures', (dialect) => {
  const t = useApp(dialect);

  it("draws each goods' leaf category, and each tile's category, colour, pattern and batch", async () => {
    const rows = await t.db
      .selectFrom('goods as g')
      .innerJoin('category as c', 'c.id', 'g.category3_id')
      .leftJoin('taoci_tile as tt', 'tt.goods_id', 'g.id')
      .select(['g.id', 'g.image_url', 'c.name as leaf', 'tt.category', 'tt.colour', 'tt.pattern'])
      .execute();
    const batches = new Map<number, string[]>();
    for (const b of await t.db.selectFrom('taoci_batch').select(['goods_id', 'batch_no']).execute())
      batches.set(b.goods_id, [...(batches.get(b.goods_id) ?? []), b.batch_no]);
    let tiles = 0;
    for (const g of rows) {
      const p = parse(g.image_url);
      expect(p.key, g.image_url).toBe(String(g.id));
      if (g.category !== null) {
        tiles++;
        expect([p.kind, p.query.s, p.query.c, p.query.p], g.image_url).toEqual([
          'tile',
          g.category,
          g.colour,
          g.pattern,
        ]);
        expect(batches.get(g.id), g.image_url).toContain(p.query.b);
        expect([p.spec.subject, p.spec.colour, p.spec.pattern, p.spec.code]).toEqual([
          g.category,
          g.colour,
          g.pattern,
          p.query.b,
        ]);
      } else {
        expect([p.kind, p.query.s], g.image_url).toEqual(['goods', g.leaf]);
        expect(p.spec.subject, g.image_url).toBe(resolveGoods(g.leaf));
      }
    }
    expect(tiles).toBeGreaterThan(0);
    expect(rows.length - tiles).toBeGreaterThan(0);
  });

  it("draws each machine's type in its maker's livery", async () => {
    const rows = await t.db.selectFrom('device_supply').select(['id', 'image_url', 'type_code', 'brand']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const d of rows) {
      const p = parse(d.image_url);
      expect([p.kind, p.key, p.query.s, p.query.c], d.image_url).toEqual([
        'machine',
        String(d.id),
        d.type_code,
        d.brand,
      ]);
      expect([p.spec.subject, p.spec.colour], d.image_url).toEqual([d.type_code, d.brand]);
    }
  });

  it('leaves no placeholder in any image column: each is a drawn picture of its kind', async () => {
    const columns = [
      ...(await t.db.selectFrom('banner').select(['image_url as url', 'position']).execute()).map((r) => [
        r.position === '01' || r.position === 'marketing' ? 'banner' : 'ad',
        r.url,
      ]),
      ...(await t.db.selectFrom('news').select('image_url as url').execute()).map((r) => ['news', r.url]),
      ...(await t.db.selectFrom('success_case').select('image_url as url').execute()).map((r) => ['case', r.url]),
      ...(await t.db.selectFrom('partner').select('logo_url as url').execute()).map((r) => ['partner', r.url]),
      ...(await t.db.selectFrom('brand').select('logo_url as url').execute()).map((r) => ['logo', r.url]),
      ...(await t.db.selectFrom('shop').select('logo_url as url').execute()).map((r) => ['shop', r.url]),
      ...(await t.db.selectFrom('device_file').select('link as url').where('kind', '=', 'cert').execute()).map((r) => [
        'doc',
        r.url,
      ]),
    ];
    expect(columns.length).toBeGreaterThan(100);
    for (const [kind, url] of columns) expect(parse(url).kind, url).toBe(kind);
  });
});
