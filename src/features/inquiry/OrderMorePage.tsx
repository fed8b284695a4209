// /preferentialInquiry/orderMore: deal records (成交), newest first: who (masked by the server),
// what, how much and when, filtered by material keyword, category and one party (from a ranking
// record). The URL is the only source of truth (dealList in src/shared/inquiry-views.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deals } from '../../api/inquiry-deals';
import { dealList, dealListQuery, type DealListView } from '../../shared/sections/inquiry/views';
import { callQuery, type Loader } from '../../shared/query';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { FilterBar } from '../../ui/FilterBar';
import { AppLink } from '../../ui/AppLink';
import { DealTable } from './deals/DealTable';
import { categoryDictQuery, knownCategory, useCategoryListView } from './list/list-category';
import { CategoryRow } from './list/ListFilters';
import { ListHead } from './list/ListHead';
import { ListSearch } from './list/ListSearch';
import classes from './list/list.module.css';
import { ListTop, ListResults } from '../../ui/ListBody';

const pageQuery = (v: DealListView) => callQuery(deals.dealPage, dealListQuery(v));

export const loader: Loader = async ({ client, search }) => {
  const dict = await client.fetchQuery(categoryDictQuery);
  await client.prefetchQuery(pageQuery(knownCategory(dealList.read(search), dict).view));
};

export default function OrderMorePage() {
  const lv = useCategoryListView(dealList);
  const { view, go, categories, ready } = lv;
  const empty = view.keyword ? `没有找到与“${view.keyword}”相关的成交，暂无数据` : '暂无成交记录';
  const list = useQuery({ ...pageQuery(view), placeholderData: keepPreviousData, enabled: ready });
  const { keyword } = view;
  return (
    <div className="page-column">
      <ListHead
        title={keyword ? `“${keyword}”成交记录` : '成交记录'}
        count={list.data && `共 ${list.data.total} 笔成交`}
      >
        <AppLink href={inquiryRoutes.inquiryMore.href()}>询价大厅</AppLink>
        <AppLink href={inquiryRoutes.rankingMore.href()}>交易排行榜</AppLink>
      </ListHead>
      <ListTop of={lv} />
      <FilterBar>
        <ListSearch
          key={keyword}
          label="搜索成交记录"
          placeholder="物料名称，如 螺纹钢"
          ranges={false}
          initial={{ keyword }}
          onSearch={(v) => go({ keyword: v.keyword })}
        />
        <CategoryRow
          categories={categories}
          value={view.categoryCode}
          onChange={(categoryCode) => go({ categoryCode })}
        />
        {view.companyId !== null && (
          <div className={classes.filterLine}>
            <span className={classes.filterLabel}>企业：</span>
            <span>仅看该企业参与的成交</span>
            <button type="button" className={classes.clear} onClick={() => go({ companyId: null })}>
              查看全部
            </button>
          </div>
        )}
      </FilterBar>
      <div className={classes.results}>
        <ListResults of={lv} state={list} text={{ unit: '笔成交', empty, skeleton: [10, 32] }}>
          {(p) => <DealTable deals={p.records} caption="成交记录" />}
        </ListResults>
      </div>
    </div>
  );
}
