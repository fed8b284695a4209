// /labor-services/more-company: labour companies. The URL is the state (companyList): keyword,
// region, size band, verified only, sort and page.
import { COMPANY_SCALES, COMPANY_SORTS, labor, type CompanyCard } from '../../api/labor';
import { callQuery } from '../../shared/query';
import { companyList, companyListQuery, type CompanyListView } from '../../shared/sections/labor/views';
import { FilterRow } from '../../ui/FilterBar';
import { Check } from './common/BoardFilters';
import { BoardPage, boardLoader } from './common/BoardPage';
import { RegionLine } from './common/RegionLine';
import { CompanyRow } from './list/BoardRows';
import classes from './common/labor.module.css';

const SORT_OPTIONS = COMPANY_SORTS.map((value) => ({ value, label: value === 'projects' ? '业绩最多' : '评分最高' }));
const SCALES = COMPANY_SCALES.map((s) => ({ value: s.code, label: s.name }));
const pageQuery = (v: CompanyListView) => callQuery(labor.companyPage, companyListQuery(v));

export const loader = boardLoader(companyList, pageQuery);

export default function CompanyMorePage() {
  return (
    <BoardPage
      list={companyList}
      query={pageQuery}
      title="劳务公司"
      noun="劳务公司"
      placeholder="企业名称"
      sorts={SORT_OPTIONS}
      unit="家劳务公司"
      emptyText="暂无符合条件的劳务公司，换个条件试试"
      row={(c: CompanyCard) => <CompanyRow key={c.id} company={c} />}
      filters={(view, go) => (
        <>
          <RegionLine label="所在地区" provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={go} />
          <FilterRow
            label="规模"
            options={SCALES}
            value={view.scale ?? ''}
            onChange={(v) => go({ scale: (v || null) as CompanyListView['scale'] })}
          />
          <div className={classes.filterLine}>
            <Check checked={view.verifiedOnly} onChange={(verifiedOnly) => go({ verifiedOnly })}>
              只看已认证企业
            </Check>
          </div>
        </>
      )}
    />
  );
}
