// /findDevices/listSupply: the 出租 list. The URL is the whole view (supplyList): filters, the
// job for the all-in cost, sort and page; a malformed query falls back to the defaults with the
// notice. With a job, every row shows its all-in cost and the list can sort by it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { supplyList, supplyQueryOf, type SupplyView } from '../../shared/sections/devices/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { keywordTitle, ListPageHead } from '../../ui/ListPageHead';
import { SortBar } from '../../ui/FilterBar';
import { FilterFold } from '../../ui/filters/FilterFold';
import { QueryNotice } from '../../ui/QueryNotice';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { SkipToResults } from '../../ui/SkipToResults';
import { deviceSearch, supplyFiltersOf } from '../../shared/sections/devices/saved-search';
import { supplyPageQuery } from './common/queries';
import classes from './common/devices.module.css';
import { JobForm } from './list/JobForm';
import { SupplyFilters } from './list/SupplyFilters';
import { SupplyList } from './list/SupplyRows';

type Sort = SupplyView['sort'];

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(supplyPageQuery(supplyQueryOf(supplyList.read(search).view)));
};

export default function SupplyListPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(supplyList);
  const list = useQuery({ ...supplyPageQuery(supplyQueryOf(view)), placeholderData: keepPreviousData });
  const sorts: { value: Sort; label: string }[] = [
    { value: 'publishTime', label: '最新发布' },
    { value: 'priceAsc', label: '租金从低到高' },
    { value: 'priceDesc', label: '租金从高到低' },
    { value: 'year', label: '出厂年份' },
    ...(view.jobDays !== null && view.typeCode ? [{ value: 'total' as const, label: '全包价最低' }] : []),
    ...(view.provinceCode ? [{ value: 'distance' as const, label: '距离最近' }] : []),
  ];
  const title = keywordTitle(view.keyword, '出租设备', '设备出租');
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '找设备', href: devicesRoutes.devices.href() }]} current="设备出租" />
      <ListPageHead title={title} total={list.data?.total} unit="台设备" classes={classes}>
        <Link href={devicesRoutes.deviceSupplyPlace.href()} className={classes.linkButton}>
          按位置找设备
        </Link>
        <Link href={devicesRoutes.devicePublish.href()} className={classes.linkButton}>
          发布出租 / 求租
        </Link>
        <SaveSearchButton search={deviceSearch} filters={supplyFiltersOf(view)} />
      </ListPageHead>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterFold>
        <SupplyFilters view={view} onChange={go} />
        <JobForm key={`${view.jobDays}-${view.jobHours}-${view.freeFrom}`} view={view} onChange={go} />
      </FilterFold>
      <SortBar options={sorts} value={view.sort} onChange={(sort) => go({ sort })} />
      <SupplyList list={list} onPage={onPage} pageHref={pageHref} emptyText="没有符合条件的出租设备，暂无数据" />
    </div>
  );
}
