// Search-box suggestions: the goods names the search would rank first (by tier, then by how
// much their goods sell), categories whose name holds or is spelled by the words, and shops
// whose name holds them. Names and categories come from the in-memory index, shops from SQL.
import type { Suggestions } from '../../../api/search';
import type { Db } from '../../db';
import { contains } from '../../db/query';
import type { GoodsIndex } from './goods-index';
import { namedMatches, nameTiers, NONE } from './match';
import { goodsIndex } from './store';
import { normalize } from './text';

const GOODS = 6;
const CATEGORIES = 3;
const SHOPS = 3;

function goodsNames(ix: GoodsIndex, q: string): string[] {
  const tiers = nameTiers(ix, q);
  const found: number[] = [];
  tiers.forEach((t, name) => t !== NONE && found.push(name));
  found.sort((a, b) => tiers[a] - tiers[b] || ix.nameSales[b] - ix.nameSales[a] || a - b);
  return found.slice(0, GOODS).map((name) => ix.names[name]);
}

function categories(ix: GoodsIndex, q: string): Suggestions['categories'] {
  const word = normalize(q);
  const pathOf = (id: number): string[] => {
    const c = ix.categories.get(id);
    return c ? [...pathOf(c.parentId), c.name] : [];
  };
  return namedMatches(ix.categories.values(), q)
    .sort(
      (a, b) =>
        Number(!a.key.startsWith(word)) - Number(!b.key.startsWith(word)) ||
        a.level - b.level ||
        a.sort - b.sort ||
        a.id - b.id,
    )
    .slice(0, CATEGORIES)
    .map((c) => ({ id: c.id, name: c.name, path: pathOf(c.id).join(' / ') }));
}

export async function suggest(db: Db, q: string, type: 'goods' | 'shop'): Promise<Suggestions> {
  if (!q) return { goods: [], categories: [], shops: [] };
  const shops = db
    .selectFrom('shop')
    .select(['id', 'name'])
    .where((eb) => contains(eb.ref('name'), q))
    .orderBy('self_support', 'desc')
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(SHOPS)
    .execute();
  if (type === 'shop') return { goods: [], categories: [], shops: await shops };
  const ix = await goodsIndex(db);
  return { goods: goodsNames(ix, q), categories: categories(ix, q), shops: await shops };
}
