// The equipment section's seed part: supply listings with their photos, certificates and
// bookings, and demands, all relative to `now`, from a random source of its own; their counts
// grow with the seed's scale above the default (atScale).
import { sql } from 'kysely';
import { marketRng } from '../../../db/seed/market';
import { atScale, type SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { buildNeeds, NEED_COUNT } from './needs';
import { buildSupply, SUPPLY_COUNT } from './supply';

/** The random source of the equipment seed (marketRng). */
export const DEVICES_SEED = 7_000_700;

export const devicesSeed: SeedPart = {
  tables: ['device_report', 'device_interest', 'device_booking', 'device_file', 'device_need', 'device_supply'],
  async run(tx, { now, scale, regions, market }) {
    const r = marketRng(DEVICES_SEED, now);
    const { rows, files, bookings } = buildSupply(r, now, regions, market, atScale(SUPPLY_COUNT, scale));
    await insertBatched(tx, 'device_supply', rows);
    await syncIdSequence(tx, 'device_supply');
    await insertBatched(tx, 'device_file', files);
    await insertBatched(tx, 'device_booking', bookings);
    await insertBatched(tx, 'device_need', buildNeeds(r, now, regions, market, atScale(NEED_COUNT, scale)));
    await syncIdSequence(tx, 'device_need');
    // Statistics of the filled tables (the core's analyze ran before them), so both planners read
    // the list's covering index (SQLite) or scan and sort (PostgreSQL) from the first query on.
    for (const table of ['device_supply', 'device_booking']) await sql`analyze ${sql.table(table)}`.execute(tx);
  },
};
