// The cart as the server prices it. Every change is a call that answers with the whole cart;
// answers are applied in the order the changes were made (a slower, older answer is dropped),
// and the server's totals are shown as they come, never recomputed here.
import { useRef, useState } from 'react';
import { mall, type Cart } from '../../api/mall';
import { call } from '../../client/http';
import { useCall, type CallState } from '../../client/use-call';

export interface CartApi {
  state: CallState<Cart>;
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
  const state = useCall(mall.cartList, enabled ? {} : null);
  const [latest, setLatest] = useState<{ base: Cart; cart: Cart } | null>(null);
  const [pending, setPending] = useState(0);
  const seq = useRef(0);

  const change = async (run: () => Promise<Cart>): Promise<boolean> => {
    const n = ++seq.current;
    setPending((p) => p + 1);
    try {
      const cart = await run();
      // A reload of the list since then starts a new base: answers to older changes still win
      // over the list they were made on.
      if (n === seq.current && state.data) setLatest({ base: state.data, cart });
      return true;
    } catch {
      return false; // call() has shown the message; the cart stays as the server last said
    } finally {
      setPending((p) => p - 1);
    }
  };

  const cart = latest && latest.base === state.data ? latest.cart : state.data;
  return {
    state,
    cart,
    busy: pending > 0,
    setQuantity: (id, quantity) => void change(() => call(mall.cartUpdate, { id, quantity })),
    select: (ids, selected) => void change(() => call(mall.cartSelect, { ids, selected })),
    selectShop: (shopId, selected) => void change(() => call(mall.cartSelectShop, { shopId, selected })),
    selectAll: (selected) => void change(() => call(mall.cartSelectAll, { selected })),
    remove: (ids) => change(() => call(mall.cartRemove, { ids })),
  };
}
