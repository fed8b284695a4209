// The field vocabulary of every section's catalogue (and its forms): region codes,
// days, instants, decimals, required text. Built on define.ts's helpers so their hardening
// (control characters, id ranges) applies here too.
import { numeric, text, z } from './define';
export { regionCode } from './validation';

/** Optional filter: absent or null means "no filter". */
export const opt = <T extends z.ZodMiniType>(t: T) => z.optional(z.nullable(t));

/** Required trimmed text of at most `max` characters. */
export const required = (max: number) =>
  z.pipe(text(max), z.string().check(z.refine((s) => s.length > 0, { message: '请填写{label}' })));

/** Optional trimmed text that becomes '' when absent. */
export const optionalText = (max: number) =>
  z.pipe(
    text(max),
    z.transform((s) => s ?? ''),
  );

/** A dictionary key such as category_code's '3'. */
export const dictKey = z.string().check(z.regex(/^\d{1,4}$/, { message: '请选择{label}' }));

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day 'YYYY-MM-DD' (UTC, as the lists show days). */
export const day = z.string().check(
  z.regex(DAY_RE, { message: '请选择{label}' }),
  z.refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`); // month 13 is an invalid date, day 31 of a 30-day month rolls over
      return !DAY_RE.test(s) || (!Number.isNaN(d.getTime()) && d.toISOString().startsWith(s));
    },
    { message: '请选择正确的{label}' },
  ),
);

/** A month 'YYYY-MM'. */
export const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: '请选择{label}' }));

const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An instant with its zone, ISO 8601 (e.g. 2026-12-01T17:00:00+08:00), parsed to epoch ms. */
export const instant = z.pipe(
  z.string().check(
    z.regex(INSTANT_RE, { message: '请选择{label}' }),
    z.refine((s) => !Number.isNaN(Date.parse(s)), { message: '请选择正确的{label}' }),
  ),
  z.transform((s) => Date.parse(s)),
);

/** A non-negative amount with at most two decimals, within [min, max]. */
export const decimal = (min: number, max: number) =>
  numeric.check(
    z.minimum(min),
    z.maximum(max),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: '{label}最多保留两位小数' }),
  );

export const option = z.object({ code: z.string(), name: z.string() });
export type Option = z.infer<typeof option>;

/** A code → name table as the dictionaries serve it. */
export const options = (names: readonly string[]): Option[] => names.map((name, i) => ({ code: String(i + 1), name }));

/** A contact person: full for members, masked for visitors (masked tells which). */
export const contact = z.object({ name: z.string(), phone: z.string(), masked: z.boolean() });
export type Contact = z.infer<typeof contact>;

/** A company behind a listing: verified when it has supplied its unified social credit code. */
export const party = z.object({ companyId: z.number(), name: z.string(), verified: z.boolean() });
export type Party = z.infer<typeof party>;
