// Hostile input over HTTP, on both dialects: NUL in text and ids beyond an integer column in a
// query, a body or the Switch-To-Company-Id header are a 400 naming the field (PostgreSQL once
// answered 500: "invalid byte sequence for encoding UTF8: 0x00", "integer out of range"); a JSON
// body's number or yes/no given as a boolean, an array or text is a 400 naming the field.
import { expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import { cms } from '../../src/api/cms';
import { inquiry } from '../../src/api/inquiry';
import { addressBook } from '../../src/api/address';
import { shoppingCart } from '../../src/api/cart';
import { product } from '../../src/api/product';
import { member } from '../../src/api/member';
import { share } from '../../src/api/share';
import { labelOf } from '../../src/api/labels';
import { eachDialect, expectFail, useApp } from './helpers';
import { demo } from './inquiry-helpers';
import { makeMember, send } from './mall-helpers';

const NUL = '\u0000';

eachDialect('hostile input', (dialect) => {
  const t = useApp(dialect);

  it('refuses NUL in any text field with 400 naming it', async () => {
    const m = await makeMember(t.db);
    const cases = [
      [cms.helpCenterList, { problemContent: `钢${NUL}` }, 'problemContent'],
      [share.tenderHomeList, { tenderType: `1${NUL}` }, 'tenderType'],
      [product.goodsPage, { productName: `钢筋${NUL}` }, 'productName'],
      [product.shopPage, { shopName: NUL }, 'shopName'],
      [auth.tenantExist, { companyName: `某某${NUL}公司` }, 'companyName'],
      [auth.inviteInfo, { inviteCode: `JCT${NUL}2026` }, 'inviteCode'],
      [auth.token, { grantType: 'password', phone: '13800000001', password: `Test${NUL}1234` }, 'password'],
      [
        addressBook.save,
        {
          consignee: `张${NUL}`,
          phone: '13800138000',
          provinceCode: '110000',
          cityCode: '110100',
          detail: '建设路 1 号',
        },
        'consignee',
      ],
    ] as const;
    for (const [c, input, field] of cases) {
      const msg = expectFail(await send(t.app, c, input, m.as()), 400);
      expect(msg, c.path).toBe(`参数错误：${labelOf([field])}不能包含控制字符`);
    }
  });

  it('refuses ids beyond the integer column in a query, a body and the header', async () => {
    const m = await makeMember(t.db);
    const big = 2 ** 31;
    expect(expectFail(await send(t.app, cms.newsDetail, { id: big }), 400)).toBe(
      '参数错误：所选记录不能大于 2147483647',
    );
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: big, quantity: 1 }, m.as()), 400)).toContain(
      '商品不能大于 2147483647',
    );
    expect(expectFail(await send(t.app, shoppingCart.remove, { ids: [1, big] }, m.as()), 400)).toContain(
      '所选商品第 2 项不能大于 2147483647',
    );
    expect(expectFail(await send(t.app, product.goodsPage, { brandId: 1e15 }), 400)).toContain('品牌');
    expect(expectFail(await send(t.app, member.switchCompany, { companyId: big }, m.as()), 400)).toContain(
      '企业不能大于 2147483647',
    );
    expect(
      expectFail(await send(t.app, shoppingCart.list, {}, { ...m.as(), 'switch-to-company-id': String(big) }), 400),
    ).toContain('Switch-To-Company-Id');
    // The largest id is merely unknown.
    expectFail(await send(t.app, cms.newsDetail, { id: 2 ** 31 - 1 }), 404);
  });

  it('takes numbers as numbers and booleans as booleans in a JSON body, text only in a query string', async () => {
    const m = await makeMember(t.db);
    // Quotes are a supplier's call: its policy is checked before the input.
    const supplier = await demo.supplier(t.db);
    const line = { lineId: 1, unitPrice: 100, taxIncluded: true, deliveryDays: 3 };
    const quote = (over: object, lineOver: object = {}) =>
      send(t.app, inquiry.quote, { inquiryId: 1, validDays: 7, lines: [{ ...line, ...lineOver }], ...over }, supplier);
    expect(expectFail(await quote({}, { unitPrice: true }), 400)).toBe('参数错误：物料第 1 项的单价请填写数字');
    expect(expectFail(await quote({}, { unitPrice: '100' }), 400)).toBe('参数错误：物料第 1 项的单价请填写数字');
    expect(expectFail(await quote({ inquiryId: [523] }), 400)).toBe('参数错误：询价单请填写数字');
    expect(expectFail(await quote({}, { taxIncluded: 1 }), 400)).toBe('参数错误：请选择物料第 1 项的价格类型');
    expect(expectFail(await send(t.app, shoppingCart.add, { goodsId: 1, quantity: [7] }, m.as()), 400)).toBe(
      '参数错误：数量请填写数字',
    );
    expect(expectFail(await send(t.app, shoppingCart.select, { ids: [1], selected: 'true' }, m.as()), 400)).toContain(
      '请选择是否选中',
    );
    expect(expectFail(await send(t.app, product.goodsPage, { selfSupport: 1 }), 400)).toBe('参数错误：请选择自营');
    expect(expectFail(await send(t.app, product.goodsPage, { current: '2' }), 400)).toBe('参数错误：页码请填写数字');
    // A query string is text: its numbers are read.
    expectFail(await send(t.app, cms.newsDetail, { id: '2147483647' }), 404);
  });
});
