// /moreGoods: goods search and listing. The URL is the only source of truth (goodsSearch in
// src/shared/views.ts): every filter, sort and page change writes it, and the list is whatever
// the URL says. Filters keep the last answer while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryTreeQuery } from '../../shared/category';
import { useListView } from '../../shared/list-view';
import { SkipToResults } from '../../ui/SkipToResults';
import type { Loader } from '../../shared/query';
import { goodsSearch, goodsSearchQuery } from '../../shared/sections/mall/views';
import { SortBar } from '../../ui/FilterBar';
import { FilterFold } from '../../ui/filters/FilterFold';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsFilters } from './list/GoodsFilters';
import { GoodsResults } from './list/GoodsResults';
import { ListHead } from './list/ListHead';
import { PriceRange } from './list/PriceRange';
import { goodsPageQuery } from './common/queries';
import { SORT_OPTIONS } from './list/sort-options';

export const loader: Loader = async ({ client, search }) => {
  const { view } = goodsSearch.read(search);
  await Promise.all([
    client.prefetchQuery(categoryTreeQuery),
    client.prefetchQuery(goodsPageQuery(goodsSearchQuery(view))),
  ]);
};

export default function MoreGoodsPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(goodsSearch);
  const goods = useQuery({ ...goodsPageQuery(goodsSearchQuery(view)), placeholderData: keepPreviousData });
  const tree = useQuery(categoryTreeQuery);
  const word = view.productName;

  return (
    <div className="page-column">
      <ListHead
        title={word ? `“${word}”的搜索结果` : '全部商品'}
        count={goods.data && `共找到 ${goods.data.total} 件商品`}
      />
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterFold>
        <GoodsFilters
          facets={goods.data?.facets}
          tree={tree.data}
          categoryId={view.categoryId}
          brandId={view.brandId}
          supportType={view.supportType}
          onCategory={(categoryId) => go({ categoryId, brandId: null })}
          onBrand={(brandId) => go({ brandId })}
          onSupportType={(supportType) => go({ supportType })}
        />
      </FilterFold>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })}>
        <PriceRange
          key={`${view.minPrice}-${view.maxPrice}`}
          min={view.minPrice}
          max={view.maxPrice}
          onApply={(minPrice, maxPrice) => go({ minPrice, maxPrice })}
        />
      </SortBar>
      <GoodsResults
        state={goods}
        onPage={onPage}
        pageHref={pageHref}
        emptyText={word ? `没有找到与“${word}”相关的商品，暂无数据` : undefined}
      />
    </div>
  );
}
