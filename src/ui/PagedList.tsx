// A list page's results, one way for every list: skeleton while loading, 暂无数据 (the page's own
// words) when the page has no records, the error with 重新加载, else the rows, then the pager.
import type { ReactNode } from 'react';
import { DataState, type QueryState } from './DataState';
import { Pager } from './Pager';

export interface Paged<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
}

interface Props<T> {
  state: QueryState<Paged<T>>;
  /** The rows of one page. */
  children: (page: Paged<T>) => ReactNode;
  /** What the pager counts, e.g. 条询价, 家店铺. */
  unit: string;
  onPage: (page: number) => void;
  skeleton?: ReactNode;
  emptyText?: string;
}

export function PagedList<T>({ state, children, unit, onPage, skeleton, emptyText }: Props<T>) {
  return (
    <DataState state={state} skeleton={skeleton} isEmpty={(p) => p.records.length === 0} emptyText={emptyText}>
      {(p) => (
        <>
          {children(p)}
          <Pager total={p.total} pages={p.pages} current={p.current} unit={unit} onPage={onPage} />
        </>
      )}
    </DataState>
  );
}
