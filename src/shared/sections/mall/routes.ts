// The mall's routes: 商城直购 (its main-nav entry), goods search and detail, the category, shop,
// self-operated and bulk lists.
import { product } from '../../../api/product';
import { categoryName } from '../../category';
import { callQuery } from '../../query';
import { detailHead, listRoute, route, searchTitle, byId } from '../../route-kit';
import { bulkList, goodsSearch, selfGoodsList, shopGoodsList, shopSearch, typeGoodsList } from './views';

export const mallRoutes = {
  mallSelf: listRoute(selfGoodsList, {
    page: 'features/mall/MallSelfPage',
    title: '平台自营商城',
    description: '平台自营建材商品：品质保障、厂家直供、开具专票、准时配送。',
    nav: { label: '商城直购', subsites: ['jc'] },
  }),
  moreGoods: listRoute(goodsSearch, {
    page: 'features/mall/MoreGoodsPage',
    title: searchTitle(goodsSearch, 'productName', '商品搜索'),
    description: '建材商品搜索：钢材、水泥、混凝土、防水、管材等，按分类、品牌、价格筛选比价。',
  }),
  goodsDetail: route({
    path: '/goodsDetail',
    page: 'features/mall/GoodsDetailPage',
    flows: ['groupBuy'],
    ...detailHead({
      call: product.goodsDetail,
      name: (goods) => goods.productName,
      fallback: '商品详情',
      missing: '商品不存在',
      describe: (name) => `${name}：价格、阶梯价、库存与店铺信息，在线加入购物车集中采购。`,
      structured: (g) => ({
        '@type': 'Product',
        name: g.productName,
        sku: String(g.id),
        image: g.images.length ? g.images : [g.imageUrl],
        brand: { '@type': 'Brand', name: g.brand },
        category: g.categoryPath.map((c) => c.name).join(' > '),
        offers: {
          '@type': 'Offer',
          price: g.price.toFixed(2),
          priceCurrency: 'CNY',
          availability: `https://schema.org/${g.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          seller: { '@type': 'Organization', name: g.shopName },
        },
      }),
    }),
    href: byId,
  }),
  typeGoods: listRoute(typeGoodsList, {
    page: 'features/mall/TypeGoodsPage',
    title: ({ search, client }) => {
      const { categoryId } = typeGoodsList.read(search).view;
      const tree = client.getQueryData(callQuery(product.categoryTree, {}).queryKey);
      return (tree && categoryName(tree, categoryId)) || '商品分类';
    },
  }),
  shopList: listRoute(shopSearch, {
    page: 'features/mall/ShopListPage',
    title: searchTitle(shopSearch, 'shopName', '店铺搜索', '店铺列表'),
  }),
  shopDetail: listRoute(shopGoodsList, {
    page: 'features/mall/ShopDetailPage',
    ...detailHead({
      call: product.shopDetail,
      name: (shop) => shop.shopName,
      fallback: '店铺',
      missing: '店铺不存在',
      describe: (name) => `${name}：主营品类、所在地区与在售商品。`,
      structured: (s) => ({
        '@type': 'Organization',
        name: s.shopName,
        logo: s.logoUrl,
        description: s.mainCategories,
        address: {
          '@type': 'PostalAddress',
          addressRegion: s.provinceName,
          addressLocality: s.cityName,
          streetAddress: s.address,
        },
      }),
    }),
  }),
  mallSelfIndex: route({
    path: '/mallSelfIn/index-lcidp',
    page: 'features/mall/MallSelfIndexPage',
    title: '自营商城分类频道',
  }),
  moreBuild: listRoute(bulkList, { page: 'features/mall/MoreBuildPage', title: '大宗集采' }),
};
