// /typeGoods: browse goods by the category tree. The side menu is the tree; the list shows the
// chosen category's goods with its sub-categories and brands as filters. URL keys: categoryId,
// brandId, sort, current (name, which home links carry, is only a label and is kept).
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mall } from '../../api/mall';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { SkeletonRows } from '../../ui/DataState';
import { SortBar } from '../../ui/FilterBar';
import { QueryNotice } from '../../ui/QueryNotice';
import { categoryPath } from './category-path';
import { CategoryTree } from './CategoryTree';
import { listViewUrl, nextListView, readListView, type ListView } from './detail-query';
import { GoodsFilters } from './GoodsFilters';
import { GoodsResults } from './GoodsResults';
import { SORT_OPTIONS } from './goods-query';
import { useLastDefined } from './use-last';
import classes from './browse.module.css';
import mallClasses from './mall.module.css';

const PATH = '/typeGoods';
const SIZE = 20;

export default function TypeGoodsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, malformed } = useMemo(() => readListView(new URLSearchParams(search)), [search]);
  const url = (v: ListView) => listViewUrl(PATH, v);
  const go = (patch: Partial<ListView>) => navigate(url(nextListView(view, patch)));
  const tree = useCall(product.categoryTree, {});
  const goods = useCall(mall.goodsPage, {
    categoryId: view.categoryId,
    brandId: view.brandId,
    sort: view.sort,
    current: view.current,
    size: SIZE,
  });
  const last = useLastDefined(goods.data);
  const path = tree.data ? categoryPath(tree.data, view.categoryId) : [];
  const title = path.at(-1)?.name ?? (view.categoryId === null ? '全部商品' : '商品分类');

  return (
    <div className={`page-column ${classes.browse}`}>
      {tree.data ? (
        <CategoryTree tree={tree.data} path={path} href={(categoryId) => url({ ...view, categoryId, brandId: null, current: 1 })} />
      ) : (
        <div className={classes.tree}>
          <SkeletonRows rows={10} />
        </div>
      )}
      <div className={classes.main}>
        <header className={mallClasses.listHead}>
          <h1 className={mallClasses.listTitle}>{title}</h1>
          {last && (
            <span className={mallClasses.listCount} role="status">
              共 {last.total} 件商品
            </span>
          )}
        </header>
        <QueryNotice show={malformed} />
        <GoodsFilters
          facets={last?.facets}
          tree={tree.data}
          categoryId={view.categoryId}
          brandId={view.brandId}
          onCategory={(categoryId) => go({ categoryId, brandId: null })}
          onBrand={(brandId) => go({ brandId })}
        />
        <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
        <GoodsResults
          state={goods}
          skeletonCount={8}
          onPage={(current) => {
            go({ current });
            window.scrollTo?.(0, 0);
          }}
        />
      </div>
    </div>
  );
}
