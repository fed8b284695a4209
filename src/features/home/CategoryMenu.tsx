// The category tree as the side menu: top-level categories, each opening its sub-categories on
// hover or keyboard focus (CSS :hover / :focus-within).
import { product, type CategoryNode } from '../../api/product';
import { useCall } from '../../client/use-call';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { homeLinks } from './links';
import classes from './home.module.css';

function Flyout({ node }: { node: CategoryNode }) {
  if (node.children.length === 0) return null;
  return (
    <div className={classes.flyout} role="group" aria-label={`${node.name}分类`}>
      {node.children.map((c) => (
        <dl key={c.id} className={classes.flyoutGroup}>
          <dt>
            <AppLink href={homeLinks.category(c.id, c.name)}>{c.name}</AppLink>
          </dt>
          <dd>
            {c.children.map((g) => (
              <AppLink key={g.id} href={homeLinks.category(g.id, g.name)}>
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
  const tree = useCall(product.categoryTree, {});
  return (
    <nav className={classes.categories} aria-label="商品分类">
      <h2 className={classes.categoriesTitle}>全部商品分类</h2>
      <DataState state={tree} skeleton={<SkeletonRows rows={9} height={22} />}>
        {(nodes) => (
          <ul className={classes.categoryList}>
            {nodes.map((n) => (
              <li key={n.id} className={classes.categoryItem}>
                <AppLink href={homeLinks.category(n.id, n.name)} className={classes.categoryLink}>
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
