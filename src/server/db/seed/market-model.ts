// The market every seeded row is drawn from, as the construction industry is organised: who the
// parties are and what each kind may do. 建设单位 (developers, 城投, agencies, factories) own
// projects and publish tenders and inquiries; 施工总承包 companies, by 资质, win main contracts
// and publish subcontract packages of their projects; 专业承包 companies bid for and win only
// packages of their speciality; 劳务 companies recruit; suppliers sell what their scope names;
// lessors rent out the machines of their fleet; consultancies win service tenders. A party's kind
// and trade are read from its name (names carry their trade): builders and the seed test read
// them the same way. The projects the parties work on are in ./market-projects.ts.
import { MATERIAL_CATEGORIES } from './dictionaries';
import { PROJECT_KINDS, type ProjectKind, type Qualification } from './market-projects';

export type Party =
  | { kind: 'owner'; owner: string }
  | { kind: 'general'; qualification: Qualification }
  | { kind: 'specialty'; category: string }
  | { kind: 'labour' }
  | { kind: 'supplier'; sells: readonly string[] }
  | { kind: 'lessor'; rents: readonly string[] }
  | { kind: 'consultant'; service: string };

interface Line {
  /** The words of the name that say the trade (the first line whose words a name holds wins). */
  words: string;
  party: Party;
}

const owner = (o: string): Party => ({ kind: 'owner', owner: o });
const general = (q: Qualification): Party => ({ kind: 'general', qualification: q });
const specialty = (c: string): Party => ({ kind: 'specialty', category: c });
const lessor = (...rents: string[]): Party => ({ kind: 'lessor', rents });

/** Lines of business, most specific first: suppliers sell inquiry category_codes, lessors rent device categories. */
export const LINES: readonly Line[] = [
  { words: '劳务', party: { kind: 'labour' } },
  { words: '工程机械租赁', party: lessor('1', '6', '9') },
  { words: '起重设备租赁', party: lessor('2', '8') },
  { words: '路面机械租赁', party: lessor('4', '6', '1') },
  { words: '桩工机械租赁', party: lessor('5', '1') },
  { words: '混凝土设备租赁', party: lessor('3', '9') },
  { words: '高空作业设备租赁', party: lessor('8', '7') },
  { words: '工程造价咨询', party: { kind: 'consultant', service: '造价咨询' } },
  { words: '工程监理', party: { kind: 'consultant', service: '工程监理' } },
  { words: '工程质量检测', party: { kind: 'consultant', service: '检测' } },
  { words: '电缆', party: { kind: 'supplier', sells: ['6'] } },
  { words: '管业', party: { kind: 'supplier', sells: ['4'] } },
  { words: '防水科技', party: { kind: 'supplier', sells: ['3'] } },
  { words: '钢铁贸易', party: { kind: 'supplier', sells: ['2'] } },
  { words: '钢构材料', party: { kind: 'supplier', sells: ['2'] } },
  { words: '新型建材', party: { kind: 'supplier', sells: ['5', '10', '3', '9'] } },
  { words: '建筑材料', party: { kind: 'supplier', sells: ['1', '7', '8'] } },
  { words: '物资', party: { kind: 'supplier', sells: ['2', '9', '4'] } },
  { words: '供应链管理', party: { kind: 'supplier', sells: ['2', '1'] } },
  { words: '建材贸易', party: { kind: 'supplier', sells: ['1', '2', '3', '4', '5', '10', '7'] } },
  { words: '商贸', party: { kind: 'supplier', sells: ['5', '10', '9', '6'] } },
  { words: '地基基础工程', party: specialty('1') },
  { words: '岩土工程', party: specialty('1') },
  { words: '钢结构工程', party: specialty('2') },
  { words: '幕墙工程', party: specialty('4') },
  { words: '装饰工程', party: specialty('3') },
  { words: '消防工程', party: specialty('5') },
  { words: '防水防腐保温工程', party: specialty('6') },
  { words: '机电安装工程', party: specialty('7') },
  { words: '智能化工程', party: specialty('8') },
  { words: '园林绿化工程', party: specialty('10') },
  { words: '建设工程', party: general('建筑工程') },
  { words: '建筑工程', party: general('建筑工程') },
  { words: '建设集团', party: general('建筑工程') },
  { words: '市政工程', party: general('市政公用') },
  { words: '市政建设', party: general('市政公用') },
  { words: '路桥工程', party: general('公路') },
  { words: '公路工程', party: general('公路') },
  { words: '水利水电工程', party: general('水利水电') },
  { words: '置业', party: owner('developer') },
  { words: '房地产开发', party: owner('developer') },
  { words: '城市建设投资', party: owner('city') },
  { words: '交通投资', party: owner('transport') },
  { words: '水务投资', party: owner('water') },
  { words: '卫生健康委员会', party: owner('health') },
  { words: '教育局', party: owner('education') },
  { words: '体育局', party: owner('sport') },
  { words: '精密制造', party: owner('industry') },
  { words: '新能源科技', party: owner('industry') },
  { words: '物流', party: owner('logistics') },
];

const parties = new Map<string, Party | null>();
/** The party a company name stands for (null: a name of no line). */
export function partyOf(name: string): Party | null {
  let p = parties.get(name);
  if (p === undefined) {
    p = LINES.find((l) => name.includes(l.words))?.party ?? null;
    parties.set(name, p);
  }
  return p;
}

/** The labour trade groups (src/api/labor-trades.ts) a contractor recruits directly (水利水电 hires labour companies). */
const RECRUITS: Record<string, readonly string[]> = {
  建筑工程: ['02', '06', '07', '08', '09', '10', '11', '15'],
  市政公用: ['06', '07', '09', '13', '15'],
  公路: ['06', '07', '09', '15'],
  '1': ['06', '07', '15'],
  '2': ['10', '12', '08'],
  '3': ['01', '03', '05', '14'],
  '4': ['14', '10'],
  '5': ['11', '10'],
  '6': ['14'],
  '7': ['11', '10', '12'],
  '8': ['11', '13'],
  '10': ['02'],
};

/** Device categories (src/api/devices-dicts.ts) a contractor's work needs, and a general contractor's own fleet. */
export const MACHINES_USED: Record<string, readonly string[]> = {
  建筑工程: ['2', '3', '7', '8', '1', '9'],
  市政公用: ['1', '3', '4', '5', '6', '9', '2'],
  公路: ['1', '4', '5', '6', '9', '2'],
  水利水电: ['1', '5', '6', '9', '2', '3'],
  '1': ['5', '1', '9'],
  '2': ['2', '8'],
  '3': ['8'],
  '4': ['2', '8'],
  '5': ['8'],
  '7': ['8', '7', '2'],
  '8': ['8'],
  '10': ['1', '9'],
};

/** Inquiry category_codes a 专业承包 company buys for its own work. */
export const MATERIALS_USED: Record<string, readonly string[]> = {
  '1': ['1', '2', '7', '8'],
  '2': ['2', '10'],
  '3': ['5', '10', '9', '6'],
  '4': ['2'],
  '5': ['4', '6'],
  '6': ['3'],
  '7': ['4', '6'],
  '8': ['6'],
  '10': ['7', '1'],
};

/** The trade key of a contractor (its 资质 or its speciality), '' for any other party. */
const contractorTrade = (p: Party | null): string =>
  p?.kind === 'general' ? p.qualification : p?.kind === 'specialty' ? p.category : '';

/** The 建设单位 that owns projects of this kind. */
export const ownsProject = (p: Party | null, k: ProjectKind): boolean =>
  p?.kind === 'owner' && k.owners.includes(p.owner);
/** A 施工总承包 company whose 资质 builds this kind. */
export const buildsProject = (p: Party | null, k: ProjectKind): boolean =>
  p?.kind === 'general' && p.qualification === k.qualification;
/** Works on a project of this kind: its general contractor, or a 专业承包 company of a package it has. */
export const worksOn = (p: Party | null, k: ProjectKind): boolean =>
  buildsProject(p, k) || (p?.kind === 'specialty' && k.packages.includes(p.category));

/** Who wins a subcontract package of a project_category: its specialty, 市政 a 市政公用 general, 劳务 a labour company. */
export function winsPackage(p: Party | null, category: string): boolean {
  if (category === '11') return p?.kind === 'labour';
  if (category === '9') return p?.kind === 'general' && p.qualification === '市政公用';
  return p?.kind === 'specialty' && p.category === category;
}

const ALL_GROUPS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15'];
/** The trade groups a party recruits site workers of: a labour company any, a contractor those of its own work. */
export const recruitsOf = (p: Party | null): readonly string[] =>
  p?.kind === 'labour' ? ALL_GROUPS : (RECRUITS[contractorTrade(p)] ?? []);

/** Buys materials of an inquiry category_code: a specialty those of its work, others those of their projects. */
export const buysMaterial = (p: Party | null, category: string): boolean =>
  p?.kind === 'specialty'
    ? (MATERIALS_USED[p.category] ?? []).includes(category)
    : PROJECT_KINDS.some((k) => (ownsProject(p, k) || buildsProject(p, k)) && k.materials.includes(category));

export const sells = (p: Party | null, category: string): boolean =>
  p?.kind === 'supplier' && p.sells.includes(category);

/** Mall top categories no inquiry category_code names, and the lines of business that sell them. */
const MALL_ONLY: Record<string, readonly string[]> = { 墙体保温: ['新型建材', '建材贸易'] };
/** A company (by its name) sells a mall top category: by its line's category_codes, or the mall-only lines. */
export function sellsTop(name: string, top: string): boolean {
  const i = MATERIAL_CATEGORIES.indexOf(top);
  return i >= 0 ? sells(partyOf(name), String(i + 1)) : (MALL_ONLY[top] ?? []).some((w) => name.includes(w));
}

/** Lets out machines of a device category: a lessor of its fleet, or a general contractor's own idle fleet. */
export const rentsOut = (p: Party | null, category: string): boolean =>
  (p?.kind === 'lessor' && p.rents.includes(category)) ||
  (p?.kind === 'general' && MACHINES_USED[p.qualification].includes(category));

/** Asks to rent machines of a device category for its own work. */
export const needsMachine = (p: Party | null, category: string): boolean =>
  (MACHINES_USED[contractorTrade(p)] ?? []).includes(category);

/** Tender types (src/api/tender.ts): 1 施工总承包 and 6 服务 are an owner's, 2–5 a general contractor's. */
export const publishesTender = (p: Party | null, type: string): boolean =>
  type === '1' || type === '6' ? p?.kind === 'owner' : p?.kind === 'general';

/** The subject of a tender title by type: the words it names and the code they stand for. */
export const TENDER_SUBJECTS: Record<string, readonly [words: string, code: string][]> = {
  '2': [
    ['钢筋', '2'],
    ['商品混凝土', '8'],
    ['防水材料', '3'],
    ['电线电缆', '6'],
    ['给排水管材', '4'],
  ],
  '3': [
    ['塔式起重机', '2'],
    ['施工升降机', '2'],
    ['挖掘机', '1'],
    ['混凝土泵车', '3'],
  ],
  '5': [
    ['消防', '5'],
    ['幕墙', '4'],
    ['钢结构', '2'],
    ['机电安装', '7'],
    ['地基基础', '1'],
    ['园林绿化', '10'],
  ],
  '6': [
    ['造价咨询', '造价咨询'],
    ['工程监理', '工程监理'],
    ['检测', '检测'],
  ],
};

/** Who may win a tender of a type and subject code (none for 施工总承包 and 劳务分包). */
export function winsTender(p: Party | null, type: string, subject: string, k: ProjectKind): boolean {
  if (type === '1') return buildsProject(p, k);
  if (type === '2') return sells(p, subject);
  if (type === '3') return p?.kind === 'lessor' && p.rents.includes(subject);
  if (type === '4') return p?.kind === 'labour';
  if (type === '5') return winsPackage(p, subject);
  return p?.kind === 'consultant' && p.service === subject;
}

/** The project kind a text (a project, package, post or tender name) names first. */
export function kindIn(text: string): ProjectKind | undefined {
  const at = (k: ProjectKind) => text.indexOf(k.word);
  return PROJECT_KINDS.filter((k) => at(k) >= 0).sort((a, b) => at(a) - at(b))[0];
}

/** The grade of a 资质 a market company holds (grades high to low): fixed by its id. */
export const gradeOf = (companyId: number, grades: readonly string[]): string => grades[companyId % grades.length];

/** The inquiry category_code a ground-material point's type sells (brick and asphalt plants: none of them). */
export const SITE_MATERIAL: Record<string, string> = { sand: '7', quarry: '7', concrete: '8', cement: '1' };
/** A member company runs a ground-material point of a type when its line sells what the point makes. */
export const runsSite = (p: Party | null, siteType: string): boolean =>
  SITE_MATERIAL[siteType] !== undefined && sells(p, SITE_MATERIAL[siteType]);
/** The trade words a ground-material point's name carries, by its type. */
export const SITE_TRADES: Record<string, readonly string[]> = {
  sand: ['砂石', '建材', '矿业', '砂业'],
  quarry: ['石料', '矿业', '石业'],
  concrete: ['商品混凝土', '混凝土', '建材'],
  cement: ['水泥'],
  brick: ['新型墙材', '建材', '墙体材料'],
  asphalt: ['沥青', '路面材料', '路桥材料'],
};
