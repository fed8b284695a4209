// The graphs of the sc site's flows with the samples their path tests need: registration (both
// roles, each step's invalid and valid forms, back, the code request, the call answering and
// failing) and the forgotten password.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ScTokenResult } from '../../src/api/sc';
import { scForgetMachine } from '../../machines/sc-forget.machine';
import { scRegisterMachine, type ScRegisterContext } from '../../machines/sc-register.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '该手机号已注册，请直接登录') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

export const scAccount = { phone: '13912345678', code: '123456', password: 'Pass1234', confirmPassword: 'Pass1234' };
export const scCompany = {
  companyName: '杭州鼎盛建筑工程有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '王建国',
  agreed: [true, true] as [boolean, boolean],
};
export const scToken = (role: 'purchaser' | 'supplier'): ScTokenResult => ({
  accessToken: 't'.repeat(43),
  tokenType: 'bearer',
  expiresIn: 604800,
  member: {
    accountId: 9,
    phone: '139****5678',
    companyName: scCompany.companyName,
    creditCode: scCompany.creditCode,
    contactName: '王建国',
    role,
    roles: [
      {
        role,
        roleName: role === 'purchaser' ? '采购商' : '供应商',
        certStatus: role === 'purchaser' ? 'active' : 'cert_pending',
        certStatusName: '',
        canAct: role === 'purchaser',
        submittedAt: '2027-01-04T01:00:00.000Z',
        rejectReason: '',
        canResubmit: false,
      },
    ],
  },
});

const scRegister: PathSpec = {
  name: 'scRegister',
  machine: scRegisterMachine,
  events: [
    { type: 'scRegister.chooseRole', role: 'purchaser' },
    { type: 'scRegister.chooseRole', role: 'supplier' },
    { type: 'scRegister.sendCode', phone: scAccount.phone },
    { type: 'scRegister.account', ...scAccount },
    { type: 'scRegister.account', ...scAccount, confirmPassword: 'Other1234' },
    { type: 'scRegister.submit', ...scCompany },
    { type: 'scRegister.submit', ...scCompany, agreed: [true, false] },
    { type: 'scRegister.back' },
    done('registerAccount', scToken('purchaser')),
    failed('registerAccount'),
  ],
  // Keeps the graph small: the code request only while the account step is fresh.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    e.type !== 'scRegister.sendCode' || s.matches({ account: 'idle' }),
  context: (c: ScRegisterContext) => ({
    role: c.role,
    account: c.account !== null,
    form: c.form !== null,
    result: c.result !== null,
    error: c.error,
  }),
  simpleContext: (c: ScRegisterContext) => ({ role: c.role, error: c.error !== '' }),
};

const scForget: PathSpec = {
  name: 'scForget',
  machine: scForgetMachine,
  events: [
    { type: 'scForget.sendCode', phone: scAccount.phone },
    { type: 'scForget.submit', ...scAccount },
    { type: 'scForget.submit', ...scAccount, code: '12' },
    done('resetPassword', null),
    failed('resetPassword', '验证码错误，还可尝试 4 次'),
  ],
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    e.type !== 'scForget.sendCode' || s.matches({ editing: 'idle' }),
};

export const scPathSpecs = { scRegister, scForget };
