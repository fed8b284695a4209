import { describe, expect, it } from 'vitest';
import { initialStore, parseSavedStore, rememberKeyword, RECENT_KEYWORDS_MAX } from '../../machines/app-store';

describe('parseSavedStore', () => {
  const ok = { searchType: 'shop', keyword: '水泥', recentKeywords: ['水泥'] };

  it('accepts JSON with exactly the current key set', () => {
    expect(parseSavedStore(JSON.stringify(ok), initialStore)).toEqual(ok);
    expect(
      parseSavedStore(JSON.stringify({ recentKeywords: [], keyword: '', searchType: 'goods' }), initialStore),
    ).not.toBeNull();
  });

  it.each([
    ['missing key', JSON.stringify({ searchType: 'shop', keyword: '' })],
    ['extra key', JSON.stringify({ ...ok, theme: 'dark' })],
    ['renamed key', JSON.stringify({ searchType: 'shop', keyword: '', recent: [] })],
    ['value of another kind', JSON.stringify({ ...ok, recentKeywords: '水泥' })],
    ['null value', JSON.stringify({ ...ok, keyword: null })],
    ['broken JSON', '{"searchType":'],
    ['an array', '[]'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['nothing saved', null],
    ['empty string', ''],
  ])('rejects %s', (_, raw) => {
    expect(parseSavedStore(raw, initialStore)).toBeNull();
  });
});

describe('rememberKeyword', () => {
  it('puts the trimmed keyword first without duplicates', () => {
    const s1 = rememberKeyword(initialStore, ' 水泥 ');
    const s2 = rememberKeyword(s1, '钢筋');
    const s3 = rememberKeyword(s2, '水泥');
    expect(s3).toEqual({ ...initialStore, keyword: '水泥', recentKeywords: ['水泥', '钢筋'] });
  });

  it(`keeps at most ${RECENT_KEYWORDS_MAX} and ignores blanks`, () => {
    let s = initialStore;
    for (let i = 0; i < 15; i++) s = rememberKeyword(s, `k${i}`);
    expect(s.recentKeywords).toHaveLength(RECENT_KEYWORDS_MAX);
    expect(s.recentKeywords[0]).toBe('k14');
    expect(rememberKeyword(s, '   ')).toBe(s);
  });
});
