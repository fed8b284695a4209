// One shop's part of the cart: the shop checkbox (selects all its lines), then its lines with
// picture, name, the server's unit price and amount, the quantity within stock, and 删除.
import type { Cart, CartLine } from '../../api/cart';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { AppLink } from '../../ui/AppLink';
import { useConfirm } from '../../ui/ConfirmDialog';
import { Img } from '../../ui/Img';
import { formatPrice } from '../../ui/price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { removeQuestion, removeWithUndo } from './cart-removal';
import type { CartApi } from './use-cart';
import classes from './cart.module.css';

const KIND = { base: '', tier: '阶梯价', groupBuy: '团购价' } as const;

function Line({ line, api }: { line: CartLine; api: CartApi }) {
  const soldOut = line.stock <= 0;
  const confirm = useConfirm();
  return (
    <li className={classes.line} data-unavailable={!line.available || undefined}>
      <label className={classes.lineCheck}>
        <input
          type="checkbox"
          checked={line.selected}
          onChange={(e) => api.select([line.id], e.currentTarget.checked)}
          aria-label={`选择 ${line.productName}`}
        />
      </label>
      <AppLink href={mallRoutes.goodsDetail.href({ id: line.goodsId })} className={classes.lineImage}>
        <Img src={line.imageUrl} alt={line.productName} width={80} height={80} />
      </AppLink>
      <div className={classes.lineName}>
        <AppLink href={mallRoutes.goodsDetail.href({ id: line.goodsId })}>{line.productName}</AppLink>
        <small>{line.spec}</small>
        {line.batch && (
          <small className={classes.batch}>
            色号 {line.batch.batchNo} · 同一批次 {line.quantity} {line.unit}
          </small>
        )}
        {!line.available && (
          <span className={classes.warn} role="note">
            {soldOut ? '已售罄，请删除后结算' : `库存不足，仅剩 ${line.stock} ${line.unit}`}
          </span>
        )}
      </div>
      <div className={classes.linePrice} data-label="单价">
        <span>{formatPrice(line.unitPrice, line.unit)}</span>
        {line.priceKind !== 'base' && (
          <>
            <small className={classes.kind}>{KIND[line.priceKind]}</small>
            <del>{formatPrice(line.basePrice)}</del>
          </>
        )}
      </div>
      <div className={classes.lineQuantity} data-label="数量">
        <QuantityStepper
          size="sm"
          label={`${line.productName}数量`}
          value={line.quantity}
          max={Math.max(1, line.stock)}
          disabled={soldOut}
          onChange={(q) => api.setQuantity(line.id, q)}
        />
        <small>库存 {line.stock}</small>
      </div>
      <div className={classes.lineAmount} data-label="小计">
        {formatPrice(line.amount)}
      </div>
      <div className={classes.lineOps}>
        <button
          type="button"
          className={classes.link}
          aria-label={`删除 ${line.productName}`}
          onClick={() =>
            confirm.ask({
              title: '删除商品',
              message: removeQuestion([line]),
              confirmLabel: '删除',
              danger: true,
              onConfirm: () => void removeWithUndo(api, [line]),
            })
          }
        >
          删除
        </button>
        {confirm.dialog}
      </div>
    </li>
  );
}

export function CartShop({ shop, api }: { shop: Cart['shops'][number]; api: CartApi }) {
  return (
    <section className={classes.shop} aria-label={shop.shopName}>
      <header className={classes.shopHead}>
        <label className={classes.shopCheck}>
          <input
            type="checkbox"
            checked={shop.selected}
            onChange={(e) => api.selectShop(shop.shopId, e.currentTarget.checked)}
            aria-label={`选择 ${shop.shopName} 的全部商品`}
          />
          {shop.selfSupport && <span className={classes.self}>自营</span>}
          <AppLink href={mallRoutes.shopDetail.href({ id: shop.shopId })}>{shop.shopName}</AppLink>
        </label>
        <span className={classes.shopAmount}>
          本店已选 <strong>{formatPrice(shop.selectedAmount)}</strong>
        </span>
      </header>
      <ul className={classes.lines}>
        {shop.lines.map((l) => (
          <Line key={l.id} line={l} api={api} />
        ))}
      </ul>
    </section>
  );
}
