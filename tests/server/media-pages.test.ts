// Public pages as the server renders them show drawn pictures, never a placeholder: every image
// of the home page, a goods list, the equipment list and the ceramic site is a drawn WebP picture
// (or a QR code) with its two widths in srcset, a fixed box, and lazy loading below the first screen.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { render } from '../../src/app/entry-server';
import { renderInject } from '../../src/server/http/render-inject';
import { useApp } from './helpers';

const IMG = /<img\b[^>]*>/g;
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? undefined;

describe('pictures on the server-rendered public pages', () => {
  const t = useApp('sqlite');

  async function images(url: string): Promise<string[]> {
    const inject = renderInject(t.app, { ip: '203.0.113.9' } as FastifyRequest);
    const out = await render({
      url,
      host: 'localhost',
      inject,
      cookies: '',
      chunksOf: () => [],
      frame: (_k, l) => l(),
    });
    if (!('html' in out)) throw new Error(`${url} redirected`);
    expect(out.status, url).toBe(200);
    return out.html.match(IMG) ?? [];
  }

  const shop = async () => {
    const row = await t.db
      .selectFrom('taoci_shop')
      .select('shop_id')
      .where('status', '=', 'open')
      .orderBy('shop_id')
      .executeTakeFirstOrThrow();
    return `/taoci-index/shop?id=${row.shop_id}`;
  };
  const PAGES: [string, () => Promise<string> | string][] = [
    ['the home page', () => '/home'],
    ['a goods list', () => '/typeGoods'],
    ['the equipment list', () => '/findDevices/listSupply'],
    ['the ceramic site', () => '/taoci-index/home'],
    ['a ceramic shop', shop],
  ];

  // The first render loads the page modules: slow on a busy machine.
  it.each(PAGES)('draws every image of %s', { timeout: 60_000 }, async (_name, path) => {
    const page = await path();
    const tags = await images(page);
    const pictures = tags.filter(
      (tag) => attr(tag, 'src')?.startsWith('/media/') && !attr(tag, 'src')?.startsWith('/media/qr/'),
    );
    expect(pictures.length, page).toBeGreaterThan(3);
    for (const tag of tags) {
      const src = attr(tag, 'src') ?? '';
      expect(src, `${page}: ${tag}`).not.toMatch(/\.svg\?t=/);
      expect(
        [attr(tag, 'width'), attr(tag, 'height')].every((v) => Number(v) > 0),
        `${page}: ${tag}`,
      ).toBe(true);
    }
    for (const tag of pictures) {
      const src = attr(tag, 'src')!;
      expect(src, page).toMatch(/^\/media\/[a-z]+\/[\w-]+\.webp\?w=(\d+)&s=[^&]+/);
      const large = Number(/w=(\d+)/.exec(src)![1]);
      expect(attr(tag, 'srcset'), page).toBe(
        `${src.replace(`w=${large}`, `w=${large / 2}`)} ${large / 2}w, ${src} ${large}w`,
      );
      expect(attr(tag, 'sizes'), page).toBe(`${attr(tag, 'width')}px`);
    }
    // Most pictures wait for the scroll; the first screen's largest loads first.
    expect(pictures.filter((tag) => attr(tag, 'loading') === 'lazy').length, page).toBeGreaterThan(pictures.length / 2);
  });
});
