// /financial-service/rules-list: the platform rules and agreements by category tab, newest first,
// paged; `?id=` shows one rule beside the list (an unknown one is the 404 page). The URL is the
// whole view (rulesView).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { RULE_CATEGORIES } from '../../api/finance-fields';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { rulesView, type RulesView } from '../../shared/sections/finance/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { NotFound } from '../../ui/NotFound';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { formatDay } from '../../ui/date';
import { NoticeArticle } from './common/NoticeArticle';
import { noticeQuery, rulesQuery } from './common/queries';
import classes from './common/finance.module.css';

const listQueryOf = (v: RulesView) => rulesQuery({ kind: 'rule', category: v.category, current: v.current, size: 10 });

export const loader: Loader = async ({ client, search }) => {
  const { view } = rulesView.read(search);
  const [, rule] = await Promise.all([
    client.prefetchQuery(listQueryOf(view)),
    view.id ? client.fetchQuery(noticeQuery(view.id)).catch(() => undefined) : undefined,
  ]);
  return { notFound: view.id !== null && rule === null };
};

export default function FinanceRulesPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(rulesView);
  const list = useQuery({ ...listQueryOf(view), placeholderData: keepPreviousData });
  const rule = useQuery({ ...noticeQuery(view.id ?? 0), enabled: view.id !== null });
  if (view.id !== null && (rule.data === null || rule.data?.kind === 'notice')) {
    return (
      <NotFound
        title="该规则不存在"
        note="规则可能已废止或链接有误。"
        back={{ href: financeRoutes.financeRules.href(), label: '查看全部规则' }}
      />
    );
  }
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '金融服务', href: financeRoutes.finance.href() }]} current="平台规则" />
      <header className={classes.head}>
        <h1>平台规则</h1>
        {list.data && <span className={classes.total}>共 {list.data.total} 篇</span>}
      </header>
      <QueryNotice show={malformed} />
      <FilterBar>
        <FilterRow
          label="类别"
          options={RULE_CATEGORIES.map((o) => ({ value: o.code, label: o.name }))}
          value={view.category ?? ''}
          onChange={(v) => go({ category: v || null, id: null })}
        />
      </FilterBar>
      <PagedList
        state={list}
        unit="篇规则"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={6} />}
        emptyText="该类别下暂无规则"
      >
        {(p) => (
          <ul className={`${classes.list} ${classes.block}`}>
            {p.records.map((r) => (
              <li key={r.id}>
                <Link href={rulesView.href({ ...view, id: r.id })} aria-current={r.id === view.id ? 'page' : undefined}>
                  [{r.categoryName}] {r.title}
                </Link>
                <span className={classes.day}>{formatDay(r.publishTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {view.id !== null && (
        <section className={classes.block} aria-label="规则正文">
          <DataState state={rule} skeleton={<SkeletonRows rows={6} />}>
            {(n) => n && <NoticeArticle n={n} hrefOf={(x) => rulesView.href({ ...view, id: x })} />}
          </DataState>
        </section>
      )}
    </div>
  );
}
