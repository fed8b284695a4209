import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { product, type GoodsCard } from '../../src/api/product';
import { eachDialect, getOk, useApp } from './helpers';

const OFFICIAL = 'https://example.com/test-official';

eachDialect('media', (dialect) => {
  const t = useApp(dialect, { env: { QR_OFFICIAL_URL: OFFICIAL } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders a deterministic SVG placeholder with the label, cached for a year', async () => {
    const url = `/media/goods/123.svg?t=${encodeURIComponent('螺纹钢')}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 400 400"/);
    expect(res.body).toContain('>螺纹钢</text>');
    expect((await get(url)).body).toBe(res.body);
    const other = await get(`/media/goods/124.svg?t=${encodeURIComponent('螺纹钢')}`);
    expect(other.body).not.toBe(res.body);
  });

  it('sizes each kind and falls back to a default label', async () => {
    const banner = await get('/media/banner/01-1.svg');
    expect(banner.body).toContain('viewBox="0 0 1200 400"');
    expect(banner.body).toContain('>建材采购</text>');
    for (const kind of ['shop', 'case', 'news', 'partner', 'logo'])
      expect((await get(`/media/${kind}/x.svg`)).statusCode, kind).toBe(200);
  });

  it('escapes and shortens the label', async () => {
    const res = await get(`/media/news/1.svg?t=${encodeURIComponent('<script>alert("x")</script>')}`);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;');
    const long = await get(`/media/case/1.svg?t=${encodeURIComponent('一二三四五六七八九十甲乙丙丁')}`);
    expect(long.body).toContain('>一二三四五六七八九十甲乙</text>');
  });

  it('404 for unknown kinds and malformed names', async () => {
    for (const url of [
      '/media/avatar/1.svg',
      '/media/goods/1.png',
      '/media/goods/..%2F..%2Fetc.svg',
      '/media/goods/a.b.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('renders real QR codes of the configured targets', async () => {
    const official = await get('/media/qr/official.svg');
    expect(official.statusCode).toBe(200);
    expect(official.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(official.body).toBe(await QRCode.toString(OFFICIAL, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    const service = await get('/media/qr/service.svg');
    expect(service.statusCode).toBe(200);
    expect(service.body).toContain('<path');
    expect(service.body).not.toBe(official.body);
    expect((await get('/media/qr/wechat.svg')).statusCode).toBe(404);
    expect((await get('/media/qr/official.png')).statusCode).toBe(404);
  });

  it('serves the image of every seeded goods card', async () => {
    const cards = await getOk<GoodsCard[]>(t.app, product.recommend.path, { size: 5 });
    for (const g of cards) {
      const res = await get(g.imageUrl);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('viewBox="0 0 400 400"');
    }
  });
});
