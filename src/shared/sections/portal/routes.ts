// The portal's own pages: the home page, the cart, the jump page to other hosts and the support
// staff's session replay.
import { route } from '../../route-kit';

export const portalRoutes = {
  home: route({ path: '/home', page: 'features/home/HomePage', title: '', prefetch: true }),
  cart: route({ path: '/buyCar', page: 'features/cart/CartPage', title: '我的购物车', prefetch: true }),
  cartDefault: route({ path: '/buyCar/default', page: 'features/cart/CartPage', title: '我的购物车' }),
  jump: route({ path: '/jump', page: 'app/pages/JumpPage', title: '正在跳转' }),
  replay: route({ path: '/support/replay', page: 'features/support/ReplayPage', title: '会话回放' }),
};
