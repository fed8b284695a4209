// The sc site's registration: role → account (phone, SMS code, password twice) → company (name,
// 统一社会信用代码 with its check character, contact, the role's two agreements ticked), 上一步
// one step back; each step refused with its first problem before any call; the form sent with
// the role's agreements and their versions; a purchaser logged in and sent to the sc home, a
// supplier logged in but left on the pending notice; the SMS button asked for register codes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ScRegisterInput, ScTokenResult } from '../../src/api/sc';
import { SC_AGREEMENTS } from '../../src/api/sc-dicts';
import { USCC_MSG } from '../../src/api/finance-fields';
import { PASSWORD_MSG, PHONE_MSG, SMS_CODE_MSG } from '../../src/api/validation';
import { AGREE_MSG, CONFIRM_MSG, type ScCompanyStep } from '../../machines/sc-forms';
import { scRegisterMachine } from '../../machines/sc-register.machine';
import { smsButtonMachine, type SendCodeInput } from '../../machines/sms-button.machine';
import type { ScRole } from '../../src/api/sc-dicts';
import { describePaths } from './describe-paths';
import { pathSpecs } from './path-specs';
import { scAccount, scCompany, scToken } from './sc-path-specs';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function flow(register?: (input: ScRegisterInput) => Promise<ScTokenResult>) {
  const calls = {
    sent: [] as ScRegisterInput[],
    stored: [] as ScTokenResult[],
    navigations: [] as { to: string; replace?: boolean }[],
    codes: [] as SendCodeInput[],
  };
  const machine = scRegisterMachine.provide({
    actors: {
      registerAccount: fromPromise(
        async ({ input }) => (calls.sent.push(input), (register ?? (async (i) => scToken(i.role)))(input)),
      ),
      smsButton: smsButtonMachine.provide({
        actors: {
          checkRegistered: fromPromise(async () => false),
          sendCode: fromPromise(async ({ input }) => void calls.codes.push(input)),
        },
      }),
    },
    actions: {
      storeSession: (_, { result }) => void calls.stored.push(result),
      navigate: (_, n) => void calls.navigations.push(n),
    },
  });
  return { actor: createActor(machine).start(), calls };
}
const toCompany = (role: ScRole = 'supplier') => {
  const f = flow();
  f.actor.send({ type: 'scRegister.chooseRole', role });
  f.actor.send({ type: 'scRegister.account', ...scAccount });
  return f;
};

describe('sc registration flow', () => {
  it('goes role → account → company, and 上一步 goes back one step with the problem cleared', () => {
    const { actor } = flow();
    const seen = [actor.getSnapshot().value];
    actor.send({ type: 'scRegister.chooseRole', role: 'supplier' });
    seen.push(actor.getSnapshot().value);
    actor.send({ type: 'scRegister.account', ...scAccount });
    seen.push(actor.getSnapshot().value);
    expect(seen).toEqual(['role', { account: 'idle' }, { company: 'idle' }]);
    actor.send({ type: 'scRegister.submit', ...scCompany, agreed: [true, false] });
    actor.send({ type: 'scRegister.back' });
    expect(actor.getSnapshot()).toMatchObject({ value: { account: 'idle' }, context: { error: '' } });
    actor.send({ type: 'scRegister.back' });
    expect(actor.getSnapshot().value).toBe('role');
  });

  it.each([
    ['a bad phone', { phone: '1391234' }, PHONE_MSG],
    ['a bad code', { code: '12' }, SMS_CODE_MSG],
    ['a weak password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, PASSWORD_MSG],
    ['two different passwords', { confirmPassword: 'Other1234' }, CONFIRM_MSG],
  ])('keeps the account step on %s', (_, change, message) => {
    const { actor } = flow();
    actor.send({ type: 'scRegister.chooseRole', role: 'purchaser' });
    actor.send({ type: 'scRegister.account', ...scAccount, ...change });
    expect(actor.getSnapshot().value).toEqual({ account: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it.each<[string, Partial<ScCompanyStep>, string]>([
    ['a one-character company name', { companyName: '鼎' }, '请输入 2-60 字的企业名称'],
    ['a credit code with a wrong check character', { creditCode: '91350100M000100Y44' }, USCC_MSG],
    ['a one-character contact', { contactName: '王' }, '请输入 2-20 字的联系人姓名'],
    ['an agreement left unticked', { agreed: [false, true] }, AGREE_MSG],
  ])('keeps the company step on %s and sends nothing', async (_, change, message) => {
    const { actor, calls } = toCompany();
    actor.send({ type: 'scRegister.submit', ...scCompany, ...change });
    expect(actor.getSnapshot().value).toEqual({ company: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(message);
    await flush();
    expect(calls.sent).toEqual([]);
  });

  it.each<[ScRole, [string, string]]>([
    ['supplier', ['sc-user', 'sc-privacy']],
    ['purchaser', ['sc-purchaser', 'sc-purchaser-privacy']],
  ])('sends a %s’s form, trimmed, with the two agreements of the role and their versions', async (role, keys) => {
    const { actor, calls } = flow();
    actor.send({ type: 'scRegister.chooseRole', role });
    actor.send({ type: 'scRegister.account', ...scAccount, phone: ` ${scAccount.phone} `, code: ' 123456 ' });
    actor.send({
      type: 'scRegister.submit',
      ...scCompany,
      companyName: ` ${scCompany.companyName} `,
      creditCode: scCompany.creditCode.toLowerCase(),
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.sent).toEqual([
      {
        role,
        phone: scAccount.phone,
        code: '123456',
        password: scAccount.password,
        companyName: scCompany.companyName,
        creditCode: scCompany.creditCode,
        contactName: scCompany.contactName,
        agreements: keys.map((key) => ({ key, version: SC_AGREEMENTS[key as keyof typeof SC_AGREEMENTS].version })),
      },
    ]);
  });

  it('logs a purchaser in and sends them to the sc home in place of the form', async () => {
    const { actor, calls } = toCompany('purchaser');
    actor.send({ type: 'scRegister.submit', ...scCompany });
    await flush();
    expect(calls.stored).toEqual([scToken('purchaser')]);
    expect(calls.navigations).toEqual([{ to: '/sc', replace: true }]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'active', status: 'done' });
  });

  it('logs a supplier in but leaves them on the pending notice (certification under review)', async () => {
    const { actor, calls } = toCompany('supplier');
    actor.send({ type: 'scRegister.submit', ...scCompany });
    await flush();
    expect(calls.stored).toEqual([scToken('supplier')]);
    expect(calls.navigations).toEqual([]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'pending', status: 'done' });
  });

  it('shows the server’s refusal on the company step', async () => {
    const f = flow(() => Promise.reject(new Error('该手机号已注册，请直接登录')));
    f.actor.send({ type: 'scRegister.chooseRole', role: 'supplier' });
    f.actor.send({ type: 'scRegister.account', ...scAccount });
    f.actor.send({ type: 'scRegister.submit', ...scCompany });
    await flush();
    expect(f.actor.getSnapshot()).toMatchObject({
      value: { company: 'failed' },
      context: { error: '该手机号已注册，请直接登录' },
    });
    expect(f.calls.stored).toEqual([]);
  });

  it('asks its SMS button for a register code, which then counts down', async () => {
    const { actor, calls } = flow();
    actor.send({ type: 'scRegister.chooseRole', role: 'supplier' });
    actor.send({ type: 'scRegister.sendCode', phone: scAccount.phone });
    await flush();
    expect(calls.codes).toEqual([{ phone: scAccount.phone, purpose: 'register', captcha: null }]);
    const sms = actor.getSnapshot().children.sms!;
    expect(sms.getSnapshot().hasTag('counting')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sms.getSnapshot().hasTag('counting')).toBe(false);
  });
});

describePaths(pathSpecs.scRegister);
