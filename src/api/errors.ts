// Turns validation issues into one Chinese sentence naming the field, for the 400 envelope.
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function describe(issue: Issue, value: unknown): string {
  if (value === undefined && issue.code !== 'unrecognized_keys') return '不能为空';
  switch (issue.code) {
    case 'invalid_type':
      return `类型不正确，应为${typeName(issue.expected)}`;
    case 'too_small':
      return issue.origin === 'string' ? `长度不能少于 ${issue.minimum}` : `不能小于 ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `长度不能超过 ${issue.maximum}` : `不能大于 ${issue.maximum}`;
    case 'invalid_value':
      return `取值不正确，可选值：${issue.values.map(String).join('、')}`;
    case 'invalid_format':
      // A rule with its own Chinese message (src/api/validation.ts) says it; zod's English default does not.
      return /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : '格式不正确';
    case 'unrecognized_keys':
      return `包含未知字段 ${issue.keys.join('、')}`;
    case 'custom':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : '取值不正确';
    default:
      return '取值不正确';
  }
}

function typeName(t: string): string {
  return (
    (
      { number: '数字', int: '整数', string: '文本', boolean: '布尔值', object: '对象', array: '数组' } as Record<
        string,
        string
      >
    )[t] ?? t
  );
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) v = v != null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** `input` is the raw value that was checked, to tell a missing field from a wrong one. */
export function issuesToMessage(issues: readonly Issue[], input?: unknown): string {
  const parts = issues.slice(0, 3).map((i) => {
    const field = i.path.length ? i.path.join('.') : '请求参数';
    const value = i.path.length ? valueAt(input, i.path) : input;
    return `${field} ${describe(i, value)}`;
  });
  return `参数错误：${parts.join('；')}`;
}
