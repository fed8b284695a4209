// rs-share-service equipment: every entry of the devices catalogue wired with route().
import type { FastifyInstance } from 'fastify';
import { devices } from '../../../api/devices';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { supplyDetail } from './detail';
import { interest, report, withdraw } from './marks';
import { needDetail, needPage } from './needs';
import { supplyPage, topSupply } from './lists';
import { needForEdit, supplyForEdit } from './edit';
import { publishSupply } from './publish';
import { publishNeed } from './publish-need';
import { RATES } from './rates';
import { myListings, statistics } from './stats';

export async function devicesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const write = { rate: RATES.deviceWrite };
  const mark = { rate: RATES.deviceMark };
  route(app, devices.top, ({ size }) => topSupply(db, size));
  route(app, devices.statistics, () => statistics(db, now()));
  route(app, devices.page, (q) => supplyPage(db, q));
  route(app, devices.detail, ({ id }, { me }) => detail(id, (id) => supplyDetail(db, id, me, now())));
  route(app, devices.needPage, (q) => needPage(db, q, now()));
  route(app, devices.needDetail, ({ id }, { me }) => detail(id, (id) => needDetail(db, id, me, now())));
  route(app, devices.mine, ({ current, size }, { me }) => myListings(db, me, current, size, now()));
  route(app, devices.mySupply, ({ id }, { me }) => detail(id, (id) => supplyForEdit(db, me, id)));
  route(app, devices.myNeed, ({ id }, { me }) => detail(id, (id) => needForEdit(db, me, id, now())));
  route(app, devices.publish, (form, { me }) => publishSupply(db, me, form, now()), write);
  route(app, devices.publishNeed, (form, { me }) => publishNeed(db, me, form, now()), write);
  route(app, devices.withdraw, ({ kind, id }, { me }) => withdraw(db, me, kind, id), write);
  route(app, devices.interest, ({ kind, id, message }, { me }) => interest(db, me, kind, id, message, now()), mark);
  route(
    app,
    devices.report,
    ({ kind, id, reason, note }, { me }) => report(db, me, kind, id, reason, note, now()),
    mark,
  );
}
