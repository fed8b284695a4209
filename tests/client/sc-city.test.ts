// The sc city picker's pure parts: pinyin and name matching (hz → 杭州 / 惠州 / 湖州 …), the A–Z
// groups, the last 5 picks in localStorage, and going back to a page with the chosen city.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScCity } from '../../src/api/sc';
import { byLetter, matchCities, shortName } from '../../src/features/sc/city/match';
import { readRecent, rememberCity, RECENT_KEY } from '../../src/features/sc/city/recent';
import { withCity } from '../../src/shared/sections/sc/views';

const city = (code: string, dictKey: string, pinyin: string, initials: string): ScCity => ({
  code,
  dictKey,
  dictValue: code,
  provinceName: '',
  pinyin,
  initials,
  hot: false,
});
const CITIES = [
  city('330100', '杭州市', 'hangzhou', 'hz'),
  city('371700', '菏泽市', 'heze', 'hz'),
  city('441300', '惠州市', 'huizhou', 'hz'),
  city('330500', '湖州市', 'huzhou', 'hz'),
  city('320100', '南京市', 'nanjing', 'nj'),
];

describe('sc city picker', () => {
  beforeEach(() => localStorage.clear());

  it('finds cities by initials, by full pinyin and by characters', () => {
    expect(matchCities(CITIES, 'hz').map((c) => c.dictKey)).toEqual(['杭州市', '菏泽市', '惠州市', '湖州市']);
    expect(matchCities(CITIES, 'HZ ').map((c) => c.code)).toHaveLength(4);
    expect(matchCities(CITIES, 'hang').map((c) => c.dictKey)).toEqual(['杭州市']);
    expect(matchCities(CITIES, '州').map((c) => c.dictKey)).toEqual(['杭州市', '惠州市', '湖州市']);
    expect(matchCities(CITIES, '')).toEqual([]);
    expect(matchCities(CITIES, 'xyz')).toEqual([]);
  });

  it('groups by the first letter and shortens names', () => {
    expect(byLetter(CITIES).map(([l, list]) => `${l}${list.length}`)).toEqual(['H4', 'N1']);
    expect(shortName('杭州市')).toBe('杭州');
    expect(shortName('阿坝藏族羌族自治州')).toBe('阿坝藏族羌族自治州');
  });

  it('keeps the last 5 picks, newest first, without repeats; ignores a broken value', () => {
    for (const c of CITIES) rememberCity({ code: c.code, name: c.dictKey });
    rememberCity({ code: '330100', name: '杭州市' });
    rememberCity({ code: '110100', name: '北京市' });
    expect(readRecent().map((c) => c.code)).toEqual(['110100', '330100', '320100', '330500', '441300']);
    localStorage.setItem(RECENT_KEY, '{bad');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, JSON.stringify([{ code: 1 }]));
    expect(readRecent()).toEqual([]);
  });

  it('goes back with the city in the address and page 1', () => {
    expect(withCity('/sc/order-more/search?keyword=钢&current=3', '330100')).toBe(
      `/sc/order-more/search?keyword=${encodeURIComponent('钢')}&cityCode=330100`,
    );
    expect(withCity('/sc?cityCode=330100', null)).toBe('/sc');
  });
});
