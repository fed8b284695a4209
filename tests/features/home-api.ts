// The routes /home and the layout call, answered with the fixtures.
import { cms } from '../../src/api/cms';
import { product } from '../../src/api/product';
import { share } from '../../src/api/share';
import { system } from '../../src/api/system';
import type { Answer } from './fake-api';
import * as f from './fixtures';

export function siteRoutes(): Record<string, Answer> {
  return {
    [system.siteConfig.path]: f.siteConfig,
    [cms.helpCenterList.path]: (u: URL) => {
      const cat = u.searchParams.get('categoryCode');
      const q = u.searchParams.get('problemContent') ?? '';
      const records = f.helpItems.filter((h) => (!cat || h.categoryCode === cat) && h.problemContent.includes(q));
      return { records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 };
    },
  };
}

export function homeRoutes(): Record<string, Answer> {
  return {
    ...siteRoutes(),
    [cms.bannerList.path]: (u: URL) => f.banners(u.searchParams.get('position') ?? '01'),
    [product.categoryTree.path]: f.categoryTree,
    [product.recommend.path]: f.goods(false),
    [product.selfProducts.path]: f.goods(true),
    [share.inquiryHomeList.path]: f.inquiries,
    [share.tenderTypes.path]: f.tenderTypes,
    [share.tenderHomeList.path]: f.tenders,
    [share.sellerRanking.path]: f.ranking('供应'),
    [share.buyerRanking.path]: f.ranking('采购'),
    [cms.caseList.path]: f.cases,
    [cms.partnerList.path]: (u: URL) => f.partners(Number(u.searchParams.get('type'))),
    [cms.newsList.path]: (u: URL) => f.newsPage(u.searchParams.get('moduleCode') ?? 'industry'),
  };
}
