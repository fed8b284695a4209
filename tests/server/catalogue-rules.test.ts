// Rules every catalogue input obeys, checked on every entry src/api exports (sections added
// later are covered without touching this file): no field takes text with a control
// character (NUL breaks PostgreSQL) and no field takes a number beyond an integer column.
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { z } from '../../src/api/define';
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
    expect(issuesToMessage(nul.error!.issues, { problemContent: '钢\u0000' })).toBe('参数错误：problemContent 不能包含控制字符');
    const big = z.safeParse(api.cms.newsDetail.input, { id: '2147483648' });
    expect(issuesToMessage(big.error!.issues, { id: '2147483648' })).toBe('参数错误：id 不能大于 2147483647');
  });
});
