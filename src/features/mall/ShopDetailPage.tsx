// /shopDetail?id=: the shop's header and its goods, with a search inside the shop, sorts and
// pagination; all of it in the URL (id, keyword, sort, current). An unknown shop is the 404 page
// (HTTP 404 from the server render).
import { Skeleton } from '../../ui/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShopCard } from '../../api/product';
import { useListView } from '../../shared/list-view';
import { SkipToResults } from '../../ui/SkipToResults';
import type { Loader } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { shopGoodsList, type MallListView } from '../../shared/sections/mall/views';
import { DataState } from '../../ui/DataState';
import { SortBar } from '../../ui/FilterBar';
import { Img } from '../../ui/Img';
import { NotFound } from '../../ui/NotFound';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsResults } from './list/GoodsResults';
import { keywordOf } from '../../ui/filters/FilterForms';
import { NameSearch } from './list/NameSearch';
import { goodsPageQuery, LIST_SIZE, shopDetailQuery } from './common/queries';
import { shopPlace } from './shop/ShopRow';
import { SORT_OPTIONS } from './list/sort-options';
import classes from './shop/shop.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

const shopGoodsQuery = (shopId: number, v: MallListView) =>
  goodsPageQuery({ shopId, productName: v.keyword || undefined, sort: v.sort, current: v.current, size: LIST_SIZE });

export const loader: Loader = async ({ client, search }) => {
  const { view } = shopGoodsList.read(search);
  if (view.id === null) return { notFound: true };
  const [shop] = await Promise.all([
    client.fetchQuery(shopDetailQuery(view.id)),
    client.prefetchQuery(shopGoodsQuery(view.id, view)),
  ]).catch(() => [undefined]);
  return { notFound: shop === null };
};

function ShopHeader({ shop }: { shop: ShopCard }) {
  return (
    <header className={classes.shopHead}>
      <Img src={shop.logoUrl} alt={`${shop.shopName}标志`} width={72} height={72} />
      <div className={classes.shopHeadMeta}>
        <h1>
          {shop.selfSupport && <span className={classes.self}>自营</span>}
          {shop.shopName}
        </h1>
        <ComplaintButton objectKind="shop" objectId={shop.id} title={shop.shopName} />
        <p>
          评分 {shop.rating.toFixed(1)} · 在售 {shop.goodsCount} 件 · 主营：{shop.mainCategories || '—'}
        </p>
        <p>
          地址：{shopPlace(shop)} {shop.address}
        </p>
      </div>
    </header>
  );
}

function ShopGoods({ shopId }: { shopId: number }) {
  const { view, malformed, go, onPage, pageHref } = useListView(shopGoodsList);
  const goods = useQuery({ ...shopGoodsQuery(shopId, view), placeholderData: keepPreviousData });
  return (
    <section className={classes.shopBody} aria-label="店铺商品">
      <QueryNotice show={malformed} />
      <SkipToResults />
      <div className={classes.shopToolbar}>
        <NameSearch {...keywordOf(view, go)} label="在本店搜索" placeholder="搜索本店商品" />
      </div>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <GoodsResults
        state={goods}
        skeletonCount={LIST_SIZE / 2}
        emptyText={view.keyword ? `本店没有与“${view.keyword}”相关的商品，暂无数据` : '本店暂无在售商品'}
        onPage={onPage}
        pageHref={pageHref}
      />
    </section>
  );
}

const missing = (
  <NotFound
    title="该店铺不存在或已关闭"
    note="店铺可能已关闭或链接有误。"
    back={{ href: mallRoutes.shopList.href(), label: '去看看其他店铺' }}
  />
);

export default function ShopDetailPage() {
  const { view } = useListView(shopGoodsList);
  const id = view.id;
  const shop = useQuery({ ...shopDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null || shop.data === null) return missing;
  return (
    <div className="page-column">
      <DataState state={shop} skeleton={<Skeleton height={112} mt="md" />}>
        {(s) => s && <ShopHeader shop={s} />}
      </DataState>
      <ShopGoods shopId={id} />
    </div>
  );
}
