// The category tree as a side menu: every top category, and below the chosen one its
// sub-categories (and below a chosen sub-category its leaves). Items are links, so a category
// opens in a new tab too.
import type { CategoryNode } from '../../../api/product';
import { Link } from 'wouter';
import classes from '../list/browse.module.css';

interface Props {
  tree: CategoryNode[];
  /** The chosen path, top first. */
  path: CategoryNode[];
  href: (id: number | null) => string;
  title?: string;
}

function Level({
  nodes,
  path,
  depth,
  href,
}: {
  nodes: CategoryNode[];
  path: CategoryNode[];
  depth: number;
  href: Props['href'];
}) {
  return (
    <ul className={classes.treeLevel} data-depth={depth}>
      {nodes.map((n) => {
        const open = path[depth]?.id === n.id;
        const current = open && depth === path.length - 1;
        return (
          <li key={n.id}>
            <Link href={href(n.id)} className={classes.treeLink} aria-current={current ? 'page' : undefined}>
              {n.name}
            </Link>
            {open && n.children.length > 0 && <Level nodes={n.children} path={path} depth={depth + 1} href={href} />}
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryTree({ tree, path, href, title = '商品分类' }: Props) {
  return (
    <nav className={classes.tree} aria-label={title}>
      <h2 className={classes.treeTitle}>{title}</h2>
      <Link href={href(null)} className={classes.treeLink} aria-current={path.length === 0 ? 'page' : undefined}>
        全部商品
      </Link>
      <Level nodes={tree} path={path} depth={0} href={href} />
    </nav>
  );
}
