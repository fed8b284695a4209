// A ceramic shop's head: logo, name, brand, producing region and place, since, rating,
// certifications and its introduction.
import type { CeramicShop } from '../../../api/taoci';
import { Img } from '../../../ui/Img';
import classes from '../common/taoci.module.css';

export function ShopHead({ shop }: { shop: CeramicShop }) {
  return (
    <section className={classes.shopHead} aria-labelledby="shop-name">
      <Img src={shop.logoUrl} alt="" width={88} height={88} priority />
      <div>
        <h1 id="shop-name">{shop.name}</h1>
        <p className={classes.shopMeta}>
          <span>品牌：{shop.brand}</span>
          <span>
            产区：{shop.region}（{shop.place}）
          </span>
          <span>创立：{shop.since} 年</span>
          <span>评分：{shop.rating.toFixed(1)}</span>
          <span>地址：{shop.address}</span>
        </p>
        <ul className={classes.certs} aria-label="认证">
          {shop.certifications.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className={classes.intro} title={shop.intro}>
          {shop.intro}
        </p>
      </div>
    </section>
  );
}
