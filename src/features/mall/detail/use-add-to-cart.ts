// Adding goods to the cart: logged-out members go to /login?recordUrl=<this page> first
// (useRequireLogin); the server checks stock and prices and answers with the whole cart, which
// replaces the cached cart. Which goods are being added is read from the pending mutations, so
// several rows can be on their way at once.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../client/notify';
import { shoppingCart } from '../../../api/cart';
import { call } from '../../../client/http';
import { useRequireLogin } from '../../../shared/auth-hooks';
import { callQuery, transportOf } from '../../../shared/query';

const ADD = ['cart', 'add'];

export function useAddToCart() {
  const requireLogin = useRequireLogin();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: ADD,
    mutationFn: (v: { goodsId: number; quantity: number; batchId?: number }) =>
      call(shoppingCart.add, v, { http: transportOf(client) }),
    onSuccess: (cart) => {
      client.setQueryData(callQuery(shoppingCart.list, {}).queryKey, cart);
      notify({ color: 'green', message: `已加入购物车，购物车共 ${cart.lineCount} 种商品`, autoClose: 2000 });
    },
  });
  const busy = useMutationState({
    filters: { mutationKey: ADD, status: 'pending' },
    select: (m) => (m.state.variables as { goodsId: number }).goodsId,
  });
  /** `batchId`: a tile's colour batch (the server keeps a tile's line on one batch). */
  const add = async (goodsId: number, quantity: number, batchId?: number): Promise<boolean> => {
    if (!requireLogin()) return false;
    // call() has shown the server's message on failure
    return mutation.mutateAsync(batchId === undefined ? { goodsId, quantity } : { goodsId, quantity, batchId }).then(
      () => true,
      () => false,
    );
  };
  return { add, isAdding: (goodsId: number) => busy.includes(goodsId) };
}
