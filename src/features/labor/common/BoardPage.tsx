// A labour board's page (招工, 找活, 班组, 劳务公司), one way for the four: the URL is the state
// (the board's list view); the tabs, the heading (the keyword's when searching), the search box
// above the board's own filters, the sort bar and the paged rows of the board's page call.
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { system } from '../../../api/system';
import { useListView, type Fields, type ListView, type ViewOf } from '../../../shared/list-view';
import { callQuery, type Loader } from '../../../shared/query';
import { SkeletonRows } from '../../../ui/DataState';
import { FilterBar, SortBar, type SortOption } from '../../../ui/FilterBar';
import { FilterFold } from '../../../ui/filters/FilterFold';
import { PagedList, type Paged } from '../../../ui/PagedList';
import { QueryNotice } from '../../../ui/QueryNotice';
import { SkipToResults } from '../../../ui/SkipToResults';
import { LaborTabs } from './LaborTabs';
import { treeQuery } from './queries';
import { SearchBox } from './SearchBox';
import classes from './labor.module.css';

/** What every board's view holds besides its own filters. */
type BoardView = { keyword: string; sort: string; provinceCode: string | null };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the call's own query key
type PageQuery<F extends Fields, D> = (view: ViewOf<F>) => UseQueryOptions<D, Error, D, any>;

/** A board's loader: the page of the URL's view, the tree, and the region selects' lists. */
export const boardLoader =
  <F extends Fields, D>(list: ListView<F>, query: PageQuery<F, D>): Loader =>
  async ({ client, search }) => {
    const { view } = list.read(search);
    const { provinceCode } = view as BoardView;
    await Promise.all([
      client.prefetchQuery(query(view)),
      client.prefetchQuery(treeQuery),
      client.prefetchQuery(callQuery(system.provinces, {})),
      provinceCode && client.prefetchQuery(callQuery(system.regionChildren, { parentCode: provinceCode })),
    ]);
  };

interface Props<F extends Fields, T, D extends Paged<T>> {
  list: ListView<F>;
  query: PageQuery<F, D>;
  /** The heading without a keyword (找班组); with one it is “…”相关{noun}, and the search is 搜索{noun}. */
  title: string;
  noun: string;
  placeholder: string;
  sorts: readonly SortOption<string>[];
  /** The board's own filters, below the search box. */
  filters: (view: ViewOf<F>, go: (patch: Partial<ViewOf<F>>) => void) => ReactNode;
  /** Beside the sort options (保存搜索). */
  sortExtra?: (view: ViewOf<F>) => ReactNode;
  /** What the pager counts (个班组) and the words of an empty page. */
  unit: string;
  emptyText: string;
  row: (record: T) => ReactNode;
}

export function BoardPage<F extends Fields, T, D extends Paged<T>>(p: Props<F, T, D>) {
  const { view, malformed, go, onPage, pageHref } = useListView(p.list);
  const list = useQuery({ ...p.query(view), placeholderData: keepPreviousData });
  const { keyword, sort } = view as BoardView;
  const goBoard = go as (patch: Partial<BoardView>) => void;
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{keyword ? `“${keyword}”相关${p.noun}` : p.title}</h1>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterFold>
        <FilterBar>
          <SearchBox
            key={keyword}
            label={`搜索${p.noun}`}
            placeholder={p.placeholder}
            initial={keyword}
            onSearch={(keyword) => goBoard({ keyword })}
          />
          {p.filters(view, go)}
        </FilterBar>
      </FilterFold>
      <SortBar options={p.sorts} value={sort} onChange={(sort) => goBoard({ sort })}>
        {p.sortExtra?.(view)}
      </SortBar>
      <PagedList<T>
        state={list}
        unit={p.unit}
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={72} />}
        emptyText={p.emptyText}
      >
        {(page) => <ul className={classes.rows}>{page.records.map(p.row)}</ul>}
      </PagedList>
    </div>
  );
}
