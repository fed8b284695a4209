// npm start as a cluster (WORKERS=2): the primary migrates and seeds once, the workers share
// the port round-robin, a worker that dies is replaced, and SIGTERM on the primary drains
// every worker and exits 0. On SQLite (a file) and, with TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { product } from '../../src/api/product';
import { createTestDb, eachDialect, type TestDb } from './helpers';
import { alive, eventually, http, pidsAnswering, startMain, stopAll, type Proc } from './capacity-helpers';

eachDialect('cluster', (dialect) => {
  let t: TestDb | undefined;
  let proc: Proc | undefined;
  afterAll(async () => {
    if (proc?.child.exitCode === null) proc.child.kill('SIGKILL');
    await stopAll();
    await t?.drop();
  });

  it('prepares the database once, serves from every worker, replaces a dead one, drains all on SIGTERM', async () => {
    let url: string;
    if (dialect === 'sqlite') url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'portal-cluster-')), 'db.sqlite')}`;
    else {
      t = await createTestDb('postgres');
      url = t.url!;
    }
    proc = await startMain({ DATABASE_URL: url, WORKERS: '2', SEED_ON_EMPTY: 'true' });
    const { port, output } = proc;
    // Both workers answer (new connections are handed round-robin).
    const pids = await eventually(async () => {
      const p = await pidsAnswering(port);
      return p.size === 2 ? p : undefined;
    });
    expect(pids.has(proc.child.pid!)).toBe(false);
    // Each worker runs with the young generation of WORKER_SEMI_SPACE_MB (default 64).
    for (const pid of pids)
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=64');
    // Migrations and the seed ran once, in the primary.
    expect(output().match(/empty database: seeding/g)).toHaveLength(1);
    expect(output()).toMatch(/"role":"primary".*"msg":"empty database: seeding"/);
    // Ready once the database answers and the index is built.
    await eventually(async () => ((await http(port, 'GET', '/readyz')).status === 200 ? true : undefined));
    const goods = await http(port, 'POST', product.goodsPage.path, { productName: '钢' });
    expect(goods.status).toBe(200);

    // A worker killed outright is replaced; the port keeps answering meanwhile.
    const [victim] = [...pids];
    process.kill(victim, 'SIGKILL');
    const replaced = await eventually(async () => {
      const p = await pidsAnswering(port);
      return p.size === 2 && !p.has(victim) ? p : undefined;
    });
    expect(output()).toContain('worker died: replacing it');

    proc.child.kill('SIGTERM');
    expect(await proc.exit).toBe(0);
    for (const pid of replaced) expect(alive(pid)).toBe(false);
    expect(output()).toContain('every worker stopped');
  }, 300_000);
});
