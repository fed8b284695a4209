// What the labour seed's builders share: the rows they build, the places they draw from
// (provinces, cities, districts and street addresses), trades drawn by weight and the wages of a
// trade in a unit.
import type { Insertable } from 'kysely';
import { TRADE_TREE } from '../../../../api/labor-trades';
import type { RegionRow } from '../../../db/seed/regions';
import type { Rng } from '../../../db/seed/util';
import type {
  LaborCertificateTable,
  LaborCompanyTable,
  LaborJobTable,
  LaborTeamProjectTable,
  LaborTeamTable,
  LaborTradeTable,
  LaborWorkerTable,
} from '../schema';
import { GROUP_WEIGHTS, PAY, RELATED, ROADS } from './pools';

type Row<T> = Insertable<T> & { id: number };
export interface Built {
  companies: Row<LaborCompanyTable>[];
  teams: Row<LaborTeamTable>[];
  projects: Insertable<LaborTeamProjectTable>[];
  workers: Row<LaborWorkerTable>[];
  certs: Insertable<LaborCertificateTable>[];
  jobs: Row<LaborJobTable>[];
  trades: Insertable<LaborTradeTable>[];
}
export interface Counts {
  companies: number;
  teams: number;
  workers: number;
  jobs: number;
}

export class Places {
  readonly provinces: RegionRow[];
  private readonly cities = new Map<string, RegionRow[]>();
  private readonly districts = new Map<string, RegionRow[]>();
  constructor(regions: RegionRow[]) {
    this.provinces = regions.filter((x) => x.level === 1);
    for (const x of regions) {
      const map = x.level === 2 ? this.cities : x.level === 3 ? this.districts : null;
      if (map) map.set(x.parent_code, [...(map.get(x.parent_code) ?? []), x]);
    }
  }
  city(r: Rng, province: string): RegionRow {
    return r.pick(this.cities.get(province)!);
  }
  address(r: Rng, city: RegionRow): string {
    const d = this.districts.get(city.code);
    return `${city.name}${d?.length ? r.pick(d).name : ''}${r.pick(ROADS)}路${r.int(1, 888)}号`;
  }
}

const weighted = (r: Rng, items: [string, number][]) => {
  let n = r.int(
    1,
    items.reduce((s, [, w]) => s + w, 0),
  );
  for (const [v, w] of items) if ((n -= w) <= 0) return v;
  return items[0][0];
};
const leaves = (group: string) => TRADE_TREE.find((g) => g.code === group)!.children.map((c) => c.code);

/** 1–2 level-2 trades of the groups given (all by default): a group's trade, maybe a second of it or of a related group. */
export function drawTrades(r: Rng, among?: readonly string[]): string[] {
  const ok = (g: string) => !among || among.includes(g);
  const group = weighted(
    r,
    GROUP_WEIGHTS.filter(([g]) => ok(g)),
  );
  const related = (RELATED[group] ?? []).filter(ok);
  const out = [r.pick(leaves(group))];
  if (r.chance(0.4)) out.push(r.pick(leaves(r.chance(0.5) && related.length ? r.pick(related) : group)));
  return [...new Set(out)];
}

/** A wage range of a trade in a unit, rounded as posts write them. */
export function wage(r: Rng, trade: string, unit: string): [number, number] {
  const [lo, hi] = PAY[trade][unit as keyof (typeof PAY)[string]]!;
  const step = unit === '元/月' ? 500 : unit === '元/天' || unit === '元/吨' ? 10 : 1;
  const min = Math.round(r.int(lo, hi) / step) * step;
  const max = r.chance(0.5) ? min : Math.min(hi + step * 5, min + step * r.int(1, 6));
  return [min, max];
}
