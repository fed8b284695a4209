// The region list (issue 21 part 1): the whole GB/T 2260 list of the pinned data package,
// counted per province against the package; every city spelled in pinyin; every region code
// a seeded row stores is a real region of the right level under the right parent; a database
// seeded from the former hand-written subset gets the whole list from migration 0006.
import { Migrator, sql, type Kysely } from 'kysely';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { system, type Region } from '../../src/api/system';
import { migrate } from '../../src/server/db';
import { migrations } from '../../src/server/db/migrations';
import { packageLists, regionList, REGION_SOURCE } from '../../src/server/db/seed/region-data';
import { pinyinFileText } from '../../src/server/db/seed/region-data-build';
import { regionRows } from '../../src/server/db/seed/regions';
import { createTestDb, eachDialect, getOk, useApp } from './helpers';

interface RegionWithPinyin {
  code: string;
  name: string;
  parent_code: string;
  level: number;
  pinyin: string;
  initials: string;
}
// schema.ts types the region table without the 0006 columns; read them through this view.
const regionsOf = (db: unknown) => db as Kysely<{ region: RegionWithPinyin }>;

/** What the package says each province has: its 4-digit cities and its administrative counties. */
function expectedCounts() {
  const { provinces, cities, areas } = packageLists();
  const cityName = new Map(cities.map((c) => [c.code, c.name]));
  // Left out: development zones and the like (xxxx7x), and a city's row for itself (东莞, 中山, 儋州, 嘉峪关).
  const counties = areas.filter(
    (a) => !/^\d{4}7\d$/.test(a.code) && !a.code.endsWith('00') && a.name !== cityName.get(a.cityCode),
  );
  return provinces.map((p) => ({
    code: `${p.code}0000`,
    name: p.name,
    cities: cities.filter((c) => c.provinceCode === p.code).length,
    districts: counties.filter((a) => a.provinceCode === p.code).length,
  }));
}

describe('region data', () => {
  it('is the pinned package, in the shape the region calls serve', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies[REGION_SOURCE.pkg]).toBe(REGION_SOURCE.version);
    const rows = await regionList();
    expect([1, 2, 3].map((l) => rows.filter((r) => r.level === l).length)).toEqual([31, 342, 2850]);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    for (const r of rows) {
      expect(r.code, r.name).toMatch(/^\d{6}$/);
      if (r.level === 1) expect(r.parent_code).toBe('000000');
      else {
        // Each code keeps its parent's prefix, so a filter can tell a district's city by its code.
        expect(byCode.get(r.parent_code)?.level, r.code).toBe(r.level - 1);
        expect(r.code.startsWith(r.parent_code.slice(0, r.level === 2 ? 2 : 4)), r.code).toBe(true);
      }
    }
    // The municipalities keep 北京市 > 北京市 > 东城区.
    expect(byCode.get('110100')?.name).toBe('北京市');
    expect(byCode.get('500100')?.name).toBe('重庆市');
    expect(byCode.get('500229')).toMatchObject({ name: '城口县', parent_code: '500200' });
    expect(byCode.get('429004')).toMatchObject({ name: '仙桃市', parent_code: '429000', level: 3 });
    expect(byCode.has('130171')).toBe(false); // 石家庄高新技术产业开发区: statistical only
  });

  it('spells every region: pinyin and initials of its short name', async () => {
    const rows = await regionList();
    for (const r of rows) {
      expect(r.pinyin, r.name).toMatch(/^[a-z]+$/);
      expect(r.initials, r.name).toMatch(/^[a-z]+$/);
      expect(r.pinyin.startsWith(r.initials[0]), r.name).toBe(true);
    }
    const spelled = (code: string) => rows.find((r) => r.code === code);
    expect(spelled('330100')).toMatchObject({ pinyin: 'hangzhou', initials: 'hz' });
    expect(spelled('441300')).toMatchObject({ pinyin: 'huizhou', initials: 'hz' });
    expect(spelled('330500')).toMatchObject({ pinyin: 'huzhou', initials: 'hz' });
    // Readings a plain conversion gets wrong.
    const readings: Record<string, string> = {
      '500000': 'chongqing',
      '350200': 'xiamen',
      '340300': 'bengbu',
      '341500': 'luan',
      '653100': 'kashi',
      '540300': 'changdu',
      '440113': 'panyu',
      '420116': 'huangpi',
      '440114': 'huadu',
      '371722': 'shanxian',
      '130726': 'yuxian',
      '520100': 'guiyang',
      '652900': 'akesu',
      '150000': 'neimenggu',
      '422800': 'enshi',
    };
    for (const [code, pinyin] of Object.entries(readings)) expect(spelled(code)?.pinyin, code).toBe(pinyin);
  });

  it('stores the pinyin the package and pinyin-pro give (rebuild: npx tsx src/server/db/seed/region-data-build.ts)', () => {
    const stored = readFileSync(new URL('../../src/server/db/seed/region-data-pinyin.ts', import.meta.url), 'utf8');
    expect(stored === pinyinFileText()).toBe(true);
  });

  it('places the seeded businesses in listed cities of every province', async () => {
    const byCode = new Map((await regionList()).map((r) => [r.code, r]));
    const places = regionRows();
    for (const p of places)
      expect(byCode.get(p.code), p.code).toMatchObject({ name: p.name, parent_code: p.parent_code, level: p.level });
    expect(places.filter((p) => p.level === 1)).toHaveLength(31);
  });
});

eachDialect('regions', (dialect) => {
  const t = useApp(dialect);

  it('serves every province with the package’s cities and districts', async () => {
    const provinces = await getOk<Region[]>(t.app, system.provinces.path);
    const expected = expectedCounts();
    expect(provinces.map((p) => p.code)).toEqual(expected.map((e) => e.code));
    const counted = await sql<{ province: string; level: number; n: number }>`
      select substr(code, 1, 2) as province, level, count(*) as n from region where level > 1 group by substr(code, 1, 2), level`.execute(
      t.db,
    );
    const count = (code: string, level: number) =>
      Number(counted.rows.find((r) => `${r.province}0000` === code && Number(r.level) === level)?.n ?? 0);
    for (const e of expected) {
      expect({ province: e.name, cities: count(e.code, 2), districts: count(e.code, 3) }).toEqual({
        province: e.name,
        cities: e.cities,
        districts: e.districts,
      });
    }
    // The figures: 广东 21 cities, 浙江 11, 新疆 14 prefectures and its directly governed cities, 杭州 13 districts.
    const cities = async (parentCode: string) => getOk<Region[]>(t.app, system.regionChildren.path, { parentCode });
    expect(await cities('440000')).toHaveLength(21);
    expect(await cities('330000')).toHaveLength(11);
    expect((await cities('650000')).filter((c) => c.code !== '659000')).toHaveLength(14);
    expect(await cities('330100')).toHaveLength(13);
    expect(await cities('440800')).toContainEqual({ code: '440802', name: '赤坎区', parentCode: '440800', level: 3 });
    expect(await cities('330600')).toContainEqual({ code: '330602', name: '越城区', parentCode: '330600', level: 3 });
    expect(await cities('441900')).toEqual([]); // 东莞: no districts
  });

  it('has the pinyin of every city in the table; hz finds 杭州, 惠州 and 湖州', async () => {
    const db = regionsOf(t.db);
    const unspelled = await db
      .selectFrom('region')
      .select('code')
      .where((eb) => eb.or([eb('pinyin', '=', ''), eb('initials', '=', '')]))
      .execute();
    expect(unspelled).toEqual([]);
    const hz = await db
      .selectFrom('region')
      .select('name')
      .where('level', '=', 2)
      .where('initials', '=', 'hz')
      .orderBy('code')
      .execute();
    expect(hz.map((r) => r.name)).toEqual(expect.arrayContaining(['杭州市', '惠州市', '湖州市']));
  });

  it('stores only valid region codes in every seeded row', async () => {
    const regions = await regionsOf(t.db).selectFrom('region').select(['code', 'parent_code', 'level']).execute();
    const byCode = new Map(regions.map((r) => [r.code, r]));
    for (const r of regions) if (r.level > 1) expect(byCode.get(r.parent_code)?.level, r.code).toBe(r.level - 1);
    const tables = await t.db.introspection.getTables();
    let checked = 0;
    for (const table of tables) {
      // Columns <prefix>province_code, <prefix>city_code, <prefix>district_code form one place.
      const prefixes = new Set(
        table.columns
          .map((c) => /^(.*)(province|city|district)_code$/.exec(c.name)?.[1])
          .filter((p) => p !== undefined),
      );
      for (const prefix of prefixes) {
        const names = table.columns.map((c) => c.name);
        const col = (kind: string) => (names.includes(`${prefix}${kind}_code`) ? `${prefix}${kind}_code` : null);
        const [pc, cc, dc] = [col('province'), col('city'), col('district')];
        const rows = await sql<
          Record<string, string>
        >`select ${sql.join([pc, cc, dc].filter((c) => c !== null).map((c) => sql.ref(c!)))} from ${sql.table(table.name)}`.execute(
          t.db,
        );
        for (const row of rows.rows) {
          const where = `${table.name} ${JSON.stringify(row)}`;
          // A province alone may be '' for the whole country (a national report).
          if (pc && !(row[pc] === '' && !cc)) expect(byCode.get(row[pc])?.level, where).toBe(1);
          if (cc)
            expect(byCode.get(row[cc]), where).toMatchObject({ level: 2, ...(pc ? { parent_code: row[pc] } : {}) });
          if (dc && row[dc] !== '')
            expect(byCode.get(row[dc]), where).toMatchObject({ level: 3, ...(cc ? { parent_code: row[cc] } : {}) });
          checked++;
        }
      }
    }
    // Saved searches keep region codes inside their filters.
    const saved = await t.db.selectFrom('saved_search').select('filters').execute();
    for (const s of saved) {
      const f = JSON.parse(s.filters) as { provinceCode?: string; cityCode?: string };
      if (f.provinceCode) expect(byCode.get(f.provinceCode)?.level, s.filters).toBe(1);
      if (f.cityCode)
        expect(byCode.get(f.cityCode)?.parent_code, s.filters).toBe(
          f.provinceCode ?? byCode.get(f.cityCode)?.parent_code,
        );
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('brings a database seeded from the former subset to the whole list (migration 0006)', async () => {
    const old = await createTestDb(dialect);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006'));
      expect(
        (await new Migrator({ db: old.db, provider: { getMigrations: async () => before } }).migrateToLatest()).error,
      ).toBeUndefined();
      const handRows = [
        { code: '330000', name: '浙江省', parent_code: '000000', level: 1 },
        { code: '330600', name: '绍兴', parent_code: '330000', level: 2 },
      ];
      await regionsOf(old.db)
        .insertInto('region')
        .values(handRows as RegionWithPinyin[])
        .execute();
      await migrate(old.db);
      const db = regionsOf(old.db);
      const counts = await db
        .selectFrom('region')
        .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('level')
        .orderBy('level')
        .execute();
      expect(counts.map((c) => Number(c.n))).toEqual([31, 342, 2850]);
      expect(await db.selectFrom('region').selectAll().where('code', '=', '330600').executeTakeFirst()).toEqual({
        code: '330600',
        name: '绍兴市',
        parent_code: '330000',
        level: 2,
        pinyin: 'shaoxing',
        initials: 'sx',
      });
    } finally {
      await old.drop();
    }
  });
});
