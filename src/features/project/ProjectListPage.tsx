// /findProject/projectListNeed: the package list. The URL is the whole view (projectList in
// src/shared/sections/project/views.ts): filters, sort and page; a malformed query falls back to
// the defaults with the notice. Members see each package's qualification match, manage their
// 资质 (a lazy part visitors never load) and may save the search (保存搜索).
import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PROJECT_SORTS } from '../../api/project';
import { useSession } from '../../shared/actor';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { projectSearch } from '../../shared/sections/project/saved-search';
import { projectFiltersOf, projectList, projectQueryOf } from '../../shared/sections/project/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { SkeletonRows } from '../../ui/DataState';
import { SortBar } from '../../ui/FilterBar';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { SkipToResults } from '../../ui/SkipToResults';
import { projectPageQuery, viewerQuery } from './common/queries';
import { ProjectFilters } from './list/ProjectFilters';
import { ProjectRows } from './list/ProjectRows';
import classes from './common/project.module.css';

const QualificationPanel = lazy(() => import('./list/QualificationPanel'));

const SORT_OPTIONS: { value: (typeof PROJECT_SORTS)[number]; label: string }[] = [
  { value: 'publishTime', label: '最新发布' },
  { value: 'deadline', label: '即将截止' },
  { value: 'budget', label: '预算最高' },
];

export const loader: Loader = async ({ client, search }) => {
  const { view } = projectList.read(search);
  await client.prefetchQuery(projectPageQuery(projectQueryOf(view)));
};

export default function ProjectListPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(projectList);
  const { loggedIn, userInfo } = useSession();
  const list = useQuery({
    ...viewerQuery(projectPageQuery(projectQueryOf(view)), userInfo?.companyId ?? null),
    placeholderData: keepPreviousData,
  });
  const [showQualifications, setShowQualifications] = useState(false);
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '项目对接', href: projectRoutes.project.href() }]} current="分包项目" />
      <header className={classes.head}>
        <h1>{view.keyword ? `“${view.keyword}”的分包项目` : '分包项目'}</h1>
        {list.data && <span className={classes.count}>共 {list.data.total} 个项目</span>}
        <div className={classes.headActions}>
          {loggedIn && (
            <button
              type="button"
              className={classes.linkButton}
              aria-expanded={showQualifications}
              aria-controls="project-qualifications"
              onClick={() => setShowQualifications((v) => !v)}
            >
              我的资质
            </button>
          )}
          <SaveSearchButton search={projectSearch} filters={projectFiltersOf(view)} />
          <Link href={projectRoutes.projectPublish.href()} className={classes.linkButton}>
            发布分包项目
          </Link>
        </div>
      </header>
      <div id="project-qualifications">
        {loggedIn && showQualifications && (
          <Suspense fallback={<SkeletonRows rows={3} />}>
            <QualificationPanel />
          </Suspense>
        )}
      </div>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <ProjectFilters view={view} onChange={go} />
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList
        state={list}
        unit="个分包项目"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={10} height={56} />}
        emptyText="没有符合条件的分包项目，暂无数据"
      >
        {(p) => <ProjectRows records={p.records} />}
      </PagedList>
    </div>
  );
}
