// The landing's figures (equipment statistics) and the member's own listings.
import type { Page } from '../../../api/define';
import type { DeviceStatistics } from '../../../api/devices';
import { NEED_STATE_NAMES, SUPPLY_STATE_NAMES } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import type { Member } from '../../http/session';
import { beijingMonthStart, isoOf, stampOf } from '../../floor/time';
import { PUBLIC_SUPPLY } from './cards';
import { today } from './days';
import { needState } from './needs';

export async function statistics(db: Db, nowMs: number): Promise<DeviceStatistics> {
  const day = today(nowMs);
  const month = stampOf(beijingMonthStart(nowMs));
  const supply = await db
    .selectFrom('device_supply')
    .where('state', 'in', [...PUBLIC_SUPPLY])
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('machines')])
    .executeTakeFirstOrThrow();
  const demand = await db
    .selectFrom('device_need')
    .where('state', '=', 'published')
    .where('deadline', '>=', day)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const companies = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('device_supply')
        .select('company_id')
        .where('state', 'in', [...PUBLIC_SUPPLY])
        .union(
          eb
            .selectFrom('device_need')
            .select('company_id')
            .where('state', '=', 'published')
            .where('deadline', '>=', day),
        )
        .as('u'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const newSupply = await db
    .selectFrom('device_supply')
    .where('publish_time', '>=', month)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const newNeed = await db
    .selectFrom('device_need')
    .where('publish_time', '>=', month)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(supply.machines ?? 0),
    supply: Number(supply.n),
    demand: Number(demand.n),
    companies: Number(companies.n),
    monthNew: Number(newSupply.n) + Number(newNeed.n),
  };
}

export async function myListings(db: Db, me: Member, current: number, size: number, nowMs: number) {
  const day = today(nowMs);
  const supply = await db
    .selectFrom('device_supply')
    .select(['id', 'title', 'state', 'publish_time', 'created_at'])
    .where('company_id', '=', me.companyId)
    .execute();
  const need = await db
    .selectFrom('device_need')
    .select(['id', 'title', 'state', 'publish_time', 'created_at', 'deadline'])
    .where('company_id', '=', me.companyId)
    .execute();
  const rows = [
    ...supply.map((r) => ({
      kind: 'supply' as const,
      id: r.id,
      title: r.title,
      state: r.state,
      stateName: SUPPLY_STATE_NAMES[r.state],
      at: r.publish_time ?? r.created_at,
    })),
    ...need.map((r) => {
      const state = needState(r.state, r.deadline, day);
      return {
        kind: 'need' as const,
        id: r.id,
        title: r.title,
        state,
        stateName: NEED_STATE_NAMES[state],
        at: r.publish_time ?? r.created_at,
      };
    }),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
  const start = offsetOf(current, size);
  const records = rows.slice(start, start + size).map(({ at, ...r }) => ({ ...r, publishTime: isoOf(at) }));
  return pageOf(records, rows.length, current, size) satisfies Page<unknown>;
}
