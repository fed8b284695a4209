// /labor-services/more-work: job posts (招工), the recruit page call. The URL is the state
// (jobList): keyword, trades, region, wage, settlement, project type, start and publish days,
// verified only, sort and page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labor, JOB_SORTS, type JobCard } from '../../api/labor';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { laborSearch } from '../../shared/sections/labor/saved-search';
import { jobFiltersOf, jobList, jobListQuery, type JobListView } from '../../shared/sections/labor/views';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { SkeletonRows } from '../../ui/DataState';
import { FilterBar, SortBar } from '../../ui/FilterBar';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { SkipToResults } from '../../ui/SkipToResults';
import { LaborTabs } from './common/LaborTabs';
import { boardPrefetch } from './common/list-loader';
import { SearchBox } from './common/SearchBox';
import { JobFilters } from './list/JobFilters';
import { JobRow } from './list/JobRow';
import classes from './common/labor.module.css';

const SORTS: Record<(typeof JOB_SORTS)[number], string> = {
  publishTime: '最新发布',
  wageDesc: '工资从高到低',
  wageAsc: '工资从低到高',
};
const SORT_OPTIONS = JOB_SORTS.map((value) => ({ value, label: SORTS[value] }));
const pageQuery = (v: JobListView) => callQuery(labor.recruitPage, jobListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const { view } = jobList.read(search);
  await boardPrefetch(client, client.prefetchQuery(pageQuery(view)), view.provinceCode);
};

export default function JobMorePage() {
  const { view, malformed, go, onPage, pageHref } = useListView(jobList);
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData });
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{view.keyword ? `“${view.keyword}”相关招工` : '招工信息'}</h1>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterBar>
        <SearchBox
          key={view.keyword}
          label="搜索招工"
          placeholder="项目、工种或用工单位"
          initial={view.keyword}
          onSearch={(keyword) => go({ keyword })}
        />
        <JobFilters view={view} go={go} />
      </FilterBar>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })}>
        <SaveSearchButton search={laborSearch} filters={jobFiltersOf(view)} />
      </SortBar>
      <PagedList<JobCard>
        state={list}
        unit="条招工"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={72} />}
        emptyText="暂无符合条件的招工信息，换个条件试试"
      >
        {(p) => (
          <ul className={classes.rows}>
            {p.records.map((j) => (
              <JobRow key={j.id} job={j} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
