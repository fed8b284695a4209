// SMS-code button countdown (spec §4, §9): after a code is sent the button counts 60 s down,
// then returns to 'send code'. Page-scoped: the view spawns it through the root's flow.start.
import { assign, setup } from 'xstate';

export const SMS_COUNTDOWN_S = 60;

export type CountdownEvent = { type: 'countdown.start' } | { type: 'countdown.reset' };

export const countdownMachine = setup({
  types: {
    context: {} as { total: number; seconds: number },
    events: {} as CountdownEvent,
    input: {} as { seconds?: number },
    tags: {} as 'counting',
  },
  delays: { second: 1000 },
  guards: { moreThanOne: ({ context }) => context.seconds > 1 },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ total: input?.seconds ?? SMS_COUNTDOWN_S, seconds: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'countdown.start': { target: 'counting', actions: assign({ seconds: ({ context }) => context.total }) } },
    },
    counting: {
      tags: 'counting',
      after: {
        second: [
          { guard: 'moreThanOne', target: 'counting', reenter: true, actions: assign({ seconds: ({ context }) => context.seconds - 1 }) },
          { target: 'idle', actions: assign({ seconds: 0 }) },
        ],
      },
      on: { 'countdown.reset': { target: 'idle', actions: assign({ seconds: 0 }) } },
    },
  },
});
