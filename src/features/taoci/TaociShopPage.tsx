// /taoci-index/shop?id=: a ceramic shop in the sub-site's frame: its brand, region and
// certifications; the scene presets (室外地面 / 卫生间墙 / 客厅地面) as filter shortcuts; its tiles
// by use, with the tile filters and sorts, the URL being the whole view. An unknown or closed
// shop is the 404 page (HTTP 404 from the server render); without an id it lists the shops.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { taociRoutes } from '../../shared/sections/taoci/routes';
import { taociFiltersOf, taociSearch } from '../../shared/sections/taoci/saved-search';
import { shopListQuery, shopPageQuery, shopQueryOf, shopTiles } from '../../shared/sections/taoci/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { FilterFold } from '../../ui/filters/FilterFold';
import { ListResults, type ResultsText } from '../../ui/ListBody';
import { NotFound } from '../../ui/NotFound';
import { QueryNotice } from '../../ui/QueryNotice';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { Skeleton } from '../../ui/Skeleton';
import { SkipToResults } from '../../ui/SkipToResults';
import { TileCards } from './common/TileCards';
import { TaociFrame } from './frame/TaociFrame';
import { Presets } from './shop/Presets';
import { ShopDirectory } from './shop/ShopDirectory';
import { ShopHead } from './shop/ShopHead';
import { TileFilters } from './shop/TileFilters';
import { TileSorts } from './shop/TileSorts';

const RESULTS: ResultsText = { unit: '款瓷砖', empty: '没有符合条件的瓷砖，换个条件试试', skeleton: [4, 260] };

export const loader: Loader = async ({ client, search }) => {
  const view = shopTiles.read(search).view;
  const q = shopQueryOf(view);
  if (!q) {
    await client.prefetchQuery(shopListQuery(view));
    return;
  }
  const data = await client.fetchQuery(shopPageQuery(q)).catch(() => undefined);
  return { notFound: data === null };
};

export default function TaociShopPage() {
  const lv = useListView(shopTiles);
  const { view, malformed, go } = lv;
  const q = shopQueryOf(view);
  const page = useQuery({ ...shopPageQuery(q ?? { id: 0 }), enabled: q !== null, placeholderData: keepPreviousData });
  if (q === null) return <ShopDirectory of={lv} />;
  if (page.data === null) {
    return (
      <TaociFrame>
        <NotFound
          title="店铺不存在"
          note="该陶瓷店铺不存在或暂未营业。"
          back={{ href: taociRoutes.taociHome.href(), label: '回陶瓷馆首页' }}
        />
      </TaociFrame>
    );
  }
  const data = page.data;
  const tiles = {
    data: data?.tiles,
    error: page.error,
    isPending: page.isPending,
    isPlaceholderData: page.isPlaceholderData,
    refetch: page.refetch,
  };
  return (
    <TaociFrame categoryId={data?.tileCategoryId}>
      <div className="page-column">
        <Breadcrumb
          trail={[{ label: '陶瓷馆', href: taociRoutes.taociHome.href() }]}
          current={data?.shop.name ?? '陶瓷店铺'}
        />
        {data ? <ShopHead shop={data.shop} /> : <Skeleton height={140} />}
        <QueryNotice show={malformed} />
        <SkipToResults />
        <FilterFold>
          <Presets view={view} onChange={go} />
          <TileFilters view={view} uses={data?.uses ?? []} onChange={go} />
        </FilterFold>
        <TileSorts view={view} onChange={go} />
        <SaveSearchButton search={taociSearch} filters={taociFiltersOf(view, view.id ?? 0)} />
        <ListResults of={lv} state={tiles} text={RESULTS}>
          {(p) => <TileCards tiles={p.records} priority />}
        </ListResults>
      </div>
    </TaociFrame>
  );
}
