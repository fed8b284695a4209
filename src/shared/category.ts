// The category tree: one query for the whole page (it changes with releases, not per visit), and
// the paths through it that breadcrumbs and list titles show.
import { product, type CategoryNode } from '../api/product';
import { callQuery } from './query';

export const categoryTreeQuery = { ...callQuery(product.categoryTree, {}), staleTime: Infinity };

/** The path from a top-level category down to `id` (for breadcrumbs). */
export function categoryPath(tree: CategoryNode[], id: number | null): CategoryNode[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export const categoryName = (tree: CategoryNode[], id: number | null): string | undefined =>
  categoryPath(tree, id).at(-1)?.name;
