// The cart as the server prices it. Every change is a mutation that answers with the whole cart,
// which replaces the cached one. The changes share one mutation scope, so they run one after
// the other and their answers land in the order they were made (a slower, older answer cannot
// overwrite a newer one); the server's totals are shown as they come, never recomputed here.
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shoppingCart, type Cart } from '../../api/cart';
import { call } from '../../client/http';
import { callQuery, transportOf } from '../../shared/query';
import type { QueryState } from '../../ui/DataState';

export const cartQuery = callQuery(shoppingCart.list, {});
const CHANGE = ['cart', 'change'];

export interface CartApi {
  state: QueryState<Cart>;
  cart: Cart | undefined;
  /** A change is on its way to the server. */
  busy: boolean;
  setQuantity(id: number, quantity: number): void;
  select(ids: number[], selected: boolean): void;
  selectShop(shopId: number, selected: boolean): void;
  selectAll(selected: boolean): void;
  remove(ids: number[]): Promise<boolean>;
}

export function useCart(enabled: boolean): CartApi {
  const client = useQueryClient();
  const state = useQuery({ ...cartQuery, enabled });
  const change = useMutation({
    mutationKey: CHANGE,
    scope: { id: 'cart' },
    mutationFn: (run: (http: ReturnType<typeof transportOf>) => Promise<Cart>) => run(transportOf(client)),
    onSuccess: (cart) => client.setQueryData(cartQuery.queryKey, cart),
  });
  const busy = useIsMutating({ mutationKey: CHANGE }) > 0;
  // call() has shown the message of a failed change; the cart stays as the server last said
  const run = (f: (http: ReturnType<typeof transportOf>) => Promise<Cart>) =>
    change.mutateAsync(f).then(
      () => true,
      () => false,
    );
  return {
    state,
    cart: state.data,
    busy,
    setQuantity: (id, quantity) => void run((http) => call(shoppingCart.update, { id, quantity }, { http })),
    select: (ids, selected) => void run((http) => call(shoppingCart.select, { ids, selected }, { http })),
    selectShop: (shopId, selected) => void run((http) => call(shoppingCart.selectShop, { shopId, selected }, { http })),
    selectAll: (selected) => void run((http) => call(shoppingCart.selectAll, { selected }, { http })),
    remove: (ids) => run((http) => call(shoppingCart.remove, { ids }, { http })),
  };
}
