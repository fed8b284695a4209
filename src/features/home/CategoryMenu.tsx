// The category tree as the side menu: top-level categories, each opening its sub-categories on
// hover or keyboard focus (CSS :hover / :focus-within).
import type { CategoryNode } from '../../api/product';
import { useQuery } from '@tanstack/react-query';
import { categoryTreeQuery } from '../../shared/category';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { routes } from '../../shared/routes';
import classes from './home.module.css';

function Flyout({ node }: { node: CategoryNode }) {
  if (node.children.length === 0) return null;
  return (
    <div className={classes.flyout} role="group" aria-label={`${node.name}分类`}>
      {node.children.map((c) => (
        <dl key={c.id} className={classes.flyoutGroup}>
          <dt>
            <AppLink href={routes.typeGoods.href({ categoryId: c.id, name: c.name })}>{c.name}</AppLink>
          </dt>
          <dd>
            {c.children.map((g) => (
              <AppLink key={g.id} href={routes.typeGoods.href({ categoryId: g.id, name: g.name })}>
                {g.name}
              </AppLink>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

export function CategoryMenu() {
  const tree = useQuery(categoryTreeQuery);
  return (
    <nav className={classes.categories} aria-label="商品分类">
      <h2 className={classes.categoriesTitle}>全部商品分类</h2>
      <DataState state={tree} skeleton={<SkeletonRows rows={9} height={22} />}>
        {(nodes) => (
          <ul className={classes.categoryList}>
            {nodes.map((n) => (
              <li key={n.id} className={classes.categoryItem}>
                <AppLink href={routes.typeGoods.href({ categoryId: n.id, name: n.name })} className={classes.categoryLink}>
                  <span>{n.name}</span>
                  {n.children.length > 0 && (
                    <small className={classes.categorySub}>{n.children.slice(0, 2).map((c) => c.name).join(' / ')}</small>
                  )}
                </AppLink>
                <Flyout node={n} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </nav>
  );
}
