// /labor-services/more-team: teams (班组). The URL is the state (teamList): keyword, trades,
// region, mode of work, sort and page.
import { labor, TEAM_SORTS, type TeamCard } from '../../api/labor';
import { TEAM_MODES } from '../../api/labor-trades';
import { callQuery } from '../../shared/query';
import { teamList, teamListQuery, type TeamListView } from '../../shared/sections/labor/views';
import { FilterRow } from '../../ui/FilterBar';
import { TradeLine } from './common/BoardFilters';
import { BoardPage, boardLoader } from './common/BoardPage';
import { RegionLine } from './common/RegionLine';
import { TeamRow } from './list/BoardRows';

const SORT_OPTIONS = TEAM_SORTS.map((value) => ({ value, label: value === 'active' ? '最近活跃' : '人数最多' }));
const MODES = TEAM_MODES.map((m) => ({ value: m, label: m }));
const pageQuery = (v: TeamListView) => callQuery(labor.teamPage, teamListQuery(v));

export const loader = boardLoader(teamList, pageQuery);

export default function TeamMorePage() {
  return (
    <BoardPage
      list={teamList}
      query={pageQuery}
      title="找班组"
      noun="班组"
      placeholder="班组名称或介绍"
      sorts={SORT_OPTIONS}
      unit="个班组"
      emptyText="暂无符合条件的班组，换个条件试试"
      row={(t: TeamCard) => <TeamRow key={t.id} team={t} />}
      filters={(view, go) => (
        <>
          <TradeLine trades={view.trades} onChange={(trades) => go({ trades })} />
          <RegionLine label="常驻地区" provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={go} />
          <FilterRow
            label="承接"
            options={MODES}
            value={view.mode ?? ''}
            onChange={(v) => go({ mode: (v || null) as TeamListView['mode'] })}
          />
        </>
      )}
    />
  );
}
