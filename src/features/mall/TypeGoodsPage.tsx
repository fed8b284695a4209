// /typeGoods: browse goods by the category tree. The side menu is the tree; the list shows the
// chosen category's goods with its sub-categories and brands as filters. URL keys: categoryId,
// brandId, sort, current (name, which home links carry, is only a label and is kept).
import { mall } from '../../api/mall';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { categoryPath } from './category-path';
import { CategoryTree } from './CategoryTree';
import { GoodsListBody } from './GoodsListBody';
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
        <GoodsListBody view={view} go={go} onPage={onPage} goods={goods} tree={tree.data} skeletonCount={8} />
      </div>
    </div>
  );
}
