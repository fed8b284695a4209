// The tender filters, shared by the list and the calendar: keyword, type / method / status (from
// the dictionary calls), province and city, budget band in 万元, publish and opening days, and
// 7日内截止. Every change goes to the URL through `onChange`; drafts start from the URL.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Option } from '../../../api/fields';
import type { TenderFilterView } from '../../../shared/sections/tender/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { BudgetLine, RegionLine } from '../../../ui/filters/FilterLines';
import { DateRange } from '../../../ui/filters/DateRange';
import { KeywordSearch, keywordOf, rangeOf } from '../../../ui/filters/FilterForms';
import { methodsQuery, statusesQuery, typesQuery } from '../common/queries';
import classes from './tender.module.css';

const LINE = { line: classes.filterLine, caption: classes.filterLabel, box: classes.region };

interface Props {
  view: TenderFilterView;
  onChange: (patch: Partial<TenderFilterView>) => void;
}

const toOptions = (list: Option[] | undefined) => (list ?? []).map((o) => ({ value: o.code, label: o.name }));
const FOLDED = [
  'methodCode',
  'status',
  'budgetMinWan',
  'budgetMaxWan',
  'publishFrom',
  'publishTo',
  'deadlineFrom',
  'deadlineTo',
] as const;

export function TenderFilters({ view, onChange }: Props) {
  // Phones fold the rarer filters behind 更多筛选 (open when one of them is set).
  const [more, setMore] = useState(() => FOLDED.some((k) => view[k] !== null));
  const types = useQuery(typesQuery);
  const methods = useQuery(methodsQuery);
  const statuses = useQuery(statusesQuery);
  return (
    <FilterBar>
      <KeywordSearch {...keywordOf(view, onChange)} label="搜索招标" placeholder="项目名称或招标人" />
      <FilterRow
        label="类型"
        options={toOptions(types.data)}
        value={view.typeCode ?? ''}
        onChange={(v) => onChange({ typeCode: v || null })}
      />
      <RegionLine provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={onChange} classes={LINE} />
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>截止：</span>
        <button
          type="button"
          className={classes.toggle}
          aria-pressed={view.closingSoon}
          onClick={() => onChange({ closingSoon: !view.closingSoon })}
        >
          7日内截止
        </button>
      </div>
      <button
        type="button"
        className={classes.moreFilters}
        aria-expanded={more}
        aria-controls="tender-more-filters"
        onClick={() => setMore((v) => !v)}
      >
        {more ? '收起筛选' : '更多筛选'}
      </button>
      <div id="tender-more-filters" className={classes.foldable} data-open={more || undefined}>
        <FilterRow
          label="方式"
          options={toOptions(methods.data)}
          value={view.methodCode ?? ''}
          onChange={(v) => onChange({ methodCode: v || null })}
        />
        <FilterRow
          label="状态"
          options={toOptions(statuses.data)}
          value={view.status ?? ''}
          onChange={(v) => onChange({ status: v || null })}
        />
        <BudgetLine {...rangeOf(view, onChange, 'budgetMinWan', 'budgetMaxWan')} classes={LINE} />
        <div className={classes.filterLine}>
          <span className={classes.filterLabel}>日期：</span>
          <div className={classes.dates}>
            <DateRange label="发布日期" caption="发布" {...rangeOf(view, onChange, 'publishFrom', 'publishTo')} />
            <DateRange label="开标日期" caption="开标" {...rangeOf(view, onChange, 'deadlineFrom', 'deadlineTo')} />
          </div>
        </div>
      </div>
    </FilterBar>
  );
}
