// The graph of the finance apply flow with the samples its path tests need: the captcha loading,
// refreshing and failing; code requests that reach the server and ones that do not; a valid and
// an invalid draft; the save answering and failing; cancel and restart.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { FinanceApplication } from '../../src/api/finance';
import { financeApplyMachine, type FinanceApplyContext } from '../../machines/finance-apply.machine';
import { financeDeskMachine, type DeskDraft, type FinanceDeskContext } from '../../machines/finance-desk.machine';
import { DESK_MSG, type ApplicationDetail } from '../../src/api/finance-desk';
import type { FinanceDraft } from '../../machines/finance-forms';
import type { PathSpec } from './paths';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message = '服务器错误!') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { text: message }),
});

export const captcha = { key: 'k'.repeat(32), image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 };
export const validDraft: FinanceDraft = {
  productId: 3,
  companyName: '南京华建建设工程有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '张伟',
  phone: '13800000001',
  smsCode: '123456',
  serviceType: '1',
  sceneType: '1',
  moneyType: '2',
  timeType: '3',
  provinceCode: '',
  cityCode: '',
  remark: '',
  materials: [],
  beneficiary: '',
  tenderNo: '',
  marginAmount: null,
  validUntil: '',
  agreed: true,
};
export const application: FinanceApplication = {
  id: 9,
  applyNo: 'JR20261125000009',
  productId: 3,
  productName: '建设银行·建材采购贷',
  institutionName: '中国建设银行股份有限公司江苏省分行',
  serviceTypeName: '供应链金融',
  moneyTypeName: '50-200万',
  status: '1',
  statusName: '已提交',
  createdAt: '2026-11-25T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};

const financeApply: PathSpec = {
  name: 'financeApply',
  machine: financeApplyMachine,
  input: { productId: 3 },
  events: [
    done('loadCaptcha', captcha),
    failed('loadCaptcha'),
    { type: 'financeApply.refreshCaptcha' },
    done('refreshCaptcha', captcha),
    failed('refreshCaptcha'),
    { type: 'financeApply.sendCode', phone: '13800000001', answer: 'AB3C' },
    { type: 'financeApply.sendCode', phone: '1380000', answer: 'AB3C' },
    { type: 'financeApply.submit', draft: validDraft },
    { type: 'financeApply.submit', draft: { ...validDraft, agreed: false } },
    done('submitApply', application),
    failed('submitApply', '验证码错误，还可尝试 4 次'),
    { type: 'financeApply.cancel' },
    { type: 'financeApply.restart' },
  ],
  // Keeps the graph small: the picture changes while the form is edited, and the form moves with a picture shown.
  filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
    /captcha|Captcha/.test(e.type) ? s.matches({ form: 'editing' }) : s.matches({ captcha: 'shown' }),
  context: (c: FinanceApplyContext) => ({
    captcha: c.captcha !== null,
    application: c.application?.applyNo ?? null,
    error: c.error,
  }),
  simpleState: (s: AnyMachineSnapshot) => s.value,
};

export const deskApplication: ApplicationDetail = {
  id: 7,
  applyNo: 'JR20261126000007',
  productName: '建设银行·建筑业经营快贷',
  serviceTypeName: '信用贷款',
  companyName: '南京华建建设工程有限公司',
  moneyTypeName: '200-500万',
  timeTypeName: '6-12个月',
  status: '2',
  statusName: '受理中',
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-26T02:00:00Z',
  institutionName: '中国建设银行股份有限公司江苏省分行',
  contactName: '张伟',
  phone: '13800000001',
  creditCode: '91350100M000100Y43',
  sceneTypeName: '材料采购',
  remark: '',
  materials: [],
  tenderNo: '',
  beneficiary: '',
  marginAmount: null,
  validUntil: '',
  request: '',
  approved: null,
  refuseReason: '',
  history: [],
};
const draft = (over: Partial<DeskDraft>): DeskDraft => ({
  action: 'accept',
  note: '',
  amountWan: '',
  ratePercent: '',
  termMonths: '',
  ...over,
});

const financeDesk: PathSpec = {
  name: 'financeDesk',
  machine: financeDeskMachine,
  input: { id: 7 },
  events: [
    { type: 'financeDesk.decide', draft: draft({ action: 'accept' }) },
    { type: 'financeDesk.decide', draft: draft({ action: 'supplement', note: '' }) },
    {
      type: 'financeDesk.decide',
      draft: draft({ action: 'approve', amountWan: '200', ratePercent: '4.35', termMonths: '6' }),
    },
    { type: 'financeDesk.decide', draft: draft({ action: 'refuse', note: '资料不全' }) },
    { type: 'financeDesk.confirm' },
    { type: 'financeDesk.cancel' },
    done('decide', { ...deskApplication, status: '6', statusName: '审批通过' }),
    failed('decide', DESK_MSG.moved),
  ],
  context: (c: FinanceDeskContext) => ({
    decision: c.decision?.action ?? null,
    status: c.application?.status ?? null,
    error: c.error,
  }),
  simpleState: (s: AnyMachineSnapshot) => s.value,
};

export const financePathSpecs = { financeApply, financeDesk };
