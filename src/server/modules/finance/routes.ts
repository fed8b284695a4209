// Financial services: the landing, the info page list and detail, notices and rules, the
// eligibility pre-check, and the apply flow (captcha → SMS code → save) with the member's list.
import type { FastifyInstance } from 'fastify';
import { finance } from '../../../api/finance';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { myApplications, saveApplication, sendPhoneCode } from './apply';
import { issueCaptcha } from './captcha';
import { financeHome, precheck } from './home';
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
}
