// A list page's body, one way for every list whose view is the URL (useListView): the notice of a
// malformed address, the skip link, the list's own filters (any part that takes the view and a
// change), then the sort bar and the paged results, each wired to the view once. A page that lays
// the results out beside something else (a map) uses ListTop and ListResults apart. On a phone the
// filters fold behind 筛选 with the active ones as chips (src/ui/filters/FilterFold.tsx).
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { SkeletonRows, type QueryState } from './DataState';
import { SortBar, type SortOption } from './FilterBar';
import { FilterFold } from './filters/FilterFold';
import { PagedList, type Paged } from './PagedList';
import { QueryNotice } from './QueryNotice';
import { SkipToResults } from './SkipToResults';

/** What useListView gives a page. */
export interface ListHandle<V> {
  view: V;
  malformed: boolean;
  go: (patch: Partial<V>) => void;
  onPage: (page: number) => void;
  pageHref?: (page: number) => string;
}

/** The words and the skeleton of a list's results. */
export interface ResultsText {
  /** What the pager counts, e.g. 个招标项目. */
  unit: string;
  /** The words of an empty page (暂无数据 unless given). */
  empty?: string;
  /** The skeleton: its rows and their height in px, or a skeleton of the list's own. */
  skeleton?: [rows: number, height?: number] | ReactElement;
}

type SortOf<V> = V extends { sort: infer S extends string } ? S : never;

interface TopProps<V> {
  of: ListHandle<V>;
  filters?: ComponentType<{ view: NoInfer<V>; onChange: (patch: Partial<NoInfer<V>>) => void }>;
  /** More tools of the filter area after the filters (folded with them on a phone). */
  children?: ReactNode;
}

interface ResultsProps<V, T> {
  of: ListHandle<V>;
  sorts?: readonly SortOption<SortOf<NoInfer<V>>>[];
  /** Beside the sort options (保存搜索). */
  sortExtra?: ReactNode;
  state: QueryState<Paged<T>>;
  text: ResultsText;
  children: (page: Paged<T>) => ReactNode;
}

/** Above the results: the malformed-address notice, 跳到结果 and the filters (behind 筛选 on a phone). */
export function ListTop<V>({ of, filters: Filters, children }: TopProps<V>) {
  return (
    <>
      <QueryNotice show={of.malformed} />
      <SkipToResults />
      {(Filters || children) && (
        <FilterFold>
          {Filters && <Filters view={of.view} onChange={of.go} />}
          {children}
        </FilterFold>
      )}
    </>
  );
}

/** The sort bar (when the list sorts) and the paged results. */
export function ListResults<V, T>({ of, sorts, sortExtra, state, text, children }: ResultsProps<V, T>) {
  const skeleton = Array.isArray(text.skeleton) ? (
    <SkeletonRows rows={text.skeleton[0]} height={text.skeleton[1]} />
  ) : (
    text.skeleton
  );
  const sort = (of.view as { sort?: SortOf<V> }).sort;
  return (
    <>
      {sorts && sort !== undefined && (
        <SortBar options={sorts} value={sort} onChange={(s) => of.go({ sort: s } as unknown as Partial<V>)}>
          {sortExtra}
        </SortBar>
      )}
      <PagedList
        state={state}
        unit={text.unit}
        onPage={of.onPage}
        pageHref={of.pageHref}
        skeleton={skeleton}
        emptyText={text.empty}
      >
        {children}
      </PagedList>
    </>
  );
}

/** The whole body: ListTop, what the page puts between (a form of its own), ListResults. */
export function ListBody<V, T>({
  between,
  ...p
}: Omit<TopProps<V>, 'children'> & ResultsProps<V, T> & { between?: ReactNode }) {
  return (
    <>
      <ListTop of={p.of} filters={p.filters} />
      {between}
      <ListResults {...p} />
    </>
  );
}
