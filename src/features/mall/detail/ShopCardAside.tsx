// The shop card beside the goods detail: logo, name, rating, place, and the way into the shop.
import type { ShopCard } from '../../../api/product';
import { AppLink } from '../../../ui/AppLink';
import { Img } from '../../../ui/Img';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import { shopPlace } from '../shop/ShopRow';
import classes from './detail.module.css';

export function ShopCardAside({ shop }: { shop: ShopCard }) {
  return (
    <aside className={classes.shopCard} aria-label="店铺信息">
      <div className={classes.shopCardHead}>
        <Img src={shop.logoUrl} alt="" width={56} height={56} />
        <h2>
          {shop.selfSupport && <span className={classes.selfTag}>自营</span>}
          {shop.shopName}
        </h2>
      </div>
      <dl>
        <dt>店铺评分</dt>
        <dd className={classes.rating}>{shop.rating.toFixed(1)}</dd>
        <dt>在售商品</dt>
        <dd>{shop.goodsCount} 件</dd>
        <dt>主营</dt>
        <dd>{shop.mainCategories || '—'}</dd>
        <dt>所在地</dt>
        <dd>{shopPlace(shop)}</dd>
      </dl>
      <AppLink href={mallRoutes.shopDetail.href({ id: shop.id })} className={classes.enterShop}>
        进入店铺
      </AppLink>
    </aside>
  );
}
