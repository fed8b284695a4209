// Goods-detail group buy (spec §2 "goods detail with group-buy and countdown"): while a group buy
// runs, the group price shows with a countdown that ticks once a second; when it reaches its end
// (or there is none) the normal price shows. The server still decides the price of every order.
import { assign, setup } from 'xstate';

export interface GroupBuyInput {
  /** When the group buy ends (epoch ms); null when the goods has none. */
  endsAt: number | null;
  /** The clock at the moment of reading (epoch ms), so the machine itself never reads a clock. */
  now: number;
}

export interface GroupBuyContext {
  endsAt: number | null;
  /** Whole seconds left, rounded up: 0 once ended. */
  remaining: number;
}

/** Re-reads the end against a fresh clock: new goods data, or a tab back from the background (throttled timers). */
export type GroupBuyEvent = { type: 'groupBuy.sync' } & GroupBuyInput;

export const secondsLeft = ({ endsAt, now }: GroupBuyInput): number =>
  endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

export const groupBuyMachine = setup({
  types: {
    context: {} as GroupBuyContext,
    events: {} as GroupBuyEvent,
    input: {} as GroupBuyInput,
    tags: {} as 'running' | 'ended',
  },
  delays: { second: 1000 },
  guards: {
    hasTimeLeft: ({ context }) => context.remaining > 0,
    hasGroupBuy: ({ context }) => context.endsAt !== null,
    moreThanOne: ({ context }) => context.remaining > 1,
  },
}).createMachine({
  id: 'groupBuy',
  context: ({ input }) => ({ endsAt: input.endsAt, remaining: secondsLeft(input) }),
  initial: 'checking',
  on: {
    'groupBuy.sync': {
      target: '.checking',
      actions: assign(({ event }) => ({ endsAt: event.endsAt, remaining: secondsLeft(event) })),
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasTimeLeft', target: 'running' },
        { guard: 'hasGroupBuy', target: 'ended' },
        { target: 'none' },
      ],
    },
    /** The goods has no group buy: the normal price. */
    none: {},
    running: {
      tags: 'running',
      after: {
        second: [
          {
            guard: 'moreThanOne',
            target: 'running',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          { target: 'ended', actions: assign({ remaining: 0 }) },
        ],
      },
    },
    /** The group buy is over: the normal price again. */
    ended: { tags: 'ended' },
  },
});
