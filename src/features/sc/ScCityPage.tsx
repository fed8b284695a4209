// /sc/order-more/components/city: the city picker as a page. `?back=` is the sc page to return
// to (the search by default) and `?cityCode=` the current choice; picking goes back with the
// city in that page's address.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { scCityView, withCity } from '../../shared/sections/sc/views';
import { DataState } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { CityPicker } from './city/CityPicker';
import { cityQuery } from './city/queries';
import { ScFrame } from './common/ScFrame';
import classes from './common/sc.module.css';

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(cityQuery);
};

export default function ScCityPage() {
  const { view, malformed } = useListView(scCityView);
  const [, navigate] = useLocation();
  const cities = useQuery(cityQuery);
  return (
    <ScFrame>
      <h1 className={classes.h1}>选择城市</h1>
      <QueryNotice show={malformed} />
      <DataState state={cities}>
        {(list) => (
          <CityPicker
            cities={list}
            currentCode={view.cityCode}
            onPick={(c) => navigate(withCity(view.back, c?.code ?? null))}
          />
        )}
      </DataState>
    </ScFrame>
  );
}
