// The home page's queries: the first screen's are the route loader's (rendered on the server);
// the sections below the fold ask for theirs when they come into view.
import { cms } from '../../api/cms';
import { product } from '../../api/product';
import { categoryTreeQuery } from '../../shared/category';
import { callQuery, type Loader } from '../../shared/query';

export const GOODS_SIZE = 10;

export const homeQueries = {
  banners: callQuery(cms.bannerList, { position: '01' }),
  notices: callQuery(cms.newsList, { moduleCode: 'platform', current: 1, size: 5 }),
  recommend: callQuery(product.recommend, { size: GOODS_SIZE }),
  self: callQuery(product.selfProducts, { size: GOODS_SIZE }),
  firstAd: callQuery(cms.bannerList, { position: '03' }),
};

export const homeLoader: Loader = async ({ client }) => {
  const { banners, notices, recommend, firstAd } = homeQueries;
  await Promise.all([
    client.prefetchQuery(categoryTreeQuery),
    client.prefetchQuery(banners),
    client.prefetchQuery(notices),
    client.prefetchQuery(firstAd),
    client.prefetchQuery(recommend),
  ]);
};
