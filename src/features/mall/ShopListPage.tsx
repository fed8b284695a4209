// /shopList: shops by name, 经营方式 and province / city / district. The URL is the only source of
// truth (shopSearch in src/shared/views.ts); every change writes it and the list follows.
import { Skeleton } from '../../ui/Skeleton';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { product } from '../../api/product';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { shopProvince, shopSearch, shopSearchQuery } from '../../shared/sections/mall/views';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { ListResults, ListTop } from '../../ui/ListBody';
import { RegionSelects } from '../../ui/RegionSelects';
import { NameSearch } from './list/NameSearch';
import { ShopRow } from './shop/ShopRow';
import { ListHead } from './list/ListHead';
import classes from './shop/shop.module.css';

const SUPPORT_OPTIONS = [
  { value: '1', label: '平台自营' },
  { value: '0', label: '入驻商家' },
];

function ShopSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="店铺加载中" className={classes.list}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={150} />
      ))}
    </div>
  );
}

const shopPageQuery = (q: ReturnType<typeof shopSearchQuery>) => callQuery(product.shopPage, q);

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(shopPageQuery(shopSearchQuery(shopSearch.read(search).view)));
};

export default function ShopListPage() {
  const lv = useListView(shopSearch);
  const { view, go } = lv;
  const shops = useQuery({ ...shopPageQuery(shopSearchQuery(view)), placeholderData: keepPreviousData });
  const last = shops.data;
  const name = view.shopName;
  const empty = name ? `没有找到与“${name}”相关的店铺，暂无数据` : '暂无数据，换个地区试试';

  return (
    <div className="page-column">
      <ListHead title={name ? `“${name}”相关店铺` : '全部店铺'} count={last && `共找到 ${last.total} 家店铺`} />
      <ListTop of={lv}>
        <FilterBar>
          <FilterRow
            label="经营"
            options={SUPPORT_OPTIONS}
            value={view.selfSupport}
            onChange={(selfSupport) => go({ selfSupport })}
          />
          <div className={classes.filterLine} role="group" aria-label="所在地区">
            <span className={classes.filterLabel}>地区：</span>
            <div className={classes.regions}>
              <RegionSelects
                withLabels={false}
                inline
                size="xs"
                placeholders={['全部省份', '全部城市', '全部区县']}
                value={{
                  provinceCode: shopProvince(view),
                  cityCode: view.shopCityCode,
                  districtCode: view.shopDistrictCode,
                }}
                // with a city chosen the province is the city's, so the URL carries only the city
                onChange={(r) =>
                  go({
                    provinceCode: r.cityCode ? '' : r.provinceCode,
                    shopCityCode: r.cityCode,
                    shopDistrictCode: r.districtCode,
                  })
                }
              />
            </div>
          </div>
          <div className={classes.filterLine}>
            <span className={classes.filterLabel}>店名：</span>
            <NameSearch
              initial={name}
              label="店铺名称"
              placeholder="输入店铺名称"
              onSearch={(shopName) => go({ shopName })}
            />
          </div>
        </FilterBar>
      </ListTop>
      <div className={classes.results}>
        <ListResults of={lv} state={shops} text={{ unit: '家店铺', empty, skeleton: <ShopSkeleton /> }}>
          {(page) => (
            <div className={classes.list}>
              {page.records.map((s) => (
                <ShopRow key={s.id} shop={s} />
              ))}
            </div>
          )}
        </ListResults>
      </div>
    </div>
  );
}
