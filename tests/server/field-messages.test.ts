// Every write call's 400 speaks to the person filling the form (issue 47): each field of every
// POST of the catalogue (sections added later are covered without touching this file) has a
// Chinese label, and its input schema, given an empty body or every field of the wrong type,
// refuses with messages that are Chinese, name no code field (no camelCase or ASCII identifier),
// no type name, no format string and no English. Over HTTP, the 400 carries each field's message
// by path (`data.fields`), on both dialects.
import { describe, expect, it } from 'vitest';
import { devices } from '../../src/api/devices';
import { parseInput, type Call } from '../../src/api/define';
import { fieldErrors } from '../../src/api/errors';
import { labelOf } from '../../src/api/labels';
import { catalogue, fieldsOf } from './catalogue';
import { eachDialect, useApp } from './helpers';
import { makeCompany } from './inquiry-helpers';
import { send } from './mall-helpers';

const writes = catalogue().filter(([, c]) => c.method === 'POST');

/** What a message may not hold: a code name, a type name, a format string, English. */
function flaw(message: string): string | null {
  if (!message) return 'missing';
  if (!/[\u4e00-\u9fff]/.test(message)) return 'not Chinese';
  if (/[A-Za-z_]{2,}/.test(message.replace(/ISO|YYYY|MM|DD/g, 'x'))) return 'a code name or English';
  if (/类型不正确|格式的|数字类型|布尔|对象|数组|Invalid/.test(message)) return 'a type name or a format';
  return null;
}

/** A value of the wrong kind for a field: text for numbers and choices, a number for text. */
const WRONG = [{}, 'x', 12, true, ['x']];

function messagesOf(c: Call, raw: object) {
  const parsed = parseInput(c, raw);
  return parsed.success ? [] : fieldErrors(parsed.error.issues, raw, c.input, c.labels);
}

describe('the messages of every write call', () => {
  it('finds the write calls', () => expect(writes.length).toBeGreaterThan(40));

  it('labels every field of every write call', () => {
    const missing: string[] = [];
    for (const [name, c] of writes)
      for (const key of Object.keys(fieldsOf(c)))
        if (!labelOf([key], c.labels) || flaw(labelOf([key], c.labels)!)) missing.push(`${name}.${key}`);
    expect(missing).toEqual([]);
  });

  it('an empty body and wrong types are refused in the person’s words', () => {
    const bad: string[] = [];
    for (const [name, c] of writes) {
      const keys = Object.keys(fieldsOf(c));
      const bodies = [{}, ...WRONG.map((w) => Object.fromEntries(keys.map((k) => [k, w])))];
      for (const raw of bodies)
        for (const f of messagesOf(c, raw)) {
          const why = flaw(f.message);
          if (why) bad.push(`${name} ${JSON.stringify(raw).slice(0, 30)} ${f.path}: ${f.message} (${why})`);
        }
    }
    expect(bad).toEqual([]);
  });

  it('says what to do: fill a text, choose a choice, write a number', () => {
    const byPath = (raw: object) =>
      Object.fromEntries(messagesOf(devices.publish, raw).map((f) => [f.path, f.message]));
    const empty = byPath({});
    expect([empty.title, empty.typeCode, empty.provinceCode, empty.year]).toEqual([
      '请填写标题',
      '请选择设备类型',
      '请选择省份',
      '请填写出厂年份',
    ]);
    expect(byPath({ year: 'abc' }).year).toBe('出厂年份请填写数字');
  });
});

eachDialect('field messages over HTTP', (dialect) => {
  const t = useApp(dialect);

  it('a 400 carries each field’s message by path and names the fields by their labels', async () => {
    const owner = await makeCompany(t.db, '2');
    const res = await send(t.app, devices.publish, {}, owner.headers);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { msg: string; data: { fields: { path: string; message: string }[] } };
    expect(body.msg.startsWith('参数错误：请填写标题；请选择设备类型')).toBe(true);
    expect(body.data.fields.slice(0, 2)).toEqual([
      { path: 'title', message: '请填写标题' },
      { path: 'typeCode', message: '请选择设备类型' },
    ]);
    for (const f of body.data.fields) expect(flaw(f.message), f.message).toBeNull();
  });
});
