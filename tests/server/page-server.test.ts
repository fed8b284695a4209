// The page server's parts that do not need a build: the server render's transport (call() over
// app.inject) and the head a rendered page gets from Vite's manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { renderInject } from '../../src/server/http/render-inject';
import type { Inject } from '../../src/server/http/render-contract';
import { serverTransport } from '../../src/app/server-transport';
import { call, REQUEST_TIMEOUT_MS } from '../../src/client/http';
import { product } from '../../src/api/product';
import { system } from '../../src/api/system';
import { pageAssets } from '../../src/server/http/page-assets';

describe('the server render transport', () => {
  const visitor = { ip: '203.0.113.7' } as FastifyRequest;

  it('answers catalogue calls through app.inject with the same validation and envelopes', async () => {
    const app = await buildApp(testConfig(), { serveStatic: false });
    const http = serverTransport(renderInject(app, visitor));
    expect(await call(system.siteConfig, {}, { http, silent: true })).toMatchObject({ brandName: '建采通' });
    // a POST's JSON body and a GET's query reach the route's validation, which answers 400 naming the field by its label
    await expect(call(product.goodsPage, { size: 1000 } as never, { http, silent: true })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('每页条数'),
    });
    expect((await call(product.goodsPage, { size: 5 }, { http, silent: true })).records.length).toBeLessThanOrEqual(5);
    expect(await call(system.regionChildren, { parentCode: '110000' }, { http, silent: true })).toBeInstanceOf(Array);
    await expect(call(system.regionChildren, { parentCode: '11' }, { http, silent: true })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('6 位'),
    });
    await app.close();
  });

  it("sends the page's default headers and the caller's own, from the visitor's address", async () => {
    const seen: Array<{ url: string; headers: Record<string, string>; payload?: string }> = [];
    const inject: Inject = async (r) => (
      seen.push(r),
      { status: 200, body: JSON.stringify({ code: 200, success: true, data: { ok: 1 }, msg: '' }) }
    );
    await call(
      product.goodsPage,
      { size: 5 },
      { http: serverTransport(inject, { 'Blade-Auth': 'bearer t' }), silent: true },
    );
    expect(seen[0]).toMatchObject({
      url: product.goodsPage.path,
      payload: JSON.stringify({ size: 5 }),
      headers: { RequestSource: 'PC', 'Blade-Auth': 'bearer t', 'content-type': 'application/json' },
    });
    expect(seen[0].headers.Authorization).toMatch(/^Basic /);
  });

  it('answers 504 when the server does not answer within the timeout', async () => {
    vi.useFakeTimers();
    try {
      const never: Inject = () => new Promise(() => undefined);
      const answer = call(system.siteConfig, {}, { http: serverTransport(never), silent: true });
      const outcome = expect(answer).rejects.toMatchObject({ status: 504 });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a page's head from the manifest", () => {
  const root = mkdtempSync(join(tmpdir(), 'page-assets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, 'assets'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/features/home/HomePage.tsx': {
      file: 'assets/HomePage.js',
      imports: ['_shared.js', '_card.js'],
      css: ['assets/HomePage.css'],
    },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  };
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [f, body] of Object.entries({ index: '.a{}', shared: '.b{}', HomePage: '.c{}', card: '.d{}' }))
    writeFileSync(join(root, 'assets', `${f}.css`), body);
  const template =
    '<head><script type="module" src="/assets/index.js"></script>\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/shared.css">\n</head>';
  const assets = pageAssets(root, template);
  const PAGE_CSS =
    '<link rel="stylesheet" href="/assets/HomePage.css" disabled><link rel="stylesheet" href="/assets/card.css" disabled>';
  const PRELOADS =
    '<link rel="modulepreload" crossorigin href="/assets/HomePage.js"><link rel="modulepreload" crossorigin href="/assets/card.js">';

  it('inlines the entry CSS before the page CSS, and preloads only what the entry does not load', () => {
    expect(assets.template).toBe('<head></head>');
    const boot = '<script src="/boot.js" defer></script>';
    expect(assets.headFor('src/features/home/HomePage.tsx')).toBe(
      '<style>.a{}.b{}.c{}.d{}</style>' +
        PAGE_CSS +
        '<template id="page-scripts"><script type="module" src="/assets/index.js"></script>' +
        `${PRELOADS}</template>${boot}`,
    );
    expect(assets.headFor(undefined)).toBe(
      `<style>.a{}.b{}</style><template id="page-scripts"><script type="module" src="/assets/index.js"></script></template>${boot}`,
    );
  });

  it("lists a page's own chunks for the idle prefetch", () => {
    expect(assets.chunksOf('src/features/home/HomePage.tsx')).toEqual([
      '/assets/HomePage.js',
      '/assets/HomePage.css',
      '/assets/card.js',
      '/assets/card.css',
    ]);
  });

  it('finds the entry by the scripts index.html starts when the manifest names none (a chunk group took its modules)', () => {
    const grouped = Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== 'index.html'));
    grouped['_app.js'] = { file: 'assets/app.js', imports: ['_shared.js'], css: ['assets/app.css'] };
    const dir = mkdtempSync(join(tmpdir(), 'page-assets-grouped-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(grouped));
    for (const [f, body] of Object.entries({ app: '.a{}', shared: '.b{}', HomePage: '.c{}', card: '.d{}' }))
      writeFileSync(join(dir, 'assets', `${f}.css`), body);
    const head =
      '<head><script type="module" crossorigin src="/assets/app.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css">\n</head>';
    const grouped_ = pageAssets(dir, head);
    // the entry's stylesheet is inlined, not also linked (a request the first paint would wait for)
    expect(grouped_.template).toBe('<head></head>');
    expect(grouped_.headFor('src/features/home/HomePage.tsx')).toBe(
      '<style>.a{}.b{}.c{}.d{}</style>' +
        PAGE_CSS +
        '<template id="page-scripts"><script type="module" crossorigin src="/assets/app.js"></script>' +
        `${PRELOADS}</template><script src="/boot.js" defer></script>`,
    );
    expect(grouped_.chunksOf('src/features/home/HomePage.tsx')).toEqual([
      '/assets/HomePage.js',
      '/assets/HomePage.css',
      '/assets/card.js',
      '/assets/card.css',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
