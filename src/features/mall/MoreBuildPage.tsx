// /moreBuild: the self-operated bulk-procurement list ("more build" = 大宗集采).
// Decision: the spec names the route only. It is built as a dense procurement sheet of the
// platform's self-operated goods (product.selfGoodsPage, best sellers first) where a buyer sets a
// quantity per row and adds it to the cart without opening each goods, since bulk buyers order
// many lines at once. Category filter, search words and page live in the URL
// (categoryId, keyword, current); quantities are per-row drafts, not view state.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Skeleton } from '../../ui/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { MallGoodsCard } from '../../api/product';
import { categoryTreeQuery } from '../../shared/category';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { portalRoutes } from '../../shared/sections/portal/routes';
import { bulkList, type MallListView } from '../../shared/sections/mall/views';
import { Img } from '../../ui/Img';
import { ListResults, ListTop, type ResultsText } from '../../ui/ListBody';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { GoodsFilters } from './list/GoodsFilters';
import { keywordOf } from '../../ui/filters/FilterForms';
import { NameSearch } from './list/NameSearch';
import { LIST_SIZE, selfPageQuery } from './common/queries';
import { SelfBand } from './self/SelfBand';
import { useAddToCart } from './detail/use-add-to-cart';
import classes from './self/self.module.css';
import shopClasses from './shop/shop.module.css';
import { TableHead } from '../../ui/TableHead';

// Bulk buyers want the best sellers first.
const RESULTS: ResultsText = {
  unit: '件商品',
  empty: '暂无数据，换个分类试试',
  skeleton: <Skeleton height={480} mt="md" />,
};
const bulkQuery = (v: MallListView) =>
  selfPageQuery({
    categoryId: v.categoryId,
    productName: v.keyword || undefined,
    sort: v.sort === 'default' ? 'sales' : v.sort,
    current: v.current,
    size: LIST_SIZE,
  });

export const loader: Loader = async ({ client, search }) => {
  const { view } = bulkList.read(search);
  await Promise.all([client.prefetchQuery(categoryTreeQuery), client.prefetchQuery(bulkQuery(view))]);
};

function BulkRow({ goods, adding, onAdd }: { goods: MallGoodsCard; adding: boolean; onAdd: (q: number) => void }) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = goods.stock <= 0;
  return (
    <tr>
      <td>
        <div className={classes.bulkGoods}>
          <Img src={goods.imageUrl} alt="" width={56} height={56} />
          <div>
            <Link href={mallRoutes.goodsDetail.href({ id: goods.id })}>{goods.productName}</Link>
            <small>
              {goods.brand} · {goods.spec}
            </small>
          </div>
        </div>
      </td>
      <td data-label="单价">
        <Price value={goods.groupBuy?.price ?? goods.price} unit={goods.unit} />
        {goods.groupBuy && <small> 团购</small>}
      </td>
      <td data-label="库存" className={classes.bulkStock}>
        {soldOut ? '暂时缺货' : `${goods.stock} ${goods.unit}`}
      </td>
      <td data-label="采购量">
        <div className={classes.bulkAction}>
          <QuantityStepper
            size="sm"
            label={`${goods.productName}采购量`}
            value={quantity}
            onChange={setQuantity}
            max={Math.max(1, goods.stock)}
            disabled={soldOut}
          />
          <Button size="xs" color="price" disabled={soldOut} loading={adding} onClick={() => onAdd(quantity)}>
            加入购物车
          </Button>
        </div>
      </td>
    </tr>
  );
}

export default function MoreBuildPage() {
  const lv = useListView(bulkList);
  const { view, go } = lv;
  const tree = useQuery(categoryTreeQuery);
  const goods = useQuery({ ...bulkQuery(view), placeholderData: keepPreviousData });
  const last = goods.data;
  const { add, isAdding } = useAddToCart();
  return (
    <div className="page-column">
      <SelfBand title="大宗集采">
        <Link href={mallRoutes.mallSelf.href()}>自营商城 ›</Link>
        <Link href={portalRoutes.cart.href()}>我的购物车 ›</Link>
      </SelfBand>
      <p className={classes.bulkIntro}>
        平台自营商品批量采购：逐行填写采购量并加入购物车，到购物车统一结算；阶梯价与团购价在购物车按数量自动计算。
      </p>
      <ListTop of={lv} />
      <GoodsFilters
        facets={last?.facets}
        tree={tree.data}
        categoryId={view.categoryId}
        brandId={null}
        onCategory={(categoryId) => go({ categoryId })}
      />
      <div className={`${shopClasses.shopToolbar} ${classes.bulkToolbar}`}>
        <NameSearch {...keywordOf(view, go)} label="搜索集采商品" placeholder="输入商品名称" />
        {last && <span role="status">共 {last.total} 件自营商品</span>}
      </div>
      <ListResults of={lv} state={goods} text={RESULTS}>
        {(p) => (
          <table className={classes.bulkTable}>
            <TableHead cols={['商品', '单价', '库存', '采购量']} />
            <tbody>
              {p.records.map((g) => (
                <BulkRow key={g.id} goods={g} adding={isAdding(g.id)} onAdd={(q) => void add(g.id, q)} />
              ))}
            </tbody>
          </table>
        )}
      </ListResults>
    </div>
  );
}
