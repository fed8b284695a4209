// /labor-services/more-worker: worker cards (找活), the member page call. The URL is the state
// (workerList): keyword, trades, region, years, 持证 and certificate type, open to work, sort, page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labor, WORKER_SORTS, type WorkerCard } from '../../api/labor';
import { CERT_TYPES, splitTrades } from '../../api/labor-trades';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { workerList, workerListQuery, type WorkerListView } from '../../shared/sections/labor/views';
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
import { WorkerRow } from './list/BoardRows';
import classes from './common/labor.module.css';

const SORTS: Record<(typeof WORKER_SORTS)[number], string> = {
  active: '最近活跃',
  years: '工龄最长',
  wageAsc: '期望工资从低到高',
};
const SORT_OPTIONS = WORKER_SORTS.map((value) => ({ value, label: SORTS[value] }));
const YEARS = [3, 5, 10, 20].map((n) => ({ value: String(n), label: `${n} 年以上` }));
const CERTS = CERT_TYPES.map((c) => ({ value: c.code, label: c.name }));
const pageQuery = (v: WorkerListView) => callQuery(labor.memberPage, workerListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const { view } = workerList.read(search);
  await boardPrefetch(client, client.prefetchQuery(pageQuery(view)), view.provinceCode);
};

export default function WorkerMorePage() {
  const { view, malformed, go, onPage, pageHref } = useListView(workerList);
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData });
  const tree = useQuery(treeQuery);
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{view.keyword ? `“${view.keyword}”相关工人` : '工人找活'}</h1>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterBar>
        <SearchBox
          key={view.keyword}
          label="搜索工人"
          placeholder="姓氏或经验介绍"
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
          label="工龄"
          options={YEARS}
          value={view.yearsMin === null ? '' : String(view.yearsMin)}
          onChange={(v) => go({ yearsMin: v ? Number(v) : null })}
        />
        <FilterRow
          label="证书"
          options={CERTS}
          value={view.certType ?? ''}
          onChange={(v) => go({ certType: v || null })}
          fold={4}
        />
        <div className={classes.filterLine}>
          <label className={classes.inline}>
            <input
              type="checkbox"
              checked={view.certified}
              onChange={(e) => go({ certified: e.currentTarget.checked })}
            />
            只看持证（证书在有效期内）
          </label>
          <label className={classes.inline}>
            <input
              type="checkbox"
              checked={view.openOnly}
              onChange={(e) => go({ openOnly: e.currentTarget.checked })}
            />
            只看找活中
          </label>
        </div>
      </FilterBar>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList<WorkerCard>
        state={list}
        unit="位工人"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={72} />}
        emptyText="暂无符合条件的工人，换个条件试试"
      >
        {(p) => (
          <ul className={classes.rows}>
            {p.records.map((w) => (
              <WorkerRow key={w.id} worker={w} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
