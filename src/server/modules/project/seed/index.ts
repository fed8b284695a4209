// The project section's seed part: ≥ 1,500 packages over every province and trade (build.ts; ten
// times as many at ten times the default scale), their applications, the 资质 of the demo company
// 杭州鼎盛 and a saved project search of the demo supplier member.
import { marketRng } from '../../../db/seed/market';
import { atScale, type SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { beijingDay, DAY, stampOf } from '../../../floor/time';
import { buildPackages, PACKAGE_COUNT } from './build';

/** The random source of the packages (marketRng). */
export const PROJECT_SEED = 4_130_800;

export const projectSeed: SeedPart = {
  tables: ['project_application', 'project_qualification', 'project_package'],
  async run(tx, { now, scale, regions, market }) {
    const { packages, applications } = buildPackages(
      marketRng(PROJECT_SEED, now),
      now,
      regions,
      market,
      atScale(PACKAGE_COUNT, scale),
    );
    await insertBatched(tx, 'project_package', packages);
    await syncIdSequence(tx, 'project_package');
    await insertBatched(tx, 'project_application', applications);
    const at = stampOf(now - 30 * DAY);
    const expires = beijingDay(now + 700 * DAY);
    await tx
      .insertInto('project_qualification')
      .values([
        { company_id: 3, category_code: '2', grade: '2', cert_no: 'D233045678', expires_on: expires, created_at: at },
        { company_id: 3, category_code: '3', grade: '1', cert_no: 'D133098765', expires_on: expires, created_at: at },
      ])
      .execute();
    await tx
      .insertInto('saved_search')
      .values({
        user_id: 2,
        company_id: 2,
        kind: 'project',
        name: '江苏钢结构分包',
        filters: JSON.stringify({ categoryCode: '2', provinceCode: '320000' }),
        created_at: stampOf(now - 5 * DAY),
      })
      .execute();
  },
};
