// Hostile input for every call of the catalogue (iterated, so later sections are covered too),
// GET and POST, logged out and logged in: wrong types, NUL and other control characters, huge
// numbers, long strings, bad JSON, missing and unknown fields, a hostile company header. The
// answer is never a 5xx and always the envelope as JSON. First a sweep (every call × every
// hostile kind in every field), then random combinations (fast-check; on failure it prints the
// seed and the shrunk request). Bounded to a few seconds per dialect.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { z, type Call } from '../../src/api/define';
import { catalogue, fieldsOf } from './catalogue';
import { eachDialect, useApp } from './helpers';
import { makeMember, type TestMember } from './mall-helpers';

const HOSTILE: Record<string, unknown> = {
  nul: 'a\u0000b',
  control: '\u0007\u001b[31m',
  huge: 2 ** 31,
  hugeText: '99999999999999999999',
  negative: -1,
  float: 1.5,
  exponent: '1e400',
  long: '钢'.repeat(5000),
  empty: '',
  object: { a: { b: 1 } },
  array: ['1', 2, null],
  bool: true,
  null: null,
  proto: '__proto__',
};

const PLAUSIBLE: unknown[] = [
  1,
  2,
  5,
  10,
  '1',
  '3',
  '钢',
  '钢筋',
  '13800000001',
  '13800138000',
  '123456',
  'Test1234',
  '110000',
  '110100',
  '100001',
  'JCT2026',
  '南京华建建设工程有限公司',
  true,
  false,
  [1],
  [1, 2],
];

const BAD_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '1',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '',
];

function toQuery(input: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (Array.isArray(v)) for (const x of v) qs.append(k, String(x));
    else if (v !== undefined) qs.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return qs.toString();
}

interface Req {
  call: Call;
  input?: Record<string, unknown>;
  rawBody?: string;
  rawQuery?: string;
  contentType?: string;
  headers: Record<string, string>;
}

function options(r: Req): InjectOptions {
  if (r.call.method === 'GET') {
    const query = r.rawQuery ?? toQuery(r.input ?? {});
    return { method: 'GET', url: query ? `${r.call.path}?${query}` : r.call.path, headers: r.headers };
  }
  const payload = r.rawBody ?? JSON.stringify(r.input ?? {});
  return {
    method: 'POST',
    url: r.call.path,
    payload,
    headers: { 'content-type': r.contentType ?? 'application/json', ...r.headers },
  };
}

function expectEnvelope(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = res.json<{ code: number; success: boolean; data: unknown; msg: string }>();
  expect(typeof body.msg, what).toBe('string');
  if (res.statusCode === 200) expect(body, what).toMatchObject({ code: 200, success: true });
  else {
    // a 400 of the input carries each field's message by path; every other failure no data
    const fields = res.statusCode === 400 && body.data !== null;
    expect(body, what).toEqual({
      code: res.statusCode,
      success: false,
      data: fields ? { fields: expect.any(Array) } : null,
      msg: expect.any(String),
    });
    if (fields) {
      const list = (body.data as { fields: unknown[] }).fields;
      expect(list.length, what).toBeGreaterThan(0);
      for (const f of list) expect(f, what).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
  }
}

eachDialect('fuzz', (dialect) => {
  const t = useApp(dialect);
  const calls = catalogue();
  let m: TestMember;
  beforeAll(async () => {
    m = await makeMember(t.db, 2);
  });

  const send = async (app: FastifyInstance, r: Req) => {
    const res = await app.inject(options(r));
    expectEnvelope(
      res,
      `${r.call.method} ${r.call.path} ${JSON.stringify(r.input ?? r.rawBody ?? r.rawQuery)?.slice(0, 200)} ${JSON.stringify(r.headers)}`,
    );
  };
  const who = (c: Call) => (c.auth === 'none' ? [{}] : [{}, m.as(0), m.as(1)]);

  it('sweep: every call with every hostile kind in every field, bad JSON and bad query strings', async () => {
    for (const [, c] of calls) {
      const keys = [...Object.keys(fieldsOf(c)), 'unknownField'];
      for (const headers of who(c)) {
        await send(t.app, { call: c, input: {}, headers });
        for (const value of Object.values(HOSTILE))
          await send(t.app, { call: c, input: Object.fromEntries(keys.map((k) => [k, value])), headers });
        if (c.method === 'POST') {
          for (const rawBody of BAD_BODIES) await send(t.app, { call: c, rawBody, headers });
          await send(t.app, { call: c, rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded', headers });
          await send(t.app, { call: c, rawBody: 'x', contentType: 'text/plain', headers });
        } else {
          for (const rawQuery of ['%ff', 'a=%00', `${keys[0]}=%E0%A4%A`, `${keys[0]}[]=1&${keys[0]}[x]=2`])
            await send(t.app, { call: c, rawQuery, headers });
        }
      }
    }
    for (const bad of ['0', '-1', 'abc', '2147483648', '1\u0000', ' ', '9'.repeat(400)]) {
      await send(t.app, {
        call: calls.find(([n]) => n === 'member.userInfo')![1],
        input: {},
        headers: { ...m.as(), 'switch-to-company-id': bad },
      });
    }
  }, 60_000);

  it('random combinations: plausible fields with hostile ones among them', async () => {
    const hostile = fc.oneof(
      { arbitrary: fc.constantFrom(...Object.values(HOSTILE)), weight: 6 },
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
      fc.constant(undefined),
    );
    // Per field, the values of a small pool (plus its enum's) that its schema accepts: deep
    // enough into a handler for a hostile neighbour to reach the database.
    const field = (schema: z.ZodMiniType) => {
      const enumValues = [...((schema as unknown as { _zod: { values?: Set<unknown> } })._zod.values ?? [])];
      const fine = [...enumValues, ...PLAUSIBLE].filter((v) => v !== undefined && z.safeParse(schema, v).success);
      return fine.length ? fc.oneof({ arbitrary: fc.constantFrom(...fine), weight: 2 }, hostile) : hostile;
    };
    const request = fc.nat({ max: calls.length - 1 }).chain((i) => {
      const c = calls[i][1];
      const fields = Object.entries(fieldsOf(c)).map(([k, schema]) => field(schema).map((v) => [k, v] as const));
      return fc.record({ entries: fc.tuple(...fields), auth: fc.nat({ max: 2 }) }).map(({ entries, auth }): Req => {
        const r: Req = {
          call: c,
          input: Object.fromEntries(entries.filter(([, v]) => v !== undefined)),
          headers: auth === 0 ? {} : m.as(auth - 1),
        };
        // How fast-check prints a counterexample: the call and what was sent, not the schemas.
        return Object.assign(r, {
          [fc.toStringMethod]: () =>
            `${c.method} ${c.path} ${JSON.stringify(r.input)} as ${['nobody', 'member', 'member for company 2'][auth]}`,
        });
      });
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        await send(t.app, r);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
