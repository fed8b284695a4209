// SMS code verification is a GET with the code in the query (SPEC.md: "GET: … sms code
// verify"), so the request log redacts it: the log a server writes while codes are checked holds
// no code, and the call still answers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../src/api/auth';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { call, freshCode, freshIp, freshPhone, refusal, wrongCode } from './auth-helpers';
import { seededDb, type TestDb } from './helpers';

/** Every line the app's logger writes from now on (pino's destination, swapped for a list). */
function captureLog(app: FastifyInstance): string[] {
  const lines: string[] = [];
  const stream = Object.getOwnPropertySymbols(app.log).find((s) => s.description === 'pino.stream')!;
  (app.log as unknown as Record<symbol, unknown>)[stream] = { write: (line: string) => lines.push(line) };
  return lines;
}

describe('SMS code verification in the request log [sqlite]', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await seededDb('sqlite');
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { db: t.db, serveStatic: false });
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  it('writes the call and its answer but never the code, right or wrong', async () => {
    const phone = freshPhone();
    const code = await freshCode(app, t.db, phone, 'register');
    const lines = captureLog(app);
    const right = await call(app, auth.verifyCode, { phone, templateId: 'register', code }, { ip: freshIp() });
    expect(right.statusCode).toBe(200);
    const wrong = wrongCode(code);
    const refused = await call(app, auth.verifyCode, { phone, templateId: 'register', code: wrong }, { ip: freshIp() });
    expect(refusal(refused)[0]).toBe(400);
    const log = lines.join('');
    expect(log).toContain('/api/blade-auth/sms/verify?');
    expect(log).toContain('code=***');
    expect(log).not.toContain(code);
    expect(log).not.toContain(wrong);
  });
});
