// The goods list under a list view (categoryId, brandId, sort, current in the URL): facet
// filters, the sort bar and the paged results. Choosing a category clears the brand, because
// the brand facets belong to the category.
import type { GoodsPage } from '../../api/mall';
import type { CategoryNode } from '../../api/product';
import type { CallState } from '../../client/use-call';
import { SortBar } from '../../ui/FilterBar';
import { GoodsFilters } from './GoodsFilters';
import { GoodsResults } from './GoodsResults';
import { SORT_OPTIONS } from './goods-query';
import type { ListView } from './detail-query';
import { useLastDefined } from './use-last';

interface Props {
  view: ListView;
  go: (patch: Partial<ListView>) => void;
  onPage: (current: number) => void;
  goods: CallState<GoodsPage>;
  tree: CategoryNode[] | undefined;
  skeletonCount?: number;
}

export function GoodsListBody({ view, go, onPage, goods, tree, skeletonCount }: Props) {
  const last = useLastDefined(goods.data);
  return (
    <>
      <GoodsFilters
        facets={last?.facets}
        tree={tree}
        categoryId={view.categoryId}
        brandId={view.brandId}
        onCategory={(categoryId) => go({ categoryId, brandId: null })}
        onBrand={(brandId) => go({ brandId })}
      />
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <GoodsResults state={goods} skeletonCount={skeletonCount} onPage={onPage} />
    </>
  );
}
