// The server render's frame data (the site config and the footer's help columns, the same on
// every page) is shared by renders while a visitor's page would be kept (RenderInput.frame over
// a Kept of PAGE_CACHE_MS): a second page asks the catalogue for its own data only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { render } from '../../src/app/entry-server';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { Kept } from '../../src/server/http/answer-cache';
import type { Inject, RenderInput } from '../../src/server/http/render-contract';
import { renderInject } from '../../src/server/http/render-inject';
import { cms } from '../../src/api/cms';
import { system } from '../../src/api/system';

describe("the server render's frame data", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(), { serveStatic: false });
  });
  afterAll(() => app.close());

  /** Renders `url` with `frame`, returning its HTML and the paths it injected. */
  async function page(url: string, frame: RenderInput['frame']) {
    const paths: string[] = [];
    const base = renderInject(app, { ip: '203.0.113.7' } as FastifyRequest);
    const inject: Inject = (r) => (paths.push(r.url.split('?')[0]), base(r));
    const out = await render({ url, host: 'localhost', inject, cookies: '', chunksOf: () => [], frame });
    if (!('html' in out)) throw new Error(`${url} redirected`);
    return { html: out.html, paths };
  }
  const frameCalls = (paths: string[]) =>
    paths.filter((p) => p === system.siteConfig.path || p === cms.helpCenterList.path).length;

  it('is asked for once while kept, and shown on every page', async () => {
    const kept = new Kept<unknown>(5000, 16);
    const frame: RenderInput['frame'] = (key, load) => kept.get(key, load) as never;
    const first = await page('/shopList', frame);
    const second = await page('/home', frame);
    expect(frameCalls(first.paths)).toBe(6);
    expect(frameCalls(second.paths)).toBe(0);
    // the second page's own data still came from the catalogue
    expect(second.paths.length).toBeGreaterThan(0);
    for (const { html } of [first, second]) {
      expect(html).toContain('新手指南');
      expect(html).toContain('400-8228-321');
    }
  });

  it('is asked for on every render when nothing is kept (PAGE_CACHE_MS 0)', async () => {
    const off = new Kept<unknown>(0, 16);
    const frame: RenderInput['frame'] = (key, load) => off.get(key, load) as never;
    expect(frameCalls((await page('/shopList', frame)).paths)).toBe(6);
    expect(frameCalls((await page('/shopList', frame)).paths)).toBe(6);
  });
});
