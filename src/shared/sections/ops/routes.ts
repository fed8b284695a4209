// The operations console's routes (issue 44): its own login and, in the 'subsite' frame, the
// console's pages, each drawing the console's shell (OpsShell: header with the operator, nav by
// role, logout, `<main id="main">`). Rendered for a visitor on the server; the operator's data
// is read in the browser through the console's HttpOnly session.
import { byId, route } from '../../route-kit';

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
  /** 机构经办: its institution's finance applications (issue 45). */
  opsFinance: route({
    path: '/ops/finance',
    page: 'features/ops/OpsFinancePage',
    title: '融资申请 - 运营后台',
    frame: 'subsite',
    noindex: true,
  }),
  opsFinanceApplication: route({
    path: '/ops/finance/application',
    page: 'features/ops/OpsFinanceApplicationPage',
    title: '融资申请详情 - 运营后台',
    frame: 'subsite',
    flows: ['financeDesk'],
    noindex: true,
    href: byId,
  }),
  opsContent: route({
    path: '/ops/content',
    page: 'features/ops/OpsContentPage',
    title: '内容管理 - 运营后台',
    frame: 'subsite',
    noindex: true,
    /** `kind`: the content kind to list (banners when absent). */
    href: (path) => (kind?: string) => (kind ? `${path}?kind=${encodeURIComponent(kind)}` : path),
  }),
  opsContentEdit: route({
    path: '/ops/content/edit',
    page: 'features/ops/OpsContentEditPage',
    title: '编辑内容 - 运营后台',
    frame: 'subsite',
    flows: ['opsContent'],
    noindex: true,
    /** A kind's new item, or its item `id`. */
    href: (path) => (kind: string, id?: number) =>
      `${path}?${new URLSearchParams({ kind, ...(id ? { id: String(id) } : {}) })}`,
  }),
  /** 评标专家: the committees it sits on, and one tender's evaluation room (issue 46). */
  opsEvaluation: route({
    path: '/ops/evaluation',
    page: 'features/ops/OpsEvaluationPage',
    title: '评标室 - 运营后台',
    frame: 'subsite',
    noindex: true,
  }),
  opsEvaluationRoom: route({
    path: '/ops/evaluation/room',
    page: 'features/ops/OpsEvaluationRoomPage',
    title: '评标 - 运营后台',
    frame: 'subsite',
    flows: ['tenderEvaluation'],
    noindex: true,
    href: byId,
  }),
  /** 管理员: the expert pool's specialities and ties (issue 46). */
  opsExperts: route({
    path: '/ops/experts',
    page: 'features/ops/OpsExpertsPage',
    title: '评标专家库 - 运营后台',
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
