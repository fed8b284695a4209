// /taoci-index/shop without a shop id: the open ceramic shops, by producing region, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TILE_REGION_NAMES } from '../../../api/taoci-dicts';
import { taociRoutes } from '../../../shared/sections/taoci/routes';
import { shopListQuery, type ShopView } from '../../../shared/sections/taoci/views';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { ListResults, type ListHandle, type ResultsText } from '../../../ui/ListBody';
import { SkipToResults } from '../../../ui/SkipToResults';
import { TaociFrame } from '../frame/TaociFrame';
import { ShopCards } from '../home/ShopCards';
import classes from '../common/taoci.module.css';

const RESULTS: ResultsText = { unit: '家店铺', empty: '该产区暂无店铺', skeleton: [6, 90] };

export function ShopDirectory({ of }: { of: ListHandle<ShopView> }) {
  const { view, go } = of;
  const list = useQuery({ ...shopListQuery(view), placeholderData: keepPreviousData });
  return (
    <TaociFrame>
      <div className="page-column">
        <Breadcrumb trail={[{ label: '陶瓷馆', href: taociRoutes.taociHome.href() }]} current="品牌店铺" />
        <h1 className={classes.pageTitle}>陶瓷品牌店铺</h1>
        <SkipToResults />
        <FilterBar>
          <FilterRow
            label="产区"
            options={TILE_REGION_NAMES.map((r) => ({ value: r, label: r }))}
            value={view.region ?? ''}
            onChange={(v) => go({ region: (v || null) as ShopView['region'] })}
          />
        </FilterBar>
        <ListResults of={of} state={list} text={RESULTS}>
          {(p) => <ShopCards shops={p.records} />}
        </ListResults>
      </div>
    </TaociFrame>
  );
}
