// 保存搜索 of the tender list: its filters in words, saved through the catalogue, opened again in
// the tender list.
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES, type TenderFilters } from '../../../api/tender';
import { nameIn, range, searchKind } from '../../search-kind';
import { tenderList } from './views';

export const tenderSearch = searchKind<TenderFilters>({
  kind: 'tender',
  noun: '招标',
  words: (f, { region }) => [
    f.keyword,
    nameIn(TENDER_TYPES, f.typeCode),
    nameIn(TENDER_METHODS, f.methodCode),
    nameIn(TENDER_STATUSES, f.status),
    ...region,
    range(f.budgetMinWan, f.budgetMaxWan, '万元'),
    range(f.publishFrom, f.publishTo) && `发布 ${range(f.publishFrom, f.publishTo)}`,
    range(f.deadlineFrom, f.deadlineTo) && `开标 ${range(f.deadlineFrom, f.deadlineTo)}`,
    f.closingSoon && '7日内截止',
  ],
  list: tenderList,
});
