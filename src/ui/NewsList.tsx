// A section's news list: the 栏目 row (全部 and each news module) above the paged titles of the
// chosen module. The page draws the rows.
import type { ReactNode } from 'react';
import { NEWS_MODULE_NAMES, NEWS_MODULES, type NewsItem } from '../api/cms';
import { SkeletonRows, type QueryState } from './DataState';
import { FilterBar, FilterRow } from './FilterBar';
import { PagedList, type Paged } from './PagedList';

const MODULES = NEWS_MODULES.map((m) => ({ value: m, label: NEWS_MODULE_NAMES[m] }));

interface Props {
  /** The chosen module ('' all). */
  module: string;
  onModule: (module: string) => void;
  list: QueryState<Paged<NewsItem>>;
  onPage: (page: number) => void;
  pageHref: (page: number) => string;
  children: (page: Paged<NewsItem>) => ReactNode;
}

export function NewsList({ module, onModule, list, onPage, pageHref, children }: Props) {
  return (
    <>
      <FilterBar>
        <FilterRow label="栏目" options={MODULES} value={module} onChange={onModule} />
      </FilterBar>
      <PagedList
        state={list}
        unit="条资讯"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={10} />}
        emptyText="暂无资讯"
      >
        {children}
      </PagedList>
    </>
  );
}
