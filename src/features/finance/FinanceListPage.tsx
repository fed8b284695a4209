// /financial-service/financial-list: the finance products (finance info page list). The URL is
// the whole view (financeList): filters, sort and page; a malformed query falls back to the
// defaults with the notice. 保存搜索 keeps the filters (kind finance).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FINANCE_SORTS } from '../../api/finance';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { financeFiltersOf, financeSearch } from '../../shared/sections/finance/saved-search';
import { financeList, financeQueryOf } from '../../shared/sections/finance/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { SkeletonRows } from '../../ui/DataState';
import { SortBar } from '../../ui/FilterBar';
import { FilterFold } from '../../ui/filters/FilterFold';
import { PagedList } from '../../ui/PagedList';
import { QueryNotice } from '../../ui/QueryNotice';
import { SaveSearchButton } from '../../ui/SaveSearchButton';
import { SkipToResults } from '../../ui/SkipToResults';
import { ProductRows } from './common/ProductRows';
import { productPageQuery } from './common/queries';
import { ProductFilters } from './list/ProductFilters';
import classes from './common/finance.module.css';

const SORT_OPTIONS: { value: (typeof FINANCE_SORTS)[number]; label: string }[] = [
  { value: 'recommend', label: '推荐' },
  { value: 'rate', label: '利率最低' },
  { value: 'amount', label: '额度最高' },
  { value: 'funding', label: '放款最快' },
];

export const loader: Loader = async ({ client, search }) => {
  const { view } = financeList.read(search);
  await client.prefetchQuery(productPageQuery(financeQueryOf(view)));
};

export default function FinanceListPage() {
  const { view, malformed, go, onPage, pageHref } = useListView(financeList);
  const list = useQuery({ ...productPageQuery(financeQueryOf(view)), placeholderData: keepPreviousData });
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '金融服务', href: financeRoutes.finance.href() }]} current="金融产品" />
      <header className={classes.head}>
        <h1>{view.keyword ? `“${view.keyword}”的金融产品` : '金融产品'}</h1>
        {list.data && <span className={classes.total}>共 {list.data.total} 款产品</span>}
        <div className={classes.headActions}>
          <SaveSearchButton search={financeSearch} filters={financeFiltersOf(view)} />
          <Link href={`${financeRoutes.finance.href()}#precheck`} className={classes.linkButton}>
            融资测算
          </Link>
        </div>
      </header>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterFold>
        <ProductFilters view={view} onChange={go} />
      </FilterFold>
      <SortBar options={SORT_OPTIONS} value={view.sort} onChange={(sort) => go({ sort })} />
      <PagedList
        state={list}
        unit="款金融产品"
        onPage={onPage}
        pageHref={pageHref}
        skeleton={<SkeletonRows rows={8} height={96} />}
        emptyText="没有符合条件的金融产品，请调整筛选条件"
      >
        {(p) => <ProductRows records={p.records} hrefOf={(x) => financeRoutes.financeDetail.href({ id: x.id })} />}
      </PagedList>
    </div>
  );
}
