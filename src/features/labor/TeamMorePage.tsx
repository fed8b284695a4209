// /labor-services/more-team: teams (班组). The URL is the state (teamList): keyword, trades,
// region, mode of work, sort and page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labor, TEAM_SORTS, type TeamCard } from '../../api/labor';
import { splitTrades, TEAM_MODES } from '../../api/labor-trades';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { teamList, teamListQuery, type TeamListView } from '../../shared/sections/labor/views';
import { SkeletonRows } from '../../ui/DataState';
import { FilterBar, FilterRow, SortBar } from '../../ui/FilterBar';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { SkipToResults } from '../../ui/SkipToResults';
import { LaborTabs } from './common/LaborTabs';
import { boardPrefetch } from './common/list-loader';
import { treeQuery } from './common/queries';
import { RegionLine } from './common/RegionLine';
import { SearchBox } from './common/SearchBox';
import { TradeTree } from './common/TradeTree';
import { TeamRow } from './list/BoardRows';
import classes from './common/labor.module.css';

const SORT_OPTIONS = TEAM_SORTS.map((value) => ({ value, label: value === 'active' ? '最近活跃' : '人数最多' }));
const MODES = TEAM_MODES.map((m) => ({ value: m, label: m }));
const pageQuery = (v: TeamListView) => callQuery(labor.teamPage, teamListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const { view } = teamList.read(search);
  await boardPrefetch(client, client.prefetchQuery(pageQuery(view)), view.provinceCode);
};

export default function TeamMorePage() {
  const { view, malformed, go, onPage, pageHref } = useListView(teamList);
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData });
  const tree = useQuery(treeQuery);
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{view.keyword ? `“${view.keyword}”相关班组` : '找班组'}</h1>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterBar>
        <SearchBox
          key={view.keyword}
          label="搜索班组"
          placeholder="班组名称或介绍"
          initial={view.keyword}
          onSearch={(keyword) => go({ keyword })}
        />
        <div className={classes.filterLine}>
          <span className={classes.filterLabel}>工种：</span>
          <TradeTree
            tree={tree.data ?? []}
            value={splitTrades(view.trades)}
            onChange={(codes) => go({ trades: codes.join(',') })}
            label="工种"
            fold={3}
          />
        </div>
        <RegionLine label="常驻地区" provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={go} />
        <FilterRow
          label="承接"
          options={MODES}
          value={view.mode ?? ''}
          onChange={(v) => go({ mode: (v || null) as TeamListView['mode'] })}
        />
      </FilterBar>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList<TeamCard>
        state={list}
        unit="个班组"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={72} />}
        emptyText="暂无符合条件的班组，换个条件试试"
      >
        {(p) => (
          <ul className={classes.rows}>
            {p.records.map((t) => (
              <TeamRow key={t.id} team={t} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
