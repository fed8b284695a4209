// The cart's bottom bar: 全选, 删除选中 (asks once more), how many lines are chosen and the
// server's total for them, and 去结算.
import { useState } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { notify } from '../../client/notify';
import type { Cart } from '../../api/mall';
import { formatPrice } from '../../ui/price';
import type { CartApi } from './use-cart';
import classes from './cart.module.css';

export function CartSummary({ cart, api, hasAddress }: { cart: Cart; api: CartApi; hasAddress: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const selectedIds = cart.shops.flatMap((s) => s.lines.filter((l) => l.selected).map((l) => l.id));
  const blocked = cart.shops.some((s) => s.lines.some((l) => l.selected && !l.available));
  const checkout = () => {
    if (!hasAddress) notify({ color: 'yellow', message: '请先新增收货地址', autoClose: 2000 });
    else notify({ color: 'blue', message: '在线下单即将开放，请联系平台客服完成采购', autoClose: 2000 });
  };
  return (
    <div className={classes.summary}>
      <label className={classes.shopCheck}>
        <input type="checkbox" checked={cart.allSelected} onChange={(e) => api.selectAll(e.currentTarget.checked)} />
        全选
      </label>
      {confirming ? (
        <span className={classes.confirm} role="group" aria-label="确认删除">
          删除选中的 {selectedIds.length} 种商品？
          <button
            type="button"
            className={classes.link}
            onClick={() => {
              setConfirming(false);
              void api.remove(selectedIds);
            }}
          >
            确定
          </button>
          <button type="button" className={classes.link} onClick={() => setConfirming(false)}>
            取消
          </button>
        </span>
      ) : (
        <button type="button" className={classes.link} disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
          删除选中
        </button>
      )}
      <div className={classes.total}>
        <span>
          已选 <strong>{cart.selectedCount}</strong> 种商品
        </span>
        <span>
          合计：<strong className={classes.totalAmount} aria-live="polite">{formatPrice(cart.selectedAmount)}</strong>
        </span>
        {blocked && <small className={classes.warn}>有商品库存不足</small>}
      </div>
      <Button color="price" size="md" disabled={cart.selectedCount === 0 || blocked} onClick={checkout}>
        去结算
      </Button>
    </div>
  );
}
