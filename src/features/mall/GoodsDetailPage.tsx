// /goodsDetail?id=: breadcrumb, gallery, price (group buy with its countdown), tiers, stock,
// quantity, add to cart, the shop card, and the specs. An unknown id is the 404 page (HTTP 404
// from the server render).
import { Skeleton } from '../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { GoodsDetail } from '../../api/product';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { portalRoutes } from '../../shared/sections/portal/routes';
import { shopGoodsList } from '../../shared/sections/mall/views';
import { tileFactsQuery } from './detail/tile-query';
import { DataState, EmptyData } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { goodsDetailQuery } from './common/queries';
import { Gallery } from './detail/Gallery';
import { GroupBuyPrice } from './detail/GroupBuyPrice';
import { PurchaseBox } from './detail/PurchaseBox';
import { ShopCardAside } from './detail/ShopCardAside';
import { TileCalculator } from './detail/TileCalculator';
import { TileSpecs } from './detail/TileSpecs';
import { useGroupBuy } from './detail/use-group-buy';
import classes from './detail/detail.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

function Detail({ goods }: { goods: GoodsDetail }) {
  const groupBuy = useGroupBuy(goods);
  // A tile (the ceramic section's facts, fetched by the loader) is bought by area or boxes from one
  // colour batch; without its facts the goods' own box stays (the server still keeps one batch).
  const tile = useQuery(tileFactsQuery(goods.id));
  return (
    <>
      <Breadcrumb
        trail={[
          { label: '首页', href: portalRoutes.home.href() },
          ...goods.categoryPath.map((c) => ({ label: c.name, href: mallRoutes.typeGoods.href({ categoryId: c.id }) })),
        ]}
        current={goods.productName}
      />
      <div className={classes.layout}>
        <Gallery images={goods.images.length ? goods.images : [goods.imageUrl]} name={goods.productName} />
        <section className={classes.info} aria-labelledby="goods-name">
          <h1 id="goods-name" className={classes.title}>
            {goods.selfSupport && <span className={classes.selfTag}>自营</span>}
            {goods.productName}
          </h1>
          <ComplaintButton objectKind="goods" objectId={goods.id} title={goods.productName} />
          <p className={classes.sub}>
            <span>品牌：{goods.brand}</span>
            <span>规格：{goods.spec}</span>
            <span>已售 {goods.salesCount}</span>
          </p>
          <GroupBuyPrice goods={goods} state={groupBuy} />
          {tile.data ? (
            <TileCalculator tile={tile.data} />
          ) : (
            <PurchaseBox goods={goods} groupBuyRunning={groupBuy.running} />
          )}
        </section>
        <ShopCardAside shop={goods.shop} />
      </div>
      {tile.data && <TileSpecs tile={tile.data} />}
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
    <div className={classes.layout} role="status" aria-busy="true" aria-label="商品加载中">
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

// The id is read as the shop and list pages read theirs (a positive integer, else none).
const readId = (search: URLSearchParams) => shopGoodsList.read(search).view.id;

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const [goods] = await Promise.all([
    client.fetchQuery(goodsDetailQuery(id)).catch(() => undefined),
    client.prefetchQuery(tileFactsQuery(id)),
  ]);
  return { notFound: goods === null };
};

export default function GoodsDetailPage() {
  const id = useListView(shopGoodsList).view.id;
  const goods = useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null || goods.data === null) {
    return (
      <NotFound
        title="该商品不存在或已下架"
        note="商品可能已下架或链接有误。"
        back={{ href: mallRoutes.moreGoods.href(), label: '去看看其他商品' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={goods} skeleton={<DetailSkeleton />}>
        {(g) => g && <Detail key={g.id} goods={g} />}
      </DataState>
    </div>
  );
}
