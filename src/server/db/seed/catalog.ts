// Category tree (3 levels) and brands from the vocabulary, with explicit ids so goods can
// point at them without reading them back.
import type { Insertable } from 'kysely';
import type { BrandTable, CategoryTable } from '../schema';
import { FINISHING } from './catalog-finishing';
import { STRUCTURE } from './catalog-structure';
import type { Leaf } from './catalog-types';
import { insertBatched, mediaUrl, syncIdSequence, type Tx } from './util';

export const TOP_CATEGORIES = [...STRUCTURE, ...FINISHING];

export interface PlacedLeaf extends Leaf {
  ids: readonly [number, number, number];
  topName: string;
}

export interface Catalog {
  leaves: PlacedLeaf[];
  brandIds: Map<string, number>;
  topNames: string[];
}

export function buildCatalog(): {
  categories: (Insertable<CategoryTable> & { id: number })[];
  brands: Insertable<BrandTable>[];
  catalog: Catalog;
} {
  const categories: (Insertable<CategoryTable> & { id: number })[] = [];
  const leaves: PlacedLeaf[] = [];
  const brandIds = new Map<string, number>();
  let nextId = 1;
  TOP_CATEGORIES.forEach((top, ti) => {
    const topId = nextId++;
    categories.push({ id: topId, name: top.name, parent_id: 0, level: 1, sort: ti + 1 });
    top.subs.forEach((sub, si) => {
      const subId = nextId++;
      categories.push({ id: subId, name: sub.name, parent_id: topId, level: 2, sort: si + 1 });
      sub.leaves.forEach((l, li) => {
        const leafId = nextId++;
        categories.push({ id: leafId, name: l.name, parent_id: subId, level: 3, sort: li + 1 });
        leaves.push({ ...l, ids: [topId, subId, leafId], topName: top.name });
        for (const b of l.brands) if (!brandIds.has(b)) brandIds.set(b, brandIds.size + 1);
      });
    });
  });
  const brands = [...brandIds].map(([name, id]) => ({
    id,
    name,
    logo_url: mediaUrl('logo', `brand-${id}`, name),
    sort: id,
  }));
  return { categories, brands, catalog: { leaves, brandIds, topNames: TOP_CATEGORIES.map((t) => t.name) } };
}

export async function seedCatalog(db: Tx): Promise<Catalog> {
  const { categories, brands, catalog } = buildCatalog();
  await insertBatched(db, 'category', categories);
  await insertBatched(db, 'brand', brands);
  await syncIdSequence(db, 'category');
  await syncIdSequence(db, 'brand');
  return catalog;
}
