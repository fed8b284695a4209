// /shopList: shops by name, 经营方式 and province / city / district. The URL is the only source of
// truth (see shop-query.ts); every change writes it and the list follows.
import { useMemo } from 'react';
import { Skeleton } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { mall } from '../../api/mall';
import { useCall } from '../../client/use-call';
import { DataState } from '../../ui/DataState';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { Pager } from '../../ui/Pager';
import { QueryNotice } from '../../ui/QueryNotice';
import { RegionSelects } from '../../ui/RegionSelects';
import { NameSearch } from './NameSearch';
import { ShopRow } from './ShopRow';
import { nextShopView, readShopView, shopQueryOf, shopViewUrl } from './shop-query';
import { ListHead } from './ListHead';
import { useLastDefined } from './use-last';
import { pageTo } from './use-list-view';
import classes from './shop.module.css';

const SUPPORT_OPTIONS = [
  { value: '1', label: '平台自营' },
  { value: '0', label: '入驻商家' },
];

function ShopSkeleton() {
  return (
    <div aria-busy="true" aria-label="店铺加载中" className={classes.list}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={150} />
      ))}
    </div>
  );
}

export default function ShopListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, malformed } = useMemo(() => readShopView(new URLSearchParams(search)), [search]);
  const go = (patch: Parameters<typeof nextShopView>[1]) => navigate(shopViewUrl(nextShopView(view, patch)));
  const shops = useCall(mall.shopPage, shopQueryOf(view));
  const last = useLastDefined(shops.data);
  const name = view.page.shopName;

  return (
    <div className="page-column">
      <ListHead title={name ? `“${name}”相关店铺` : '全部店铺'} count={last && `共找到 ${last.total} 家店铺`} />
      <QueryNotice show={malformed} />
      <FilterBar>
        <FilterRow label="经营" options={SUPPORT_OPTIONS} value={view.page.selfSupport} onChange={(selfSupport) => go({ selfSupport })} />
        <div className={classes.filterLine} role="group" aria-label="所在地区">
          <span className={classes.filterLabel}>地区：</span>
          <div className={classes.regions}>
            <RegionSelects
              withLabels={false}
              inline
              size="xs"
              placeholders={['全部省份', '全部城市', '全部区县']}
              value={{ provinceCode: view.provinceCode, cityCode: view.page.shopCityCode, districtCode: view.page.shopDistrictCode }}
              onChange={(r) => go({ provinceCode: r.provinceCode, shopCityCode: r.cityCode, shopDistrictCode: r.districtCode })}
            />
          </div>
        </div>
        <div className={classes.filterLine}>
          <span className={classes.filterLabel}>店名：</span>
          <NameSearch key={name} initial={name} label="店铺名称" placeholder="输入店铺名称" onSearch={(shopName) => go({ shopName })} />
        </div>
      </FilterBar>
      <div className={classes.results}>
        <DataState
          state={shops}
          skeleton={<ShopSkeleton />}
          isEmpty={(p) => p.records.length === 0}
          emptyText={name ? `没有找到与“${name}”相关的店铺，暂无数据` : '暂无数据，换个地区试试'}
        >
          {(page) => (
            <>
              <div className={classes.list}>
                {page.records.map((s) => (
                  <ShopRow key={s.id} shop={s} />
                ))}
              </div>
              <Pager
                total={page.total}
                pages={page.pages}
                current={page.current}
                unit="家店铺"
                onPage={pageTo(go)}
              />
            </>
          )}
        </DataState>
      </div>
    </div>
  );
}
