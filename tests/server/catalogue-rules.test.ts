// Rules every catalogue input obeys, checked on every entry src/api exports (sections added
// later are covered without touching this file): no field takes text with a control
// character (NUL breaks PostgreSQL), no field takes a number beyond an integer column, and a
// JSON body's numbers and yes/no fields take only numbers and booleans.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { parseInput, z } from '../../src/api/define';
import { issuesToMessage } from '../../src/api/errors';
import { catalogue, fieldsOf } from './catalogue';

describe('catalogue input rules', () => {
  const calls = catalogue();

  it('finds every section', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const [name, c] of calls) expect(fieldsOf(c), name).toBeTypeOf('object');
  });

  it('no field accepts a control character', () => {
    const accepted: string[] = [];
    for (const [name, c] of calls) {
      for (const [key, field] of Object.entries(fieldsOf(c))) {
        for (const bad of ['a\u0000', '13800000001\u0000', '123456\u0000', '\u0007abc', ['a\u0000']]) {
          if (z.safeParse(field, bad).success) accepted.push(`${name}.${key} ← ${JSON.stringify(bad)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('no field accepts a number beyond an integer column', () => {
    const accepted: string[] = [];
    for (const [name, c] of calls) {
      for (const [key, field] of Object.entries(fieldsOf(c))) {
        // A text field may hold the digits as text; a field that refuses letters must not take them.
        const isText = z.safeParse(field, 'abcdefgh').success;
        for (const big of [2 ** 31, 1e20, [2 ** 31], ...(isText ? [] : ['2147483648'])]) {
          if (z.safeParse(field, big).success) accepted.push(`${name}.${key} ← ${JSON.stringify(big)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('names the field and the reason', () => {
    const nul = z.safeParse(api.cms.helpCenterList.input, { problemContent: '钢\u0000' });
    expect(nul.success).toBe(false);
    expect(issuesToMessage(nul.error!.issues, { problemContent: '钢\u0000' })).toBe('参数错误：问题不能包含控制字符');
    const big = z.safeParse(api.cms.newsDetail.input, { id: '2147483648' });
    expect(issuesToMessage(big.error!.issues, { id: '2147483648' })).toBe('参数错误：所选记录不能大于 2147483647');
  });

  it('a JSON body takes numbers as numbers and booleans as booleans; only text input is read as numbers', () => {
    const accepted: string[] = [];
    const issueAt = (c: (typeof calls)[number][1], key: string, value: unknown) => {
      const r = parseInput(c, { [key]: value });
      return r.success ? undefined : r.error.issues.find((i) => i.path[0] === key);
    };
    for (const [name, c] of calls.filter(([, c]) => c.method === 'POST')) {
      for (const key of Object.keys(fieldsOf(c))) {
        const numberField = !issueAt(c, key, 1) && !!issueAt(c, key, 'abc');
        const yesNoField = !issueAt(c, key, true) && !!issueAt(c, key, 'abc');
        const wrong = numberField ? [true, [1], '1'] : yesNoField ? [1, 0, '1', 'true', [true]] : [];
        for (const bad of wrong) if (!issueAt(c, key, bad)) accepted.push(`${name}.${key} ← ${JSON.stringify(bad)}`);
      }
    }
    expect(accepted).toEqual([]);
    // The same fields read text in a query string (and in the addresses the client parses).
    expect(parseInput(api.cms.newsDetail, { id: '7' })).toMatchObject({ success: true, data: { id: 7 } });
    expect(z.safeParse(api.product.goodsPage.input, { current: '2', selfSupport: '1' })).toMatchObject({
      success: true,
      data: { current: 2, selfSupport: true },
    });
    const quote = {
      inquiryId: [523],
      validDays: 7,
      lines: [{ lineId: 1, unitPrice: true, taxIncluded: true, deliveryDays: 3 }],
    };
    const r = parseInput(api.inquiry.quote, quote);
    expect(issuesToMessage(r.error!.issues, quote)).toBe('参数错误：询价单请填写数字；物料第 1 项的单价请填写数字');
  });

  it('every number of the catalogue goes through define.ts (no other coercion)', () => {
    const dir = new URL('../../src/api/', import.meta.url);
    const coercing = readdirSync(dir).filter(
      (f) => f !== 'define.ts' && readFileSync(new URL(f, dir), 'utf8').includes('z.coerce'),
    );
    expect(coercing).toEqual([]);
  });
});
