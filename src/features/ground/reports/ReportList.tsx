// The reports' filters (keyword, kind, material, province, date range) and rows: title linking
// to the report, kind, material, region, Beijing publish day, views and the summary.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';
import type { ReportCard } from '../../../api/ground-reports';
import { REPORT_KIND_NAMES, REPORT_KINDS, REPORT_MATERIAL_NAMES, REPORT_MATERIALS } from '../../../api/ground-dicts';
import { reportList, type ReportView } from '../../../shared/sections/ground/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { DateRange } from '../../../ui/filters/DateRange';
import { KeywordSearch, keywordOf, rangeOf } from '../../../ui/filters/FilterForms';
import { formatDay } from '../../../ui/date';
import classes from '../common/ground.module.css';

export function ReportFilters({ view, onChange }: { view: ReportView; onChange: (p: Partial<ReportView>) => void }) {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  return (
    <FilterBar>
      <KeywordSearch {...keywordOf(view, onChange)} label="搜索报告" placeholder="报告标题" />
      <FilterRow
        label="类型"
        options={REPORT_KINDS.map((k) => ({ value: k, label: REPORT_KIND_NAMES[k] }))}
        value={view.kind ?? ''}
        onChange={(v) => onChange({ kind: (v || null) as ReportView['kind'] })}
      />
      <FilterRow
        label="材料"
        options={REPORT_MATERIALS.map((k) => ({ value: k, label: REPORT_MATERIAL_NAMES[k] }))}
        value={view.material ?? ''}
        onChange={(v) => onChange({ material: (v || null) as ReportView['material'] })}
      />
      <FilterRow
        label="地区"
        options={(provinces.data ?? []).map((p) => ({
          value: p.code,
          label: p.name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''),
        }))}
        value={view.provinceCode ?? ''}
        onChange={(v) => onChange({ provinceCode: v || null })}
        fold={12}
      />
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>发布：</span>
        <DateRange label="发布日期" {...rangeOf(view, onChange, 'from', 'to')} />
      </div>
    </FilterBar>
  );
}

export function ReportRows({ records, view }: { records: ReportCard[]; view: ReportView }) {
  return (
    <div>
      {records.map((r) => (
        <article key={r.id} className={classes.reportRow}>
          <h3>
            <Link href={reportList.href({ ...view, id: r.id })}>{r.title}</Link>
          </h3>
          <p className={classes.meta}>
            <span>{r.kindName}</span>
            <span>{r.materialName}</span>
            <span>{r.regionName}</span>
            <span>{formatDay(r.publishTime)}</span>
            <span>浏览 {r.views}</span>
          </p>
          <p>{r.summary}</p>
        </article>
      ))}
    </div>
  );
}
