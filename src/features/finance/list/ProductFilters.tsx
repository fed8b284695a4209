// The product filters: keyword, service type, scene, amount band, term band, institution kind and
// guarantee kind, from the catalogue's tables (the same codes the dictionary call serves). Every
// change goes to the URL through `onChange`.
import type { Option } from '../../../api/fields';
import {
  GUARANTEE_KINDS,
  INSTITUTION_KINDS,
  MONEY_TYPES,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
} from '../../../api/finance-fields';
import type { FinanceListView } from '../../../shared/sections/finance/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { KeywordSearch } from '../../../ui/filters/FilterForms';

interface Props {
  view: FinanceListView;
  onChange: (patch: Partial<FinanceListView>) => void;
}

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.code, label: o.name }));
type Key = 'serviceType' | 'sceneType' | 'moneyType' | 'timeType' | 'institutionKind' | 'guaranteeKind';
const ROWS: [Key, string, Option[]][] = [
  ['serviceType', '服务类型', SERVICE_TYPES],
  ['sceneType', '适用场景', SCENE_TYPES],
  ['moneyType', '融资金额', MONEY_TYPES],
  ['timeType', '融资期限', TIME_TYPES],
  ['institutionKind', '机构类型', INSTITUTION_KINDS],
  ['guaranteeKind', '担保方式', GUARANTEE_KINDS],
];

export function ProductFilters({ view, onChange }: Props) {
  return (
    <FilterBar>
      <KeywordSearch
        key={view.keyword}
        initial={view.keyword}
        label="搜索金融产品"
        placeholder="产品或机构名称"
        maxLength={30}
        onSearch={(keyword) => onChange({ keyword })}
      />
      {ROWS.map(([key, label, list]) => (
        <FilterRow
          key={key}
          label={label}
          options={toOptions(list)}
          value={view[key] ?? ''}
          onChange={(v) => onChange({ [key]: v || null })}
        />
      ))}
    </FilterBar>
  );
}
