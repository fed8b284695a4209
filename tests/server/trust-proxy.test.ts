// Per-IP limits key on req.ip: a client must not choose it with X-Forwarded-For unless the
// deployment says a proxy sits in front.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';

async function seenIp(trust: string): Promise<string> {
  const app = await buildApp(testConfig({ TRUST_PROXY: trust }), { serveStatic: false });
  app.get('/whoami', async (req) => ({ ip: req.ip }));
  const res = await app.inject({
    url: '/whoami',
    remoteAddress: '10.0.0.9',
    headers: { 'x-forwarded-for': '1.2.3.4' },
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await seenIp('false')).toBe('10.0.0.9');
  });
  it('believes the configured proxy', async () => {
    expect(await seenIp('10.0.0.0/24')).toBe('1.2.3.4');
  });
});
