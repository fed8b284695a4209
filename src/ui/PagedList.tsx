// A list page's results, one way for every list: the results heading (共 N 条…, focusable), then a
// skeleton while loading, 暂无数据 (the page's own words) when the page has no records, a page
// beyond the last with a link back to the last one, the error with 重新加载, else the rows, then
// the pager. After a committed change of the view (useListView's go / onPage) the focus moves to
// the heading once the new results are shown, so the screen reader announces the count.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { resultsFocusAsked, useResultsFocusAsked } from '../shared/list-view';
import { DataState, type QueryState } from './DataState';
import { Pager } from './Pager';
import { focusResults, RESULTS_ID } from './SkipToResults';
import classes from './list.module.css';

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
  /** The address of a page (useListView's pageHref): the out-of-range state links to the last. */
  pageHref?: (page: number) => string;
  skeleton?: ReactNode;
  emptyText?: string;
}

const outOfRange = (p: Paged<unknown>) => p.records.length === 0 && p.total > 0 && p.current > p.pages;

function headingText(state: QueryState<Paged<unknown>>, unit: string): string {
  if (state.error) return '结果加载失败';
  const p = state.data;
  if (!p || state.isPending || state.isPlaceholderData) return '正在加载结果';
  return `共 ${p.total} ${unit}${p.pages > 1 && !outOfRange(p) ? `，当前第 ${p.current} 页` : ''}`;
}

function OutOfRange({
  page,
  onPage,
  pageHref,
}: {
  page: Paged<unknown>;
  onPage: (page: number) => void;
  pageHref?: (page: number) => string;
}) {
  const last = page.pages;
  const label = `回到最后一页（第 ${last} 页）`;
  const onClick = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onPage(last);
  };
  return (
    <div className={classes.outOfRange} role="status">
      <p>
        第 {page.current} 页超出范围，共 {last} 页。
      </p>
      {pageHref ? (
        <a href={pageHref(last)} onClick={onClick}>
          {label}
        </a>
      ) : (
        <button type="button" className={classes.outOfRangeLink} onClick={() => onPage(last)}>
          {label}
        </button>
      )}
    </div>
  );
}

export function PagedList<T>({ state, children, unit, onPage, pageHref, skeleton, emptyText }: Props<T>) {
  const asked = useResultsFocusAsked();
  // requests made before this list mounted (another page's) are not ours
  const served = useRef(resultsFocusAsked());
  const settled = !state.isPending && !state.isPlaceholderData;
  const data = state.data;
  useEffect(() => {
    if (!settled || asked === served.current) return;
    served.current = asked;
    focusResults();
  }, [asked, settled, data]);
  return (
    <section className={classes.results} aria-labelledby={RESULTS_ID}>
      <h2 id={RESULTS_ID} tabIndex={-1} className={classes.resultsHeading}>
        {headingText(state as QueryState<Paged<unknown>>, unit)}
      </h2>
      <DataState
        state={state}
        skeleton={skeleton}
        isEmpty={(p) => p.records.length === 0 && !outOfRange(p)}
        emptyText={emptyText}
      >
        {(p) => (
          <>
            {outOfRange(p) ? <OutOfRange page={p} onPage={onPage} pageHref={pageHref} /> : children(p)}
            <Pager total={p.total} pages={p.pages} current={p.current} unit={unit} onPage={onPage} />
          </>
        )}
      </DataState>
    </section>
  );
}
