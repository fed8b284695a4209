import { expect, it } from 'vitest';
import { DICT_CODES, system, type DictEntry, type Region, type SiteConfig } from '../../src/api/system';
import { eachDialect, getFail, getOk, useApp } from './helpers';

eachDialect('blade-system', (dialect) => {
  const t = useApp(dialect);

  it('lists the 31 provinces by real code', async () => {
    const provinces = await getOk<Region[]>(t.app, system.provinces.path);
    expect(provinces).toHaveLength(31);
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.code) && p.level === 1 && p.parentCode === '000000')).toBe(true);
    expect(provinces).toContainEqual({ code: '110000', name: '北京市', parentCode: '000000', level: 1 });
    expect(provinces).toContainEqual({ code: '440000', name: '广东省', parentCode: '000000', level: 1 });
    expect(provinces.map((p) => p.code)).toEqual([...provinces.map((p) => p.code)].sort());
    // 000000 is the root: its children are the provinces.
    expect(await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: '000000' })).toEqual(provinces);
  });

  it('every province has cities, whose codes share its prefix', async () => {
    const provinces = await getOk<Region[]>(t.app, system.provinces.path);
    for (const p of provinces) {
      const cities = await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: p.code });
      expect(cities.length, p.name).toBeGreaterThan(0);
      expect(
        cities.every(
          (c) =>
            c.level === 2 && c.parentCode === p.code && c.code.startsWith(p.code.slice(0, 2)) && c.code.endsWith('00'),
        ),
      ).toBe(true);
    }
  });

  it('lists districts of a big city', async () => {
    const cities = await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: '320000' });
    expect(cities).toContainEqual({ code: '320100', name: '南京市', parentCode: '320000', level: 2 });
    const districts = await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: '320100' });
    expect(districts).toContainEqual({ code: '320115', name: '江宁区', parentCode: '320100', level: 3 });
    expect(districts.every((d) => d.code.startsWith('3201') && d.level === 3)).toBe(true);
    expect(await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: '320115' })).toEqual([]);
    expect(await getOk<Region[]>(t.app, system.regionChildren.path, { parentCode: '999999' })).toEqual([]);
  });

  it('rejects a malformed parentCode', async () => {
    for (const parentCode of ['32', 'abcdef', '3201000', '']) {
      expect(await getFail(t.app, system.regionChildren.path, { parentCode }, 400), parentCode).toContain('上级地区');
    }
    expect(await getFail(t.app, system.regionChildren.path, {}, 400)).toContain('上级地区');
  });

  it('serves every public dictionary, but not the internal ones', async () => {
    for (const code of DICT_CODES) {
      const entries = await getOk<DictEntry[]>(t.app, system.dictionary.path, { code });
      expect(entries.length, code).toBeGreaterThan(0);
      expect(entries.every((e) => e.code === code && e.dictValue.length > 0)).toBe(true);
      expect(entries.map((e) => e.sort)).toEqual([...entries.map((e) => e.sort)].sort((a, b) => a - b));
    }
    expect(await getFail(t.app, system.dictionary.path, { code: 'tender_type' }, 400)).toContain('字典');
  });

  it('serves the site configuration with both QR images', async () => {
    const site = await getOk<SiteConfig>(t.app, system.siteConfig.path);
    expect(site.hotline).toBe('400-8228-321');
    expect(site.qr.map((q) => q.imageUrl)).toEqual(['/media/qr/official.svg', '/media/qr/service.svg']);
  });
});
