// The category tree as the side menu: one Tab stop; ↑/↓ (Home/End) move through the top-level
// categories, → enters the open flyout of sub-categories, ← or Escape leaves it. A flyout opens
// on hover or focus of its category and exists in the page only while open.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '../../api/product';
import { categoryTreeQuery } from '../../shared/category';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { movedIndex, useRovingFocus } from '../../ui/roving-focus';
import classes from './home.module.css';

function Flyout({
  node,
  entered,
  onLeave,
}: {
  node: CategoryNode;
  entered: boolean;
  onLeave: (close: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Entered by → from its category: the keyboard continues on its first link.
  useEffect(() => {
    if (entered) ref.current?.querySelector('a')?.focus();
  }, [entered]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      return onLeave(e.key === 'Escape');
    }
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const to = movedIndex(e.key, links.indexOf(e.target as HTMLAnchorElement), links.length, 'vertical');
    if (to === null) return;
    e.preventDefault();
    links[to]?.focus();
  };
  return (
    <div
      ref={ref}
      id={`flyout-${node.id}`}
      className={classes.flyout}
      role="group"
      aria-label={`${node.name}分类`}
      onKeyDown={onKeyDown}
    >
      {node.children.map((c) => (
        <dl key={c.id} className={classes.flyoutGroup}>
          <dt>
            <Link href={mallRoutes.typeGoods.href({ categoryId: c.id, name: c.name })} tabIndex={-1}>
              {c.name}
            </Link>
          </dt>
          <dd>
            {c.children.map((g) => (
              <Link key={g.id} href={mallRoutes.typeGoods.href({ categoryId: g.id, name: g.name })} tabIndex={-1}>
                {g.name}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}

function Menu({ nodes }: { nodes: CategoryNode[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [entered, setEntered] = useState(false);
  const show = (id: number | null) => {
    setOpen(id);
    setEntered(false);
  };
  const flyoutOf = (i: number) => (nodes[i]?.children.length ? nodes[i].id : null);
  const roving = useRovingFocus(nodes.length, 'vertical', {
    onOtherKey: (e, i) => {
      if (e.key === 'ArrowRight' && flyoutOf(i) !== null) {
        e.preventDefault();
        setOpen(flyoutOf(i));
        setEntered(true);
      } else if (e.key === 'Escape') show(null);
    },
  });
  return (
    <ul
      className={classes.categoryList}
      onMouseLeave={() => show(null)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) show(null);
      }}
    >
      {nodes.map((n, i) => {
        const item = roving.itemProps(i);
        return (
          <li
            key={n.id}
            className={classes.categoryItem}
            data-open={open === n.id || undefined}
            onMouseEnter={() => show(flyoutOf(i))}
          >
            <Link
              href={mallRoutes.typeGoods.href({ categoryId: n.id, name: n.name })}
              className={classes.categoryLink}
              aria-expanded={n.children.length > 0 ? open === n.id : undefined}
              {...item}
              onFocus={() => {
                item.onFocus();
                show(flyoutOf(i));
              }}
            >
              <span>{n.name}</span>
              {n.children.length > 0 && (
                <small className={classes.categorySub}>
                  {n.children
                    .slice(0, 2)
                    .map((c) => c.name)
                    .join(' / ')}
                </small>
              )}
            </Link>
            {open === n.id && (
              <Flyout
                node={n}
                entered={entered}
                onLeave={(close) => {
                  roving.focusItem(i);
                  if (close) show(null);
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryMenu() {
  const tree = useQuery(categoryTreeQuery);
  return (
    <nav className={classes.categories} aria-label="商品分类">
      <h2 className={classes.categoriesTitle}>全部商品分类</h2>
      <DataState state={tree} skeleton={<SkeletonRows rows={9} height={22} />}>
        {(nodes) => <Menu nodes={nodes} />}
      </DataState>
    </nav>
  );
}
