// One shop in the shop list: logo, name, rating, main categories, place, goods count, and its
// best sellers as small tiles.
import type { ShopCard } from '../../../api/product';
import { AppLink } from '../../../ui/AppLink';
import { Img } from '../../../ui/Img';
import { Price } from '../../../ui/Price';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import classes from './shop.module.css';

export const shopPlace = (s: Pick<ShopCard, 'provinceName' | 'cityName' | 'districtName'>) =>
  [s.provinceName, s.cityName === s.provinceName ? '' : s.cityName, s.districtName].filter(Boolean).join(' ');

export function ShopRow({ shop }: { shop: ShopCard }) {
  return (
    <article className={classes.row}>
      <div className={classes.info}>
        <AppLink
          href={mallRoutes.shopDetail.href({ id: shop.id })}
          className={classes.logoLink}
          aria-label={`${shop.shopName}的店铺首页`}
        >
          <Img src={shop.logoUrl} alt="" width={80} height={80} />
        </AppLink>
        <div className={classes.meta}>
          <h2 className={classes.name}>
            {shop.selfSupport && <span className={classes.self}>自营</span>}
            <AppLink href={mallRoutes.shopDetail.href({ id: shop.id })}>{shop.shopName}</AppLink>
          </h2>
          <p>
            评分 <strong className={classes.rating}>{shop.rating.toFixed(1)}</strong>
            <span className={classes.dot}>·</span>
            在售 {shop.goodsCount} 件
          </p>
          <p title={shop.mainCategories}>主营：{shop.mainCategories || '—'}</p>
          <p>所在地：{shopPlace(shop)}</p>
          <AppLink href={mallRoutes.shopDetail.href({ id: shop.id })} className={classes.enter}>
            进入店铺
          </AppLink>
        </div>
      </div>
      <ul className={classes.preview} aria-label={`${shop.shopName}的热销商品`}>
        {shop.previewGoods.map((g) => (
          <li key={g.id}>
            <AppLink href={mallRoutes.goodsDetail.href({ id: g.id })} className={classes.previewLink}>
              <Img src={g.imageUrl} alt={g.productName} width={120} height={120} fluid />
              <span className={classes.previewName}>{g.productName}</span>
              <Price value={g.price} unit={g.unit} />
            </AppLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
