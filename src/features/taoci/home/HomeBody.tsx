// The landing's body: band with the counts, categories (to the tile search), the five producing
// regions, brand shops, best sellers and new arrivals.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TaociHome } from '../../../api/taoci';
import { TILE_PRESETS } from '../../../api/taoci-dicts';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import { taociRoutes } from '../../../shared/sections/taoci/routes';
import { TileCards } from '../common/TileCards';
import { ShopCards } from './ShopCards';
import classes from '../common/taoci.module.css';

/** A block the home's shortcuts scroll to: its heading takes the focus. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.block} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function HomeBody({ home }: { home: TaociHome }) {
  const top = home.shops[0];
  return (
    <>
      <section className={classes.band} aria-labelledby="taoci-title">
        <h1 id="taoci-title">陶瓷馆 · 产区源头好砖</h1>
        <p>
          {home.regions.reduce((n, r) => n + r.shopCount, 0)} 家产区品牌店铺，{home.tileCount}{' '}
          款在售瓷砖。按面积算箱数，同一色号整批发货，避免色差。
        </p>
        {top && (
          <ul className={classes.presetLinks} aria-label="按场景选砖">
            {TILE_PRESETS.map((p) => (
              <li key={p.code}>
                <Link href={taociRoutes.taociShop.href({ id: top.id, ...p.filters })}>
                  <strong>{p.label}</strong>
                  <small>{p.note}</small>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={classes.block} aria-labelledby="taoci-categories">
        <h2 id="taoci-categories">瓷砖品类</h2>
        <ul className={classes.chips}>
          {home.categories.map((c) => (
            <li key={c.name}>
              <Link href={mallRoutes.moreGoods.href({ productName: c.name, categoryId: home.tileCategoryId || null })}>
                {c.name}
                <small>{c.count} 款</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Block id="regions" title="五大产区">
        <ul className={classes.regions}>
          {home.regions.map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong>
              <span>{r.place}</span>
              <small>
                {r.shopCount} 家店铺 · {r.tileCount} 款瓷砖
              </small>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="shops" title="品牌店铺">
        <ShopCards shops={home.shops} />
      </Block>
      <Block id="hot" title="热销瓷砖">
        <TileCards tiles={home.hot} />
      </Block>
      <section className={classes.block} aria-labelledby="taoci-new">
        <h2 id="taoci-new">新品上架</h2>
        <TileCards tiles={home.newest} />
      </section>
    </>
  );
}
