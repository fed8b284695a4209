// The cart's bottom bar: 全选, 删除选中 (the shared confirm, then 撤销), how many lines are chosen
// and the server's total for them, and 去结算.
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { notify } from '../../client/notify';
import type { Cart } from '../../api/cart';
import { useConfirm } from '../../ui/ConfirmDialog';
import { formatPrice } from '../../ui/price';
import { removeQuestion, removeWithUndo } from './cart-removal';
import type { CartApi } from './use-cart';
import classes from './cart.module.css';

export function CartSummary({ cart, api, hasAddress }: { cart: Cart; api: CartApi; hasAddress: boolean }) {
  const confirm = useConfirm();
  const selected = cart.shops.flatMap((s) => s.lines.filter((l) => l.selected));
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
      <button
        type="button"
        className={classes.link}
        disabled={selected.length === 0}
        onClick={() =>
          confirm.ask({
            title: '删除商品',
            message: removeQuestion(selected),
            confirmLabel: '删除',
            danger: true,
            onConfirm: () => void removeWithUndo(api, selected),
          })
        }
      >
        删除选中
      </button>
      {confirm.dialog}
      <div className={classes.total}>
        <span>
          已选 <strong>{cart.selectedCount}</strong> 种商品
        </span>
        <span>
          合计：
          <strong className={classes.totalAmount} aria-live="polite">
            {formatPrice(cart.selectedAmount)}
          </strong>
        </span>
        {blocked && <small className={classes.warn}>有商品库存不足</small>}
      </div>
      <Button color="price" size="md" disabled={cart.selectedCount === 0 || blocked} onClick={checkout}>
        去结算
      </Button>
    </div>
  );
}
