// Supplier onboarding: the acting company's application and its (re)submission. The 审核员's
// decision is served by the operators' console (decide.ts, registered as its queue).
import type { FastifyInstance } from 'fastify';
import { onboarding } from '../../../api/onboarding';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { submitCert } from './apply';
import { myCert } from './certs';
import { RATES } from './rates';

export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, onboarding.mine, (_q, { me }) => myCert(db, me.companyId, now()));
  route(app, onboarding.submit, (form, { me }) => submitCert(db, me, form, now()), { rate: RATES.submit });
}
