// 保存搜索 of the finance product list: its filters in words (the finance dictionaries' names),
// saved through the catalogue, opened again on the list.
import type { FinanceFilters } from '../../../api/finance';
import {
  GUARANTEE_KINDS,
  INSTITUTION_KINDS,
  MONEY_TYPES,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
} from '../../../api/finance-fields';
import { filtersOf, nameIn, type SearchFilters, searchKind } from '../../search-kind';
import { financeList, type FinanceListView } from './views';

/** No region filter here; the shared parts read the optional region keys. */
type Filters = FinanceFilters & SearchFilters;

export const financeSearch = searchKind<Filters>({
  kind: 'finance',
  noun: '金融产品',
  words: (f) => [
    f.keyword && `“${f.keyword}”`,
    nameIn(SERVICE_TYPES, f.serviceType),
    nameIn(SCENE_TYPES, f.sceneType),
    nameIn(MONEY_TYPES, f.moneyType),
    nameIn(TIME_TYPES, f.timeType),
    nameIn(INSTITUTION_KINDS, f.institutionKind),
    f.guaranteeKind && `${nameIn(GUARANTEE_KINDS, f.guaranteeKind)}担保`,
  ],
  list: financeList,
});

const FILTER_KEYS = [
  'keyword',
  'serviceType',
  'sceneType',
  'moneyType',
  'timeType',
  'institutionKind',
  'guaranteeKind',
] as const;

/** The filters of a list view as the catalogue takes them (empty ones left out). */
export function financeFiltersOf(v: FinanceListView): Filters {
  return filtersOf(v, FILTER_KEYS);
}
