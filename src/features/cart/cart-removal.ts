// Removing cart lines after the shared confirm, with 撤销: the removed goods go back into the
// cart in their quantities (cart add), then the cart is read again.
import { shoppingCart, type CartLine } from '../../api/cart';
import { call } from '../../client/http';
import { notifyUndo } from '../../ui/undo';
import type { CartApi } from './use-cart';

export const removeQuestion = (lines: Pick<CartLine, 'productName'>[]) =>
  lines.length === 1 ? `确定从购物车删除「${lines[0].productName}」吗？` : `确定删除选中的 ${lines.length} 种商品吗？`;

export async function removeWithUndo(api: CartApi, lines: CartLine[]): Promise<void> {
  if (!(await api.remove(lines.map((l) => l.id)))) return;
  const what = lines.length === 1 ? `「${lines[0].productName}」` : `${lines.length} 种商品`;
  notifyUndo(`已删除${what}`, () => {
    void Promise.all(lines.map((l) => call(shoppingCart.add, { goodsId: l.goodsId, quantity: l.quantity }))).finally(
      () => api.state.refetch(),
    );
  });
}
