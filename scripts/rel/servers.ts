// npm run rel's plumbing: a fresh database per dialect (a SQLite file, or a PostgreSQL
// database it creates and drops), seeded once; real server processes (main.ts) on it; members
// with live sessions written straight into the database; small HTTP helpers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, migrate, type Db, type Dialect } from '../../src/server/db';
import { seed } from '../../src/server/db/seed';
import { hashToken } from '../../src/server/http/session';

export interface RelDb {
  dialect: Dialect;
  url: string;
  drop(): Promise<void>;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, migrated and seeded database (scale goods, a fixed clock: the start of today). */
export async function freshDb(dialect: Dialect, adminUrl: string, scale: number): Promise<RelDb> {
  let url: string;
  let drop = async (): Promise<void> => undefined;
  if (dialect === 'sqlite') url = `sqlite:${join(mkdtempSync(join(tmpdir(), 'portal-rel-')), 'rel.db')}`;
  else {
    const name = `portal_rel_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin(adminUrl, `create database "${name}"`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = () => admin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const db = createDb(url);
  try {
    await migrate(db);
    await seed(db, { scale, now: Math.floor(Date.now() / 86_400_000) * 86_400_000 });
    // What autovacuum does shortly after a bulk load (as the bench does): visibility map and statistics.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
  return { dialect, url, drop };
}

export async function withDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(url);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  s.close();
  return port;
}

export interface Server {
  port: number;
  child: ChildProcess;
  exit: Promise<number | null>;
}

/** main.ts as its own process on the database (one process: WORKERS=1 unless env says otherwise); resolves once it answers. */
export async function startServer(url: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await send(port, 'GET', '/api/blade-system/site/config').then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { port, child, exit };
    await wait(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

export interface Answer {
  status: number;
  body: string;
  connection?: string;
}

/** One HTTP request (JSON body for POST); rejects with the socket error's code. */
export function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

/** A user in a new company with a live session, and the headers that act for it. */
export async function makeMember(db: Db, n: number): Promise<{ userId: number; headers: Record<string, string> }> {
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      phone: `1360000${String(n).padStart(4, '0')}`,
      password_hash: 'x',
      nick_name: `可靠性${n}`,
      created_at: stamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db
    .insertInto('companies')
    .values({
      tenant_id: String(800000 + n),
      name: `可靠性测试企业${n}`,
      org_code: '',
      invite_code: null,
      created_at: stamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      user_id: user.id,
      company_id: company.id,
      identity: '1',
      status: '1',
      is_default: 1,
      created_at: stamp(now),
    })
    .execute();
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      company_id: company.id,
      created_at: stamp(now),
      expires_at: stamp(now + 86_400_000),
      revoked_at: null,
    })
    .execute();
  return { userId: user.id, headers: { 'blade-auth': `bearer ${token}` } };
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
