// One goods tile: picture, name, spec, price with unit, shop. Used by home and the mall lists.
import type { ReactNode } from 'react';
import type { GoodsCard as Goods } from '../api/product';
import { AppLink } from './AppLink';
import { Img } from './Img';
import { Price } from './Price';
import classes from './goods.module.css';

/** `priority`: a first-screen tile of a list page, whose picture is the page's LCP on a phone. */
export function GoodsCard({ goods, href, priority }: { goods: Goods; href: string; priority?: boolean }) {
  return (
    <article className={classes.card}>
      <AppLink href={href} className={classes.link}>
        {/* The name below is the link's text: the picture adds nothing to say. */}
        <Img src={goods.imageUrl} alt="" width={200} height={200} fluid priority={priority} />
        <h3 className={classes.name} title={goods.productName}>
          {goods.selfSupport && <span className={classes.self}>自营</span>}
          {goods.productName}
        </h3>
      </AppLink>
      <p className={classes.spec} title={`${goods.brand} ${goods.spec}`}>
        {goods.brand} {goods.spec}
      </p>
      <p className={classes.priceRow}>
        <Price value={goods.price} unit={goods.unit} />
        <span className={classes.sales}>已售 {goods.salesCount}</span>
      </p>
      <p className={classes.shop} title={goods.shopName}>
        {goods.shopName}
      </p>
    </article>
  );
}

export function GoodsGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
