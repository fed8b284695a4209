// The graphs of the project flows (issue 25) with the samples their path tests need: publishing a
// package (invalid at input, refused by the server under a field or for the form, published),
// applying and withdrawing, the company's 资质 (save, delete with its question) and the
// contractor's decisions (accept with its question, decline, refused).
import type { AnyMachineSnapshot } from 'xstate';
import type { ProjectApplication } from '../../src/api/project';
import { PUBLISH_MSG } from '../../src/api/project-publish';
import { projectApplyMachine, type ProjectApplyContext } from '../../machines/project-apply.machine';
import { projectDecideMachine, type ProjectDecideContext } from '../../machines/project-decide.machine';
import { emptyPackage, type PackageDraft } from '../../machines/project-forms';
import { projectPublishMachine, type ProjectPublishContext } from '../../machines/project-publish.machine';
import {
  projectQualificationMachine,
  type ProjectQualificationContext,
} from '../../machines/project-qualification.machine';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});
const valueOf = (s: AnyMachineSnapshot) => s.value;

/** Thursday 2026-11-26 17:00 Beijing. */
export const NOW = Date.UTC(2026, 10, 26, 9, 0);
export const validPackage: PackageDraft = {
  ...emptyPackage(),
  projectName: '南京江北新区人才公寓钢结构工程专业分包',
  categoryCode: '2',
  subcontractType: '1',
  saleType: '1',
  transactionMode: '1',
  provinceCode: '320000',
  cityCode: '320100',
  address: '南京市浦口区浦滨路与七里河大道交叉口',
  scope: '钢结构深化设计、制作、运输及安装',
  budgetWan: '860',
  qualificationGrade: '2',
  startDate: '2026-12-20',
  durationDays: '120',
  paymentTerms: '按月进度款支付 70%',
  applyDeadline: '2026-12-06T17:00',
  contactName: '王工',
  contactPhone: '13912345678',
};

const projectPublish: PathSpec = {
  name: 'projectPublish',
  machine: projectPublishMachine,
  events: [
    { type: 'projectPublish.submit', draft: validPackage, nowMs: NOW },
    { type: 'projectPublish.submit', draft: { ...validPackage, mainStructure: true }, nowMs: NOW },
    { type: 'projectPublish.edit', field: 'mainStructure' },
    done('publishPackage', { id: 1541, statusCode: '2' }),
    failed('publishPackage', PUBLISH_MSG.deadline),
    failed('publishPackage', '参数错误：cityCode 所选城市不属于该省份'),
    failed('publishPackage', '操作过于频繁，请稍后再试'),
  ],
  context: (c: ProjectPublishContext) => ({ id: c.id, fieldErrors: c.fieldErrors, error: c.error }),
  simpleState: valueOf,
};

export const application: ProjectApplication = {
  id: 77,
  packageId: 5,
  company: { companyId: 3, name: '杭州鼎盛建设工程有限公司', verified: true },
  qualification: '钢结构工程专业承包二级',
  experience: '近三年钢结构厂房 3 项',
  priceWan: 820,
  message: '',
  status: 'submitted',
  statusName: '待处理',
  reason: '',
  createdAt: '2026-11-26T09:00:00Z',
  decidedAt: null,
};

const projectApply: PathSpec = {
  name: 'projectApply',
  machine: projectApplyMachine,
  inputs: [
    { packageId: 5, application: null },
    { packageId: 5, application },
  ],
  events: [
    { type: 'projectApply.submit', draft: { qualification: '钢结构二级', experience: '', priceWan: '', message: '' } },
    {
      type: 'projectApply.submit',
      draft: { qualification: '钢结构二级', experience: '厂房 3 项', priceWan: '820', message: '' },
    },
    { type: 'projectApply.edit' },
    { type: 'projectApply.withdraw' },
    { type: 'projectApply.confirm' },
    { type: 'projectApply.cancel' },
    done('applyPackage', application),
    failed('applyPackage', '贵公司已报名该项目'),
    done('withdrawApplication', { ...application, status: 'withdrawn', statusName: '已撤回' }),
    failed('withdrawApplication', '该报名已处理'),
  ],
  filterEvents: (s) => (s.context as ProjectApplyContext).changes < 2,
  context: (c: ProjectApplyContext) => ({ application: c.application?.id ?? null, error: c.error, changes: c.changes }),
  simpleContext: (c: ProjectApplyContext) => ({ application: c.application !== null, error: c.error !== '' }),
  simpleState: valueOf,
};

const form = { categoryCode: '2', grade: '2', certNo: 'D232012345', expiresOn: '2028-06-30' };
const projectQualification: PathSpec = {
  name: 'projectQualification',
  machine: projectQualificationMachine,
  events: [
    { type: 'projectQualification.save', form, today: '2026-11-26' },
    { type: 'projectQualification.save', form: { ...form, certNo: '证书' }, today: '2026-11-26' },
    { type: 'projectQualification.edit' },
    { type: 'projectQualification.delete', id: 4, name: '钢结构工程专业承包' },
    { type: 'projectQualification.confirm' },
    { type: 'projectQualification.cancel' },
    done('saveQualification', {
      id: 4,
      ...form,
      name: '钢结构工程专业承包',
      gradeName: '二级',
      expired: false,
      scanAttachId: '',
    }),
    failed('saveQualification', '证书扫描件不存在或不属于本企业，请重新上传'),
    done('deleteQualification', { id: 4 }),
    failed('deleteQualification', '资质不存在'),
  ],
  filterEvents: (s) => (s.context as ProjectQualificationContext).changes < 2,
  context: (c: ProjectQualificationContext) => ({
    removing: c.removing?.id ?? null,
    error: c.error,
    changes: c.changes,
  }),
  simpleContext: (c: ProjectQualificationContext) => ({ removing: c.removing !== null, error: c.error !== '' }),
  simpleState: valueOf,
};

const projectDecide: PathSpec = {
  name: 'projectDecide',
  machine: projectDecideMachine,
  input: { packageId: 5 },
  events: [
    { type: 'projectDecide.accept', applicationId: 77 },
    { type: 'projectDecide.decline', applicationId: 78, reason: '业绩不足' },
    { type: 'projectDecide.decline', applicationId: 78, reason: '长'.repeat(101) },
    { type: 'projectDecide.confirm' },
    { type: 'projectDecide.cancel' },
    done('decideApplication', { ...application, status: 'accepted', statusName: '已中选' }),
    failed('decideApplication', '该报名已撤回'),
  ],
  filterEvents: (s) => (s.context as ProjectDecideContext).changes < 2,
  context: (c: ProjectDecideContext) => ({ decision: c.decision, error: c.error, changes: c.changes }),
  simpleContext: (c: ProjectDecideContext) => ({ decision: c.decision?.accept ?? null, error: c.error !== '' }),
  simpleState: valueOf,
};

export const projectPathSpecs = { projectPublish, projectApply, projectQualification, projectDecide };
