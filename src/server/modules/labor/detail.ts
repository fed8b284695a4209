// One job post, worker card, team or labour company. Only what the public sees is found (an
// unknown or unpublished id is undefined → 404); contacts are always masked here — a member
// reveals one with the contact call, which tells the other side.
import type { CompanyDetail, JobDetail, TeamDetail, WorkerDetail } from '../../../api/labor';
import { certTypeName, feeWordsIn } from '../../../api/labor-trades';
import type { Db } from '../../db';
import { maskPerson, maskPhone } from '../../floor/mask';
import { beijingDay, isoOf, stampOf } from '../../floor/time';
import { jobBase, teamBase, teamColumns, toJobCards, toTeamCards, withJobColumns } from './cards';
import { companyBase, toCompanyCards, withCompanyColumns } from './company-cards';
import { certsOf, certState, daysBetween, freshSince, toWorkerCards, workerBase, workerColumns } from './worker-cards';
import { publicJobs } from './lists';

const masked = (name: string, phone: string) => ({ name: maskPerson(name), phone: maskPhone(phone), masked: true });

/** The certificate number with its serial hidden: 苏A012019****23. */
const maskCertNumber = (n: string) => (n.length > 8 ? `${n.slice(0, n.length - 6)}****${n.slice(-2)}` : n);

export async function jobDetail(db: Db, id: number, nowMs: number): Promise<JobDetail | undefined> {
  const t = stampOf(nowMs);
  const row = await withJobColumns(
    jobBase(db).where('j.id', '=', id).where('j.status', 'in', ['recruiting', 'full', 'closed']),
  )
    .select([
      'j.address',
      'j.duration_days',
      'j.requirements',
      'j.description',
      'j.contact_name',
      'j.contact_phone',
      'j.wage_account',
      'c.created_at as company_joined',
      'lc.joined_at as labor_joined',
      'lc.wage_account as labor_wage_account',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const [card] = await toJobCards(db, [row], t);
  // The employer's record: its live posts and the reports against any of its posts.
  const own = (q: ReturnType<typeof jobBase>) =>
    row.labor_company_id !== null
      ? q.where('j.labor_company_id', '=', row.labor_company_id)
      : q.where('j.company_id', '=', row.company_id);
  const [posts, reports] = await Promise.all([
    own(publicJobs(db, t))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    own(jobBase(db).innerJoin('labor_report as r', 'r.job_id', 'j.id'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const joined = row.labor_joined ?? row.company_joined ?? t;
  return {
    ...card,
    address: row.address,
    durationDays: row.duration_days,
    requirements: row.requirements,
    description: row.description,
    feeWords: feeWordsIn([row.title, row.benefits, row.requirements, row.description]),
    contact: masked(row.contact_name, row.contact_phone),
    employerCard: {
      ...card.employer,
      joinedAt: isoOf(joined.slice(0, 19)),
      postCount: Number(posts.n),
      reportCount: Number(reports.n),
      wageAccount: row.wage_account === 1 || row.labor_wage_account === 1,
    },
    expiresAt: isoOf(row.expires_at),
  };
}

export async function workerDetail(db: Db, id: number, nowMs: number): Promise<WorkerDetail | undefined> {
  const row = await workerBase(db)
    .select([...workerColumns, 'w.intro', 'w.full_name', 'w.phone'])
    .where('w.id', '=', id)
    .where('w.status', 'in', ['open', 'working'])
    .executeTakeFirst();
  if (!row) return undefined;
  const [card] = await toWorkerCards(db, [row], nowMs);
  const today = beijingDay(nowMs);
  const certs = await certsOf(db, [id]);
  const issuers = await db
    .selectFrom('region')
    .select(['code', 'name'])
    .where('code', 'in', certs.length ? certs.map((c) => c.province_code) : [''])
    .execute();
  return {
    ...card,
    intro: row.intro,
    certificates: certs.map((c) => ({
      typeCode: c.type_code,
      typeName: certTypeName(c.type_code),
      state: certState(c, today),
      expiresAt: c.expires_at,
      number: maskCertNumber(c.number),
      issuer: `${issuers.find((r) => r.code === c.province_code)?.name ?? ''}住房和城乡建设厅`,
      issuedAt: c.issued_at,
      daysLeft: daysBetween(today, c.expires_at),
    })),
    contact: masked(row.full_name, row.phone),
    stale: row.active_at < freshSince(nowMs),
  };
}

export async function teamDetail(db: Db, id: number): Promise<TeamDetail | undefined> {
  const row = await teamBase(db)
    .leftJoin('labor_company as lc', 'lc.id', 't.labor_company_id')
    .select([...teamColumns, 't.intro', 't.phone', 'lc.id as company_id', 'lc.name as company_name'])
    .where('t.id', '=', id)
    .where('t.status', 'in', ['open', 'working'])
    .executeTakeFirst();
  if (!row) return undefined;
  const [card] = await toTeamCards(db, [row]);
  const projects = await db
    .selectFrom('labor_team_project')
    .select(['name', 'year', 'scale'])
    .where('team_id', '=', id)
    .orderBy('year', 'desc')
    .orderBy('id')
    .execute();
  return {
    ...card,
    intro: row.intro,
    projects,
    company:
      row.company_id !== null && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
    contact: masked(row.leader_name, row.phone),
  };
}

export async function companyDetail(db: Db, id: number, nowMs: number): Promise<CompanyDetail | undefined> {
  const t = stampOf(nowMs);
  const row = await withCompanyColumns(companyBase(db).where('lc.id', '=', id), t).executeTakeFirst();
  if (!row) return undefined;
  const [card] = await toCompanyCards(db, [row]);
  const [teams, posts] = await Promise.all([
    teamBase(db)
      .select(teamColumns)
      .where('t.labor_company_id', '=', id)
      .where('t.status', 'in', ['open', 'working'])
      .orderBy('t.active_at', 'desc')
      .limit(10)
      .execute(),
    withJobColumns(publicJobs(db, t).where('j.labor_company_id', '=', id))
      .orderBy('j.publish_time', 'desc')
      .orderBy('j.id', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    ...card,
    creditCode: row.credit_code,
    safetyLicence: row.safety_licence,
    address: row.address,
    intro: row.intro,
    teams: await toTeamCards(db, teams),
    posts: await toJobCards(db, posts, t),
    contact: masked(row.contact_name, row.contact_phone),
  };
}
