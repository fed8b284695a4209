// The visitors' answer caches (http/answer-cache.ts): /home's calls and the footer's help columns
// are answered from a short cache to requests without login, computed for a member; a goods change
// made by another server reaches the cache through the change-log sync; rows no request writes
// are fresh after PAGE_CACHE_MS (a fake clock).
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cms, type Banner, type HelpItem } from '../../src/api/cms';
import type { Page } from '../../src/api/define';
import { product, type GoodsCard, type ShopCard } from '../../src/api/product';
import { system } from '../../src/api/system';
import { changeLogFollower } from '../../src/server/cluster/cache-sync';
import { AnswerCache, Body, dropAnswers, Kept, POPULAR_AFTER } from '../../src/server/http/answer-cache';
import { eachDialect, url, useApp } from './helpers';

const TTL = 5000;

describe('AnswerCache', () => {
  it('keeps an answer for its TTL within its cap, forgets all on a goods change, and is off at TTL 0', async () => {
    const cache = new AnswerCache(TTL, 2);
    const body = (s: string) => async () => new Body(Buffer.from(s));
    expect(String((await cache.get('a', body('A'), 0)).raw)).toBe('A');
    expect(String((await cache.get('a', body('A2'), TTL - 1)).raw)).toBe('A');
    expect(String((await cache.get('a', body('A3'), TTL)).raw)).toBe('A3');
    await cache.get('b', body('B'), TTL);
    await cache.get('c', body('C'), TTL);
    expect(cache.size).toBe(2);
    dropAnswers();
    expect(String((await cache.get('c', body('C2'), TTL)).raw)).toBe('C2');
    const off = new AnswerCache(0, 2);
    await off.get('a', body('A'));
    expect(String((await off.get('a', body('A2'))).raw)).toBe('A2');
    expect(off.size).toBe(0);
  });

  it('keeps no value its rule refuses (a page that did not answer 200)', async () => {
    const kept = new Kept<number>(TTL, 2, (v) => v === 200);
    const n = (v: number) => async () => v;
    expect(await kept.get('home', n(200), 0)).toBe(200);
    expect(await kept.get('home', n(201), 1)).toBe(200);
    expect(await kept.get('gone', n(404), 4)).toBe(404);
    expect(await kept.get('gone', n(405), 5)).toBe(405);
  });

  it(`gzips an answer at the fastest level until it has been asked for ${POPULAR_AFTER} times, then at the default level`, () => {
    const raw = Buffer.from(
      JSON.stringify(
        Array.from({ length: 400 }, (_, i) => ({ id: i, name: `螺纹钢 HRB400 ${i % 7}`, price: (i * 37) % 1000 })),
      ),
    );
    const body = new Body(raw);
    const fast = body.gzipped();
    for (let i = 2; i < POPULAR_AFTER; i++) expect(body.gzipped()).toBe(fast);
    const popular = body.gzipped();
    expect(gunzipSync(fast).equals(raw) && gunzipSync(popular).equals(raw)).toBe(true);
    expect(popular.length).toBeLessThan(fast.length);
    expect(body.gzipped()).toBe(popular);
  });
});

eachDialect('visitors answer caches', (dialect) => {
  const t = useApp(dialect, { env: { PAGE_CACHE_MS: String(TTL) } });
  afterEach(() => vi.useRealTimers());

  const get = async <T>(
    path: string,
    query: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({ method: 'GET', url: url(path, query), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const member = { cookie: 'login_access_token=x' };

  it("answers a visitor's recommended goods from the cache, a member's live, and follows another server's goods change", async () => {
    const follow = changeLogFollower(t.db);
    await follow();
    const first = (await get<GoodsCard[]>(product.recommend.path, { size: 5 }))[0];
    await t.db.updateTable('goods').set({ name: '缓存测试 螺纹钢' }).where('id', '=', first.id).execute();
    expect((await get<GoodsCard[]>(product.recommend.path, { size: 5 }))[0].productName).toBe(first.productName);
    expect((await get<GoodsCard[]>(product.recommend.path, { size: 5 }, member))[0].productName).toBe(
      '缓存测试 螺纹钢',
    );
    expect(
      (await get<GoodsCard[]>(product.recommend.path, { size: 5 }, { 'blade-auth': 'bearer x' }))[0].productName,
    ).toBe('缓存测试 螺纹钢');
    // Another server's goods write appends to the shared log (floor/goods-change.ts reindexGoods there); this
    // process learns of it at its next sync step, not before.
    await t.db.insertInto('goods_change').values({ goods_id: first.id }).execute();
    expect((await get<GoodsCard[]>(product.recommend.path, { size: 5 }))[0].productName).toBe(first.productName);
    await follow();
    expect((await get<GoodsCard[]>(product.recommend.path, { size: 5 }))[0].productName).toBe('缓存测试 螺纹钢');
  });

  it("answers a visitor's shop list and shop from the cache, a member's live", async () => {
    const list = await t.app.inject({ method: 'POST', url: product.shopPage.path, payload: { current: 1, size: 5 } });
    const shop = list.json<{ data: Page<ShopCard> }>().data.records[0];
    await get<ShopCard>(product.shopDetail.path, { id: shop.id });
    await t.db.updateTable('shop').set({ name: '缓存测试 店铺' }).where('id', '=', shop.id).execute();
    const names = async (headers: Record<string, string>) => [
      (
        await t.app.inject({ method: 'POST', url: product.shopPage.path, payload: { current: 1, size: 5 }, headers })
      ).json<{ data: Page<ShopCard> }>().data.records[0].shopName,
      (await get<ShopCard>(product.shopDetail.path, { id: shop.id }, headers)).shopName,
    ];
    expect(await names({})).toEqual([shop.shopName, shop.shopName]);
    expect(await names(member)).toEqual(['缓存测试 店铺', '缓存测试 店铺']);
  });

  it('shows a changed banner and help item to visitors once PAGE_CACHE_MS has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const banners = await get<Banner[]>(cms.bannerList.path, { position: '01' });
    const help = { categoryCode: 'pay_way', current: 1, size: 5 };
    const items = await get<Page<HelpItem>>(cms.helpCenterList.path, help);
    await t.db.updateTable('banner').set({ title: '新横幅' }).where('id', '=', banners[0].id).execute();
    await t.db
      .updateTable('help_item')
      .set({ problem_content: '新问题' })
      .where('id', '=', items.records[0].id)
      .execute();
    vi.advanceTimersByTime(TTL - 1);
    expect((await get<Banner[]>(cms.bannerList.path, { position: '01' }))[0].title).toBe(banners[0].title);
    expect((await get<Page<HelpItem>>(cms.helpCenterList.path, help)).records[0].problemContent).toBe(
      items.records[0].problemContent,
    );
    vi.advanceTimersByTime(1);
    expect((await get<Banner[]>(cms.bannerList.path, { position: '01' }))[0].title).toBe('新横幅');
    expect((await get<Page<HelpItem>>(cms.helpCenterList.path, help)).records[0].problemContent).toBe('新问题');
  });

  it('gives browsers the cached answer gzipped, the same JSON, and still refuses a bad input', async () => {
    for (const path of [
      system.siteConfig.path,
      product.categoryTree.path,
      url(cms.newsList.path, { moduleCode: 'platform', size: 5 }),
    ]) {
      const plain = await t.app.inject({ method: 'GET', url: path });
      const zipped = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding'], path).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    }
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: url(product.recommend.path, { size: 101 }) })).statusCode).toBe(
        400,
      );
  });
});
