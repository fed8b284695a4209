// The substring index the goods search finds names with: the same answer as `includes` over
// every string, for queries of any length, with spaces, repeats and mixed scripts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubstringIndex } from '../../src/server/modules/product/text';

const CHARS = ['钢', '筋', '混', '凝', '土', 'a', 'b', 'g', 'n', '4', ' ', '%'];
const text = (max: number) => fc.array(fc.constantFrom(...CHARS), { maxLength: max }).map((c) => c.join(''));

describe('SubstringIndex', () => {
  it('finds exactly the strings containing the query', () => {
    fc.assert(
      fc.property(
        fc.array(text(12), { minLength: 1, maxLength: 40 }),
        fc.array(text(6), { minLength: 1, maxLength: 10 }),
        (strings, queries) => {
          const index = new SubstringIndex(strings);
          for (const q of queries) {
            const expected = strings.flatMap((s, id) => (s.includes(q) ? [id] : []));
            expect(index.find(q), JSON.stringify(q)).toEqual(q === '' ? [] : expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds names by long queries, double spaces and a repeated character', () => {
    const names = ['钢筋混凝土用热轧带肋钢筋 HRB400E', '钢  双空格 钢钢钢', '混凝土 C30', 'gangjin hunningtu'];
    const index = new SubstringIndex(names);
    expect(index.find('钢  双')).toEqual([1]);
    expect(index.find('钢钢钢')).toEqual([1]);
    expect(index.find('混凝土')).toEqual([0, 2]);
    expect(index.find('凝土用热轧')).toEqual([0]);
    expect(index.find('gangjin hun')).toEqual([3]);
    expect(index.find('  ')).toEqual([1]);
  });
});
