// The goods list under a list view (categoryId, brandId, sort, current in the URL): facet
// filters, the sort bar and the paged results. Choosing a category clears the brand, because
// the brand facets belong to the category.
import type { CategoryNode, GoodsPage } from '../../../api/product';
import type { MallListView } from '../../../shared/sections/mall/views';
import type { QueryState } from '../../../ui/DataState';
import { SortBar } from '../../../ui/FilterBar';
import { FilterFold } from '../../../ui/filters/FilterFold';
import { GoodsFilters } from './GoodsFilters';
import { GoodsResults } from './GoodsResults';
import { SORT_OPTIONS } from './sort-options';

interface Props {
  view: MallListView;
  go: (patch: Partial<MallListView>) => void;
  onPage: (current: number) => void;
  /** A useQuery result with keepPreviousData: the filters keep the last facets while loading. */
  goods: QueryState<GoodsPage>;
  tree: CategoryNode[] | undefined;
  skeletonCount?: number;
}

export function GoodsListBody({ view, go, onPage, goods, tree, skeletonCount }: Props) {
  return (
    <>
      <FilterFold>
        <GoodsFilters
          facets={goods.data?.facets}
          tree={tree}
          categoryId={view.categoryId}
          brandId={view.brandId}
          onCategory={(categoryId) => go({ categoryId, brandId: null })}
          onBrand={(brandId) => go({ brandId })}
        />
      </FilterFold>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <GoodsResults state={goods} skeletonCount={skeletonCount} onPage={onPage} />
    </>
  );
}
