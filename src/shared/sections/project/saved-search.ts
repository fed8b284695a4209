// 保存搜索 of the package list: its filters in words, saved through the catalogue, opened again in
// the package list.
import {
  PACKAGE_STATUSES,
  PROJECT_CATEGORIES,
  SALE_TYPES,
  SUBCONTRACT_TYPES,
  TRANSACTION_MODES,
  type ProjectFilters,
} from '../../../api/project';
import { nameIn, range, searchKind } from '../../search-kind';
import { projectList } from './views';

export const projectSearch = searchKind<ProjectFilters>({
  kind: 'project',
  noun: '分包项目',
  words: (f, { region }) => [
    f.keyword,
    nameIn(PROJECT_CATEGORIES, f.categoryCode),
    nameIn(SUBCONTRACT_TYPES, f.subcontractType),
    nameIn(SALE_TYPES, f.saleType),
    nameIn(TRANSACTION_MODES, f.transactionMode),
    nameIn(PACKAGE_STATUSES, f.status),
    ...region,
    range(f.budgetMinWan, f.budgetMaxWan, '万元'),
    range(f.deadlineFrom, f.deadlineTo) && `报名截止 ${range(f.deadlineFrom, f.deadlineTo)}`,
    f.canTake && '只看我能接的',
  ],
  list: projectList,
});
