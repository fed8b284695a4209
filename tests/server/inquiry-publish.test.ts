// Publishing an inquiry: who may (an approved buyer company), the form's rules, the review by a
// 审核员 in the console (public only once approved; a refusal's reason), drafts and resubmission, withdrawal,
// saved-search notices (with their limit under a burst) and the per-member write limit.
import { expect, it } from 'vitest';
import { inquiry } from '../../src/api/inquiry';
import { MAX_SAVED_SEARCHES, savedSearch } from '../../src/api/saved-search';
import { member } from '../../src/api/member';
import { PENDING_MSG, ROLE_MSG } from '../../src/server/floor/members';
import { RATES } from '../../src/server/modules/inquiry/rates';
import { TOO_OFTEN } from '../../src/server/http/errors';
import { PUBLISH_MSG } from '../../src/server/modules/inquiry/publish';
import { REVIEW_MSG } from '../../src/server/modules/inquiry/review';
import { LIMIT_MSG } from '../../src/server/floor/saved-searches';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, HOUR, inquiryForm, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { publishedInquiry, reviewed } from './review-helpers';

eachDialect('inquiry publishing', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const unread = async (headers: Record<string, string>) =>
    body<{ system: number }>(await send(t.app, member.unreadCount, {}, headers)).system;

  it('needs a logged-in, approved buyer company', async () => {
    expect(refused(await send(t.app, inquiry.submit, inquiryForm(clock)))).toEqual([401, '请先登录']);
    expect(refused(await send(t.app, inquiry.submit, inquiryForm(clock), await demo.supplier(t.db)))).toEqual([
      400,
      ROLE_MSG.buyer,
    ]);
    const pending = await makeCompany(t.db, '1', { status: '0' });
    expect(refused(await send(t.app, inquiry.submit, inquiryForm(clock), pending.headers))).toEqual([400, PENDING_MSG]);
  });

  it('publishes once a 审核员 approves it: on the page, in the detail, in mine', async () => {
    const buyer = await demo.buyer(t.db);
    const saved = await publishedInquiry(t, inquiryForm(clock, { title: '测试发布螺纹钢询价甲' }), buyer);
    const page = body<{ records: { id: number; statusCode: string }[] }>(
      await send(t.app, inquiry.page, { keyword: '测试发布螺纹钢询价甲' }),
    );
    expect(page.records.map((r) => [r.id, r.statusCode])).toEqual([[saved.id, '1']]);
    const visitor = body<Record<string, unknown>>(await send(t.app, inquiry.detail, { id: saved.id }));
    expect(visitor).toMatchObject({
      buyer: { companyId: 1, name: '南京华建建设工程有限公司', verified: true },
      taxIncluded: true,
      taxRate: 13,
      quoteCount: 0,
      lineCount: 2,
      mainItem: '螺纹钢 等 2 项',
      contact: { name: '张**', phone: '139****5678', masked: true },
      viewer: { isOwner: false, canQuote: false, quoteBlockedReason: '请先登录后再报价' },
    });
    expect((visitor.lines as { quantity: number }[]).map((l) => l.quantity)).toEqual([120, 35.5]);
    const own = body<Record<string, unknown>>(await send(t.app, inquiry.detail, { id: saved.id }, buyer));
    expect(own).toMatchObject({
      contact: { name: '张伟', phone: '13912345678', masked: false },
      viewer: { isOwner: true, canQuote: false },
    });
    const mine = body<{ records: { id: number }[] }>(
      await send(t.app, inquiry.mine, { state: 'published', size: 100 }, buyer),
    );
    expect(mine.records.map((r) => r.id)).toContain(saved.id);
  });

  it('checks the form and names the field', async () => {
    const buyer = await demo.buyer(t.db);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '   ' }, /请填写标题/],
      [{ lines: [] }, '请至少添加一项物料'],
      [{ lines: [{ name: '螺纹钢', unit: '吨', quantity: 0 }] }, /物料第 1 项的数量/],
      [{ lines: [{ name: '螺纹钢', unit: '吨', quantity: 1.234 }] }, /最多保留两位小数/],
      [{ taxRate: 5 }, /税率/],
      [{ contactPhone: '12345' }, /手机号/],
      [{ deadline: '2026-12-01 17:00' }, /截止日期/],
      [{ provinceCode: '3200' }, /请选择省份/],
      [{ cityCode: '330100' }, /cityCode 所选城市不属于该省份/],
      [{ categoryCode: '99' }, /categoryCode/],
      [{ deadline: new Date(clock.now + 20 * HOUR).toISOString() }, PUBLISH_MSG.deadlineSoon],
      [{ deadline: new Date(clock.now + 91 * DAY).toISOString() }, PUBLISH_MSG.deadlineFar],
    ];
    for (const [change, msg] of cases) {
      const [status, text] = refused(await send(t.app, inquiry.submit, { ...inquiryForm(clock), ...change }, buyer));
      expect(status, JSON.stringify(change)).toBe(400);
      expect(text).toMatch(msg);
    }
  });

  it('a refusal gives the reason; an edit goes back to draft and resubmits to the queue', async () => {
    const buyer = await demo.buyer(t.db);
    const contact = body<{ id: number; state: string; reviewNote: string }>(
      await send(t.app, inquiry.submit, inquiryForm(clock, { remark: '详询微信 gc2026' }), buyer),
    );
    expect(contact).toMatchObject({ state: 'pending_review', stateName: '待审核', reviewNote: '' });
    expect(refused(await send(t.app, inquiry.detail, { id: contact.id }))[0]).toBe(404);
    body(await reviewed(t, 'inquiry', contact.id, 'refuse', REVIEW_MSG.contact));
    expect(refused(await send(t.app, inquiry.detail, { id: contact.id }))[0]).toBe(404);
    expect(
      body<{ state: string; reviewNote: string }>(await send(t.app, inquiry.detail, { id: contact.id }, buyer)),
    ).toMatchObject({ state: 'rejected', reviewNote: REVIEW_MSG.contact });

    const draft = body<{ id: number; state: string }>(
      await send(t.app, inquiry.saveDraft, inquiryForm(clock, { id: contact.id, remark: '' }), buyer),
    );
    expect(draft).toEqual({ id: contact.id, state: 'draft', stateName: '草稿', reviewNote: '' });
    const other = await makeCompany(t.db, '1');
    expect(refused(await send(t.app, inquiry.submit, inquiryForm(clock, { id: contact.id }), other.headers))[0]).toBe(
      404,
    );
    const again = await publishedInquiry(t, inquiryForm(clock, { id: contact.id, title: '改后重新提交的询价' }), buyer);
    expect(again).toMatchObject({ id: contact.id, state: 'published' });
    expect(refused(await send(t.app, inquiry.saveDraft, inquiryForm(clock, { id: contact.id }), buyer))).toEqual([
      400,
      PUBLISH_MSG.editable,
    ]);
  });

  it('withdraws a published inquiry and tells the suppliers who quoted', async () => {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const supplier = await makeCompany(t.db, '2');
    const lines = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, supplier.headers)).lines;
    body(
      await send(
        t.app,
        inquiry.quote,
        {
          inquiryId: id,
          validDays: 30,
          lines: [{ lineId: lines[0].id, unitPrice: 3500, taxIncluded: true, deliveryDays: 7 }],
        },
        supplier.headers,
      ),
    );
    const before = await unread(supplier.headers);
    expect(body<{ state: string }>(await send(t.app, inquiry.withdraw, { id }, buyer)).state).toBe('withdrawn');
    expect(await unread(supplier.headers)).toBe(before + 1);
    expect(refused(await send(t.app, inquiry.detail, { id }, supplier.headers))[0]).toBe(404);
    expect(refused(await send(t.app, inquiry.withdraw, { id }, buyer))).toEqual([400, PUBLISH_MSG.withdraw]);
  });

  it('tells members whose saved search matches a new inquiry, and only them', async () => {
    const steel = await makeCompany(t.db, '2');
    const cement = await makeCompany(t.db, '2');
    body(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'inquiry', name: '江苏钢材', filters: { categoryCode: '2', provinceCode: '320000', keyword: ' ' } },
        steel.headers,
      ),
    );
    body(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'inquiry', name: '水泥', filters: { keyword: '水泥' } },
        cement.headers,
      ),
    );
    const saved = body<{ filters: object }[]>(await send(t.app, savedSearch.list, { kind: 'inquiry' }, steel.headers));
    expect(saved.map((s) => s.filters)).toEqual([{ categoryCode: '2', provinceCode: '320000' }]);
    const [a, b] = [await unread(steel.headers), await unread(cement.headers)];
    await publishedInquiry(t, inquiryForm(clock), await demo.buyer(t.db));
    expect([await unread(steel.headers), await unread(cement.headers)]).toEqual([a + 1, b]);
  });

  it('checks the filters with the schema of their kind (400 naming the field)', async () => {
    const m = await makeCompany(t.db, '2');
    const [status, msg] = refused(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'tender', name: '预算', filters: { typeCode: '1', budgetMinWan: '很多' } },
        m.headers,
      ),
    );
    expect(status).toBe(400);
    expect(msg).toContain('筛选条件的最低预算');
    expect(msg).toMatch(/[\u4e00-\u9fff]/);
    expect(
      refused(
        await send(
          t.app,
          savedSearch.save,
          { kind: 'inquiry', name: '日期', filters: { publishFrom: '2026-13-40' } },
          m.headers,
        ),
      )[1],
    ).toContain('筛选条件的发布日期起');
    expect(
      refused(await send(t.app, savedSearch.save, { kind: 'mall', name: '商城', filters: {} } as never, m.headers))[1],
    ).toContain('kind');
    expect(body<unknown[]>(await send(t.app, savedSearch.list, {}, m.headers))).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches per member under a burst`, async () => {
    const m = await makeCompany(t.db, '2');
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) =>
        send(t.app, savedSearch.save, { kind: 'tender', name: `订阅${i}`, filters: { typeCode: '1' } }, m.headers),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_SAVED_SEARCHES);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(refused(r)).toEqual([400, LIMIT_MSG]);
    const list = body<{ id: number }[]>(await send(t.app, savedSearch.list, {}, m.headers));
    expect(list).toHaveLength(MAX_SAVED_SEARCHES);
    expect(body(await send(t.app, savedSearch.delete, { id: list[0].id }, m.headers))).toEqual({ id: list[0].id });
    expect(refused(await send(t.app, savedSearch.delete, { id: list[0].id }, m.headers))[0]).toBe(404);
  });

  it('limits writes per member per hour (429), then lets them through again', async () => {
    const m = await makeCompany(t.db, '1');
    const { limit: max } = RATES.inquiryWrite;
    for (let i = 0; i < max; i++)
      expect((await send(t.app, inquiry.saveDraft, inquiryForm(clock), m.headers)).statusCode).toBe(200);
    expect(refused(await send(t.app, inquiry.saveDraft, inquiryForm(clock), m.headers))).toEqual([429, TOO_OFTEN]);
    clock.advance(HOUR);
    expect((await send(t.app, inquiry.saveDraft, inquiryForm(clock), m.headers)).statusCode).toBe(200);
  });
});
