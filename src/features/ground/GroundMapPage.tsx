// /groundMaterialMap: the ground-material map. The URL is the whole view (the spec's page JSON
// {size, current, total, companyName, address} plus filters, viewport, project site and sort);
// a malformed query falls back with the notice. The server renders the list of 5 and a map
// placeholder; in the browser the map (Leaflet, its own chunk) mounts beside the list — on a
// phone behind 显示地图 — and the groundMap flow keeps the two in sync.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { GROUND_SORT_NAMES, type GroundSort } from '../../api/ground-dicts';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { groundRoutes } from '../../shared/sections/ground/routes';
import { groundFiltersOf, groundSearch } from '../../shared/sections/ground/saved-search';
import { groundMapList, groundQueryOf, type GroundView } from '../../shared/sections/ground/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { ListResults, ListTop, type ResultsText } from '../../ui/ListBody';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { Converter } from './common/Converter';
import { mapConfigQuery, sitePageQuery } from './common/queries';
import classes from './common/ground.module.css';
import { GroundFilters } from './list/GroundFilters';
import { SitePin } from './list/SitePin';
import { SiteRows } from './list/SiteRows';

const GroundMap = lazy(() => import('./map/GroundMap'));
const RESULTS: ResultsText = {
  unit: '个供应点',
  empty: '当前视野内没有符合条件的供应点，可缩小地图或调整筛选',
  skeleton: [5, 120],
};

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(sitePageQuery(groundQueryOf(groundMapList.read(search).view)));
};

/** The map's filters: the saved ones without the viewport (the map sends its own). */
const mapFiltersOf = (v: GroundView) => {
  const { bbox: _bbox, ...filters } = groundFiltersOf(v);
  return filters;
};

export default function GroundMapPage() {
  const lv = useListView(groundMapList);
  const { view, go } = lv;
  const [, navigate] = useLocation();
  const list = useQuery({ ...sitePageQuery(groundQueryOf(view)), placeholderData: keepPreviousData });
  const config = useQuery(mapConfigQuery);
  const [mapOpen, setMapOpen] = useState<boolean | null>(null);
  const [pinMode, setPinMode] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  // The map is the browser's: open on a wide screen, behind a toggle on a phone.
  useEffect(() => setMapOpen(globalThis.matchMedia?.('(min-width: 901px)').matches ?? true), []);
  const site: [number, number] | null =
    view.siteLat !== null && view.siteLng !== null ? [view.siteLng, view.siteLat] : null;
  const sorts = (['updated', 'price', 'distance', 'delivered'] as GroundSort[])
    .filter((s) => (s !== 'price' && s !== 'delivered') || view.material)
    .filter((s) => (s !== 'distance' && s !== 'delivered') || site)
    .map((value) => ({
      value,
      label:
        value === 'price'
          ? '出厂价最低'
          : value === 'delivered'
            ? '到场价最低'
            : value === 'distance'
              ? '距离最近'
              : GROUND_SORT_NAMES[value],
    }));
  const setSite = (s: [number, number] | null) => {
    setPinMode(false);
    go(
      s
        ? { siteLng: s[0], siteLat: s[1] }
        : {
            siteLng: null,
            siteLat: null,
            sort: view.sort === 'distance' || view.sort === 'delivered' ? 'updated' : view.sort,
          },
    );
  };
  return (
    <div className="page-column">
      <Breadcrumb trail={[]} current="地材地图" />
      <header className={classes.head}>
        <h1>地材地图</h1>
        {list.data && <span className={classes.count}>视野内共 {list.data.total} 个供应点</span>}
        <div className={classes.headActions}>
          <SaveSearchButton search={groundSearch} filters={groundFiltersOf(view)} />
          <button
            type="button"
            className={`${classes.button}`}
            aria-pressed={mapOpen === true}
            onClick={() => setMapOpen(!mapOpen)}
          >
            {mapOpen ? '隐藏地图' : '显示地图'}
          </button>
          {view.bbox && (
            <button type="button" className={classes.button} onClick={() => go({ bbox: null })}>
              查看全国
            </button>
          )}
        </div>
      </header>
      <ListTop of={lv} filters={GroundFilters}>
        <SitePin site={site} pinMode={pinMode} mapShown={mapOpen === true} onPinMode={setPinMode} onSite={setSite} />
        <Converter initial={view.material} />
      </ListTop>
      <div className={classes.layout}>
        <div>
          <ListResults of={lv} sorts={sorts} state={list} text={RESULTS}>
            {(p) => (
              <SiteRows records={p.records} material={view.material} activeId={activeId} onActive={setActiveId} />
            )}
          </ListResults>
        </div>
        <div className={classes.mapPane} data-open={mapOpen === true}>
          {mapOpen && config.data ? (
            <Suspense fallback={<p className={classes.mapPlaceholder}>地图加载中…</p>}>
              <GroundMap
                bbox={view.bbox}
                filters={mapFiltersOf(view)}
                rows={list.data?.records ?? []}
                activeId={activeId}
                site={site}
                pinMode={pinMode}
                tiles={config.data.tiles}
                onPin={(lng, lat) => setSite([lng, lat])}
                onOpen={(id) => navigate(groundRoutes.groundDetails.href({ id }))}
              />
            </Suspense>
          ) : (
            <p className={classes.mapPlaceholder}>
              {mapOpen === false ? '地图已隐藏，列表与筛选照常可用' : '地图加载中…'}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
