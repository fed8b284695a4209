// Relevance: the goods a builder expects come first for the queries of relevance-set.ts
// (trade words, grades, pinyin, initials, mixed Latin and Chinese). precision@5 over the set
// must stay at least 0.9 on each dialect; the figure is printed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { product } from '../../src/api/product';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { normalize } from '../../src/server/modules/product/text';
import { eachDialect, seededDb, type TestDb } from './helpers';
import { call } from './mall-helpers';
import { RELEVANCE, type Judgement } from './relevance-set';

const SCALE = 2000;

eachDialect('search relevance', (dialect) => {
  let t: TestDb;
  let app: FastifyInstance;
  let leafName = new Map<number, string>();
  beforeAll(async () => {
    t = await seededDb(dialect, SCALE);
    app = await buildApp(testConfig(), { db: t.db, serveStatic: false });
    leafName = new Map(
      (await t.db.selectFrom('category').select(['id', 'name']).where('level', '=', 3).execute()).map((c) => [
        c.id,
        c.name,
      ]),
    );
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const relevant = (j: Judgement, g: { categoryId: number; productName: string; brand: string }) =>
    (j.brand === undefined || g.brand === j.brand) &&
    (j.leaves === undefined || j.leaves.includes(leafName.get(g.categoryId) ?? '')) &&
    (j.all === undefined || j.all.every((s) => normalize(g.productName).includes(normalize(s))));

  it(`ranks what builders mean on top: precision@5 ≥ 0.9 over ${RELEVANCE.length} queries`, async () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    let sum = 0;
    for (const j of RELEVANCE) {
      const top = (await call(app, product.goodsPage, { productName: j.q, size: 5 })).records;
      const hits = top.filter((g) => relevant(j, g)).length;
      const p = top.length === 0 ? 0 : hits / top.length;
      sum += p;
      if (p < 1) misses.push(`${j.q}: ${p.toFixed(2)} [${top.map((g) => g.productName).join(' | ')}]`);
    }
    const precision = sum / RELEVANCE.length;
    console.log(
      `${dialect}: precision@5 ${precision.toFixed(3)} over ${RELEVANCE.length} queries` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});
