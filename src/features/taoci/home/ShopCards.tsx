// Ceramic shop cards: logo, name, brand and region, certifications, main categories, tiles.
import { Link } from 'wouter';
import type { CeramicShopCard } from '../../../api/taoci';
import { taociRoutes } from '../../../shared/sections/taoci/routes';
import { Img } from '../../../ui/Img';
import classes from '../common/taoci.module.css';

export function ShopCards({ shops }: { shops: CeramicShopCard[] }) {
  return (
    <ul className={classes.shops}>
      {shops.map((s) => (
        <li key={s.id} className={classes.shop}>
          <Img src={s.logoUrl} alt="" width={56} height={56} />
          <div>
            <Link href={taociRoutes.taociShop.href({ id: s.id })} className={classes.shopName} title={s.name}>
              {s.name}
            </Link>
            <p className={classes.shopMeta}>
              <span>品牌：{s.brand}</span>
              <span>产区：{s.region}</span>
              <span>{s.tileCount} 款在售</span>
            </p>
            <p className={classes.shopMeta}>主营：{s.mainCategories}</p>
            <ul className={classes.certs} aria-label="认证">
              {s.certifications.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
