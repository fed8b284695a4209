// 保存搜索 of the ground map on both dialects: kind `ground` keeps the map's filters and viewport
// (checked by its schema), and when the owning company updates a price, each saved search of
// another company that the repriced point and offer match gets a notice linking to the point.
import { expect, it } from 'vitest';
import { ground } from '../../src/api/ground';
import { savedSearch, type SavedSearch } from '../../src/api/saved-search';
import { eachDialect, useApp } from './helpers';
import { body, demo, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';

eachDialect('ground saved searches', (dialect) => {
  const t = useApp(dialect);
  useClock();

  it('saves the map’s filters under kind ground, checked by the list’s schema', async () => {
    const member = await makeCompany(t.db, '1');
    const filters = {
      companyName: ' 恒信 ',
      material: 'msand',
      priceMax: 120,
      fresh: true,
      bbox: '120.8,30.6,122.1,31.9',
    };
    const saved = body<SavedSearch>(
      await send(t.app, savedSearch.save, { kind: 'ground', name: '上海机制砂', filters }, member.headers),
    );
    expect(saved.filters).toEqual({ ...filters, companyName: '恒信' });
    // A wrong filter is refused at its path, named by its label (筛选条件的材料) or said in a
    // sentence of its own (the viewport's), never by its key.
    for (const [field, value, message] of [
      ['material', 'gold', '请选择筛选条件的材料'],
      ['bbox', '122,30,121,31', '经纬度超出范围或西大于东、南大于北'],
      ['siteType', 'mine', '请选择筛选条件的站点类型'],
    ] as const) {
      const res = await send(
        t.app,
        savedSearch.save,
        { kind: 'ground', name: '错的', filters: { [field]: value } },
        member.headers,
      );
      expect(refused(res)).toEqual([400, `参数错误：${message}`]);
      expect(res.json<{ data: unknown }>().data).toEqual({ fields: [{ path: `filters.${field}`, message }] });
    }
  });

  it('tells the members whose saved search a new price matches, and no one else', async () => {
    const offer = await t.db
      .selectFrom('ground_offer as o')
      .innerJoin('ground_site as s', 's.id', 'o.site_id')
      .select(['o.id', 'o.site_id', 's.province_code', 's.lat', 's.lng'])
      .where('s.company_id', '=', 2)
      .where('o.material_code', '=', 'msand')
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const [lat, lng] = [Number(offer.lat), Number(offer.lng)];
    const around = `${(lng - 0.5).toFixed(2)},${(lat - 0.5).toFixed(2)},${(lng + 0.5).toFixed(2)},${(lat + 0.5).toFixed(2)}`;
    const wants = [
      ['附近机制砂', { material: 'msand', priceMax: 100, bbox: around }, true],
      ['本省地材', { provinceCode: offer.province_code }, true],
      ['商砼', { material: 'c30' }, false],
      ['便宜机制砂', { material: 'msand', priceMax: 50 }, false],
      ['远处', { material: 'msand', bbox: '100,20,101,21' }, false],
    ] as const;
    const members = [];
    for (const [name, filters] of wants) {
      const m = await makeCompany(t.db, '1');
      body(await send(t.app, savedSearch.save, { kind: 'ground', name, filters }, m.headers));
      members.push(m);
    }
    // The owner's own saved search is not told of its own price.
    body(
      await send(
        t.app,
        savedSearch.save,
        { kind: 'ground', name: '自己的', filters: { material: 'msand' } },
        await demo.supplier(t.db),
      ),
    );
    body(await send(t.app, ground.updatePrice, { offerId: offer.id, price: 88.5 }, await demo.supplier(t.db)));
    for (const [i, [name, , told]] of wants.entries()) {
      const notices = await t.db
        .selectFrom('notices')
        .select(['title', 'link', 'object_kind'])
        .where('company_id', '=', members[i].companyId)
        .execute();
      expect(notices.length, name).toBe(told ? 1 : 0);
      if (told) {
        expect(notices[0].title).toContain(`您订阅的「${name}」有新报价`);
        expect(notices[0].title).toContain('88.5 元/吨');
        expect([notices[0].link, notices[0].object_kind]).toEqual([
          `/groundMaterialMap/details?id=${offer.site_id}`,
          'ground',
        ]);
      }
    }
    const own = await t.db
      .selectFrom('notices')
      .select('title')
      .where('company_id', '=', 2)
      .where('title', 'like', '%自己的%')
      .execute();
    expect(own).toEqual([]);
  });
});
