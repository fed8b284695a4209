// /mallSelfIn: the platform's self-operated mall. A banner band with the promises, then the
// self-operated goods (mall.selfGoodsPage) with their categories and brands as filters, sorts
// and pagination; URL keys categoryId, brandId, sort, current. /mallSelfIn/index-lcidp is the
// same mall's category-floor index (MallSelfIndexPage).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { categoryTreeQuery } from '../../shared/category';
import { useListView } from '../../shared/list-view';
import { SkipToResults } from '../../ui/SkipToResults';
import type { Loader } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { selfGoodsList } from '../../shared/sections/mall/views';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsListBody } from './list/GoodsListBody';
import { ListHead } from './list/ListHead';
import { listQuery, selfPageQuery } from './common/queries';
import { SelfBand } from './self/SelfBand';

export const loader: Loader = async ({ client, search }) => {
  const { view } = selfGoodsList.read(search);
  await Promise.all([client.prefetchQuery(categoryTreeQuery), client.prefetchQuery(selfPageQuery(listQuery(view)))]);
};

export default function MallSelfPage() {
  const { view, malformed, go, onPage } = useListView(selfGoodsList);
  const tree = useQuery(categoryTreeQuery);
  const goods = useQuery({ ...selfPageQuery(listQuery(view)), placeholderData: keepPreviousData });
  return (
    <div className="page-column">
      <SelfBand title="平台自营商城">
        <Link href={mallRoutes.mallSelfIndex.href()}>分类频道 ›</Link>
        <Link href={mallRoutes.moreBuild.href()}>大宗集采 ›</Link>
      </SelfBand>
      <ListHead level={2} title="自营商品" count={goods.data && `共 ${goods.data.total} 件商品`} />
      <QueryNotice show={malformed} />
      <SkipToResults />
      <GoodsListBody view={view} go={go} onPage={onPage} goods={goods} tree={tree.data} />
    </div>
  );
}
