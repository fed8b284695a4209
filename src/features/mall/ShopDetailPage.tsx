// /shopDetail?id=: the shop's header and its goods, with a search inside the shop, sorts and
// pagination; all of it in the URL (id, keyword, sort, current).
import { Skeleton } from '@mantine/core';
import { useSearch } from 'wouter';
import { mall, type ShopCard } from '../../api/mall';
import { ApiError } from '../../client/errors';
import { useCall } from '../../client/use-call';
import { DataState } from '../../ui/DataState';
import { Missing } from './Missing';
import { SortBar } from '../../ui/FilterBar';
import { Img } from '../../ui/Img';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsResults } from './GoodsResults';
import { SORT_OPTIONS } from './goods-query';
import { readListView } from './detail-query';
import { NameSearch } from './NameSearch';
import { shopPlace } from './ShopRow';
import { useListView } from './use-list-view';
import classes from './shop.module.css';

const SIZE = 20;

function ShopHeader({ shop }: { shop: ShopCard }) {
  return (
    <header className={classes.shopHead}>
      <Img src={shop.logoUrl} alt={`${shop.shopName}标志`} width={72} height={72} />
      <div className={classes.shopHeadMeta}>
        <h1>
          {shop.selfSupport && <span className={classes.self}>自营</span>}
          {shop.shopName}
        </h1>
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
  const { view, malformed, go, onPage } = useListView('/shopDetail');
  const goods = useCall(mall.goodsPage, {
    shopId,
    productName: view.keyword || undefined,
    sort: view.sort,
    current: view.current,
    size: SIZE,
  });
  return (
    <section className={classes.shopBody} aria-label="店铺商品">
      <QueryNotice show={malformed} />
      <div className={classes.shopToolbar}>
        <NameSearch key={view.keyword} initial={view.keyword} label="在本店搜索" placeholder="搜索本店商品" onSearch={(keyword) => go({ keyword })} />
      </div>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <GoodsResults
        state={goods}
        skeletonCount={SIZE / 2}
        emptyText={view.keyword ? `本店没有与“${view.keyword}”相关的商品，暂无数据` : '本店暂无在售商品'}
        onPage={onPage}
      />
    </section>
  );
}

export default function ShopDetailPage() {
  const search = useSearch();
  const id = readListView(new URLSearchParams(search)).view.id;
  const shop = useCall(mall.shopDetail, id === null ? null : { id });
  if (id === null || (shop.error instanceof ApiError && shop.error.status === 404)) {
    return (
      <div className="page-column">
        <Missing text="该店铺不存在或已关闭" back="/shopList" backLabel="去看看其他店铺" />
      </div>
    );
  }
  return (
    <div className="page-column">
      <DataState state={shop} skeleton={<Skeleton height={112} mt="md" />}>
        {(s) => <ShopHeader shop={s} />}
      </DataState>
      <ShopGoods shopId={id} />
    </div>
  );
}
