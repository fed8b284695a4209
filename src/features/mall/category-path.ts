// The path from a top-level category down to `id` in the category tree (for breadcrumbs).
import type { CategoryNode } from '../../api/product';

export function categoryPath(tree: CategoryNode[], id: number | null): CategoryNode[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function findCategory(tree: CategoryNode[], id: number | null): CategoryNode | undefined {
  return categoryPath(tree, id).at(-1);
}
