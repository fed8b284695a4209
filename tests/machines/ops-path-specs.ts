// The operations console's flows as path specs (issue 44): the two-step login and a reviewer's
// claim → decide (with the claim running out).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { opsLoginMachine } from '../../machines/ops-login.machine';
import { opsReviewMachine } from '../../machines/ops-review.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

export const opsCredentials = { account: 'shenhe01', password: 'Ops12345' };
export const opsOperator = {
  id: 2,
  account: 'shenhe01',
  name: '审核员王静',
  roles: ['reviewer'],
  institutionId: null,
  disabled: false,
};

const opsLogin: PathSpec = {
  name: 'opsLogin',
  machine: opsLoginMachine,
  events: [
    { type: 'opsLogin.next', ...opsCredentials },
    { type: 'opsLogin.next', account: 'a', password: '' },
    { type: 'opsLogin.submit', code: '123456' },
    { type: 'opsLogin.submit', code: '12' },
    { type: 'opsLogin.back' },
    done('login', opsOperator),
    failed('login', '账号、密码或动态口令错误'),
  ],
  context: () => null,
};

const opsReview: PathSpec = {
  name: 'opsReview',
  machine: opsReviewMachine,
  events: [
    { type: 'opsReview.claim', kind: 'membership', id: 7 },
    { type: 'opsReview.decide', decision: 'approve', reason: '资料齐全，同意加入' },
    { type: 'opsReview.decide', decision: 'refuse', reason: '' },
    { type: 'opsReview.cancel' },
    done('claim', { until: '2026-11-29 19:00' }),
    failed('claim', '该事项已由审核员刘洋领取，请处理其他事项'),
    done('decide', null),
    failed('decide', '该事项不存在或已处理'),
  ],
  // A claim only from a resting state: a second claim while one is under way is the same graph.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    e.type !== 'opsReview.claim' || s.matches('idle') || s.matches('claimed'),
  context: () => null,
};

export const opsPathSpecs = { opsLogin, opsReview };
