// Requests refused before routing — an undecodable URL, a URL or headers over Node's 16 KB, a
// malformed request — still get the envelope under /api and the error page elsewhere, with the
// security headers (they once got Fastify's own JSON without them). Over a real socket, since
// Node's HTTP parser refuses some of them before Fastify sees a request.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function raw(port: number, head: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err) => (chunks.length ? undefined : reject(err)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (port: number, path: string, extra = '') =>
  raw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

function expectEnvelope(r: Raw, status: number, msg: string): void {
  expect(r.status, r.body).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(r.body)).toEqual({ code: status, success: false, data: null, msg });
  expectSecurityHeaders(r);
}

function expectPage(r: Raw, status: number, msg: string): void {
  expect(r.status, r.body).toBe(status);
  expect(r.headers['content-type']).toMatch(/^text\/html/);
  expect(r.body).toContain(msg);
  expectSecurityHeaders(r);
}

function expectSecurityHeaders(r: Raw): void {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['content-security-policy']).toContain("default-src 'self'");
}

describe('requests refused before routing', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp(testConfig(), { serveStatic: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('an undecodable URL', async () => {
    expectEnvelope(await get(port, '/api/%ff'), 400, '请求地址不正确');
    expectEnvelope(await get(port, '/api/blade-system/%ff/x?y=1'), 400, '请求地址不正确');
    expectPage(await get(port, '/%ff'), 400, '请求地址不正确');
    // The same through inject (what a test or a proxy in-process sees).
    const res = await app.inject('/api/%ff');
    expect(res.json()).toEqual({ code: 400, success: false, data: null, msg: '请求地址不正确' });
  });

  it('a URL over 16 KB', async () => {
    const long = 'a'.repeat(17 * 1024);
    expectEnvelope(await get(port, `/api/rs-product-service/product/detail?id=1&x=${long}`), 414, '请求地址过长');
    expectPage(await get(port, `/home?x=${long}`), 414, '请求地址过长');
    // A HEAD answer has no body, whatever refused it.
    for (const path of [
      `/api/rs-product-service/product/detail?id=1&x=${long}`,
      `/home?x=${long}`,
      '/api/%ff',
      '/%ff',
    ]) {
      const r = await raw(port, `HEAD ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(r.status, path).toBe(path.includes('%ff') ? 400 : 414);
      expect(r.body, path).toBe('');
      expectSecurityHeaders(r);
    }
  });

  it('headers over 16 KB', async () => {
    expectEnvelope(
      await get(port, '/api/blade-system/site/config', `Cookie: a=${'b'.repeat(17 * 1024)}\r\n`),
      431,
      '请求头过大',
    );
  });

  it('a malformed request', async () => {
    expectEnvelope(await get(port, '/api/blade-system/site/config', 'Bad Header\r\n'), 400, '请求格式不正确');
    expectPage(await get(port, '/home', 'Bad Header\r\n'), 400, '请求格式不正确');
  });
});
