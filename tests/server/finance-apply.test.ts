// The finance apply flow: the picture captcha (wrong, expired, reused), no SMS before a good
// captcha, the 统一社会信用代码 check digit, bad input as 400s, consent stored with its version,
// 20 parallel saves with one SMS code → exactly one application, and the member's list.
import { expect, it } from 'vitest';
import { finance, type ApplyForm, type FinanceApplication } from '../../src/api/finance';
import { FINANCE_AGREEMENT, isUscc } from '../../src/api/finance-fields';
import { CAPTCHA_EXPIRED_MSG, CAPTCHA_MSG, CAPTCHA_TTL_MS } from '../../src/server/modules/finance/captcha';
import { call, data, freshIp, freshPhone, outboxCode, refusal } from './auth-helpers';
import { eachDialect, useApp } from './helpers';
import { demo, useClock } from './inquiry-helpers';

const VALID_USCC = ['91350100M000100Y43', '91440300708461136T', '91110000100000589A', '91320102MA1N2B3C4W'];

eachDialect('finance apply', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function captcha(ip: string) {
    const c = data<{ key: string; image: string }>(await call(t.app, finance.captcha, {}, { ip }));
    const row = await t.db
      .selectFrom('finance_captcha')
      .select('answer')
      .where('captcha_key', '=', c.key)
      .executeTakeFirstOrThrow();
    return { ...c, answer: row.answer };
  }
  const smsCount = async (phone: string) =>
    (await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).length;
  const sendCode = (ip: string, phone: string, key: string, answer: string) =>
    call(t.app, finance.sendPhoneCode, { captcha: answer, key, phone, type: 'finance' }, { ip });
  const form = (phone: string, smsCode: string, over: Partial<ApplyForm> = {}): ApplyForm => ({
    companyName: '南京华建建设工程有限公司',
    creditCode: '91350100M000100Y43',
    contactName: '张伟',
    phone,
    smsCode,
    serviceType: '1',
    sceneType: '1',
    moneyType: '2',
    timeType: '3',
    provinceCode: '320000',
    cityCode: '320100',
    agreementVersion: FINANCE_AGREEMENT.version,
    ...over,
  });

  it('checks the captcha before any SMS: wrong, reused and expired captchas send nothing', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    const c = await captcha(ip);
    expect(c.image).toMatch(/^data:image\/webp;base64,/);
    expect(refusal(await sendCode(ip, phone, c.key, c.answer === 'AAAA' ? 'BBBB' : 'AAAA'))).toEqual([
      400,
      CAPTCHA_MSG,
    ]);
    // Single use: the right answer after a wrong one is refused too.
    expect(refusal(await sendCode(ip, phone, c.key, c.answer))).toEqual([400, CAPTCHA_MSG]);
    expect(refusal(await sendCode(ip, phone, 'f'.repeat(32), 'ABCD'))).toEqual([400, CAPTCHA_MSG]);
    const old = await captcha(ip);
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect(refusal(await sendCode(ip, phone, old.key, old.answer))).toEqual([400, CAPTCHA_EXPIRED_MSG]);
    expect(await smsCount(phone)).toBe(0);
    const good = await captcha(ip);
    expect(data(await sendCode(ip, phone, good.key, good.answer.toLowerCase()))).toBeNull();
    expect(await smsCount(phone)).toBe(1);
    expect(refusal(await sendCode(ip, phone, good.key, good.answer))).toEqual([400, CAPTCHA_MSG]);
    expect(
      refusal(await call(t.app, finance.sendPhoneCode, { captcha: 'AB', key: 'k', phone: '12345' }, { ip })),
    ).toEqual([400, expect.stringContaining('11位手机号')]);
  });

  it('checks the credit code digit (GB 32100) and every field; 20 parallel saves with one code make one application', async () => {
    for (const c of VALID_USCC) expect(isUscc(c)).toBe(true);
    for (const c of ['91350100M000100Y44', '91350100M000100Y4', '9135010OM000100Y43', '91320102MA1N2B3C4D'])
      expect(isUscc(c)).toBe(false);
    const ip = freshIp();
    const phone = freshPhone();
    const c = await captcha(ip);
    data(await sendCode(ip, phone, c.key, c.answer));
    const code = await outboxCode(t.db, phone, 'finance');
    const bad: [Partial<ApplyForm>, string][] = [
      [{ creditCode: '91350100M000100Y44' }, '统一社会信用代码'],
      [{ agreementVersion: '' }, '授权书'],
      [{ serviceType: '9' }, '请选择服务类型'],
      [{ cityCode: '310100' }, 'cityCode'],
      [{ productId: 999_999 }, '金融产品不存在'],
      [{ tenderNo: 'ZB2026', beneficiary: '某某公司', marginAmount: 80_000, validUntil: '2030-01-01' }, '保函服务'],
      [{ materials: ['a'.repeat(32)] }, '请登录'],
    ];
    for (const [over, msg] of bad) {
      const [status, text] = refusal(await call(t.app, finance.save, form(phone, code, over), { ip }));
      expect([status, text], JSON.stringify(over)).toEqual([400, expect.stringContaining(msg)]);
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, finance.save, form(phone, code, { productId: 1, serviceType: '1' }), { ip }),
      ),
    );
    const okOnes = results.filter((r) => r.statusCode === 200);
    expect(okOnes).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refusal(r)[0]).toBe(400);
    const saved = data<FinanceApplication>(okOnes[0]);
    expect(saved).toMatchObject({ status: '1', statusName: '已提交', productId: 1 });
    expect(saved.applyNo).toMatch(/^JR\d{8}\d{6}$/);
    const rows = await t.db.selectFrom('finance_application').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agreement_version: FINANCE_AGREEMENT.version, credit_code: '91350100M000100Y43' });
  });

  it('a member sees their applications with status; visitors get 401', async () => {
    const headers = await demo.buyer(t.db);
    const mine = data<{ records: FinanceApplication[] }>(await call(t.app, finance.mine, {}, { headers }));
    expect(mine.records.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.records.map((a) => a.statusName))).toEqual(new Set(['已提交', '受理中', '已放款', '补充材料']));
    expect(refusal(await call(t.app, finance.mine, {}))[0]).toBe(401);
  });
});
