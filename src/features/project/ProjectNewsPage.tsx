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
import { NewsArticle } from '../../ui/NewsArticle';
import { NewsList } from '../../ui/NewsList';
import { NotFound } from '../../ui/NotFound';
import { QueryNotice } from '../../ui/QueryNotice';
import { newsDetailQuery, newsQuery } from './common/queries';
import classes from './home/home.module.css';
import common from './common/project.module.css';

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
          <NewsArticle article={a} heading="h1" classes={{ article: common.panel, meta: common.hint }}>
            <Link href={projectRoutes.projectNews.href({ moduleCode: a.moduleCode as ProjectNewsView['moduleCode'] })}>
              返回资讯列表
            </Link>
          </NewsArticle>
        )
      }
    </DataState>
  );
}

export default function ProjectNewsPage() {
  const lv = useListView(projectNewsList);
  const { view, malformed, go } = lv;
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
          <NewsList
            module={view.moduleCode}
            onModule={(v) => go({ moduleCode: v as ProjectNewsView['moduleCode'] })}
            of={lv}
            list={list}
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
          </NewsList>
        </>
      )}
    </div>
  );
}
