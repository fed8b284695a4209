// The operations console's routes (issue 44): its own login and, in the 'subsite' frame, the
// console's pages, each drawing the console's shell (OpsShell: header with the operator, nav by
// role, logout, `<main id="main">`). Rendered for a visitor on the server; the operator's data
// is read in the browser through the console's HttpOnly session.
import { route } from '../../route-kit';

export const opsRoutes = {
  opsLogin: route({
    path: '/ops/login',
    page: 'features/ops/OpsLoginPage',
    title: '运营后台登录',
    frame: 'auth',
    flows: ['opsLogin'],
    noindex: true,
  }),
  opsQueue: route({
    path: '/ops/queue',
    page: 'features/ops/OpsQueuePage',
    title: '审核队列 - 运营后台',
    frame: 'subsite',
    flows: ['opsReview'],
    noindex: true,
    /** `kind`: the queue to open (the first one when absent). */
    href: (path) => (kind?: string) => (kind ? `${path}?kind=${encodeURIComponent(kind)}` : path),
  }),
  opsOperators: route({
    path: '/ops/operators',
    page: 'features/ops/OpsOperatorsPage',
    title: '操作员 - 运营后台',
    frame: 'subsite',
    noindex: true,
  }),
  opsAudit: route({
    path: '/ops/audit',
    page: 'features/ops/OpsAuditPage',
    title: '审计日志 - 运营后台',
    frame: 'subsite',
    noindex: true,
  }),
};
