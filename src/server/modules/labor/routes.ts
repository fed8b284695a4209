// Labour services (找人): the speciality tree, the landing's blocks, the pages and details of job
// posts, worker cards, teams and labour companies, and the member writes. "Now" is the server's
// clock (floor/time.ts); every write spends its rate.
import type { FastifyInstance } from 'fastify';
import { labor } from '../../../api/labor';
import { laborMember } from '../../../api/labor-member';
import { TRADE_TREE } from '../../../api/labor-trades';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { contact, mine, report, setStatus } from './actions';
import { companyDetail, jobDetail, teamDetail, workerDetail } from './detail';
import { featuredRecruit, hotTrades, recruitPage } from './lists';
import { companyPage, featuredBusinesses, featuredWorkers, memberPage, teamPage } from './lists-workers';
import { ownJob, ownTeam, ownWorker } from './own';
import { saveJob, saveTeam } from './publish';
import { saveWorker } from './publish-worker';
import { RATES } from './rates';

export async function laborRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const write = { rate: RATES.laborWrite } as const;
  route(app, labor.specialityTree, () =>
    TRADE_TREE.map((g) => ({ code: g.code, name: g.name, children: g.children.map((c) => ({ ...c })) })),
  );
  route(app, labor.featuredRecruit, ({ size }) => featuredRecruit(db, size, now()));
  route(app, labor.member, ({ size }) => featuredWorkers(db, size, now()));
  route(app, labor.business, () => featuredBusinesses(db, now()));
  route(app, labor.hotBusiness, () => hotTrades(db, now()));
  route(app, labor.recruitPage, (q) => recruitPage(db, q, now()));
  route(app, labor.recruitDetail, ({ id }) => detail(id, (id) => jobDetail(db, id, now())));
  route(app, labor.memberPage, (q) => memberPage(db, q, now()));
  route(app, labor.memberDetail, ({ id }) => detail(id, (id) => workerDetail(db, id, now())));
  route(app, labor.teamPage, (q) => teamPage(db, q));
  route(app, labor.teamDetail, ({ id }) => detail(id, (id) => teamDetail(db, id)));
  route(app, labor.companyPage, (q) => companyPage(db, q, now()));
  route(app, labor.companyDetail, ({ id }) => detail(id, (id) => companyDetail(db, id, now())));

  route(app, laborMember.saveJob, (f, { me }) => saveJob(db, me, f, now()), write);
  route(app, laborMember.saveWorker, (f, { me }) => saveWorker(db, me, f, now()), write);
  route(app, laborMember.saveTeam, (f, { me }) => saveTeam(db, me, f, now()), write);
  route(app, laborMember.setStatus, (f, { me }) => setStatus(db, me, f, now()), write);
  route(app, laborMember.contact, ({ kind, id }, { me }) => contact(db, me, kind, id, now()), {
    rate: RATES.laborContact,
  });
  route(app, laborMember.report, (f, { me }) => report(db, me, f, now()), { rate: RATES.laborReport });
  route(app, laborMember.mine, (_q, { me }) => mine(db, me, now()));
  route(app, laborMember.ownJob, ({ id }, { me }) => ownJob(db, me, id, now()));
  route(app, laborMember.ownWorker, ({ id }, { me }) => ownWorker(db, me, id));
  route(app, laborMember.ownTeam, ({ id }, { me }) => ownTeam(db, me, id));
}
