// /typeGoods: browse goods by the category tree. The side menu is the tree; the list shows the
// chosen category's goods with its sub-categories and brands as filters. URL keys: categoryId,
// brandId, sort, current (name, which home links carry, is only a label and is kept).
import { mall } from '../../api/mall';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { SkeletonRows } from '../../ui/DataState';
import { SortBar } from '../../ui/FilterBar';
import { QueryNotice } from '../../ui/QueryNotice';
import { categoryPath } from './category-path';
import { CategoryTree } from './CategoryTree';
import { GoodsFilters } from './GoodsFilters';
import { GoodsResults } from './GoodsResults';
import { SORT_OPTIONS } from './goods-query';
import { ListHead } from './ListHead';
import { useLastDefined } from './use-last';
import { useListView } from './use-list-view';
import classes from './browse.module.css';

const PATH = '/typeGoods';
const SIZE = 20;

export default function TypeGoodsPage() {
  const { view, malformed, url, go, onPage } = useListView(PATH);
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
        <ListHead title={title} count={last && `共 ${last.total} 件商品`} />
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
        <GoodsResults state={goods} skeletonCount={8} onPage={onPage} />
      </div>
    </div>
  );
}
