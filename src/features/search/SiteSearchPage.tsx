// /site-search: the portal-wide results page (搜索全站). With no section chosen, every section's
// first hits under its heading with a link to all of them; with one, that section's hits page by
// page, the other sections one click away with their counts. The URL is the whole view.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { siteSearch, type SiteGroup, type SiteHit } from '../../api/site-search';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { portalRoutes } from '../../shared/sections/portal/routes';
import { siteSearchView, type SiteSearchView } from '../../shared/sections/search/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { KeywordSearch } from '../../ui/filters/FilterForms';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import classes from './search.module.css';

/** Words offered while the box is empty: one per big part of the portal. */
const TRY_WORDS = ['螺纹钢', '水泥', '钢结构', '挖掘机', '木工', '瓷砖'];

const PAGE_SIZE = 10;
const queryOf = (v: SiteSearchView) =>
  callQuery(siteSearch.page, { q: v.q, kind: v.kind, current: v.current, size: PAGE_SIZE });

export const loader: Loader = async ({ client, search }) => {
  const { view } = siteSearchView.read(search);
  if (view.q) await client.prefetchQuery(queryOf(view));
};

function Hits({ hits }: { hits: SiteHit[] }) {
  return (
    <ul className={classes.hits}>
      {hits.map((h) => (
        <li key={h.id}>
          <Link href={h.href}>{h.title}</Link>
          <span className={classes.meta}>{h.meta}</span>
        </li>
      ))}
    </ul>
  );
}

function Groups({ groups, view }: { groups: SiteGroup[]; view: SiteSearchView }) {
  if (groups.length === 0) return <p className={classes.empty}>没有找到与“{view.q}”相关的信息，请换个关键词试试。</p>;
  return groups.map((g) => (
    <section key={g.kind} className={classes.group} aria-labelledby={`group-${g.kind}`}>
      <h2 id={`group-${g.kind}`}>
        {g.label} <span className={classes.count}>{g.total} 条</span>
      </h2>
      <Hits hits={g.hits} />
      {g.total > g.hits.length && (
        <Link className={classes.more} href={siteSearchView.href({ ...view, kind: g.kind, current: 1 })}>
          查看全部 {g.total} 条{g.label}
        </Link>
      )}
    </section>
  ));
}

export default function SiteSearchPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(siteSearchView);
  const found = useQuery({ ...queryOf(view), enabled: view.q !== '', placeholderData: keepPreviousData });
  const groups = found.data?.groups ?? [];
  const results = useQuery({
    ...queryOf(view),
    enabled: view.q !== '' && view.kind !== '',
    placeholderData: keepPreviousData,
    select: (d) => d.results ?? { records: [], total: 0, pages: 0, current: 1, size: PAGE_SIZE },
  });
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '首页', href: portalRoutes.home.href() }]} current="全站搜索" />
      <header className={classes.head}>
        <h1>{view.q ? `“${view.q}”的搜索结果` : '全站搜索'}</h1>
        <KeywordSearch
          key={view.q}
          initial={view.q}
          label="全站搜索"
          placeholder="搜索商品、店铺、询价、招标、设备、劳务、项目、金融、地材、陶瓷、帮助、资讯"
          onSearch={(q) => go({ q, kind: '' })}
        />
      </header>
      <QueryNotice show={malformed} />
      {!view.q ? (
        <p className={classes.empty}>
          输入关键词，在商品、店铺、询价、招标、设备供需、劳务（招工、工人、班组、劳务公司）、项目、金融产品、地材供应点、陶瓷店铺与瓷砖、帮助问题和资讯中一次搜索；招标项目也可按编号搜索。
          <span className={classes.tryWords}>
            可以试试：
            {TRY_WORDS.map((q) => (
              <Link key={q} href={siteSearchView.href({ ...view, q, kind: '', current: 1 })}>
                {q}
              </Link>
            ))}
          </span>
        </p>
      ) : (
        <>
          {groups.length > 0 && (
            <FilterBar>
              <FilterRow
                label="范围"
                options={groups.map((g) => ({ value: g.kind, label: `${g.label}（${g.total}）` }))}
                value={view.kind}
                onChange={(kind) => go({ kind })}
              />
            </FilterBar>
          )}
          {view.kind === '' ? (
            <DataState state={found} skeleton={<SkeletonRows rows={8} />}>
              {(d) => <Groups groups={d.groups} view={view} />}
            </DataState>
          ) : (
            <PagedList
              state={results}
              unit="条结果"
              onPage={onPage}
              pageHref={pageHref}
              skeleton={<SkeletonRows rows={8} />}
              emptyText={`该范围内没有与“${view.q}”相关的信息`}
            >
              {(p) => <Hits hits={p.records} />}
            </PagedList>
          )}
        </>
      )}
    </div>
  );
}
