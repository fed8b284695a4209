// The page server's parts that do not need a build: the server render's transport (app.inject
// behind fetch) and the head a rendered page gets from Vite's manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { injectFetch } from '../../src/server/http/inject-fetch';
import { pageAssets } from '../../src/server/http/page-assets';

describe('the server render transport', () => {
  it('answers catalogue calls through app.inject with the same validation and envelopes', async () => {
    const app = await buildApp(testConfig(), { serveStatic: false });
    const fetch = injectFetch(app, { ip: '203.0.113.7' } as FastifyRequest);
    const config = await fetch('http://localhost/api/blade-system/site/config', { headers: { RequestSource: 'PC' } });
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ code: 200, success: true, data: { brandName: '建采通' } });
    const bad = await fetch('http://localhost/api/rs-product-service/product/page', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 1000 }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, success: false, msg: expect.stringContaining('size') });
    await app.close();
  });

  it("takes a Request as ky hands it over (with an init of ky's own options), its body, headers and query", async () => {
    const app = await buildApp(testConfig(), { serveStatic: false });
    const fetch = injectFetch(app, { ip: '203.0.113.7' } as FastifyRequest);
    const post = (size: number) => new Request('http://localhost/api/rs-product-service/product/page', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ size }) });
    expect((await (await fetch(post(1000), {} as RequestInit)).json()).msg).toContain('size');
    expect((await fetch(post(1000), { body: JSON.stringify({ size: 5 }) })).status).toBe(200);
    const regions = (parentCode: string) => fetch(new Request(`http://localhost/api/blade-system/region/children?parentCode=${parentCode}#x`), {} as RequestInit);
    expect((await regions('110000')).status).toBe(200);
    expect((await (await regions('11')).json()).msg).toContain('6 位');
    await app.close();
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
    'src/features/home/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_shared.js', '_card.js'], css: ['assets/HomePage.css'] },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  };
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [f, body] of Object.entries({ index: '.a{}', shared: '.b{}', HomePage: '.c{}', card: '.d{}' })) writeFileSync(join(root, 'assets', `${f}.css`), body);
  const template =
    '<head><script type="module" src="/assets/index.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n<link rel="stylesheet" crossorigin href="/assets/shared.css">\n</head>';
  const assets = pageAssets(root, template);

  it('inlines the entry CSS before the page CSS, and preloads only what the entry does not load', () => {
    expect(assets.template).toBe('<head></head>');
    const boot = '<script src="/boot.js" defer></script>';
    expect(assets.headFor('src/features/home/HomePage.tsx')).toBe(
      '<style>.a{}.b{}.c{}.d{}</style><link rel="stylesheet" href="/assets/HomePage.css" disabled><link rel="stylesheet" href="/assets/card.css" disabled>' +
        '<template id="page-scripts"><script type="module" src="/assets/index.js"></script>' +
        `<link rel="modulepreload" crossorigin href="/assets/HomePage.js"><link rel="modulepreload" crossorigin href="/assets/card.js"></template>${boot}`,
    );
    expect(assets.headFor(undefined)).toBe(`<style>.a{}.b{}</style><template id="page-scripts"><script type="module" src="/assets/index.js"></script></template>${boot}`);
  });

  it("lists a page's own chunks for the idle prefetch", () => {
    expect(assets.chunksOf('src/features/home/HomePage.tsx')).toEqual(['/assets/HomePage.js', '/assets/HomePage.css', '/assets/card.js', '/assets/card.css']);
  });

  it('finds the entry by the scripts index.html starts when the manifest names none (a chunk group took its modules)', () => {
    const grouped = Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== 'index.html'));
    grouped['_app.js'] = { file: 'assets/app.js', imports: ['_shared.js'], css: ['assets/app.css'] };
    const dir = mkdtempSync(join(tmpdir(), 'page-assets-grouped-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(grouped));
    for (const [f, body] of Object.entries({ app: '.a{}', shared: '.b{}', HomePage: '.c{}', card: '.d{}' })) writeFileSync(join(dir, 'assets', `${f}.css`), body);
    const head = '<head><script type="module" crossorigin src="/assets/app.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/app.css">\n</head>';
    const grouped_ = pageAssets(dir, head);
    // the entry's stylesheet is inlined, not also linked (a request the first paint would wait for)
    expect(grouped_.template).toBe('<head></head>');
    expect(grouped_.headFor('src/features/home/HomePage.tsx')).toBe(
      '<style>.a{}.b{}.c{}.d{}</style><link rel="stylesheet" href="/assets/HomePage.css" disabled><link rel="stylesheet" href="/assets/card.css" disabled>' +
        '<template id="page-scripts"><script type="module" crossorigin src="/assets/app.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage.js"><link rel="modulepreload" crossorigin href="/assets/card.js"></template><script src="/boot.js" defer></script>',
    );
    expect(grouped_.chunksOf('src/features/home/HomePage.tsx')).toEqual(['/assets/HomePage.js', '/assets/HomePage.css', '/assets/card.js', '/assets/card.css']);
    rmSync(dir, { recursive: true, force: true });
  });
});
