// Built assets: the build writes each text asset's .br and .gz (scripts/precompress.ts) and the
// server sends the one the browser accepts as it is, with the year-long cache header.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { precompress } from '../../scripts/precompress';

const CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `第${i}行`))};\n`;

describe('precompressed assets', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    writeFileSync(join(dir, 'assets/list-abc.js'), CHUNK);
    writeFileSync(join(dir, 'assets/tiny-abc.js'), 'export {};\n');
    const plugin = precompress() as Plugin & { configResolved: (c: unknown) => void; closeBundle: () => void };
    plugin.configResolved({ build: { outDir: dir } });
    plugin.closeBundle();
    app = await buildApp(testConfig({ STATIC_DIR: dir }), { serveStatic: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build writes .br and .gz of a text asset over 1 KB, and leaves a small one alone', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/list-abc.js.br'))).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(join(dir, 'assets/list-abc.js.gz'))).toString()).toBe(CHUNK);
    expect(() => readFileSync(join(dir, 'assets/tiny-abc.js.br'))).toThrow();
  });

  it('sends the file the browser accepts, compressed once at build time', async () => {
    const br = await app.inject({
      url: '/assets/list-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(join(dir, 'assets/list-abc.js.br')))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await app.inject({ url: '/assets/list-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await app.inject({ url: '/assets/list-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });
});
