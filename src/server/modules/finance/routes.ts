// Financial services: the landing, the info page list and detail, notices and rules, the
// pre-check by need, the apply flow (captcha → SMS code → save) with the member's list, the
// institutions' desk and the applicant's follow-up (status, history, 补充材料).
import type { FastifyInstance } from 'fastify';
import { finance } from '../../../api/finance';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { myApplications, saveApplication, sendPhoneCode } from './apply';
import { issueCaptcha } from './captcha';
import { deskDecide, deskDetail, deskPage } from './desk';
import { myApplication, supplement } from './follow';
import { financeHome } from './home';
import { precheck } from './precheck';
import { noticeDetail, noticePage } from './notices';
import { productDetail } from './detail';
import { productPage } from './lists';
import { RATES } from './rates';

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, finance.home, () => financeHome(db));
  route(app, finance.page, (q) => productPage(db, q));
  route(app, finance.detail, ({ id }) => detail(id, (id) => productDetail(db, id)));
  route(app, finance.notices, (q) => noticePage(db, q));
  route(app, finance.notice, ({ id }) => detail(id, (id) => noticeDetail(db, id)));
  route(app, finance.precheck, (q) => precheck(db, q));
  route(app, finance.captcha, (_q, { req }) => issueCaptcha(db, req.ip, now()), { rate: RATES.captcha });
  route(app, finance.sendPhoneCode, (input, { req }) => sendPhoneCode(app, req, input, now()), {
    rate: RATES.sendCode,
  });
  route(app, finance.save, (form, { me }) => saveApplication(app, form, me, now()), { rate: RATES.apply });
  route(app, finance.mine, (q, { me }) => myApplications(db, me, q));
  // The institutions' desk (its operator's institution only) and the applicant's follow-up.
  route(app, finance.deskList, (q, { me }) => deskPage(db, me, q));
  route(app, finance.deskDetail, ({ id }, { me }) => deskDetail(db, me, id));
  route(app, finance.deskDecide, (d, { me, req }) => deskDecide(db, me, req, d));
  route(app, finance.application, ({ id }, { me }) => myApplication(db, me, id));
  route(app, finance.supplement, (input, { me }) => supplement(db, me, input), { rate: RATES.apply });
}
