// /materialMap: material prices by region. Pick a material: the provinces are shaded by its
// latest weekly average (a Leaflet map of the shipped outlines, client only) beside a table of
// every province with its price and the change over the last 12 weeks; sortable by either.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { materialOf, PRICED_MATERIALS, UNIT_NAMES } from '../../api/ground-dicts';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { groundRoutes } from '../../shared/sections/ground/routes';
import { priceMapView } from '../../shared/sections/ground/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState } from '../../ui/DataState';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { QueryNotice } from '../../ui/QueryNotice';
import { formatDay } from '../../ui/date';
import { yuan } from './common/format';
import classes from './common/ground.module.css';
import { priceMapQuery } from './common/queries';

const PriceChoropleth = lazy(() => import('./map/PriceChoropleth'));

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(priceMapQuery(priceMapView.read(search).view.material));
};

export default function MaterialMapPage() {
  const { view, malformed, go } = useListView(priceMapView);
  const prices = useQuery(priceMapQuery(view.material));
  const [order, setOrder] = useState<'price' | 'change'>('price');
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  const m = materialOf(view.material)!;
  const unit = `元/${UNIT_NAMES[m.unit]}`;
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '地材地图', href: groundRoutes.groundMap.href() }]} current="材料价格地图" />
      <header className={classes.head}>
        <h1>{m.name}价格地图</h1>
        {prices.data?.week && (
          <span className={classes.count}>
            {formatDay(prices.data.week)} 当周各省均价（{unit}）
          </span>
        )}
      </header>
      <QueryNotice show={malformed} />
      <FilterBar>
        <FilterRow
          label="材料"
          options={PRICED_MATERIALS.map((x) => ({ value: x.code, label: x.name }))}
          value={view.material}
          onChange={(material) => material && go({ material })}
        />
      </FilterBar>
      <DataState state={prices}>
        {(d) => {
          const rows = [...d.provinces].sort((a, b) =>
            order === 'price' ? b.price - a.price : b.change12w - a.change12w,
          );
          return (
            <div className={classes.layout}>
              <div className={classes.mapPane} data-open="true">
                {client ? (
                  <Suspense fallback={<p className={classes.mapPlaceholder}>地图加载中…</p>}>
                    <PriceChoropleth provinces={d.provinces} unit={unit} />
                  </Suspense>
                ) : (
                  <p className={classes.mapPlaceholder}>地图加载中…</p>
                )}
              </div>
              <table className={classes.table}>
                <caption className={classes.muted}>近 12 周涨跌为最新一周均价相对 12 周前的变化</caption>
                <thead>
                  <tr>
                    <th scope="col">省份</th>
                    <th scope="col" aria-sort={order === 'price' ? 'descending' : 'none'}>
                      <button type="button" className={classes.button} onClick={() => setOrder('price')}>
                        均价（{unit}）
                      </button>
                    </th>
                    <th scope="col" aria-sort={order === 'change' ? 'descending' : 'none'}>
                      <button type="button" className={classes.button} onClick={() => setOrder('change')}>
                        近 12 周涨跌
                      </button>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={p.code}>
                      <th scope="row">{p.name}</th>
                      <td className={classes.price}>{yuan(p.price)}</td>
                      <td className={p.change12w > 0 ? classes.up : p.change12w < 0 ? classes.down : undefined}>
                        {p.change12w > 0 ? '↑ +' : p.change12w < 0 ? '↓ ' : ''}
                        {p.change12w}%
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </DataState>
    </div>
  );
}
