// /preferentialInquiry/inquiryMore: the inquiry hall (POST inquiry page). The URL is the only
// source of truth (inquiryList in src/shared/inquiry-views.ts): keyword, category, region,
// status, publish and deadline days, sort and page; every change writes it and the list follows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inquiry, INQUIRY_SORTS } from '../../api/inquiry';
import { system } from '../../api/system';
import {
  inquiryFiltersOf,
  inquiryList,
  inquiryListQuery,
  type InquiryListView,
} from '../../shared/sections/inquiry/views';
import { callQuery, type Loader } from '../../shared/query';
import { FilterBar } from '../../ui/FilterBar';
import { inquirySearch } from '../../shared/sections/inquiry/saved-search';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { categoryDictQuery, knownCategory, useCategoryListView } from './list/list-category';
import { ListFilters } from './list/ListFilters';
import { ListHead } from './list/ListHead';
import { InquiryRow } from './list/ListRow';
import { ListSearch } from './list/ListSearch';
import classes from './list/list.module.css';
import { ListTop, ListResults } from '../../ui/ListBody';

const SORT_LABELS: Record<(typeof INQUIRY_SORTS)[number], string> = {
  publishTime: '最新发布',
  deadline: '即将截止',
  quoteCount: '报价最多',
};
const SORT_OPTIONS = INQUIRY_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

const pageQuery = (v: InquiryListView) => callQuery(inquiry.page, inquiryListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const dict = await client.fetchQuery(categoryDictQuery);
  const { view } = knownCategory(inquiryList.read(search), dict);
  await Promise.all([
    client.prefetchQuery(pageQuery(view)),
    // the region selects show the URL's province and city in the first paint too
    client.prefetchQuery(callQuery(system.provinces, {})),
    view.provinceCode && client.prefetchQuery(callQuery(system.regionChildren, { parentCode: view.provinceCode })),
  ]);
};

export default function InquiryMorePage() {
  const lv = useCategoryListView(inquiryList);
  const { view, go, categories, ready } = lv;
  const empty = view.keyword ? `没有找到与“${view.keyword}”相关的询价，暂无数据` : '暂无符合条件的询价，换个条件试试';
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData, enabled: ready });
  const { keyword, publishFrom, publishTo, deadlineFrom, deadlineTo } = view;
  return (
    <div className="page-column">
      <ListHead
        title={keyword ? `“${keyword}”相关询价` : '询价大厅'}
        count={list.data && `共 ${list.data.total} 条询价`}
      />
      <ListTop of={lv} />
      <FilterBar>
        <ListSearch
          key={[keyword, publishFrom, publishTo, deadlineFrom, deadlineTo].join('|')}
          label="搜索询价"
          placeholder="询价标题、物料或采购单位"
          initial={{ keyword, publishFrom, publishTo, deadlineFrom, deadlineTo }}
          onSearch={(v) => go(v)}
        />
        <ListFilters view={view} categories={categories} go={go} />
      </FilterBar>
      <ListResults
        of={lv}
        sorts={SORT_OPTIONS}
        sortExtra={<SaveSearchButton search={inquirySearch} filters={inquiryFiltersOf(view)} />}
        state={list}
        text={{ unit: '条询价', empty, skeleton: [8, 72] }}
      >
        {(p) => (
          <ul className={classes.rows}>
            {p.records.map((q) => (
              <InquiryRow key={q.id} inquiry={q} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
