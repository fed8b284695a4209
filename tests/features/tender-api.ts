// Tender answers for DOM tests: cards, a detail with its timeline, margin statuses and the
// calendar, plus the dictionaries and regions the filters read.
import { share } from '../../src/api/share';
import { system } from '../../src/api/system';
import { tenderDesk } from '../../src/api/tender-desk';
import {
  MARGIN_STATUSES,
  TENDER_METHODS,
  TENDER_STATUSES,
  TENDER_TYPES,
  tender,
  type ParticipationStatus,
  type TenderCard,
  type TenderDetail,
} from '../../src/api/tender';
import type { Answer } from './fake-api';
import { regions } from './mall-api';

export const NOW = '2026-11-24T03:00:00Z';

export const card = (id: number, patch: Partial<TenderCard> = {}): TenderCard => ({
  id,
  tenderNo: `ZB2026112400${String(id).padStart(4, '0')}`,
  title: `南京体育中心项目钢筋采购招标公告 ${id}`,
  purchaser: { companyId: 9, name: '南京华建建设工程有限公司', verified: true },
  typeCode: '2',
  typeName: '物资采购',
  methodCode: '1',
  methodName: '公开招标',
  statusCode: '1',
  statusName: '报名中',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  budget: 3_178_600,
  budgetWan: 317.86,
  publishTime: '2026-11-20T01:38:11Z',
  registrationDeadline: '2026-12-08T09:00:00Z',
  bidDeadline: '2026-12-27T01:30:00Z',
  closingSoon: false,
  ...patch,
});

export function tenderPage(current = 1, total = 45) {
  const size = 20;
  const records = Array.from({ length: Math.max(0, Math.min(size, total - (current - 1) * size)) }, (_, i) =>
    card((current - 1) * size + i + 1),
  );
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

const step = (
  key: TenderDetail['timeline'][number]['key'],
  name: string,
  time: string | null,
  done: boolean,
  rule = '',
) => ({ key, name, time, done, rule });

export const detail = (patch: Partial<TenderDetail> = {}): TenderDetail => ({
  ...card(401),
  projectName: '南京综合管廊项目',
  agencyName: '国信招标集团股份有限公司',
  qualification: '具有独立法人资格',
  marginAmount: 52_900,
  openPlace: '南京公共资源交易中心开标5室',
  publicityStart: null,
  publicityEnd: null,
  winnerName: '',
  winningAmount: null,
  terminated: false,
  terminationReason: '',
  contact: { name: '钱**', phone: '135****7647', masked: true },
  timeline: [
    step('publish', '发布招标公告', '2026-11-20T01:38:11Z', true),
    step(
      'registration',
      '报名截止',
      '2026-12-08T09:00:00Z',
      false,
      '公开招标、邀请招标的报名（招标文件发售）期不得少于 5 日',
    ),
    step('opening', '投标截止·开标', '2026-12-27T01:30:00Z', false, '公开招标的开标时间距公告发布不得少于 20 日'),
    step('publicityStart', '中标候选人公示', null, false),
    step('publicityEnd', '公示结束·中标结果公告', null, false, '公示期不得少于 3 日'),
  ],
  clockChecks: [
    { rule: '公开招标的开标时间距公告发布不得少于 20 日', ok: true },
    { rule: '投标保证金不得超过招标项目预算的 2%', ok: false },
  ],
  serverTime: NOW,
  evaluationMethod: 'lowest',
  evaluationMethodName: '经评审的最低投标价法',
  scoreItems: [],
  requiredDocs: [{ code: 'quote', name: '报价单' }],
  participationNote: '',
  singleSource: null,
  ...patch,
});

/** The margin status in one of its stages. */
export function margin(
  stage: 'open' | 'pending' | 'unpaid' | 'paid' | 'refundable' | 'refunded',
  patch: Partial<ParticipationStatus> = {},
): ParticipationStatus {
  const code = { open: null, pending: '0', unpaid: '0', paid: '1', refundable: '1', refunded: '2' }[stage];
  return {
    tenderId: 401,
    purchaser: false,
    registrationStatus: stage === 'open' ? null : stage === 'pending' ? '0' : '1',
    registrationStatusName: stage === 'open' ? '未报名' : stage === 'pending' ? '待审核' : '已通过',
    reviewNote: '',
    marginNote: '',
    marginAttachId: '',
    bid: null,
    canBid: stage === 'paid',
    canWithdraw: false,
    bidReason: '',
    result: '',
    invitation: null,
    canResubmit: false,
    requiredDocs: [],
    registered: stage !== 'open',
    registeredAt: stage === 'open' ? null : '2026-11-24T03:00:00Z',
    marginAmount: 52_900,
    marginStatus: code,
    marginStatusName: code === null ? '未报名' : MARGIN_STATUSES.find((s) => s.code === code)!.name,
    marginForm: code === '1' || code === '2' ? '2' : '',
    marginFormName: code === '1' || code === '2' ? '银行保函' : '',
    paidAt: code === '1' || code === '2' ? '2026-11-24T04:00:00Z' : null,
    refundedAt: code === '2' ? '2026-11-25T04:00:00Z' : null,
    canRegister: stage === 'open',
    canPay: stage === 'unpaid',
    canRefund: stage === 'refundable',
    reason:
      stage === 'paid'
        ? '开标定标（或项目终止）后方可申请退还保证金'
        : stage === 'pending'
          ? '报名待招标人审核，审核通过后方可缴纳保证金和投标'
          : '',
    ...patch,
  };
}

export const calendar = (month = '2026-11') => ({
  month,
  days: [
    {
      date: `${month}-03`,
      count: 5,
      items: [
        {
          id: 11,
          title: '温州商业综合体工程造价咨询招标公告',
          openTime: `${month}-03T01:30:00Z`,
          typeName: '咨询服务',
          statusCode: '2',
        },
      ],
    },
    {
      date: `${month}-24`,
      count: 2,
      items: [
        {
          id: 12,
          title: '上海综合管廊项目钢筋采购招标公告',
          openTime: `${month}-24T01:30:00Z`,
          typeName: '物资采购',
          statusCode: '1',
        },
      ],
    },
  ],
});

/** Dictionaries and regions (every tender page's filters read them). */
export function tenderRoutes(): Record<string, Answer> {
  return {
    [share.tenderTypes.path]: TENDER_TYPES,
    [share.tenderMethods.path]: TENDER_METHODS,
    [share.tenderStatuses.path]: TENDER_STATUSES,
    [system.provinces.path]: regions.filter((r) => r.level === 1),
    [tenderDesk.progress.path]: {
      tenderId: 401,
      notices: [],
      documents: [],
      opening: null,
      candidates: [],
      objections: [],
      canObject: false,
    },
    [system.regionChildren.path]: (u: URL) => regions.filter((r) => r.parentCode === u.searchParams.get('parentCode')),
    [tender.detail.path]: (u: URL) =>
      u.searchParams.get('id') === '401'
        ? detail()
        : new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '招标项目不存在' }), {
            status: 404,
          }),
  };
}
