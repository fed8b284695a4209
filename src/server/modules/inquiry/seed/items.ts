// What seeded inquiries ask for: materials of one category_code (the catalogue leaves under the
// top category of that name), their specs and units, quantities and a market unit price.
import type { Catalog, PlacedLeaf } from '../../../db/seed/catalog';
import type { Rng } from '../../../db/seed/util';

export interface ItemPool {
  code: string;
  name: string;
  leaves: PlacedLeaf[];
}

const QUANTITY: Record<string, [number, number]> = {
  吨: [20, 2000],
  立方米: [100, 5000],
  平方米: [200, 20000],
  米: [200, 20000],
  根: [100, 5000],
  个: [50, 3000],
  张: [100, 5000],
  卷: [50, 1000],
};

/** The category_code dictionary's entries that have materials in the catalogue. */
export function itemPools(catalog: Catalog, dict: { dict_key: string; dict_value: string }[]): ItemPool[] {
  return dict
    .map((d) => ({
      code: d.dict_key,
      name: d.dict_value,
      leaves: catalog.leaves.filter((l) => l.topName === d.dict_value),
    }))
    .filter((p) => p.leaves.length > 0);
}

export interface SeedLine {
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  /** A market unit price in yuan (含税), for the quotes. */
  price: number;
}

export function linesFor(r: Rng, pool: ItemPool): SeedLine[] {
  const leaves = r.some(pool.leaves, 1, Math.min(4, pool.leaves.length));
  return leaves.map((l) => {
    const [min, max] = QUANTITY[l.unit] ?? [10, 500];
    return {
      name: l.name,
      spec: r.pick(l.specs),
      unit: l.unit,
      quantity: r.int(min, max),
      price: r.money(l.price[0], l.price[1]),
    };
  });
}

const ROADS = ['建设路', '人民路', '工业大道', '科技路', '长江路', '迎宾大道', '经开区纬三路', '高新区创业路'];

export const siteAddress = (r: Rng, place: string) => `${place}${r.pick(ROADS)}${r.int(1, 999)}号项目部`;
