// 保存搜索 of the inquiry hall: its filters in words, saved through the catalogue, opened again
// in the hall.
import { type InquiryFilters } from '../../../api/inquiry';
import { INQUIRY_STATUSES } from '../../../api/inquiry-rules';
import { nameIn, range, searchKind } from '../../search-kind';
import { inquiryList } from './views';

export const inquirySearch = searchKind<InquiryFilters>({
  kind: 'inquiry',
  noun: '询价',
  dictionary: 'category_code',
  words: (f, { region, dict }) => [
    f.keyword,
    dict(f.categoryCode),
    nameIn(INQUIRY_STATUSES, f.status),
    ...region,
    range(f.publishFrom, f.publishTo) && `发布 ${range(f.publishFrom, f.publishTo)}`,
    range(f.deadlineFrom, f.deadlineTo) && `截止 ${range(f.deadlineFrom, f.deadlineTo)}`,
  ],
  list: inquiryList,
});
