// /preferentialInquiry/tenders: the tender list. The URL is the whole view (tenderList in
// src/shared/tender-views.ts): filters, sort and page; a malformed query falls back to the
// defaults with the notice. The filters can be saved (保存搜索) and carried to the calendar.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { TENDER_SORTS } from '../../api/tender';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { tenderRoutes } from '../../shared/sections/tender/routes';
import { filterPart, tenderFiltersOf, tenderList, tenderQueryOf } from '../../shared/sections/tender/views';
import { SkeletonRows } from '../../ui/DataState';
import { PagedList } from '../../ui/PagedList';
import { SkipToResults } from '../../ui/SkipToResults';
import { SortBar } from '../../ui/FilterBar';
import { QueryNotice } from '../../ui/QueryNotice';
import { tenderSearch } from '../../shared/sections/tender/saved-search';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { TenderFilters } from './list/TenderFilters';
import { TenderRows } from './list/TenderRows';
import { dictionaryQueries, tenderPageQuery } from './common/queries';
import classes from './list/tender.module.css';

const SORT_OPTIONS: { value: (typeof TENDER_SORTS)[number]; label: string }[] = [
  { value: 'publishTime', label: '最新发布' },
  { value: 'deadline', label: '即将开标' },
  { value: 'budget', label: '预算最高' },
];

export const loader: Loader = async ({ client, search }) => {
  const { view } = tenderList.read(search);
  await Promise.all([
    ...dictionaryQueries.map((q) => client.prefetchQuery(q)),
    client.prefetchQuery(tenderPageQuery(tenderQueryOf(view))),
  ]);
};

export default function TenderListPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(tenderList);
  const list = useQuery({ ...tenderPageQuery(tenderQueryOf(view)), placeholderData: keepPreviousData });
  const [now] = useState(() => Date.now());
  return (
    <div className="page-column">
      <header className={classes.head}>
        <h1>{view.keyword ? `“${view.keyword}”的招标公告` : '招标公告'}</h1>
        {list.data && <span className={classes.count}>共 {list.data.total} 个项目</span>}
        <div className={classes.headActions}>
          <Link href={tenderRoutes.tenderCalendar.href(filterPart(view))} className={classes.linkButton}>
            开标日历
          </Link>
          <Link href={tenderRoutes.tenderDesk.href()} className={classes.linkButton}>
            我的投标与订阅
          </Link>
          <Link href={tenderRoutes.tenderPublish.href()} className={classes.linkButton}>
            发布招标
          </Link>
          <SaveSearchButton search={tenderSearch} filters={tenderFiltersOf(view)} />
        </div>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <TenderFilters view={view} onChange={go} />
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList
        state={list}
        unit="个招标项目"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={10} height={56} />}
        emptyText="没有符合条件的招标项目，暂无数据"
      >
        {(p) => <TenderRows records={p.records} now={now} />}
      </PagedList>
    </div>
  );
}
