// The desk's saved searches (询价 and 招标): each opens its list with its filters, or is deleted
// after a confirmation. New matches arrive as system notices (the header's unread count).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MAX_SAVED_SEARCHES, savedSearch, type SavedSearch } from '../../../api/saved-search';
import { call } from '../../../client/http';
import { notify } from '../../../client/notify';
import { transportOf } from '../../../shared/query';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { formatDay } from '../../../ui/date';
import { searchKindOf } from '../../../shared/routes';
import type { SearchKind } from '../../../shared/search-kind';
import { useSearchConditions } from '../../../ui/search-conditions';
import { savedSearchesQuery } from '../common/queries';
import classes from './desk.module.css';

function Conditions({ kind, search }: { kind: SearchKind; search: SavedSearch }) {
  // Saved filters are the list's own filters (the server checked them against the same schema).
  const { conditions } = useSearchConditions(kind, search.filters, true);
  return <span>{conditions.length ? conditions.join('，') : '全部（未设筛选条件）'}</span>;
}

/** A saved search with the list that offers its kind (one of a kind no list offers any more is left out). */
const withKind = (searches: SavedSearch[]) =>
  searches.flatMap((s) => {
    const kind = searchKindOf(s.kind);
    return kind ? [{ s, kind }] : [];
  });

export function DeskSearches() {
  const client = useQueryClient();
  const list = useQuery(savedSearchesQuery);
  const { ask, dialog } = useConfirm();
  const remove = useMutation({
    mutationFn: (s: SavedSearch) => call(savedSearch.delete, { id: s.id }, { http: transportOf(client) }),
    onSuccess: (_, s) => {
      notify({ color: 'green', message: `已删除订阅「${s.name}」`, autoClose: 2000 });
      return client.invalidateQueries({ queryKey: savedSearchesQuery.queryKey });
    },
  });
  const confirmDelete = (s: SavedSearch) =>
    ask({
      title: '删除订阅',
      message: `删除订阅「${s.name}」后将不再收到它的新项目通知，确定删除吗？`,
      confirmLabel: '删除',
      danger: true,
      onConfirm: () => remove.mutate(s),
    });
  return (
    <section className={classes.block} aria-labelledby="desk-searches">
      <h2 id="desk-searches">
        我的订阅{' '}
        <small className={classes.hint}>（最多 {MAX_SAVED_SEARCHES} 个；有新的匹配项目发布时以系统消息通知）</small>
      </h2>
      <DataState
        state={list}
        skeleton={<SkeletonRows rows={3} height={32} />}
        emptyText="还没有保存的搜索条件：在招标或询价列表中点击“保存搜索”"
      >
        {(searches) => (
          <ul className={classes.list}>
            {withKind(searches).map(({ s, kind }) => (
              <li key={s.id} className={classes.item}>
                <div className={classes.itemMain}>
                  <p className={classes.itemTitle}>
                    <span className={classes.kind}>{kind.noun}</span>
                    <span>{s.name}</span>
                  </p>
                  <p className={classes.meta}>
                    <Conditions kind={kind} search={s} />
                    <span>保存于 {formatDay(s.createdAt)}</span>
                  </p>
                </div>
                <div className={classes.itemSide}>
                  <Link href={kind.href(s.filters)} className={classes.action} aria-label={`打开订阅「${s.name}」`}>
                    打开
                  </Link>
                  <button
                    type="button"
                    className={classes.danger}
                    onClick={() => confirmDelete(s)}
                    aria-label={`删除订阅「${s.name}」`}
                  >
                    删除
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataState>
      {dialog}
    </section>
  );
}
