// One endpoint = one catalogue entry: the server route, its validation, the client call and
// its response type all come from it. zod/mini keeps the schemas small in the browser bundle.
import * as z from 'zod/mini';
import { pause } from './startup-yield';
import { OPS_ROLES, type OpsRole } from './ops-dicts';

// a turn for the browser before the catalogue's schemas are built (see startup-yield.ts)
await pause();

export { z };

export type Method = 'GET' | 'POST';
/**
 * Who may call, declared on every entry and enforced by the server's route() before the input is read:
 * - 'none': anyone; the bearer token is never sent or read;
 * - 'optional': anyone; the member when logged in, else null;
 * - 'member': a logged-in member acting for a company they belong to, also while under review (401 without);
 * - 'active': an approved member of the acting company (under review: 400 saying so);
 * - 'buyer' / 'supplier': an approved member of a buyer (purchaser) / supplier company (400 saying which);
 * - 'sc': the sc site's own session (`Sc-Auth`, never the main site's token): 401 without a live one;
 * - 'operator': any operator of the console (`Ops-Auth` or its HttpOnly cookie, never a member's token);
 * - `operator:<role>`: an operator holding that role (src/api/ops-dicts.ts; 403 saying so otherwise).
 */
export type Who = 'none' | 'optional' | 'member' | 'active' | 'buyer' | 'supplier' | 'sc' | 'operator' | OperatorWho;
export type OperatorWho = `operator:${OpsRole}`;
export const WHO: readonly Who[] = [
  ...(['none', 'optional', 'member', 'active', 'buyer', 'supplier', 'sc', 'operator'] as const),
  ...OPS_ROLES.map((r): OperatorWho => `operator:${r}`),
];
/**
 * The session a policy needs: 'required' is a main-site member's (401 without), 'sc' the sc site's,
 * 'ops' an operator's.
 */
export type AuthOf<W extends Who> = W extends 'none' | 'optional' | 'sc'
  ? W
  : W extends 'operator' | OperatorWho
    ? 'ops'
    : 'required';
export type AuthMode = AuthOf<Who>;
const authOf = <W extends Who>(who: W): AuthOf<W> =>
  (who === 'none' || who === 'optional' || who === 'sc'
    ? who
    : who.startsWith('operator')
      ? 'ops'
      : 'required') as AuthOf<W>;

export interface Call<
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
  W extends Who = Who,
> {
  method: Method;
  /** Full path, always /api/<prefix>/<resource>/<action>. */
  path: string;
  /** GET: the query string; POST: the JSON body. */
  input: I;
  /** The `data` member of the envelope. */
  output: O;
  /** Who may call it: enforced by the server's route() before the input is read. */
  who: W;
  /** The session `who` needs: the client sends the main site's token on 'optional' and 'required' calls. */
  auth: AuthOf<W>;
  /** Labels of its input fields where src/api/labels.ts's by key are not precise enough (a 400 names fields by them). */
  labels?: Readonly<Record<string, string>>;
}

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['output']>;

function make(method: Method) {
  return <I extends z.ZodMiniType, O extends z.ZodMiniType, W extends Who>(
    path: string,
    input: I,
    output: O,
    who: W,
    labels?: Readonly<Record<string, string>>,
  ): Call<I, O, W> => {
    if (!/^\/api\/[a-z-]+\/[a-zA-Z-]+(\/[a-zA-Z-]+)+$/.test(path)) throw new Error(`bad call path ${path}`);
    if (!WHO.includes(who)) throw new Error(`${path}: declare who may call it (${WHO.join(', ')})`);
    return { method, path, input, output, who, auth: authOf(who), ...(labels && { labels }) };
  };
}
export const get = make('GET');
export const post = make('POST');

// ---- shared shapes -------------------------------------------------------------------------

export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), size: z.number(), current: z.number(), pages: z.number() });
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** A place as answers name it: province, city and district, each by code and name ('' when there is no district). */
export const place = {
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
};

// Every input field goes through these helpers (tests/server/catalogue-rules.test.ts checks
// the whole catalogue): text never carries a control character (NUL is refused by PostgreSQL)
// and no number leaves the range of an integer column.

/** The largest value of an integer column (PostgreSQL `integer`). */
export const MAX_INT = 2_147_483_647;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NO_CONTROL = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Any text input: a string without control characters (tab and line breaks allowed), then `checks`. */
export const str = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.regex(NO_CONTROL, { message: '{label}不能包含控制字符' }), ...checks);

// JSON bodies take numbers as numbers and booleans as booleans (`unitPrice: true`, `quantity: [7]`
// are refused); only text — a query string, or an address the client reads with the same schemas
// — is read as numbers. The server parses every input with parseInput(), which tells the fields
// below whether the input is a JSON body.
let jsonBody = false;

/** Parses a call's input as it arrived: the JSON body of a POST, the query string of a GET. */
export function parseInput<C extends Call>(call: C, raw: unknown) {
  jsonBody = call.method === 'POST';
  try {
    return z.safeParse(call.input, raw);
  } finally {
    jsonBody = false;
  }
}

const WRONG_NUMBER = '{label}请填写数字';
/** A number: a JSON number, or (from text only) a number's text. */
export const numeric = z.pipe(
  z
    .unknown()
    .check(z.refine((v) => typeof v === 'number' || (!jsonBody && typeof v === 'string'), { message: WRONG_NUMBER })),
  z.coerce.number(),
);
/** A yes/no: a JSON boolean, or (from text only) 1/0, 'true'/'false'. */
export const yesNo = z.pipe(
  z.unknown().check(
    z.refine((v) => typeof v === 'boolean' || (!jsonBody && ['0', '1', 'true', 'false'].includes(String(v))), {
      message: '请选择{label}',
    }),
  ),
  z.transform((v): boolean => v === true || String(v) === '1' || v === 'true'),
);

/** An integer from a query string or JSON body, within [min, max] (max at most MAX_INT). */
export const int = (min: number, max: number) =>
  numeric.check(z.int(), z.minimum(min), z.maximum(Math.min(max, MAX_INT)));
/** Page number and size as every paged call takes them (size at most 100). */
export const paging = (defaultSize: number) => ({
  current: z._default(int(1, 1_000_000), 1),
  size: z._default(int(1, 100), defaultSize),
});
/** A fixed list size that only takes the values the portal asks for (e.g. 6, 8 or 9). */
export const sizeOf = <const S extends readonly number[]>(sizes: S, fallback: S[number]) =>
  z._default(
    numeric.check(z.refine((v) => sizes.includes(v), { message: `{label}只能是 ${sizes.join('、')}` })),
    fallback,
  );
/** Trimmed optional text, at most `max` characters. */
export const text = (max: number) =>
  z.optional(
    z.pipe(
      str(z.maxLength(max)),
      z.transform((s) => s.trim()),
    ),
  );
/** A row id: a positive integer inside the column's range. */
export const id = int(1, MAX_INT);
export const none = z.object({});
