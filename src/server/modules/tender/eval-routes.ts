// The calls after the opening: 管理员's expert pool, the experts' evaluation room (console
// sessions, `operator:expert`), the purchaser's committee, contract and margin return.
import type { FastifyInstance } from 'fastify';
import { tenderDesk } from '../../../api/tender-desk';
import { tenderEval } from '../../../api/tender-eval';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { requestCommittee } from './committee';
import { recordContract } from './contract';
import { evalRoom, evalRooms, saveScore, submitSheets } from './evaluation';
import { listExperts, setExpert } from './experts';
import { returnMargin } from './margins';
import { RATES } from './rates';

export function evalRoutes(app: FastifyInstance): void {
  const db = app.db;
  const write = { rate: RATES.tenderWrite };
  route(app, tenderEval.experts, () => listExperts(db));
  route(app, tenderEval.setExpert, (f, { me, req }) => setExpert(db, me, req, f));
  route(app, tenderEval.rooms, (_q, { me }) => evalRooms(db, me));
  route(app, tenderEval.room, ({ tenderId }, { me }) => evalRoom(db, me, tenderId));
  route(app, tenderEval.score, (f, { me }) => saveScore(db, me, f, now()));
  route(app, tenderEval.submit, ({ tenderId }, { me }) => submitSheets(db, me, tenderId, now()));
  route(
    app,
    tenderDesk.committee,
    (f, { me }) => requestCommittee(db, me, f.tenderId, f.size, f.representatives, now()),
    write,
  );
  route(app, tenderDesk.contract, (f, { me }) => recordContract(db, me, f, now()), write);
  route(app, tenderDesk.refund, (f, { me }) => returnMargin(db, me, f.tenderId, f.companyId, now()), write);
}
