// A page of goods: the tiles, 暂无数据 when nothing matches, skeleton tiles while loading, and
// the pager. Shared by the search, category, shop and self-operated lists.
import { Skeleton } from '../../../ui/Skeleton';
import type { GoodsPage } from '../../../api/product';
import type { QueryState } from '../../../ui/DataState';
import { GoodsCard, GoodsGrid } from '../../../ui/GoodsCard';
import { PagedList } from '../../../ui/PagedList';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import classes from './mall.module.css';

export function GoodsSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="商品加载中">
      <GoodsGrid>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} height={290} />
        ))}
      </GoodsGrid>
    </div>
  );
}

interface Props {
  state: QueryState<GoodsPage>;
  onPage: (page: number) => void;
  pageHref?: (page: number) => string;
  emptyText?: string;
  skeletonCount?: number;
}

const FIRST_SCREEN_TILES = 2;

export function GoodsResults({ state, onPage, pageHref, emptyText = '暂无数据，换个条件试试', skeletonCount }: Props) {
  return (
    <PagedList
      state={state}
      unit="件商品"
      onPage={onPage}
      pageHref={pageHref}
      skeleton={<GoodsSkeleton count={skeletonCount} />}
      emptyText={emptyText}
    >
      {(page) => (
        <>
          {/* The cards' names are h3: their section heading, for the page outline. */}
          <h2 className="visually-hidden">商品列表</h2>
          <GoodsGrid>
            {page.records.map((g, i) => (
              <div key={g.id} className={classes.tile}>
                {/* the first row on a phone (two tiles) is the first screen: its pictures load first */}
                <GoodsCard
                  goods={g}
                  href={mallRoutes.goodsDetail.href({ id: g.id })}
                  priority={i < FIRST_SCREEN_TILES}
                />
                {g.groupBuy && (
                  <span className={classes.groupTag} data-tone="alert">
                    团购
                  </span>
                )}
              </div>
            ))}
          </GoodsGrid>
        </>
      )}
    </PagedList>
  );
}
