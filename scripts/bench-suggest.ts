// The search box's figures for scripts/bench.ts: the goods suggestions (server time, in process)
// and the portal-wide suggestions (every section's listings, over loopback HTTP), each word typed
// one character at a time, five rounds, the first warming.
import { siteSearch } from '../src/api/site-search';
import type { Db } from '../src/server/db';
import { suggest } from '../src/server/modules/product/suggest';
import { pct } from './bench-library';
import { TYPED } from './goods-queries';

export async function suggestions(db: Db) {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const word of TYPED) {
      const chars = Array.from(word);
      for (let i = 1; i <= chars.length; i++) {
        const t0 = performance.now();
        await suggest(db, chars.slice(0, i).join(''), 'goods');
        if (round > 0) times.push(performance.now() - t0);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `\n搜索建议（服务端时间，${TYPED.length} 个词逐字输入，${times.length} 次）：` +
      `p50 ${pct(times, 50).toFixed(2)} ms，p95 ${pct(times, 95).toFixed(2)} ms（目标 ≤ 20 ms）`,
  );
  return pct(times, 95);
}

/**
 * A goods write (here: a change logged for one goods) makes the next search rebuild the index: its time, and the
 * longest the event loop was held meanwhile.
 */

/** Words a buyer types to find other sections' listings (the portal-wide suggestions). */
const SITE_TYPED = ['挖掘机', '塔吊', '钢筋班组', '木工', '土建施工', '供应链融资', '保函', '螺纹钢', '商砼'];

export async function siteSuggestions(base: string) {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const word of SITE_TYPED) {
      const chars = Array.from(word);
      for (let i = 1; i <= chars.length; i++) {
        const t0 = performance.now();
        const res = await fetch(
          `${base}${siteSearch.suggest.path}?q=${encodeURIComponent(chars.slice(0, i).join(''))}`,
          { headers: { 'accept-encoding': 'identity' } },
        );
        if (!res.ok) throw new Error(`site suggest: ${res.status}`);
        await res.json();
        if (round > 0) times.push(performance.now() - t0);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `全站搜索建议（回环 HTTP，${SITE_TYPED.length} 个词逐字输入，${times.length} 次）：` +
      `p50 ${pct(times, 50).toFixed(2)} ms，p95 ${pct(times, 95).toFixed(2)} ms（目标 ≤ 20 ms）`,
  );
  return pct(times, 95);
}
