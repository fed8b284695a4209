// Several app servers on one database serve each other's uploads (the blob store is the
// database) and share one daily quota: two buildApp()s, each with its own connection to the
// same SQLite file or PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { purgeOrphanUploads } from '../../src/server/storage/uploads';
import { createTestDb, eachDialect, expectFail, type TestDb } from './helpers';
import { makeMember, type TestMember } from './mall-helpers';
import { image, pdf, upload, uploaded } from './upload-helpers';

eachDialect('uploads across servers', (dialect) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let m: TestMember;
  let pgDb: TestDb | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    let url: string;
    if (dialect === 'sqlite') {
      dir = mkdtempSync(join(tmpdir(), 'portal-upload-'));
      url = `sqlite:${join(dir, 'shared.db')}`;
    } else {
      pgDb = await createTestDb('postgres');
      url = pgDb.url!;
    }
    const env = { DATABASE_URL: url, UPLOAD_DAILY_FILES: '3' };
    a = await buildApp(testConfig(env), { serveStatic: false });
    b = await buildApp(testConfig(env), { serveStatic: false });
    m = await makeMember(a.db);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pgDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads on one server what another stored, private and public', async () => {
    const photo = await image('jpeg');
    const privateUp = await uploaded(a, m.as(), { filename: '身份证.jpg', bytes: photo });
    const publicUp = await uploaded(b, m.as(), { filename: '设备.pdf', bytes: pdf() }, { visibility: 'public' });
    const fromB = await b.inject({ method: 'GET', url: privateUp.link, headers: m.as() });
    expect(fromB.statusCode).toBe(200);
    const fromA = await a.inject({ method: 'GET', url: privateUp.link, headers: m.as() });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await a.inject({ method: 'GET', url: publicUp.link })).rawPayload.equals(pdf())).toBe(true);
  });

  it('counts one daily quota over both servers and purges from either', async () => {
    // Two files so far today (the test above); the third is the last.
    await uploaded(b, m.as(), { filename: 'x.png', bytes: await image('png') });
    expectFail(await upload(a, m.as(), { filename: 'y.png', bytes: await image('png') }), 429);
    expect(await purgeOrphanUploads(b.db, Date.now() + 48 * 3_600_000)).toBe(3);
  });
});
