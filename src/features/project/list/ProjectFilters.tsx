// The package filters: keyword, 专业类别, 分包类型, 计价方式, 交易方式, 状态 (the dictionaries),
// province and city, budget band in 万元, apply-deadline days, and 只看我能接的 (members: against
// the company's 资质; visitors are offered the login). Every change goes to the URL.
import { Link, useLocation, useSearch } from 'wouter';
import {
  PACKAGE_STATUSES,
  PROJECT_CATEGORIES,
  SALE_TYPES,
  SUBCONTRACT_TYPES,
  TRANSACTION_MODES,
} from '../../../api/project';
import { useSession } from '../../../shared/actor';
import { memberRoutes } from '../../../shared/sections/member/routes';
import type { ProjectFilterView } from '../../../shared/sections/project/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { BudgetLine, RegionLine } from '../../../ui/filters/FilterLines';
import { DateRange } from '../../../ui/filters/DateRange';
import { KeywordSearch, keywordOf, rangeOf } from '../../../ui/filters/FilterForms';
import classes from '../common/project.module.css';

const LINE = { line: classes.filterLine, caption: classes.filterLabel, box: classes.region };

interface Props {
  view: ProjectFilterView;
  onChange: (patch: Partial<ProjectFilterView>) => void;
}

const toOptions = (list: readonly { code: string; name: string }[]) =>
  list.map((o) => ({ value: o.code, label: o.name }));
const STATUSES = PACKAGE_STATUSES.filter((s) => s.code !== '1');

function CanTake({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { loggedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <div className={classes.filterLine}>
      <span className={classes.filterLabel}>资质：</span>
      <button type="button" className={classes.toggle} aria-pressed={on} onClick={onToggle}>
        只看我能接的
      </button>
      {!loggedIn && (
        <span className={classes.hint}>
          按贵公司登记的资质筛选，请先
          <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)}>登录</Link>
        </span>
      )}
    </div>
  );
}

export function ProjectFilters({ view, onChange }: Props) {
  const row = (
    label: string,
    list: readonly { code: string; name: string }[],
    key: 'categoryCode' | 'subcontractType' | 'saleType' | 'transactionMode' | 'status',
  ) => (
    <FilterRow
      label={label}
      options={toOptions(list)}
      value={view[key] ?? ''}
      onChange={(v) => onChange({ [key]: v || null })}
    />
  );
  return (
    <FilterBar>
      <KeywordSearch {...keywordOf(view, onChange)} label="搜索分包项目" placeholder="项目名称、发包单位或分包范围" />
      {row('专业', PROJECT_CATEGORIES, 'categoryCode')}
      {row('类型', SUBCONTRACT_TYPES, 'subcontractType')}
      {row('计价', SALE_TYPES, 'saleType')}
      {row('方式', TRANSACTION_MODES, 'transactionMode')}
      {row('状态', STATUSES, 'status')}
      <RegionLine provinceCode={view.provinceCode} cityCode={view.cityCode} onChange={onChange} classes={LINE} />
      <BudgetLine {...rangeOf(view, onChange, 'budgetMinWan', 'budgetMaxWan')} classes={LINE} />
      <div className={classes.filterLine}>
        <span className={classes.filterLabel}>截止：</span>
        <DateRange label="报名截止日期" {...rangeOf(view, onChange, 'deadlineFrom', 'deadlineTo')} />
      </div>
      <CanTake on={view.canTake} onToggle={() => onChange({ canTake: !view.canTake })} />
    </FilterBar>
  );
}
