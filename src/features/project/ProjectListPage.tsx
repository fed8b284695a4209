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
import { keywordTitle, ListPageHead } from '../../ui/ListPageHead';
import { SkeletonRows } from '../../ui/DataState';
import { ListBody, type ResultsText } from '../../ui/ListBody';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
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
const RESULTS: ResultsText = { unit: '个分包项目', empty: '没有符合条件的分包项目，暂无数据', skeleton: [10, 56] };

export const loader: Loader = async ({ client, search }) => {
  const { view } = projectList.read(search);
  await client.prefetchQuery(projectPageQuery(projectQueryOf(view)));
};

export default function ProjectListPage() {
  const lv = useListView(projectList);
  const { view } = lv;
  const { loggedIn, userInfo } = useSession();
  const list = useQuery({
    ...viewerQuery(projectPageQuery(projectQueryOf(view)), userInfo?.companyId ?? null),
    placeholderData: keepPreviousData,
  });
  const [showQualifications, setShowQualifications] = useState(false);
  const title = keywordTitle(view.keyword, '分包项目');
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '项目对接', href: projectRoutes.project.href() }]} current="分包项目" />
      <ListPageHead title={title} total={list.data?.total} unit="个项目" classes={classes}>
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
      </ListPageHead>
      <div id="project-qualifications">
        {loggedIn && showQualifications && (
          <Suspense fallback={<SkeletonRows rows={3} />}>
            <QualificationPanel />
          </Suspense>
        )}
      </div>
      <ListBody of={lv} filters={ProjectFilters} sorts={SORT_OPTIONS} state={list} text={RESULTS}>
        {(p) => <ProjectRows records={p.records} />}
      </ListBody>
    </div>
  );
}
