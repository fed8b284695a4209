// The webhook adapter posts {phone, purpose, content} to a real HTTP endpoint (a local server
// standing in for the gateway) and writes no outbox row; a failing gateway is a clear 503.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, testConfig } from '../../src/server/config';
import { data, freshPhone, refusal, sendCode } from './auth-helpers';
import { eachDialect, seededDb, type TestDb } from './helpers';

interface Received {
  path: string;
  contentType: string;
  body: { phone: string; purpose: string; content: string };
}

eachDialect('SMS webhook adapter', (dialect) => {
  const received: Received[] = [];
  let status = 200;
  let gateway: Server;
  let t: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: JSON.parse(raw) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await seededDb(dialect);
    app = await buildApp(testConfig({ SMS_ADAPTER: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms/send` }), {
      db: t.db,
      serveStatic: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  it('posts the message as JSON to the configured URL', async () => {
    const phone = freshPhone();
    data(await sendCode(app, phone, 'register'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: '/sms/send',
      contentType: 'application/json',
      body: { phone, purpose: 'register' },
    });
    expect(received[0].body.content).toMatch(/您的注册验证码为 \d{6}，5 分钟内有效/);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('reports a refusing gateway as 短信发送失败', async () => {
    status = 500;
    expect(refusal(await sendCode(app, freshPhone(), 'register'))).toEqual([503, '短信发送失败，请稍后再试']);
    status = 200;
  });

  it('needs SMS_WEBHOOK_URL when SMS_ADAPTER=webhook', () => {
    expect(() => loadConfig({ SMS_ADAPTER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_ADAPTER: 'carrier-pigeon' })).toThrow(/SMS_ADAPTER/);
  });
});
