// The projects of the seeded market: each kind with the word its names carry, the 建设单位 that
// own it, the 施工总承包 资质 that builds it, the subcontract packages (project_category) and
// materials (inquiry category_code) it has, the labour section's project type and how its size
// is written. A project's name says its kind, so every row naming a project agrees with it.
import type { Rng } from './util';

export type Qualification = '建筑工程' | '市政公用' | '公路' | '水利水电';

export interface ProjectKind {
  word: string;
  /** The owner trades of market-model.ts that own it. */
  owners: readonly string[];
  qualification: Qualification;
  /** project_category codes of its subcontract packages. */
  packages: readonly string[];
  /** Inquiry category_codes bought for it. */
  materials: readonly string[];
  /** The labour section's project type of its structure and site work (null: none recruited for it). */
  labour: '住宅' | '厂房' | '市政' | '道路' | null;
  /** A building: its finishing trades recruit for a 装修 project. */
  building: boolean;
  size: (r: Rng) => string;
}

const ALL_MATERIALS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
const area = (lo: number, hi: number) => (r: Rng) => `建筑面积${(r.int(lo, hi) / 10).toFixed(1)}万㎡`;
const length = (what: string, lo: number, hi: number) => (r: Rng) => `${what}${(r.int(lo, hi) / 10).toFixed(1)}公里`;

const building = (
  word: string,
  owners: string[],
  packages: string[],
  labour: '住宅' | '厂房' | null,
  size: (r: Rng) => string,
): ProjectKind => ({
  word,
  owners,
  qualification: '建筑工程',
  packages,
  materials: ALL_MATERIALS,
  labour,
  building: true,
  size,
});

export const PROJECT_KINDS: readonly ProjectKind[] = [
  building('住宅小区', ['developer'], ['1', '3', '4', '5', '6', '7', '8', '9', '10', '11'], '住宅', area(50, 300)),
  building('安置房', ['city'], ['1', '3', '5', '6', '7', '8', '9', '10', '11'], '住宅', area(80, 400)),
  building('保障性住房', ['city'], ['1', '3', '5', '6', '7', '8', '9', '10', '11'], '住宅', area(50, 250)),
  building('商业综合体', ['developer'], ['1', '2', '3', '4', '5', '6', '7', '8', '10', '11'], null, area(60, 350)),
  building('人民医院', ['health'], ['1', '2', '3', '4', '5', '6', '7', '8', '10', '11'], null, area(30, 200)),
  building('实验学校', ['education'], ['1', '3', '5', '6', '7', '8', '10', '11'], null, area(20, 120)),
  building('体育中心', ['sport'], ['1', '2', '3', '4', '5', '6', '7', '8', '10', '11'], null, area(30, 180)),
  building('产业园厂房', ['industry'], ['1', '2', '5', '6', '7', '8', '9', '11'], '厂房', area(30, 250)),
  building('物流园', ['logistics'], ['1', '2', '5', '6', '7', '9', '11'], '厂房', area(40, 300)),
  {
    word: '综合管廊',
    owners: ['city'],
    qualification: '市政公用',
    packages: ['1', '5', '7', '8', '9', '11'],
    materials: ['1', '2', '3', '4', '6', '7', '8', '9'],
    labour: '市政',
    building: false,
    size: length('管廊长度', 15, 120),
  },
  {
    word: '市政道路',
    owners: ['city', 'transport'],
    qualification: '市政公用',
    packages: ['9', '10', '11'],
    materials: ['1', '2', '4', '7', '8'],
    labour: '道路',
    building: false,
    size: length('道路全长', 8, 90),
  },
  {
    word: '污水处理厂',
    owners: ['water', 'city'],
    qualification: '市政公用',
    packages: ['1', '2', '6', '7', '9', '11'],
    materials: ['1', '2', '3', '4', '6', '7', '8', '9'],
    labour: '市政',
    building: false,
    size: (r) => `日处理规模${r.int(2, 30)}万吨`,
  },
  {
    word: '地铁站点',
    owners: ['city'],
    qualification: '市政公用',
    packages: ['1', '3', '5', '6', '7', '8', '11'],
    materials: ALL_MATERIALS,
    labour: '市政',
    building: false,
    size: (r) => `车站建筑面积${(r.int(10, 40) / 10).toFixed(1)}万㎡`,
  },
  {
    word: '国道改建',
    owners: ['transport'],
    qualification: '公路',
    packages: ['1', '10', '11'],
    materials: ['1', '2', '7', '8'],
    labour: '道路',
    building: false,
    size: length('路线全长', 50, 400),
  },
  {
    word: '河道综合整治',
    owners: ['water'],
    qualification: '水利水电',
    packages: ['1', '10', '11'],
    materials: ['1', '2', '7', '8', '9'],
    labour: null,
    building: false,
    size: length('整治河道', 20, 150),
  },
];

/** Decoration trade groups (src/api/labor-trades.ts): posted for a building's 装修. */
export const FINISHING_GROUPS = ['01', '03', '05', '14'];

/** The labour project type of a post of a trade group on a project of this kind (null: none fits). */
export const labourTypeOf = (k: ProjectKind, group: string): string | null =>
  FINISHING_GROUPS.includes(group) ? (k.building ? '装修' : null) : k.labour;

const PHASES = ['项目', '工程', '一期工程', '二期项目'];

/** A project name of a kind in a place: 南京安置房二期项目. */
export const projectName = (r: Rng, place: string, k: ProjectKind): string => `${place}${k.word}${r.pick(PHASES)}`;

/** One of the kinds that fit (any kind when none does). */
export function kindWhere(r: Rng, fits: (k: ProjectKind) => boolean): ProjectKind {
  const some = PROJECT_KINDS.filter(fits);
  return r.pick(some.length ? some : PROJECT_KINDS);
}
