// The calls of tenders run end to end: the bidder's sealed bid and objection, the purchaser's
// desk (review, margin confirmation, opening, answers, result, change notices) and the progress
// every party reads; the committee, the evaluation room, contract and refunds in eval-routes.ts. Member writes share the module's rate rule.
import type { FastifyInstance } from 'fastify';
import { tenderDesk } from '../../../api/tender-desk';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { amendTender } from './amend';
import { answerObjection, fileObjection, publishResult } from './award';
import { submitBid, withdrawBid } from './bids';
import { confirmMargin, reviewRegistration, tenderDeskView } from './desk';
import { evalRoutes } from './eval-routes';
import { openBids, tenderProgress } from './opening';
import { RATES } from './rates';

export function tenderDeskRoutes(app: FastifyInstance): void {
  const db = app.db;
  const write = { rate: RATES.tenderWrite };
  route(app, tenderDesk.bid, (f, { me }) => submitBid(db, me, f, now()), write);
  route(app, tenderDesk.withdrawBid, ({ tenderId }, { me }) => withdrawBid(db, me, tenderId, now()), write);
  route(app, tenderDesk.desk, ({ tenderId }, { me }) => tenderDeskView(db, me, tenderId, now()));
  route(
    app,
    tenderDesk.review,
    (f, { me }) => reviewRegistration(db, me, f.tenderId, f.companyId, f.approve, f.reason, now()),
    write,
  );
  route(
    app,
    tenderDesk.confirmMargin,
    (f, { me }) => confirmMargin(db, me, f.tenderId, f.companyId, f.accept, f.reason, now()),
    write,
  );
  route(app, tenderDesk.open, ({ tenderId }, { me }) => openBids(db, me, tenderId, now()), write);
  route(app, tenderDesk.object, (f, { me }) => fileObjection(db, me, f.tenderId, f.content, now()), write);
  route(app, tenderDesk.answer, (f, { me }) => answerObjection(db, me, f.objectionId, f.answer, now()), write);
  route(app, tenderDesk.result, ({ tenderId }, { me }) => publishResult(db, me, tenderId, now()), write);
  route(app, tenderDesk.amend, (f, { me }) => amendTender(db, me, f, now()), write);
  route(app, tenderDesk.progress, ({ tenderId }, { me }) => tenderProgress(db, me, tenderId, now()));
  evalRoutes(app);
}
