// Parses the compact region lists into rows: province (1) > city (2) > district (3).
import type { Insertable } from 'kysely';
import { ROOT_REGION, type RegionTable } from '../schema';
import { NORTH } from './regions-north';
import { SOUTH } from './regions-south';
import { insertBatched, type Tx } from './util';

export type RegionRow = Insertable<RegionTable>;

function codeName(s: string): [string, string] {
  const [code, name] = s.trim().split(' ');
  return [code, name];
}

export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const [province, ...cities] of [...NORTH, ...SOUTH]) {
    const [pCode, pName] = codeName(province);
    rows.push({ code: pCode, name: pName, parent_code: ROOT_REGION, level: 1 });
    for (const city of cities) {
      const [head, districts = ''] = city.split(':');
      const [cCode, cName] = codeName(head);
      rows.push({ code: cCode, name: cName, parent_code: pCode, level: 2 });
      for (const d of districts.split(',').filter((x) => x.trim())) {
        const [dCode, dName] = codeName(d);
        rows.push({ code: dCode, name: dName, parent_code: cCode, level: 3 });
      }
    }
  }
  return rows;
}

export async function seedRegions(db: Tx): Promise<RegionRow[]> {
  const rows = regionRows();
  await insertBatched(db, 'region', rows);
  return rows;
}
