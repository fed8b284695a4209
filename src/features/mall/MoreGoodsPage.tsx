// /moreGoods: goods search and listing. The URL is the only source of truth (see goods-query.ts):
// every filter, sort and page change writes it, and the list is whatever the URL says.
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { mall } from '../../api/mall';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { SortBar } from '../../ui/FilterBar';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsFilters } from './GoodsFilters';
import { GoodsResults } from './GoodsResults';
import { goodsQueryOf, goodsViewUrl, nextView, readGoodsView, SORT_OPTIONS } from './goods-query';
import { PriceRange } from './PriceRange';
import { ListHead } from './ListHead';
import { useLastDefined } from './use-last';
import { pageTo } from './use-list-view';

export default function MoreGoodsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, malformed } = useMemo(() => readGoodsView(new URLSearchParams(search)), [search]);
  const go = (patch: Parameters<typeof nextView>[1]) => navigate(goodsViewUrl(nextView(view, patch)));
  const goods = useCall(mall.goodsPage, goodsQueryOf(view));
  const tree = useCall(product.categoryTree, {});
  const last = useLastDefined(goods.data);
  const word = view.page.productName;

  return (
    <div className="page-column">
      <ListHead title={word ? `“${word}”的搜索结果` : '全部商品'} count={last && `共找到 ${last.total} 件商品`} />
      <QueryNotice show={malformed} />
      <GoodsFilters
        facets={last?.facets}
        tree={tree.data}
        categoryId={view.categoryId}
        brandId={view.brandId}
        supportType={view.page.supportType}
        onCategory={(categoryId) => go({ categoryId, brandId: null })}
        onBrand={(brandId) => go({ brandId })}
        onSupportType={(supportType) => go({ supportType })}
      />
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })}>
        <PriceRange
          key={`${view.minPrice}-${view.maxPrice}`}
          min={view.minPrice}
          max={view.maxPrice}
          onApply={(minPrice, maxPrice) => go({ minPrice, maxPrice })}
        />
      </SortBar>
      <GoodsResults state={goods} onPage={pageTo(go)} emptyText={word ? `没有找到与“${word}”相关的商品，暂无数据` : undefined} />
    </div>
  );
}
