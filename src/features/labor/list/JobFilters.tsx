// The job board's filters: trades (the tree), region, wage range in a unit, settlement, project
// type, start days, publish age and verified employers only. Each change writes the URL.
import { useState, type FormEvent } from 'react';
import { PROJECT_TYPES, SETTLEMENTS, WAGE_UNITS } from '../../../api/labor-trades';
import type { JobListView } from '../../../shared/sections/labor/views';
import { FilterRow } from '../../../ui/FilterBar';
import { DateRange } from '../../../ui/filters/DateRange';
import { rangeOf } from '../../../ui/filters/FilterForms';
import { Check, TradeLine } from '../common/BoardFilters';
import { RegionLine } from '../common/RegionLine';
import classes from '../common/labor.module.css';

const opts = (names: readonly string[]) => names.map((n) => ({ value: n, label: n }));
const WITHIN = [
  { value: '1', label: '今天' },
  { value: '3', label: '3 天内' },
  { value: '7', label: '7 天内' },
];
const num = (s: string) => (s.trim() === '' ? null : Math.max(0, Math.floor(Number(s)) || 0));

function WageForm({ view, go }: { view: JobListView; go: (p: Partial<JobListView>) => void }) {
  const [unit, setUnit] = useState(view.wageUnit ?? '');
  const [min, setMin] = useState(view.wageMin === null ? '' : String(view.wageMin));
  const [max, setMax] = useState(view.wageMax === null ? '' : String(view.wageMax));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [lo, hi] = [num(min), num(max)];
    const u = (unit || null) as JobListView['wageUnit'];
    go({
      wageUnit: u,
      wageMin: u ? (lo !== null && hi !== null && lo > hi ? hi : lo) : null,
      wageMax: u ? (lo !== null && hi !== null && lo > hi ? lo : hi) : null,
    });
  };
  const bound = (label: string, placeholder: string, value: string, set: (v: string) => void) => (
    <input
      type="number"
      min={0}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      disabled={!unit}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );
  return (
    <form className={classes.filterLine} aria-label="工资筛选" onSubmit={submit}>
      <span className={classes.filterLabel}>工资：</span>
      <span className={classes.inline}>
        <select aria-label="工资单位" value={unit} onChange={(e) => setUnit(e.currentTarget.value)}>
          <option value="">不限单位</option>
          {WAGE_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
        {bound('最低工资', '最低', min, setMin)}
        <span aria-hidden="true">-</span>
        {bound('最高工资', '最高', max, setMax)}
        <button type="submit" className={classes.ghost}>
          确定
        </button>
      </span>
    </form>
  );
}

function StartDays({ view, go }: { view: JobListView; go: (p: Partial<JobListView>) => void }) {
  return (
    <div className={classes.filterLine} role="group" aria-label="开工日期">
      <span className={classes.filterLabel}>开工：</span>
      <DateRange label="开工日期" {...rangeOf(view, go, 'startFrom', 'startTo')} />
      <Check checked={view.verifiedOnly} onChange={(verifiedOnly) => go({ verifiedOnly })}>
        只看认证单位
      </Check>
    </div>
  );
}

export function JobFilters({ view, go }: { view: JobListView; go: (p: Partial<JobListView>) => void }) {
  return (
    <>
      <TradeLine trades={view.trades} onChange={(trades) => go({ trades })} />
      <RegionLine label="项目地区" provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={go} />
      <WageForm key={`${view.wageUnit}|${view.wageMin}|${view.wageMax}`} view={view} go={go} />
      <FilterRow
        label="结算"
        options={opts(SETTLEMENTS)}
        value={view.settlement ?? ''}
        onChange={(v) => go({ settlement: (v || null) as JobListView['settlement'] })}
      />
      <FilterRow
        label="项目"
        options={opts(PROJECT_TYPES)}
        value={view.projectType ?? ''}
        onChange={(v) => go({ projectType: (v || null) as JobListView['projectType'] })}
      />
      <FilterRow
        label="发布"
        options={WITHIN}
        value={view.within ?? ''}
        onChange={(v) => go({ within: (v || null) as JobListView['within'] })}
      />
      <StartDays view={view} go={go} />
    </>
  );
}
