// /goodsDetail?id=: breadcrumb, gallery, price (group buy with its countdown), tiers, stock,
// quantity, add to cart, the shop card, and the specs.
import { Skeleton } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { mall, type GoodsDetail } from '../../api/mall';
import { ApiError } from '../../client/errors';
import { useCall } from '../../client/use-call';
import { DataState, EmptyData } from '../../ui/DataState';
import { Missing } from './Missing';
import { idText } from '../../ui/page-query';
import { Gallery } from './Gallery';
import { GroupBuyPrice } from './GroupBuyPrice';
import { PurchaseBox } from './PurchaseBox';
import { ShopCardAside } from './ShopCardAside';
import { useGroupBuy } from './use-group-buy';
import classes from './detail.module.css';

function Breadcrumb({ goods }: { goods: GoodsDetail }) {
  return (
    <nav aria-label="当前位置" className={classes.breadcrumb}>
      <Link href="/home">首页</Link>
      {goods.categoryPath.map((c) => (
        <span key={c.id}>
          <span aria-hidden="true"> › </span>
          <Link href={`/typeGoods?categoryId=${c.id}`}>{c.name}</Link>
        </span>
      ))}
      <span aria-hidden="true"> › </span>
      <span aria-current="page">{goods.productName}</span>
    </nav>
  );
}

function Detail({ goods }: { goods: GoodsDetail }) {
  const groupBuy = useGroupBuy(goods);
  return (
    <>
      <Breadcrumb goods={goods} />
      <div className={classes.layout}>
        <Gallery images={goods.images.length ? goods.images : [goods.imageUrl]} name={goods.productName} />
        <section className={classes.info} aria-labelledby="goods-name">
          <h1 id="goods-name" className={classes.title}>
            {goods.selfSupport && <span className={classes.selfTag}>自营</span>}
            {goods.productName}
          </h1>
          <p className={classes.sub}>
            <span>品牌：{goods.brand}</span>
            <span>规格：{goods.spec}</span>
            <span>已售 {goods.salesCount}</span>
          </p>
          <GroupBuyPrice goods={goods} state={groupBuy} />
          <PurchaseBox goods={goods} groupBuyRunning={groupBuy.running} />
        </section>
        <ShopCardAside shop={goods.shop} />
      </div>
      <section className={classes.specs} aria-labelledby="goods-specs">
        <h2 id="goods-specs">规格参数</h2>
        {goods.specs.length === 0 ? (
          <EmptyData />
        ) : (
          <table>
            <tbody>
              {goods.specs.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  <td>{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" aria-label="商品加载中">
      <Skeleton height={420} />
      <div>
        <Skeleton height={28} mb={12} />
        <Skeleton height={16} width="60%" mb={20} />
        <Skeleton height={90} mb={16} />
        <Skeleton height={140} />
      </div>
      <Skeleton height={260} />
    </div>
  );
}

export default function GoodsDetailPage() {
  const id = idText(new URLSearchParams(useSearch()).get('id') ?? undefined) ?? null;
  const goods = useCall(mall.goodsDetail, id === null ? null : { id });
  return (
    <div className="page-column">
      {id === null || (goods.error instanceof ApiError && goods.error.status === 404) ? (
        <Missing text="该商品不存在或已下架" back="/moreGoods" backLabel="去看看其他商品" />
      ) : (
        <DataState state={goods} skeleton={<DetailSkeleton />}>
          {(g) => <Detail key={g.id} goods={g} />}
        </DataState>
      )}
    </div>
  );
}
