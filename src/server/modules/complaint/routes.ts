// Complaints: a member's report. The 审核员's decision is served by the operators' console
// (queue.ts, registered as its queue kind `complaint`).
import type { FastifyInstance } from 'fastify';
import { complaint } from '../../../api/complaint';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { RATES } from './rates';
import { submitComplaint } from './submit';

export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  route(app, complaint.submit, (form, { me }) => submitComplaint(app.db, me, form, now()), { rate: RATES.submit });
}
