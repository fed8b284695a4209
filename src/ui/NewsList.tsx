// A section's news list: the 栏目 row (全部 and each news module) above the paged titles of the
// chosen module. The page draws the rows.
import type { ReactNode } from 'react';
import { NEWS_MODULE_NAMES, NEWS_MODULES, type NewsItem } from '../api/cms';
import type { QueryState } from './DataState';
import { FilterBar, FilterRow } from './FilterBar';
import { ListResults, type ListHandle, type ResultsText } from './ListBody';
import type { Paged } from './PagedList';

const MODULES = NEWS_MODULES.map((m) => ({ value: m, label: NEWS_MODULE_NAMES[m] }));
const RESULTS: ResultsText = { unit: '条资讯', empty: '暂无资讯', skeleton: [10] };

interface Props<V> {
  /** The chosen module ('' all). */
  module: string;
  onModule: (module: string) => void;
  /** The page's list view (useListView). */
  of: ListHandle<V>;
  list: QueryState<Paged<NewsItem>>;
  children: (page: Paged<NewsItem>) => ReactNode;
}

export function NewsList<V>({ module, onModule, of, list, children }: Props<V>) {
  return (
    <>
      <FilterBar>
        <FilterRow label="栏目" options={MODULES} value={module} onChange={onModule} />
      </FilterBar>
      <ListResults of={of} state={list} text={RESULTS}>
        {children}
      </ListResults>
    </>
  );
}
