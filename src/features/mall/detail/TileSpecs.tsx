// A tile's facts on the goods detail (the ceramic section's tile call): size, thickness, finish,
// water absorption class, use, colour and pattern, anti-slip, grade, box, price per ㎡, and its
// colour batches (色号) with the boxes each holds.
import { Link } from 'wouter';
import type { TileFacts } from '../../../api/taoci';
import { absorptionLabel, BATCH_STATUS_LABELS } from '../../../api/taoci-dicts';
import { taociRoutes } from '../../../shared/sections/taoci/routes';
import { formatPrice } from '../../../ui/price';
import classes from './tile.module.css';
import { TableHead } from '../../../ui/TableHead';

export function TileSpecs({ tile }: { tile: TileFacts }) {
  const rows: [string, string][] = [
    ['品类', tile.category],
    ['规格', `${tile.sizeMm} mm`],
    ['厚度', `${tile.thicknessMm} mm`],
    ['表面', tile.finish],
    ['吸水率', absorptionLabel(tile.absorption)],
    ['用途', tile.usage],
    ['色系 / 纹理', `${tile.colour} · ${tile.pattern}`],
    ['防滑', tile.slip ? `防滑 ${tile.slip}` : '非防滑'],
    ['等级', tile.grade],
    ['包装', `每箱 ${tile.piecesPerBox} 片，${tile.m2PerBox} ㎡`],
    ['价格', `${formatPrice(tile.pricePerM2, '㎡')}（${formatPrice(tile.boxPrice, '箱')}）`],
    ['产区', tile.region],
  ];
  return (
    <section className={classes.specs} aria-labelledby="tile-specs">
      <h2 id="tile-specs">瓷砖参数</h2>
      <p className={classes.shopLine}>
        {tile.region}产区 ·{' '}
        <Link href={taociRoutes.taociShop.href({ id: tile.shopId })}>在陶瓷馆看 {tile.shopName} 的全部瓷砖 ›</Link>
      </p>
      <table>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={classes.batches}>
        <caption>色号批次与库存（不同批次可能有色差，请同一色号整批采购）</caption>
        <TableHead cols={['色号', '生产日期', '库存（箱）', '可铺面积', '状态']} />
        <tbody>
          {tile.batches.map((b) => (
            <tr key={b.id}>
              <td>{b.batchNo}</td>
              <td>{b.producedOn}</td>
              <td>{b.stock}</td>
              <td>{Math.round(b.stock * tile.m2PerBox * 100) / 100} ㎡</td>
              <td data-status={b.status}>{BATCH_STATUS_LABELS[b.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
