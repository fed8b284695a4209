// /labor-services/more-company: labour companies. The URL is the state (companyList): keyword,
// region, size band, verified only, sort and page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMPANY_SCALES, COMPANY_SORTS, labor, type CompanyCard } from '../../api/labor';
import { useListView } from '../../shared/list-view';
import { callQuery, type Loader } from '../../shared/query';
import { companyList, companyListQuery, type CompanyListView } from '../../shared/sections/labor/views';
import { SkeletonRows } from '../../ui/DataState';
import { FilterBar, FilterRow, SortBar } from '../../ui/FilterBar';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { SkipToResults } from '../../ui/SkipToResults';
import { LaborTabs } from './common/LaborTabs';
import { boardPrefetch } from './common/list-loader';
import { RegionLine } from './common/RegionLine';
import { SearchBox } from './common/SearchBox';
import { CompanyRow } from './list/BoardRows';
import classes from './common/labor.module.css';

const SORT_OPTIONS = COMPANY_SORTS.map((value) => ({ value, label: value === 'projects' ? '业绩最多' : '评分最高' }));
const SCALES = COMPANY_SCALES.map((s) => ({ value: s.code, label: s.name }));
const pageQuery = (v: CompanyListView) => callQuery(labor.companyPage, companyListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const { view } = companyList.read(search);
  await boardPrefetch(client, client.prefetchQuery(pageQuery(view)), view.provinceCode);
};

export default function CompanyMorePage() {
  const { view, malformed, go, onPage, pageHref } = useListView(companyList);
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData });
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{view.keyword ? `“${view.keyword}”相关劳务公司` : '劳务公司'}</h1>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterBar>
        <SearchBox
          key={view.keyword}
          label="搜索劳务公司"
          placeholder="企业名称"
          initial={view.keyword}
          onSearch={(keyword) => go({ keyword })}
        />
        <RegionLine label="所在地区" provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={go} />
        <FilterRow
          label="规模"
          options={SCALES}
          value={view.scale ?? ''}
          onChange={(v) => go({ scale: (v || null) as CompanyListView['scale'] })}
        />
        <div className={classes.filterLine}>
          <label className={classes.inline}>
            <input
              type="checkbox"
              checked={view.verifiedOnly}
              onChange={(e) => go({ verifiedOnly: e.currentTarget.checked })}
            />
            只看已认证企业
          </label>
        </div>
      </FilterBar>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList<CompanyCard>
        state={list}
        unit="家劳务公司"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={72} />}
        emptyText="暂无符合条件的劳务公司，换个条件试试"
      >
        {(p) => (
          <ul className={classes.rows}>
            {p.records.map((c) => (
              <CompanyRow key={c.id} company={c} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
