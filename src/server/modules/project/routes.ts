// rs-project-service: the subcontract page, detail, card, statistics and city pipeline; the
// company's 资质; applications, their withdrawal and decision; publishing a package.
import type { FastifyInstance } from 'fastify';
import { project } from '../../../api/project';
import { detail } from '../../floor/detail';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { apply, applicationsOf, decide } from './applications';
import { cityPipeline } from './city';
import { projectCard, projectDetail } from './detail';
import { myPackages, projectPage } from './lists';
import { publishPackage } from './publish';
import { deleteQualification, listQualifications, saveQualification } from './qualifications';
import { RATES } from './rates';
import { projectStats } from './stats';
import { withdraw } from './withdraw';

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const write = { rate: RATES.projectWrite };
  route(app, project.page, (q, { me }) => projectPage(db, q, me, now()));
  route(app, project.detail, ({ id }, { me }) => detail(id, (id) => projectDetail(db, id, me, now())));
  route(app, project.card, ({ id }, { req }) =>
    detail(id, (id) => projectCard(db, id, `${req.protocol}://${req.host}`, now())),
  );
  route(app, project.statistics, () => projectStats(db, now()));
  route(app, project.city, ({ city }) => cityPipeline(db, city, now()));
  route(app, project.mine, (q, { me }) => myPackages(db, me, q, now()));
  route(app, project.publish, (form, { me }) => publishPackage(db, me, form, now()), write);
  route(app, project.qualifications, (_, { me }) => listQualifications(db, me, now()));
  route(app, project.saveQualification, (form, { me }) => saveQualification(db, me, form, now()), write);
  route(app, project.deleteQualification, ({ id }, { me }) => deleteQualification(db, me, id), write);
  route(app, project.apply, (form, { me }) => apply(db, me, form, now()), write);
  route(app, project.applications, ({ packageId }, { me }) => applicationsOf(db, me, packageId));
  route(app, project.withdraw, ({ applicationId }, { me }) => withdraw(db, me, applicationId, now()), write);
  route(
    app,
    project.decide,
    ({ applicationId, accept, reason }, { me }) => decide(db, me, applicationId, accept, reason, now()),
    write,
  );
}
