// Tile cards: picture, name, size · finish · absorption class, price per ㎡ and per box, sales;
// each leads to the mall's goods detail, where the calculator and the batches are.
import { Link } from 'wouter';
import type { TileCard } from '../../../api/taoci';
import { ABSORPTION_CLASSES } from '../../../api/taoci-dicts';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import { Ellipsis } from '../../../ui/Ellipsis';
import { Img } from '../../../ui/Img';
import { formatPrice } from '../../../ui/price';
import classes from './taoci.module.css';

const classLabel = (code: string) => ABSORPTION_CLASSES.find((c) => c.code === code)?.label ?? code;

export function TileCards({ tiles, priority = false }: { tiles: TileCard[]; priority?: boolean }) {
  return (
    <ul className={classes.tiles}>
      {tiles.map((t, i) => (
        <li key={t.goodsId} className={classes.tile}>
          <Link href={mallRoutes.goodsDetail.href({ id: t.goodsId })} className={classes.tileLink} title={t.name}>
            <Img src={t.imageUrl} alt="" width={220} height={165} fluid priority={priority && i < 2} />
            <Ellipsis text={t.name} lines={2} className={classes.tileName} />
          </Link>
          <p className={classes.tileSpec}>
            {t.sizeMm}mm · {t.finish} · {classLabel(t.absorption)}
            {t.slip && ` · 防滑 ${t.slip}`}
          </p>
          <p className={classes.tilePrice}>
            <strong>{formatPrice(t.pricePerM2, '㎡')}</strong>
            <small>
              {formatPrice(t.boxPrice, '箱')} · {t.m2PerBox}㎡/箱
            </small>
          </p>
          <p className={classes.tileMeta}>
            <span>已售 {t.salesCount}</span>
            <span>{t.stock > 0 ? `${t.batchCount} 个色号 · 共 ${t.stock} 箱` : '暂时缺货'}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
