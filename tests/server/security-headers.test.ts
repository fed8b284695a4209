// Every response carries helmet's security headers with the portal's CSP, computed once;
// Strict-Transport-Security only over https (directly or through a trusted proxy).
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { computeSecurityHeaders } from '../../src/server/http/security-headers';

describe('security headers', () => {
  it('are set on API answers, errors and pages', async () => {
    const app = await buildApp(testConfig(), { serveStatic: true });
    const expected = computeSecurityHeaders();
    expect(expected['Content-Security-Policy']).toContain("script-src 'self'");
    for (const url of ['/api/blade-system/site/config', '/api/no/such', '/home']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    const head = await app.inject({ method: 'HEAD', url: '/moreGoods' });
    expect(head.statusCode).toBe(200);
    await app.close();
  });

  it('sends HSTS only over https', async () => {
    const hsts = async (trust: string, headers: Record<string, string>) => {
      const app = await buildApp(testConfig({ TRUST_PROXY: trust }), { serveStatic: false });
      const res = await app.inject({ url: '/api/blade-system/site/config', remoteAddress: '10.0.0.2', headers });
      await app.close();
      return res.headers['strict-transport-security'];
    };
    expect(await hsts('false', {})).toBeUndefined();
    // A client cannot claim https without a trusted proxy in front.
    expect(await hsts('false', { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts('10.0.0.0/24', { 'x-forwarded-proto': 'https' })).toMatch(/max-age=\d+/);
    expect(await hsts('10.0.0.0/24', { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });
});
