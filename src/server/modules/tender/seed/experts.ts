// The expert pool (issue 46): 15 评标专家 besides the console's zhuanjia01, accounts zhuanjia02 …
// zhuanjia16 (password Ops12345, TOTP secret derived from the account like every demo operator),
// each with three specialities over the six tender types (seven or eight experts per type) and tied
// to one market company, its employer (回避, 招标投标法 第三十七条).
import { createHash } from 'node:crypto';
import { insertOperator } from '../../../floor/operators';
import { hashPassword } from '../../../floor/passwords';
import { DAY, stamp } from '../../../floor/time';
import type { Market } from '../../../db/seed/market';
import type { Tx } from '../../../db/seed/util';

export const EXPERT_NAMES = [
  '周建国',
  '吴海峰',
  '郑立新',
  '王志强',
  '冯晓东',
  '陈国平',
  '褚文华',
  '卫红梅',
  '蒋永明',
  '沈丽娟',
  '韩卫东',
  '杨建华',
  '朱振宇',
  '秦晓燕',
  '许国庆',
];
export const expertAccount = (i: number): string => `zhuanjia${String(i + 2).padStart(2, '0')}`;
/** Expert i's specialities: three tender types two apart. */
export const specialitiesOf = (i: number): string[] => [0, 2, 4].map((k) => String(((i + k) % 6) + 1));

export interface SeededExpert {
  id: number;
  name: string;
  specialities: string[];
  tie: number;
}

/** Inserts the experts with their specialities and ties; answers them in account order. */
export async function seedExperts(tx: Tx, now: number, market: Market): Promise<SeededExpert[]> {
  const salt = createHash('sha256').update('ops-salt:experts').digest().subarray(0, 16);
  const passwordHash = await hashPassword('Ops12345', salt);
  const out: SeededExpert[] = [];
  for (const [i, n] of EXPERT_NAMES.entries()) {
    const id = await insertOperator(tx, {
      account: expertAccount(i),
      name: `评标专家${n}`,
      passwordHash,
      roles: ['expert'],
      createdAt: stamp(now - 60 * DAY),
    });
    const specialities = specialitiesOf(i);
    await tx
      .insertInto('tender_expert_speciality')
      .values(specialities.map((type_code) => ({ operator_id: id, type_code })))
      .execute();
    const tie = market.suppliers[(5 + i * 11) % market.suppliers.length].id;
    await tx.insertInto('tender_expert_tie').values({ operator_id: id, company_id: tie, relation: '1' }).execute();
    out.push({ id, name: `评标专家${n}`, specialities, tie });
  }
  return out;
}
