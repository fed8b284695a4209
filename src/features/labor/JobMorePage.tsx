// /labor-services/more-work: job posts (招工), the recruit page call. The URL is the state
// (jobList): keyword, trades, region, wage, settlement, project type, start and publish days,
// verified only, sort and page.
import { labor, JOB_SORTS, type JobCard } from '../../api/labor';
import { callQuery } from '../../shared/query';
import { laborSearch } from '../../shared/sections/labor/saved-search';
import { jobFiltersOf, jobList, jobListQuery, type JobListView } from '../../shared/sections/labor/views';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { BoardPage, boardLoader } from './common/BoardPage';
import { JobFilters } from './list/JobFilters';
import { JobRow } from './list/JobRow';

const SORTS: Record<(typeof JOB_SORTS)[number], string> = {
  publishTime: '最新发布',
  wageDesc: '工资从高到低',
  wageAsc: '工资从低到高',
};
const SORT_OPTIONS = JOB_SORTS.map((value) => ({ value, label: SORTS[value] }));
const pageQuery = (v: JobListView) => callQuery(labor.recruitPage, jobListQuery(v));

export const loader = boardLoader(jobList, pageQuery);

export default function JobMorePage() {
  return (
    <BoardPage
      list={jobList}
      query={pageQuery}
      title="招工信息"
      noun="招工"
      placeholder="项目、工种或用工单位"
      sorts={SORT_OPTIONS}
      sortExtra={(view) => <SaveSearchButton search={laborSearch} filters={jobFiltersOf(view)} />}
      unit="条招工"
      emptyText="暂无符合条件的招工信息，换个条件试试"
      row={(j: JobCard) => <JobRow key={j.id} job={j} />}
      filters={(view, go) => <JobFilters view={view} go={go} />}
    />
  );
}
