// The market model's rules over every seeded row (src/server/db/seed/market-model.ts): who
// publishes, applies, wins, recruits, sells, rents out and asks, the project every row names, a
// labour company's declared size against its teams, and one company read the same in every
// section (its trade from its name, its region and credit code). `marketProblems` lists each
// broken rule as 'table id: what'; `loadMarket` reads every row it checks.
import type { Selectable } from 'kysely';
import { isUscc } from '../../src/api/finance-fields';
import { GRADE_NAMES, QUALIFICATIONS } from '../../src/api/project-dicts';
import { TRADE_TREE } from '../../src/api/labor-trades';
import type { Db } from '../../src/server/db';
import type { Database } from '../../src/server/db/schema';
import {
  buildsProject,
  buysMaterial,
  kindIn,
  needsMachine,
  ownsProject,
  partyOf,
  publishesTender,
  recruitsOf,
  rentsOut,
  sells,
  TENDER_SUBJECTS,
  winsPackage,
  winsTender,
  worksOn,
} from '../../src/server/db/seed/market-model';
import { labourTypeOf, type ProjectKind } from '../../src/server/db/seed/market-projects';
import type { Rng } from '../../src/server/db/seed/util';

const TABLES = [
  'companies',
  'project_package',
  'project_application',
  'tender',
  'inquiry',
  'inquiry_quote',
  'inquiry_deal',
  'inquiry_supplier_profile',
  'labor_company',
  'labor_team',
  'labor_team_project',
  'labor_job',
  'labor_trade',
  'device_supply',
  'device_need',
  'sc_account',
] as const;
export type MarketRows = { [T in (typeof TABLES)[number]]: Selectable<Database[T]>[] };

export async function loadMarket(db: Db): Promise<MarketRows> {
  const rows = await Promise.all(TABLES.map((t) => db.selectFrom(t).selectAll().execute()));
  return Object.fromEntries(TABLES.map((t, i) => [t, rows[i]])) as unknown as MarketRows;
}

/** How a kind writes a size, digits aside: 建筑面积#万㎡. */
const sizeShape = (k: ProjectKind) => k.size({ int: (a: number) => a } as unknown as Rng).replace(/[\d.]+/g, '#');
const groupName = (g: string) => TRADE_TREE.find((x) => x.code === g)!.name;

export function marketProblems(m: MarketRows): string[] {
  const out: string[] = [];
  const fail = (table: string, id: number | string, what: string) => out.push(`${table} ${id}: ${what}`);
  const company = new Map(m.companies.map((c) => [c.id, c]));
  const byName = new Map(m.companies.map((c) => [c.name, c]));
  const party = (id: number | null) => partyOf(company.get(id ?? 0)?.name ?? '');
  const trades = new Map<string, Set<string>>();
  for (const t of m.labor_trade) {
    const key = `${t.kind} ${t.owner_id}`;
    trades.set(key, (trades.get(key) ?? new Set()).add(t.trade_code.slice(0, 2)));
  }
  const groupsOf = (kind: string, owner: number) => [...(trades.get(`${kind} ${owner}`) ?? [])];
  // A valid code on file (the demo companies keep the placeholders the member tests use) is the
  // company's in every section and names the city it is in: a section's region agrees with it.
  const codeOf = (c: { org_code: string } | undefined) => (c && isUscc(c.org_code) ? c.org_code : null);
  const homeProvince = (c: { org_code: string } | undefined) => {
    const code = codeOf(c);
    return code && `${code.slice(2, 4)}0000`;
  };

  for (const c of m.companies) if (!partyOf(c.name)) fail('companies', c.id, `名称不带行业：${c.name}`);

  const packages = new Map(m.project_package.map((p) => [p.id, p]));
  for (const p of m.project_package) {
    const kind = kindIn(p.project_name);
    if (!kind) fail('project_package', p.id, `项目名称不指明工程类型：${p.project_name}`);
    else {
      if (!kind.packages.includes(p.category_code)) fail('project_package', p.id, `${kind.word}无此分包专业`);
      if (!buildsProject(party(p.company_id), kind)) fail('project_package', p.id, '发包方不是该工程的施工总承包');
      if (p.owner_name && !ownsProject(partyOf(p.owner_name), kind))
        fail('project_package', p.id, `建设单位不建此类工程：${p.owner_name}`);
      const owner = codeOf(byName.get(p.owner_name));
      if (owner && owner.slice(2, 8) !== p.city_code) fail('project_package', p.id, '工程不在建设单位所在城市');
    }
    if (p.awarded_company_id !== null && !winsPackage(party(p.awarded_company_id), p.category_code))
      fail('project_package', p.id, '中选单位不是该专业');
  }
  for (const a of m.project_application) {
    const p = packages.get(a.package_id)!;
    const at = `${a.package_id}/${a.company_id}`;
    if (!winsPackage(party(a.company_id), p.category_code)) fail('project_application', at, '报名单位不是该专业');
    const q = QUALIFICATIONS[p.category_code];
    if (q && p.qual_grade !== '0') {
      const held = q.grades.find((g) => a.qualification.includes(`${q.name}${GRADE_NAMES[g]}`));
      if (!held || Number(held) > Number(p.qual_grade))
        fail('project_application', at, `资质等级不够：${a.qualification}`);
    }
  }

  for (const t of m.tender) {
    const kind = kindIn(t.project_name);
    const p = party(t.company_id);
    if (!kind || !t.title.startsWith(t.project_name)) {
      fail('tender', t.id, `标题与项目不符：${t.title}`);
      continue;
    }
    if (!publishesTender(p, t.type_code)) fail('tender', t.id, '招标人不发此类招标');
    const code = codeOf(company.get(t.company_id));
    if (p?.kind === 'owner' && code && code.slice(2, 8) !== t.city_code) fail('tender', t.id, '工程不在招标人所在城市');
    if (!(t.type_code === '1' || t.type_code === '6' ? ownsProject(p, kind) : buildsProject(p, kind)))
      fail('tender', t.id, `招标人与${kind.word}无关`);
    const rest = t.title.slice(t.project_name.length);
    const subject = (TENDER_SUBJECTS[t.type_code] ?? []).find(([words]) => rest.includes(words))?.[1] ?? '';
    if (t.type_code === '2' && !kind.materials.includes(subject)) fail('tender', t.id, `${kind.word}不用此材料`);
    if (t.type_code === '5' && !kind.packages.includes(subject)) fail('tender', t.id, `${kind.word}无此专业分包`);
    if (t.winner_name && !winsTender(partyOf(t.winner_name), t.type_code, subject, kind))
      fail('tender', t.id, `中标人不是该行业：${t.winner_name}`);
    if (t.type_code === '1' && !t.qualification.includes(`${kind.qualification.replace(/工程$/, '')}工程施工总承包`))
      fail('tender', t.id, '资质要求与工程类型不符');
  }

  const inquiries = new Map(m.inquiry.map((i) => [i.id, i]));
  for (const i of m.inquiry) {
    const p = party(i.buyer_company_id);
    const kind = kindIn(i.title);
    if (!buysMaterial(p, i.category_code)) fail('inquiry', i.id, '询价方不采购此类材料');
    if (!kind || !(ownsProject(p, kind) || worksOn(p, kind)) || !kind.materials.includes(i.category_code))
      fail('inquiry', i.id, `项目与询价方或材料不符：${i.title}`);
    const code = codeOf(company.get(i.buyer_company_id));
    if (p?.kind === 'owner' && code && code.slice(2, 8) !== i.city_code)
      fail('inquiry', i.id, '工程不在建设单位所在城市');
  }
  for (const q of m.inquiry_quote)
    if (!sells(party(q.supplier_company_id), inquiries.get(q.inquiry_id)!.category_code))
      fail('inquiry_quote', q.id, '报价方不经营此类材料');
  for (const d of m.inquiry_deal)
    if (!sells(party(d.supplier_company_id), d.category_code)) fail('inquiry_deal', d.id, '成交方不经营此类材料');
  for (const s of m.inquiry_supplier_profile) {
    if (!s.categories.split(',').every((c) => sells(party(s.company_id), c)))
      fail('inquiry_supplier_profile', s.company_id, '经营范围超出其行业');
    const home = homeProvince(company.get(s.company_id));
    if (home && s.regions.split(',')[0] !== home) fail('inquiry_supplier_profile', s.company_id, '所在省份不一致');
  }

  const teams = m.labor_team;
  const projectsOf = new Map<number, number>();
  for (const x of m.labor_team_project) {
    projectsOf.set(x.team_id, (projectsOf.get(x.team_id) ?? 0) + 1);
    const kind = kindIn(x.name);
    const groups = groupsOf('team', x.team_id);
    if (!kind || !groups.some((g) => labourTypeOf(kind, g)) || sizeShape(kind) !== x.scale.replace(/[\d.]+/g, '#'))
      fail('labor_team_project', x.id, `业绩与班组工种或规模写法不符：${x.name} ${x.scale}`);
  }
  const labourCompanies = new Map(m.labor_company.map((c) => [c.id, c]));
  for (const c of m.labor_company) {
    const own = teams.filter((t) => t.labor_company_id === c.id);
    const workers = own.reduce((n, t) => n + t.size, 0);
    const projects = own.reduce((n, t) => n + (projectsOf.get(t.id) ?? 0), 0);
    if (partyOf(c.name)?.kind !== 'labour') fail('labor_company', c.id, `名称不是劳务企业：${c.name}`);
    if (!own.length || c.workers !== workers || c.project_count !== projects || !c.intro.includes(`${workers}人`))
      fail('labor_company', c.id, `规模与班组不符：${c.workers} 人 ${c.project_count} 项，班组 ${own.length} 个`);
    for (const t of own)
      if (!groupsOf('team', t.id).every((g) => c.intro.includes(groupName(g))))
        fail('labor_team', t.id, '班组工种不在所属企业的承接范围');
    const known = byName.get(c.name);
    if (c.credit_code.slice(2, 8) !== c.city_code || (codeOf(known) && codeOf(known) !== c.credit_code))
      fail('labor_company', c.id, '信用代码与所在城市或主站不一致');
  }
  for (const j of m.labor_job) {
    const groups = groupsOf('job', j.id);
    const kind = kindIn(j.title);
    const labour = labourCompanies.get(j.labor_company_id ?? 0);
    const p = labour ? partyOf(labour.name) : party(j.company_id);
    if (!groups.length || !groups.every((g) => recruitsOf(p).includes(g)))
      fail('labor_job', j.id, '发布方不招此工种（建设单位、供应商不直接招工）');
    if (labour && !groups.every((g) => labour.intro.includes(groupName(g))))
      fail('labor_job', j.id, '工种不在劳务企业的承接范围');
    if (!kind || !groups.some((g) => labourTypeOf(kind, g) === j.project_type) || (!labour && !worksOn(p, kind)))
      fail('labor_job', j.id, `项目类型与项目名称不符：${j.title} ${j.project_type}`);
  }

  for (const d of m.device_supply) {
    if (!rentsOut(party(d.company_id), d.category_code)) fail('device_supply', d.id, '出租方没有此类设备');
    const home = homeProvince(company.get(d.company_id));
    if (home && d.province_code !== home) fail('device_supply', d.id, '设备所在省份与出租方不一致');
  }
  for (const n of m.device_need) {
    const kind = kindIn(n.address);
    if (!needsMachine(party(n.company_id), n.category_code)) fail('device_need', n.id, '求租方的施工用不到此类设备');
    if (!kind || !worksOn(party(n.company_id), kind)) fail('device_need', n.id, `项目与求租方不符：${n.address}`);
  }
  for (const a of m.sc_account) {
    const known = byName.get(a.company_name);
    if (codeOf(known) && codeOf(known) !== a.credit_code) fail('sc_account', a.id, '信用代码与主站不一致');
  }
  return out;
}
