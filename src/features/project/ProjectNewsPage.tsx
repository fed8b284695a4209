// /findProject/findProject-news-list: the news by module code (tabs: 全部 and each module), paged
// in the URL; `id` opens one article on the same page (an unknown id is the 404 page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { projectNewsList, type ProjectNewsView } from '../../shared/sections/project/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { NotFound } from '../../ui/NotFound';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { newsDetailQuery, newsQuery } from './common/queries';
import classes from './home/home.module.css';
import common from './common/project.module.css';

const MODULES = [
  { value: 'industry', label: '行业动态' },
  { value: 'policy', label: '政策法规' },
  { value: 'platform', label: '平台公告' },
  { value: 'price', label: '价格行情' },
];

export const loader: Loader = async ({ client, search }) => {
  const { view } = projectNewsList.read(search);
  if (view.id) {
    const article = await client.fetchQuery(newsDetailQuery(view.id)).catch(() => undefined);
    return { notFound: article === null };
  }
  await client.prefetchQuery(newsQuery(view.moduleCode, view.current));
};

function Article({ id }: { id: number }) {
  const article = useQuery(newsDetailQuery(id));
  if (article.data === null)
    return <NotFound title="该资讯不存在" back={{ href: projectRoutes.projectNews.href(), label: '返回资讯列表' }} />;
  return (
    <DataState state={article} skeleton={<SkeletonRows rows={8} />}>
      {(a) =>
        a && (
          <article className={common.panel} aria-labelledby="news-title">
            <h1 id="news-title">{a.title}</h1>
            <p className={common.hint}>
              {a.source} · {formatDay(a.publishTime)}
            </p>
            {a.content.split('\n').map((para, i) => (
              <p key={i}>{para}</p>
            ))}
            <Link href={projectRoutes.projectNews.href({ moduleCode: a.moduleCode as ProjectNewsView['moduleCode'] })}>
              返回资讯列表
            </Link>
          </article>
        )
      }
    </DataState>
  );
}

export default function ProjectNewsPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(projectNewsList);
  const list = useQuery({
    ...newsQuery(view.moduleCode, view.current),
    placeholderData: keepPreviousData,
    enabled: !view.id,
  });
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '项目对接', href: projectRoutes.project.href() }]} current="项目资讯" />
      {view.id ? (
        <Article id={view.id} />
      ) : (
        <>
          <header className={common.head}>
            <h1>项目资讯</h1>
          </header>
          <QueryNotice show={malformed} />
          <FilterBar>
            <FilterRow
              label="栏目"
              options={MODULES}
              value={view.moduleCode}
              onChange={(v) => go({ moduleCode: v as ProjectNewsView['moduleCode'] })}
            />
          </FilterBar>
          <PagedList
            state={list}
            unit="条资讯"
            onPage={onPage}
            pageHref={pageHref}
            skeleton={<SkeletonRows rows={10} />}
            emptyText="暂无资讯"
          >
            {(p) => (
              <ul className={classes.list}>
                {p.records.map((n) => (
                  <li key={n.id}>
                    <Link href={projectNewsList.href({ ...view, id: n.id })} className={classes.title}>
                      {n.title}
                    </Link>
                    <span className={classes.meta}>{formatDay(n.publishTime)}</span>
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </>
      )}
    </div>
  );
}
