// Turns validation issues into messages for the person filling the form: each names its field by
// the field's Chinese label (src/api/labels.ts) and says what to do — 请填写标题, 请选择省份,
// 租金请填写数字 — never a code name, a type name, a format string or English. The kind of the
// field (text, number, choice…) is read from the schema the input was checked with. The 400
// envelope carries them all by path (`data.fields`), its `msg` the first three after 参数错误：.
import * as z from 'zod/mini';
import { labelOf } from './labels';

type Issue = z.core.$ZodIssue;
type Schema = z.core.$ZodType;

/** A field's refusal as the 400 envelope carries it: `path` as a form's data-path (`lines.0.unitPrice`). */
export interface FieldError {
  path: string;
  message: string;
}

type Kind = 'text' | 'number' | 'choice' | 'flag' | 'list' | 'group';

const defOf = (s: Schema) => s._zod.def as { type: string; [k: string]: unknown };
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/default/… and the input side of a pipe; a pipe from `unknown` (numeric, yesNo) stays. */
function unwrap(s: Schema): Schema {
  for (;;) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) s = def.innerType as Schema;
    else if (def.type === 'pipe' && defOf(def.in as Schema).type !== 'unknown') s = def.in as Schema;
    else return s;
  }
}

/** The field's schema at `path` under `root`, if the path leads to one. */
function schemaAt(root: Schema | undefined, path: readonly PropertyKey[]): Schema | undefined {
  let s = root;
  for (const key of path) {
    if (!s) return undefined;
    const def = defOf(unwrap(s));
    if (def.type === 'object') s = (def.shape as Record<PropertyKey, Schema>)[key];
    else if (def.type === 'array') s = def.element as Schema;
    else return undefined;
  }
  return s;
}

const CJK = /[\u4e00-\u9fff]/;
const ID_KEY = /^(id|ids)$|Ids?$/;

function kindOf(s: Schema | undefined): Kind {
  if (!s) return 'text';
  const u = unwrap(s);
  const def = defOf(u);
  switch (def.type) {
    case 'pipe':
      return defOf(def.out as Schema).type === 'number' ? 'number' : 'flag';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'enum':
    case 'literal':
      return 'choice';
    case 'boolean':
      return 'flag';
    case 'array':
      return 'list';
    case 'object':
      return 'group';
    case 'string': {
      // A text field whose rule speaks of choosing (region codes, days) is a choice: probe it empty.
      const probe = z.safeParse(u, '');
      const said = probe.success ? '' : (probe.error.issues[0]?.message ?? '');
      return said.startsWith('请选择') ? 'choice' : 'text';
    }
    default:
      return 'text';
  }
}

const fill = (kind: Kind) =>
  kind === 'text' || kind === 'number' || kind === 'group' ? '请填写{label}' : '请选择{label}';

/** A message that says only what is wrong (不能…, 最多…), which the label precedes. */
const PREDICATE = /^(不|最|只|应|须|需|至|必|取值|格式|长度|已)/;

/** A rule's own message: a template with {label}, a sentence of its own, or a predicate the label precedes. */
function own(message: string, kind: Kind): string {
  if (message.includes('{label}')) return message;
  if (!CJK.test(message) || /^(类型不正确|应为.*格式)/.test(message))
    return kind === 'text' ? '{label}填写有误' : fill(kind);
  return PREDICATE.test(message) ? `{label}${message}` : message;
}

function template(issue: Issue, value: unknown, kind: Kind): string {
  const missing = value === undefined || value === null || Number.isNaN(value) || value === '';
  if (missing && issue.code !== 'too_big')
    return kind === 'text' && issue.message.startsWith('请') && CJK.test(issue.message) ? issue.message : fill(kind);
  switch (issue.code) {
    case 'invalid_type':
      return kind === 'number' ? '{label}请填写数字' : kind === 'text' ? '{label}填写有误' : fill(kind);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '请填写{label}' : `{label}至少 ${min} 个字`;
      if (issue.origin === 'array') return min <= 1 ? '请选择{label}' : `{label}至少选择 ${min} 项`;
      return `{label}不能小于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `{label}最多 ${max} 个字`;
      if (issue.origin === 'array') return `{label}最多 ${max} 项`;
      return `{label}不能大于 ${max}`;
    }
    case 'invalid_value':
      return '请选择{label}';
    case 'unrecognized_keys':
      return '{label}包含无法识别的内容';
    case 'invalid_format':
    case 'custom':
      return own(issue.message, kind);
    default:
      return kind === 'number' ? '{label}请填写数字' : '{label}填写有误';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) v = v != null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/**
 * Each field's first refusal, in the schema's order: `input` is the raw value that was checked
 * (to tell a missing field from a wrong one), `schema` what it was checked with, `labels` the
 * call's own labels (over src/api/labels.ts).
 */
export function fieldErrors(
  issues: readonly Issue[],
  input: unknown,
  schema?: Schema,
  labels?: Readonly<Record<string, string>>,
): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    // A reference to a row (…Id, ids) is chosen, not typed.
    const kind = ID_KEY.test(String(issue.path.at(-1) ?? '')) ? 'choice' : kindOf(schemaAt(schema, issue.path));
    const label = issue.path.length ? (labelOf(issue.path, labels) ?? String(issue.path.at(-1))) : '提交的内容';
    const said = template(issue, valueAt(input, issue.path), kind);
    // a rule's message that names the field already (最高工资不能低于最低工资) is not prefixed twice
    const named = said.startsWith('{label}') && said.slice('{label}'.length).startsWith(label);
    seen.set(path, (named ? said.slice('{label}'.length) : said).replaceAll('{label}', label));
  }
  return [...seen].map(([path, message]) => ({ path, message }));
}

/**
 * A form's values checked by the catalogue's schema in the browser: each field's message by path,
 * the same words the server's 400 would say (forms hold text, so numbers are read from text).
 */
export function schemaErrors(
  schema: Schema,
  values: unknown,
  labels?: Readonly<Record<string, string>>,
): Record<string, string> {
  const r = z.safeParse(schema, values);
  if (r.success) return {};
  return Object.fromEntries(fieldErrors(r.error.issues, values, schema, labels).map((f) => [f.path, f.message]));
}

/** The 400's message: 参数错误： and the first three fields' messages (as the modules' own 400s begin). */
export const fieldsMessage = (fields: readonly FieldError[]) =>
  `参数错误：${fields
    .slice(0, 3)
    .map((f) => f.message)
    .join('；')}`;

/** One sentence for the issues (config, uploads): fieldErrors without a schema, joined. */
export function issuesToMessage(issues: readonly Issue[], input?: unknown, schema?: Schema): string {
  return fieldsMessage(fieldErrors(issues, input, schema));
}
