// The labour section's seed part: 200 labour companies (the market's; the featured twelve among
// them), 500 teams with past projects, 3,400 worker cards with 特种作业 certificates, 3,300 job
// posts over every province and trade (counts grow with the seed's scale above the default), all dates relative to
// `now`; the demo members' reports on the published posts that ask for a deposit. Held posts and
// unchecked certificates wait for a 审核员 in the console's queues (queues.ts).
import { atScale, type SeedPart } from '../../../db/seed/part';
import { marketRng } from '../../../db/seed/market';
import { insertBatched, insertTables } from '../../../db/seed/util';
import { stampOf } from '../../../floor/time';
import { buildLabor } from './build';

/** At the default scale: at least 3,000 posts and worker cards on the public lists (some are closed, held or stale). */
export const LABOR_COUNTS = { companies: 200, teams: 500, workers: 3400, jobs: 3300 } as const;
/** The random source of the labour rows (marketRng). */
export const LABOR_SEED = 4_130_900;

export const laborSeed: SeedPart = {
  tables: [
    'labor_report',
    'labor_contact',
    'labor_trade',
    'labor_team_project',
    'labor_certificate',
    'labor_job',
    'labor_worker',
    'labor_team',
    'labor_company',
  ],
  async run(tx, { now, scale, regions, market }) {
    const counts = {
      companies: atScale(LABOR_COUNTS.companies, scale),
      teams: atScale(LABOR_COUNTS.teams, scale),
      workers: atScale(LABOR_COUNTS.workers, scale),
      jobs: atScale(LABOR_COUNTS.jobs, scale),
    };
    const built = buildLabor(marketRng(LABOR_SEED, now), regions, market, now, counts);
    await insertTables(
      tx,
      {
        labor_company: built.companies,
        labor_team: built.teams,
        labor_team_project: built.projects,
        labor_worker: built.workers,
        labor_certificate: built.certs,
        labor_job: built.jobs,
        labor_trade: built.trades,
      },
      ['labor_company', 'labor_team', 'labor_worker', 'labor_job'],
    );
    const flagged = built.jobs.filter((j) => j.fee_flag === 1 && j.status !== 'pending_review');
    const at = stampOf(now - 3_600_000);
    const reports = flagged.flatMap((j, i) => [
      {
        job_id: j.id,
        user_id: 1,
        company_id: 1,
        reason: '收取押金/培训费',
        detail: '要求入场前交押金',
        created_at: at,
      },
      ...(i % 2
        ? [{ job_id: j.id, user_id: 2, company_id: 2, reason: '收取押金/培训费', detail: '', created_at: at }]
        : []),
    ]);
    await insertBatched(tx, 'labor_report', reports);
  },
};
