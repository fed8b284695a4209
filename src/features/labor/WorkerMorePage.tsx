// /labor-services/more-worker: worker cards (找活), the member page call. The URL is the state
// (workerList): keyword, trades, region, years, 持证 and certificate type, open to work, sort, page.
import { labor, WORKER_SORTS, type WorkerCard } from '../../api/labor';
import { CERT_TYPES } from '../../api/labor-trades';
import { callQuery } from '../../shared/query';
import { workerList, workerListQuery, type WorkerListView } from '../../shared/sections/labor/views';
import { FilterRow } from '../../ui/FilterBar';
import { Check, TradeLine } from './common/BoardFilters';
import { BoardPage, boardLoader } from './common/BoardPage';
import { RegionLine } from './common/RegionLine';
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

export const loader = boardLoader(workerList, pageQuery);

export default function WorkerMorePage() {
  return (
    <BoardPage
      list={workerList}
      query={pageQuery}
      title="工人找活"
      noun="工人"
      placeholder="姓氏或经验介绍"
      sorts={SORT_OPTIONS}
      unit="位工人"
      emptyText="暂无符合条件的工人，换个条件试试"
      row={(w: WorkerCard) => <WorkerRow key={w.id} worker={w} />}
      filters={(view, go) => (
        <>
          <TradeLine trades={view.trades} onChange={(trades) => go({ trades })} />
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
            <Check checked={view.certified} onChange={(certified) => go({ certified })}>
              只看持证（证书在有效期内）
            </Check>
            <Check checked={view.openOnly} onChange={(openOnly) => go({ openOnly })}>
              只看找活中
            </Check>
          </div>
        </>
      )}
    />
  );
}
