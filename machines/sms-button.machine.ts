// SMS-code button (spec §4, §5, §8, §9): the phone must be a mainland mobile (finance also needs
// the picture captcha); a 'register' code first checks the phone is not registered (if it is: the
// notice for 2 s, then /login); a sent code locks the button for a 60 s countdown.
import { assign, setup } from 'xstate';
import { provided } from './flow-kit';
import { PHONE_MSG, PHONE_RE, type SmsPurpose } from '../src/api/validation';
import { pagePaths } from '../src/api/paths';
import { errorText, NOTICE_MS, type Navigation, type Notice } from './notice';

export const SMS_COUNTDOWN_S = 60;
export const CAPTCHA_MSG = '请输入正确的图片验证码';
export const SENT_MSG = '发送成功';
// Spec §8: a '注册成功' message that the account is registered, and to go to login.
export const REGISTERED_MSG = '该手机号已注册成功，请前往登录';

export interface Captcha {
  code: string;
  key: string;
}

export interface SmsButtonInput {
  purpose: SmsPurpose;
  /** The countdown length (tests use a short one). */
  seconds?: number;
}

export type SmsButtonEvent = { type: 'sms.send'; phone: string; captcha?: Captcha };

export interface SmsButtonContext {
  purpose: SmsPurpose;
  phone: string;
  captcha: Captcha | null;
  total: number;
  /** Seconds left before another code may be sent; 0 when not counting. */
  seconds: number;
}

export interface SendCodeInput {
  phone: string;
  purpose: SmsPurpose;
  captcha: Captcha | null;
}

/** The button text the view shows. */
export const smsButtonLabel = (counting: boolean, seconds: number) =>
  counting ? `${seconds}s后重新发送` : '发送验证码';

export const smsButtonMachine = setup({
  types: {
    context: {} as SmsButtonContext,
    events: {} as SmsButtonEvent,
    input: {} as SmsButtonInput,
    tags: {} as 'busy' | 'counting',
  },
  actors: {
    /** Placeholder: getCode, true when the phone already has an account. */
    checkRegistered: provided<boolean, { phone: string }>('checkRegistered'),
    /** Placeholder: sendCode (phone, templateId = purpose, code = picture captcha). */
    sendCode: provided<unknown, SendCodeInput>('sendCode'),
  },
  actions: {
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: Navigation) => {},
    keep: assign((_, p: { phone: string; captcha?: Captcha }) => ({
      phone: p.phone.trim(),
      captcha: p.captcha ?? null,
    })),
  },
  guards: {
    badPhone: (_, p: { phone: string }) => !PHONE_RE.test(p.phone.trim()),
    captchaMissing: ({ context }, p: { captcha?: Captcha }) =>
      context.purpose === 'finance' && !(p.captcha?.code.trim() && p.captcha.key),
    forRegister: ({ context }) => context.purpose === 'register',
    registered: (_, p: { registered: boolean }) => p.registered,
    moreThanOne: ({ context }) => context.seconds > 1,
  },
  delays: { second: 1000, noticeTime: NOTICE_MS },
}).createMachine({
  id: 'smsButton',
  context: ({ input }) => ({
    purpose: input.purpose,
    phone: '',
    captcha: null,
    total: input.seconds ?? SMS_COUNTDOWN_S,
    seconds: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sms.send': [
          {
            guard: { type: 'badPhone', params: ({ event }) => event },
            actions: { type: 'notify', params: { kind: 'warning', message: PHONE_MSG } },
          },
          {
            guard: { type: 'captchaMissing', params: ({ event }) => event },
            actions: { type: 'notify', params: { kind: 'warning', message: CAPTCHA_MSG } },
          },
          { guard: 'forRegister', target: 'checking', actions: { type: 'keep', params: ({ event }) => event } },
          { target: 'sending', actions: { type: 'keep', params: ({ event }) => event } },
        ],
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkRegistered',
        src: 'checkRegistered',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: [
          {
            guard: { type: 'registered', params: ({ event }) => ({ registered: event.output }) },
            target: 'registered',
          },
          { target: 'sending' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'warning', message: errorText(event.error) }) },
        },
      },
    },
    // Spec §8: a success-styled notice for 2 s, then the login page.
    registered: {
      tags: 'busy',
      entry: { type: 'notify', params: { kind: 'success', message: REGISTERED_MSG, duration: NOTICE_MS } },
      after: { noticeTime: { target: 'idle', actions: { type: 'navigate', params: { to: pagePaths.login } } } },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone, purpose: context.purpose, captcha: context.captcha }),
        onDone: {
          target: 'counting',
          actions: [
            assign({ seconds: ({ context }) => context.total }),
            { type: 'notify', params: { kind: 'success', message: SENT_MSG } },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'warning', message: errorText(event.error) }) },
        },
      },
    },
    counting: {
      tags: 'counting',
      after: {
        second: [
          {
            guard: 'moreThanOne',
            target: 'counting',
            reenter: true,
            actions: assign({ seconds: ({ context }) => context.seconds - 1 }),
          },
          { target: 'idle', actions: assign({ seconds: 0 }) },
        ],
      },
    },
  },
});
