// The media module: drawn pictures as WebP in two sizes with long cache headers and an ETag, old
// placeholder addresses redirected to them, 404 for anything else, and the footer QR codes.
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { product, type GoodsCard } from '../../src/api/product';
import { SIZES, SUBJECTS, type PictureKind } from '../../src/server/pictures';
import { mediaUrl } from '../../src/server/pictures/url';
import { eachDialect, getOk, useApp } from './helpers';

const OFFICIAL = 'https://example.com/test-official';
const KINDS = Object.keys(SIZES) as PictureKind[];
const small = (url: string, kind: PictureKind) => url.replace(`w=${SIZES[kind].large}`, `w=${SIZES[kind].small}`);

/** GETs `url` from the app. */
const getter =
  (t: { app: FastifyInstance }) =>
  (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

// The pictures and QR codes never touch the database: one dialect is enough.
describe('media', () => {
  const t = useApp('sqlite', { env: { QR_OFFICIAL_URL: OFFICIAL } });
  const get = getter(t);

  it('answers WebP for each kind in both sizes, cached for a year with an ETag', { timeout: 60_000 }, async () => {
    for (const kind of KINDS) {
      const large = mediaUrl(kind, 'k1', SUBJECTS[kind][0]);
      for (const [url, width] of [
        [large, SIZES[kind].large],
        [small(large, kind), SIZES[kind].small],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/webp');
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(res.headers.etag, url).toMatch(/^"[\w-]{22}"$/);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width], url).toEqual(['webp', width]);
      }
    }
  });

  it('draws a picture once: same address, same bytes and ETag; 304 when the browser has it', async () => {
    const url = mediaUrl('goods', 123, '螺纹钢');
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.headers.etag).toBe(b.headers.etag);
    const again = await get(url, { 'if-none-match': String(a.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(mediaUrl('goods', 124, '螺纹钢'));
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(a.headers.etag);
  });

  it('redirects the old placeholder addresses to the picture of the same thing', async () => {
    const cases: [string, string][] = [
      [`/media/goods/123.svg?t=${encodeURIComponent('螺纹钢')}`, mediaUrl('goods', 123, '螺纹钢')],
      [
        `/media/goods/eq101-3.svg?t=${encodeURIComponent('三一挖掘机')}`,
        mediaUrl('machine', 'eq101-3', '101', { colour: '三一' }),
      ],
      [`/media/goods/77.svg?t=${encodeURIComponent('全抛釉')}`, mediaUrl('tile', 77, '全抛釉')],
      [`/media/goods/cert9.svg?t=${encodeURIComponent('检验合格证')}`, mediaUrl('doc', 'cert9', 'licence')],
      ['/media/banner/index-1.svg', mediaUrl('banner', 'index-1')],
      [`/media/shop/5.svg?t=${encodeURIComponent('钢材自营')}`, mediaUrl('shop', 5, 'steel')],
    ];
    for (const [old, now] of cases) {
      const res = await get(old);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location, old).toBe(now);
      const to = await get(now);
      expect([to.statusCode, to.headers['content-type']], now).toEqual([200, 'image/webp']);
    }
  });

  it('404 for unknown kinds, malformed names and widths the kind does not have', async () => {
    for (const url of [
      '/media/avatar/1.webp?s=x',
      '/media/machine/1.svg',
      '/media/goods/1.png',
      '/media/goods/..%2F..%2Fetc.webp',
      '/media/goods/a.b.webp',
      `/media/goods/1.webp?w=123&s=${encodeURIComponent('螺纹钢')}`,
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
});

eachDialect('media of the seeded rows', (dialect) => {
  const t = useApp(dialect);
  const get = getter(t);

  it('serves the picture of every seeded goods card', async () => {
    const cards = await getOk<GoodsCard[]>(t.app, product.recommend.path, { size: 5 });
    for (const g of cards) {
      const res = await get(g.imageUrl);
      expect(res.statusCode, g.imageUrl).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });
});
