// What each seeded supplier sells and where: some of what its line of business sells, read from
// its name by the market model (…电缆有限公司 sells cable, …管业 pipes, …建材贸易 several
// building materials: market-model.ts), its own province plus others of
// its region of China, and the 3 % simplified VAT for about half of the 砂石/商砼 suppliers.
// The seeded quotes come only from suppliers whose profile covers the inquiry.
import type { Insertable } from 'kysely';
import type { MarketCompany } from '../../../db/seed/market';
import { partyOf } from '../../../db/seed/market-model';
import type { Rng } from '../../../db/seed/util';
import { SIMPLE_TAX_CATEGORIES } from '../../../../api/inquiry-rfq';
import type { InquirySupplierProfileTable } from '../schema';

/** category_code keys: 1 水泥 2 钢材 3 防水材料 4 管材管件 5 瓷砖 6 电线电缆 7 砂石骨料 8 混凝土 9 木材模板 10 涂料. */
const ANY = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** Regions of China by the province code's first digit pairs. */
const GROUPS = [/^1[1-5]/, /^2[1-3]/, /^3[1-7]/, /^4[1-3]/, /^4[4-6]/, /^5[0-4]/, /^6[1-5]/, /^(71|81|82)/];

export interface SupplierFacts {
  id: number;
  categories: string[];
  regions: string[];
  simpleTax: boolean;
}

export function supplierProfiles(r: Rng, suppliers: MarketCompany[], provinceCodes: string[], demoId: number) {
  const facts: SupplierFacts[] = suppliers.map((s) => {
    if (s.id === demoId) {
      // 上海恒信建材贸易 (README's demo supplier) serves 华东 with steel, cement, waterproofing, pipes.
      return {
        id: s.id,
        categories: ['2', '1', '3', '4'],
        regions: provinceCodes.filter((c) => /^3[1-7]/.test(c)),
        simpleTax: false,
      };
    }
    const party = partyOf(s.name);
    const sells = party?.kind === 'supplier' ? party.sells : ANY;
    const categories = r.some(sells, 1, Math.min(sells.length, party ? 3 : 2));
    const group = GROUPS.find((g) => g.test(s.provinceCode));
    const near = provinceCodes.filter((c) => c !== s.provinceCode && group?.test(c));
    const regions = [s.provinceCode, ...r.some(near, Math.min(near.length, 2), near.length)];
    const simpleTax =
      categories.some((c) => (SIMPLE_TAX_CATEGORIES as readonly string[]).includes(c)) && r.chance(0.55);
    return { id: s.id, categories, regions, simpleTax };
  });
  return facts;
}

export const profileRows = (facts: SupplierFacts[], at: string): Insertable<InquirySupplierProfileTable>[] =>
  facts.map((f) => ({
    company_id: f.id,
    categories: f.categories.join(','),
    regions: f.regions.join(','),
    simple_tax: f.simpleTax ? 1 : 0,
    intro: '',
    updated_at: at,
  }));

/** The suppliers that sell the category in the province (and have elected 3 % when it is asked). */
export const eligible = (facts: SupplierFacts[], categoryCode: string, provinceCode: string, taxRate: number) =>
  facts.filter(
    (f) => f.categories.includes(categoryCode) && f.regions.includes(provinceCode) && (taxRate !== 3 || f.simpleTax),
  );
