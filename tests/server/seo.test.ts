// What search engines read: /robots.txt keeps them from member, cart, ops and sign-in pages; the
// sitemap index names a file per kind read from the database; every address a sitemap lists
// renders 200 with a canonical link to itself (the small files whole, a spread of the big ones);
// `/home copy` renders home's blocks with noindex; goods carry Product/Offer JSON-LD, shops
// Organization, pages with a breadcrumb a BreadcrumbList; none of it holds a member's data.
import { expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { render } from '../../src/app/entry-server';
import { QUERY_NOTICE } from '../../src/ui/QueryNotice';
import type { RenderInput } from '../../src/server/http/render-contract';
import { Kept } from '../../src/server/http/answer-cache';
import { renderInject } from '../../src/server/http/render-inject';
import { eachDialect, useApp } from './helpers';

const ORIGIN = 'http://portal.test:3000';
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

eachDialect('seo', (dialect) => {
  const t = useApp(dialect);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'portal.test:3000' } });
  // The frame's data (site config, footer) kept across renders, as the page server keeps it.
  const kept = new Kept<unknown>(60_000, 16);
  const frame: RenderInput['frame'] = (key, load) => kept.get(key, load) as never;
  const page = async (url: string) => {
    const inject = renderInject(t.app, { ip: '203.0.113.9' } as FastifyRequest);
    const out = await render({ url, host: 'localhost', inject, cookies: '', chunksOf: () => [], frame });
    if (!('html' in out)) throw new Error(`${url} redirected to ${out.redirect}`);
    return out;
  };

  it('answers robots.txt: member, cart, ops and sign-in pages and the API disallowed, the sitemap named', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of [
      '/api/',
      '/buyCar',
      '/message-center',
      '/preferentialInquiry/mine',
      '/preferentialInquiry/myTenders',
      '/labor-services/mine',
      '/support/replay',
      '/sc-login',
      '/login',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /home');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists every sitemap in the index, a file per kind, with lastmod from the rows', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(res.body).map((l) => l.replace(`${ORIGIN}/sitemaps/`, ''));
    for (const f of ['pages.xml', 'goods-1.xml', 'shop-1.xml', 'inquiry-1.xml', 'tender-1.xml', 'ground-1.xml'])
      expect(files).toContain(f);
    for (const f of ['taociShop-1.xml', 'laborCompany-1.xml', 'devices-1.xml', 'news-1.xml'])
      expect(files).toContain(f);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    expect((await get('/sitemaps/goods-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
  });

  it('lists only pages that answer 200 with a canonical link to themselves, none a member page', async () => {
    const index = locsOf((await get('/sitemap.xml')).body);
    const robots = (await get('/robots.txt')).body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    let checked = 0;
    for (const file of index) {
      const res = await get(file.replace(ORIGIN, ''));
      expect(res.statusCode, file).toBe(200);
      const urls = locsOf(res.body);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      // The small files whole, the big ones by a spread of their addresses (first, middle, last).
      const sample = urls.length <= 40 ? urls : [urls[0], urls[urls.length >> 1], urls[urls.length - 1]];
      for (const loc of sample) {
        const u = new URL(loc);
        expect(u.origin).toBe(ORIGIN);
        expect(
          robots.some((d) => u.pathname.startsWith(d)),
          loc,
        ).toBe(false);
        const out = await page(u.pathname + u.search);
        expect(out.status, loc).toBe(200);
        expect(out.head.canonical, loc).toBe(u.pathname + u.search);
        expect(out.head.description.length, loc).toBeGreaterThan(10);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);

  it('renders /home copy as home’s blocks with a title of its own and noindex', async () => {
    const out = await page('/home%20copy');
    expect(out.status).toBe(200);
    expect(out.html).toContain('建筑行业一站式采购服务平台首页（备份）');
    expect(out.html).toContain('推荐商品');
    expect(out.html).not.toContain('This page could not be found');
    expect(out.head).toMatchObject({
      title: expect.stringMatching(/^首页（备份） - /),
      robots: 'noindex',
      canonical: '/home',
    });
    expect((await page('/home')).head.robots).toBeUndefined();
  });

  it('renders the landings other hosts reach by a full page load with a flag query, as their plain page', async () => {
    for (const path of ['/preferentialInquiry', '/labor-services', '/financial-service']) {
      const [plain, flagged] = [await page(path), await page(`${path}?flag=1`)];
      expect(flagged.status, path).toBe(200);
      expect(flagged.head.title, path).toBe(plain.head.title);
      expect(flagged.html, path).not.toContain(QUERY_NOTICE);
    }
  });

  it('describes goods as a Product with an Offer, a shop as an Organization, a breadcrumb as a BreadcrumbList', async () => {
    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'name', 'price'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const g = await page(`/goodsDetail?id=${goods.id}`);
    expect(g.head.structured).toMatchObject({
      '@type': 'Product',
      name: goods.name,
      offers: { '@type': 'Offer', price: goods.price.toFixed(2), priceCurrency: 'CNY' },
    });
    const crumbs = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(g.html);
    expect(JSON.parse(crumbs![1])).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: expect.arrayContaining([expect.objectContaining({ position: 1, name: '首页' })]),
    });

    const shop = await t.db.selectFrom('shop').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const s = await page(`/shopDetail?id=${shop.id}`);
    expect(s.head.structured).toMatchObject({ '@type': 'Organization', name: shop.name });
    // public card facts only: no contact of a member anywhere in it
    expect(JSON.stringify([g.head.structured, s.head.structured])).not.toMatch(/1[3-8]\d{9}/);
  });
});
