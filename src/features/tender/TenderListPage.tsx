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
import { keywordTitle, ListPageHead } from '../../ui/ListPageHead';
import { ListBody, type ResultsText } from '../../ui/ListBody';
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
const RESULTS: ResultsText = { unit: '个招标项目', empty: '没有符合条件的招标项目，暂无数据', skeleton: [10, 56] };

export const loader: Loader = async ({ client, search }) => {
  const { view } = tenderList.read(search);
  await Promise.all([
    ...dictionaryQueries.map((q) => client.prefetchQuery(q)),
    client.prefetchQuery(tenderPageQuery(tenderQueryOf(view))),
  ]);
};

export default function TenderListPage() {
  const lv = useListView(tenderList);
  const { view } = lv;
  const list = useQuery({ ...tenderPageQuery(tenderQueryOf(view)), placeholderData: keepPreviousData });
  const [now] = useState(() => Date.now());
  const title = keywordTitle(view.keyword, '招标公告');
  return (
    <div className="page-column">
      <ListPageHead title={title} total={list.data?.total} unit="个项目" classes={classes}>
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
      </ListPageHead>
      <ListBody of={lv} filters={TenderFilters} sorts={SORT_OPTIONS} state={list} text={RESULTS}>
        {(p) => <TenderRows records={p.records} now={now} />}
      </ListBody>
    </div>
  );
}
