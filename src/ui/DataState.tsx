// Loading, empty and error states for every list: a skeleton while loading (or while the next
// answer replaces a kept one), 暂无数据 when the answer is empty, and the error message with
// 重新加载 when the call failed. `state` is a query's result (useQuery).
import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import classes from './ui.module.css';

export function EmptyData({ text = '暂无数据' }: { text?: string }) {
  return (
    <div className={classes.empty} role="status">
      {text}
    </div>
  );
}

export function ErrorData({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className={classes.error} role="alert">
      <span>加载失败：{error.message || '操作失败'}</span>
      {onRetry && (
        <button type="button" className={classes.retry} onClick={onRetry}>
          重新加载
        </button>
      )}
    </div>
  );
}

/** `rows` lines of skeleton, roughly the height of the list they stand in for. */
export function SkeletonRows({ rows = 5, height = 18 }: { rows?: number; height?: number }) {
  return (
    <div className={classes.stack} role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </div>
  );
}

/** The part of a useQuery result the states are read from. */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  /** Showing the previous answer while the next one loads (placeholderData: keepPreviousData). */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  state: QueryState<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
}

const defaultIsEmpty = (d: unknown) => d == null || (Array.isArray(d) && d.length === 0);

export function DataState<T>({ state, children, skeleton, isEmpty = defaultIsEmpty, emptyText }: Props<T>) {
  if (state.error) return <ErrorData error={state.error} onRetry={() => void state.refetch()} />;
  if (state.isPending || state.isPlaceholderData || state.data === undefined)
    return <>{skeleton ?? <SkeletonRows />}</>;
  if (isEmpty(state.data)) return <EmptyData text={emptyText} />;
  return <>{children(state.data)}</>;
}
