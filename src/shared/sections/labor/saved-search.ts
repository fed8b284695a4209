// 保存搜索 of the job board: its filters in words, saved through the catalogue, opened again on
// the board. A new post matching a saved search tells its member (server: modules/labor/searches).
import type { JobFilters } from '../../../api/labor';
import { splitTrades, tradeName } from '../../../api/labor-trades';
import { range, searchKind } from '../../search-kind';
import { jobList } from './views';

export const laborSearch = searchKind<JobFilters>({
  kind: 'labor',
  noun: '招工',
  words: (f, { region }) => [
    f.keyword,
    splitTrades(f.trades).map(tradeName).join('、'),
    ...region,
    f.wageUnit && (range(f.wageMin, f.wageMax, f.wageUnit) || f.wageUnit),
    f.settlement,
    f.projectType,
    range(f.startFrom, f.startTo) && `开工 ${range(f.startFrom, f.startTo)}`,
    f.verifiedOnly === true && '认证单位',
  ],
  list: jobList,
});
