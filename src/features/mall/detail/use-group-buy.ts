// The goods detail's group-buy state from the groupBuy machine, spawned as a page flow while the
// detail is shown. The server's clock corrects the client's, and a tab coming back from the
// background re-reads the clock (its timers were throttled).
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { secondsLeft } from '../../../../machines/group-buy.machine';
import type { GoodsDetail } from '../../../api/product';
import { useFlow } from '../../../shared/actor';

export interface GroupBuyState {
  running: boolean;
  ended: boolean;
  /** Seconds left while running. */
  remaining: number;
}

export function useGroupBuy(goods: GoodsDetail): GroupBuyState {
  // Server clock minus client clock, read once when the answer is shown.
  const [offset] = useState(() => Date.parse(goods.serverTime) - Date.now() || 0);
  const endsAt = goods.groupBuy ? Date.parse(goods.groupBuy.endsAt) : null;
  const [input] = useState(() => ({ endsAt, now: Date.now() + offset }));
  const [flow, toFlow] = useFlow('groupBuy', `groupBuy-${goods.id}`, input);
  // Until the flow runs (the first frame) its input says whether a group buy is on.
  const before = secondsLeft(input);
  const running = useSelector(flow, (s) => (s ? s.hasTag('running') : before > 0));
  const ended = useSelector(flow, (s) => (s ? s.hasTag('ended') : input.endsAt !== null && before === 0));
  const remaining = useSelector(flow, (s) => s?.context.remaining ?? before);

  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible') toFlow({ type: 'groupBuy.sync', endsAt, now: Date.now() + offset });
    };
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [toFlow, endsAt, offset]);

  return { running, ended, remaining };
}
