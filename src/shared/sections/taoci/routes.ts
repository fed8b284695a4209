// The ceramic sub-site's routes (陶瓷馆, /taoci-index): its landing (at /taoci-index and at
// /taoci-index/home) and a ceramic shop. Both bring their own header and nav (frame 'subsite').
// A tile's detail is the mall's goods detail (/goodsDetail?id=).
import { taoci } from '../../../api/taoci';
import { detailHead, listRoute, route, type HeadContext, type Text } from '../../route-kit';
import { taociSearch } from './saved-search';
import { shopQueryOf, shopTiles } from './views';

const home = {
  page: 'features/taoci/TaociHomePage',
  title: '陶瓷馆',
  description:
    '陶瓷馆：佛山、淄博、晋江、夹江、高安产区瓷砖源头店铺，抛光砖、仿古砖、瓷片、全抛釉、岩板等，按面积算箱数，同一色号整批发货。',
  frame: 'subsite',
} as const;

/** Without a shop id the page is the directory of ceramic shops. */
function withDirectory(head: { title: Text; description?: Text }): { title: Text; description: Text } {
  const directory = (ctx: HeadContext) => shopTiles.read(ctx.search).view.id === null;
  const pick = (t: Text | undefined, ctx: HeadContext) => (typeof t === 'function' ? t(ctx) : (t ?? ''));
  return {
    title: (ctx) => (directory(ctx) ? '陶瓷品牌店铺' : pick(head.title, ctx)),
    description: (ctx) =>
      directory(ctx) ? '陶瓷馆品牌店铺：佛山、淄博、晋江、夹江、高安产区的瓷砖源头店铺。' : pick(head.description, ctx),
  };
}

export const taociRoutes = {
  taoci: route({ path: '/taoci-index', ...home }),
  taociHome: route({ path: '/taoci-index/home', ...home }),
  taociShop: listRoute(shopTiles, {
    page: 'features/taoci/TaociShopPage',
    frame: 'subsite',
    search: taociSearch,
    ...withDirectory(
      detailHead({
        call: taoci.shop,
        input: (search) => shopQueryOf(shopTiles.read(search).view),
        name: (d) => d.shop.name,
        fallback: '陶瓷店铺',
        missing: '店铺不存在',
        describe: (name) => `${name}：品牌、产区、认证，按品类、规格、表面、吸水率、用途、色系与每平方米价格筛选瓷砖。`,
      }),
    ),
  }),
};
