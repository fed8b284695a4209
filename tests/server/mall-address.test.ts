// Member addresses: the shared form's rules (PHONE_RE, a real region chain), one default,
// a limit, and addresses that belong to the member AND the company.
import { labelOf } from '../../src/api/labels';
import { expect, it } from 'vitest';
import { addressBook, type AddressForm } from '../../src/api/address';
import { PHONE_MSG } from '../../src/api/validation';
import { MAX_ADDRESSES } from '../../src/server/modules/address/repository';
import { eachDialect, expectFail, useApp } from './helpers';
import { call, makeMember, send } from './mall-helpers';

eachDialect('member addresses', (dialect) => {
  const t = useApp(dialect);

  /** A province > city > district chain, a city without districts, and a foreign city. */
  async function regions() {
    const district = await t.db
      .selectFrom('region as d')
      .innerJoin('region as c', 'c.code', 'd.parent_code')
      .select(['d.code as district', 'c.code as city', 'c.parent_code as province'])
      .where('d.level', '=', 3)
      .orderBy('d.code')
      .executeTakeFirstOrThrow();
    const foreignCity = await t.db
      .selectFrom('region')
      .select('code')
      .where('level', '=', 2)
      .where('parent_code', '<>', district.province)
      .executeTakeFirstOrThrow();
    const bare = await t.db
      .selectFrom('region as c')
      .select(['c.code', 'c.parent_code'])
      .where('c.level', '=', 2)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('region as d').select('d.code').whereRef('d.parent_code', '=', 'c.code'))),
      )
      .executeTakeFirst();
    return { ...district, foreignCity: foreignCity.code, bare };
  }

  const form = async (over: Partial<AddressForm> = {}): Promise<AddressForm> => {
    const r = await regions();
    return {
      consignee: '张工',
      phone: '13800138000',
      provinceCode: r.province,
      cityCode: r.city,
      districtCode: r.district,
      detail: '建设路 88 号 3 号仓库',
      ...over,
    };
  };

  it('requires login', async () => {
    expect(expectFail(await send(t.app, addressBook.list), 401)).toBe('请先登录');
    expectFail(await send(t.app, addressBook.save, await form()), 401);
    expectFail(await send(t.app, addressBook.delete, { id: 1 }), 401);
    expectFail(await send(t.app, addressBook.setDefault, { id: 1 }), 401);
  });

  it('saves with region names; the first is the default and one default remains', async () => {
    const m = await makeMember(t.db);
    const first = await call(t.app, addressBook.save, { ...(await form()), consignee: '  张工  ' }, m.as());
    expect(first).toMatchObject({ consignee: '张工', isDefault: true });
    expect(first.provinceName.length && first.cityName.length && first.districtName.length).toBeGreaterThan(0);
    expect(first.fullAddress.endsWith(first.districtName + first.detail)).toBe(true);
    const second = await call(
      t.app,
      addressBook.save,
      await form({ consignee: '李工', phone: '013912345678' }),
      m.as(),
    );
    expect(second.isDefault).toBe(false);
    const third = await call(t.app, addressBook.save, await form({ consignee: '王工', isDefault: true }), m.as());
    let list = await call(t.app, addressBook.list, {}, m.as());
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    // Edit keeps the id; set default moves the flag; deleting the default hands it on.
    const edited = await call(
      t.app,
      addressBook.save,
      await form({ id: second.id, consignee: '李总', detail: '人民路 1 号' }),
      m.as(),
    );
    expect(edited).toMatchObject({ id: second.id, consignee: '李总', detail: '人民路 1 号', isDefault: false });
    expect((await call(t.app, addressBook.setDefault, { id: first.id }, m.as())).isDefault).toBe(true);
    await call(t.app, addressBook.delete, { id: first.id }, m.as());
    list = await call(t.app, addressBook.list, {}, m.as());
    expect(list.map((a) => a.id).sort()).toEqual([second.id, third.id].sort());
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
  });

  it('checks the form: phone, names, and a real province > city > district chain', async () => {
    const m = await makeMember(t.db);
    const r = await regions();
    const bad: [Partial<AddressForm>, string][] = [
      [{ phone: '12345678901' }, 'phone'],
      [{ phone: '1380013800' }, 'phone'],
      [{ consignee: '   ' }, 'consignee'],
      [{ consignee: '名'.repeat(21) }, 'consignee'],
      [{ detail: '1' }, 'detail'],
      [{ provinceCode: '1100' }, 'provinceCode'],
      [{ provinceCode: r.city }, 'provinceCode'],
      [{ cityCode: r.foreignCity }, 'cityCode'],
      [{ districtCode: '' }, 'districtCode'],
      [{ districtCode: r.province }, 'districtCode'],
    ];
    // Each refusal is carried at the field's path and names it by its label (手机号, 收货人…), never its key.
    for (const [over, path] of bad) {
      const res = await send(t.app, addressBook.save, await form(over), m.as());
      const msg = expectFail(res, 400);
      // the schema's refusals carry the path; the region chain is checked after it (no data.fields)
      const fields = res.json<{ data: { fields: { path: string }[] } | null }>().data?.fields;
      if (fields)
        expect(
          fields.map((f) => f.path),
          JSON.stringify(over),
        ).toContain(path);
      expect(msg, JSON.stringify(over)).toContain(labelOf([path]));
    }
    expect(expectFail(await send(t.app, addressBook.save, await form({ phone: '12345678901' }), m.as()), 400)).toBe(
      `参数错误：${PHONE_MSG}`,
    );
    if (r.bare) {
      const saved = await call(
        t.app,
        addressBook.save,
        await form({ provinceCode: r.bare.parent_code, cityCode: r.bare.code, districtCode: '' }),
        m.as(),
      );
      expect(saved.districtName).toBe('');
    }
    expect(await call(t.app, addressBook.list, {}, m.as())).toHaveLength(r.bare ? 1 : 0);
  });

  it(`keeps addresses per member and company, at most ${MAX_ADDRESSES}`, async () => {
    const m = await makeMember(t.db, 2);
    const other = await makeMember(t.db, [m.companyIds[0]]);
    const mine = await call(t.app, addressBook.save, await form(), m.as(0));
    expect(await call(t.app, addressBook.list, {}, m.as(1))).toEqual([]);
    expect(await call(t.app, addressBook.list, {}, other.as())).toEqual([]);
    expectFail(await send(t.app, addressBook.save, await form({ id: mine.id, consignee: '冒名' }), other.as()), 404);
    expectFail(await send(t.app, addressBook.delete, { id: mine.id }, m.as(1)), 404);
    expectFail(await send(t.app, addressBook.setDefault, { id: mine.id }, other.as()), 404);
    expect(await call(t.app, addressBook.list, {}, m.as(0))).toEqual([mine]);
    for (let i = 1; i < MAX_ADDRESSES; i++)
      await call(t.app, addressBook.save, await form({ detail: `仓库 ${i} 号` }), m.as(0));
    expect(expectFail(await send(t.app, addressBook.save, await form(), m.as(0)), 400)).toContain(`${MAX_ADDRESSES}`);
    expect(await call(t.app, addressBook.save, await form(), m.as(1))).toMatchObject({ isDefault: true });
  });
});
