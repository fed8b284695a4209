// Adding goods to the cart: logged-out members go to /login?recordUrl=<this page> first
// (useRequireLogin); the server checks stock and prices and answers with the whole cart.
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { mall } from '../../api/mall';
import { useRequireLogin } from '../../app/auth-hooks';
import { call } from '../../client/http';

export function useAddToCart() {
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState<number | null>(null);
  const add = async (goodsId: number, quantity: number): Promise<boolean> => {
    if (!requireLogin()) return false;
    setBusy(goodsId);
    try {
      const cart = await call(mall.cartAdd, { goodsId, quantity });
      notifications.show({ color: 'green', message: `已加入购物车，购物车共 ${cart.lineCount} 种商品`, autoClose: 2000 });
      return true;
    } catch {
      return false; // call() has shown the server's message
    } finally {
      setBusy(null);
    }
  };
  return { add, busy };
}
