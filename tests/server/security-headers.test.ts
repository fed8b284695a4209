// Every response carries helmet's security headers with the portal's CSP, computed once.
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
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    const head = await app.inject({ method: 'HEAD', url: '/moreGoods' });
    expect(head.statusCode).toBe(200);
    await app.close();
  });
});
