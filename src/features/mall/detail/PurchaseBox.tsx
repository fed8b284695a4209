// Price tiers, stock, the quantity (kept within the stock), the estimated amount and 加入购物车.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import type { GoodsDetail } from '../../../api/product';
import { formatPrice } from '../../../ui/price';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { portalRoutes } from '../../../shared/sections/portal/routes';
import { tierRows, unitPriceFor } from './unit-price';
import { useAddToCart } from './use-add-to-cart';
import classes from './detail.module.css';

const KIND_LABEL = { base: '单价', tier: '阶梯价', groupBuy: '团购价' } as const;

export function PurchaseBox({ goods, groupBuyRunning }: { goods: GoodsDetail; groupBuyRunning: boolean }) {
  const [quantity, setQuantity] = useState(1);
  const { add, isAdding } = useAddToCart();
  const soldOut = goods.stock <= 0;
  const unit = unitPriceFor(goods, quantity, groupBuyRunning);
  const rows = tierRows(goods);
  return (
    <div className={classes.purchase}>
      {rows.length > 0 && (
        <table className={classes.tiers}>
          <caption>阶梯价格</caption>
          <thead>
            <tr>
              <th scope="col">采购量（{goods.unit}）</th>
              <th scope="col">单价</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.from}
                aria-current={
                  unit.kind !== 'groupBuy' && quantity >= r.from && (r.to === null || quantity <= r.to)
                    ? 'true'
                    : undefined
                }
              >
                <td>{r.to === null ? `≥ ${r.from}` : `${r.from} – ${r.to}`}</td>
                <td>{formatPrice(r.price, goods.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className={classes.facts}>
        <dt>库存</dt>
        <dd>{soldOut ? <span className={classes.soldOut}>暂时缺货</span> : `${goods.stock} ${goods.unit}`}</dd>
        <dt>数量</dt>
        <dd className={classes.quantityCell}>
          <QuantityStepper value={quantity} onChange={setQuantity} max={Math.max(1, goods.stock)} disabled={soldOut} />
          <span className={classes.unitText}>{goods.unit}</span>
          {!soldOut && quantity >= goods.stock && <span className={classes.limit}>已达库存上限</span>}
        </dd>
        <dt>预估</dt>
        <dd>
          {KIND_LABEL[unit.kind]} {formatPrice(unit.price, goods.unit)}，合计{' '}
          <strong className={classes.estimate}>{formatPrice(Math.round(unit.price * quantity * 100) / 100)}</strong>
          <small className={classes.hint}>（以购物车结算价为准）</small>
        </dd>
      </dl>
      <div className={classes.actions}>
        <Button
          size="md"
          color="price"
          disabled={soldOut}
          loading={isAdding(goods.id)}
          onClick={() => void add(goods.id, quantity)}
        >
          加入购物车
        </Button>
        <Link href={portalRoutes.cart.href()} className={classes.cartLink}>
          去购物车结算 ›
        </Link>
      </div>
    </div>
  );
}
