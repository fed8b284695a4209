// /typeGoods: browse goods by the category tree. The side menu is the tree; the list shows the
// chosen category's goods with its sub-categories and brands as filters. URL keys: categoryId,
// brandId, sort, current (name, which home links carry, is only a label and is kept).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryPath, categoryTreeQuery } from '../../shared/category';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { typeGoodsList } from '../../shared/sections/mall/views';
import { SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { CategoryTree } from './self/CategoryTree';
import { GoodsListBody } from './list/GoodsListBody';
import { ListHead } from './list/ListHead';
import { goodsPageQuery, listQuery } from './common/queries';
import classes from './list/browse.module.css';

export const loader: Loader = async ({ client, search }) => {
  const { view } = typeGoodsList.read(search);
  await Promise.all([client.prefetchQuery(categoryTreeQuery), client.prefetchQuery(goodsPageQuery(listQuery(view)))]);
};

export default function TypeGoodsPage() {
  const { view, malformed, go, hrefOf, onPage } = useListView(typeGoodsList);
  const tree = useQuery(categoryTreeQuery);
  const goods = useQuery({ ...goodsPageQuery(listQuery(view)), placeholderData: keepPreviousData });
  const path = tree.data ? categoryPath(tree.data, view.categoryId) : [];
  const title = path.at(-1)?.name ?? (view.categoryId === null ? '全部商品' : '商品分类');

  return (
    <div className={`page-column ${classes.browse}`}>
      {tree.data ? (
        <CategoryTree tree={tree.data} path={path} href={(categoryId) => hrefOf({ categoryId, brandId: null })} />
      ) : (
        <div className={classes.tree}>
          <SkeletonRows rows={10} />
        </div>
      )}
      <div className={classes.main}>
        <ListHead title={title} count={goods.data && `共 ${goods.data.total} 件商品`} />
        <QueryNotice show={malformed} />
        <GoodsListBody view={view} go={go} onPage={onPage} goods={goods} tree={tree.data} skeletonCount={8} />
      </div>
    </div>
  );
}
