import { createDb } from '../src/server/db';
import { goodsIndex } from '../src/server/modules/product/store';
import { search } from '../src/server/modules/product/search';
import { groupTiers } from '../src/server/modules/product/match';
import { goodsQuery } from '../src/api/product';
import { offsetOf } from '../src/server/db/query';
import { QUERIES } from './goods-queries';
const db = createDb(process.env.DATABASE_URL || 'sqlite:data/bench-1000000.db');
const ix = await goodsIndex(db);
const t = (f: () => unknown, n = 100) => { for (let i = 0; i < 5; i++) f(); const t0 = performance.now(); for (let i = 0; i < n; i++) f(); return ((performance.now() - t0) / n * 1000).toFixed(0); };
for (const [label, q] of QUERIES) {
  const input = goodsQuery.parse(q);
  const f = { text: input.productName || undefined, brandId: input.brandId ?? undefined, selfSupport: input.selfSupport ?? undefined, shopId: input.shopId ?? undefined, minPrice: input.minPrice ?? undefined, maxPrice: input.maxPrice ?? undefined, categoryPath: input.categoryId ? [input.categoryId] : undefined };
  console.log(label.padEnd(24), 'search', t(() => search(ix, f, input.sort, offsetOf(input.current, input.size), input.size)), 'tiers', f.text ? t(() => groupTiers(ix, f.text!)) : '-');
}
await db.destroy();
