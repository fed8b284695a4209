// Inquiry detail answers for DOM tests: one inquiry of two lines as a visitor, a supplier and its
// buyer see it, and the buyer's comparison of two supplier quotes.
import type { Comparison, InquiryDetail, MyQuote } from '../../src/api/inquiry';
import { card } from './inquiry-lists-api';

export const SERVER_TIME = '2026-11-20T09:00:00.000Z';

export function detail(
  viewer: Partial<InquiryDetail['viewer']> = {},
  patch: Partial<InquiryDetail> = {},
): InquiryDetail {
  return {
    ...card(41, {
      inquiryNo: 'XJ20261120000041',
      title: '江宁区安置房二期钢筋采购询价',
      buyer: { companyId: 1, name: '南京华建建设工程有限公司', verified: true },
      quoteCount: 2,
      publishTime: '2026-11-19T09:00:00.000Z',
      deadline: '2026-11-25T09:00:00.000Z',
    }),
    deliveryAddress: '南京市江宁区建设路 88 号项目部',
    remark: '',
    districtCode: '320115',
    districtName: '江宁区',
    quoteMode: 'open',
    supplyKind: 'goods',
    awardMode: 'line',
    budget: null,
    deliveryDate: null,
    invitedOnly: false,
    invited: [],
    attachments: [],
    attachmentCount: 0,
    lines: [
      { id: 11, name: '螺纹钢', spec: 'HRB400E Φ16', unit: '吨', quantity: 120, remark: '' },
      { id: 12, name: '盘螺', spec: 'HRB400E Φ8', unit: '吨', quantity: 30, remark: '' },
    ],
    contact: { name: '张伟', phone: '13912345678', masked: false },
    reviewNote: '',
    deals: [],
    viewer: { isOwner: false, canQuote: true, quoteBlockedReason: '', hasQuoted: false, invited: false, ...viewer },
    serverTime: SERVER_TIME,
    ...patch,
  };
}

export const visitorDetail = () =>
  detail(
    { canQuote: false, quoteBlockedReason: '请先登录后再报价' },
    { contact: { name: '张**', phone: '139****5678', masked: true } },
  );

export const savedQuote: MyQuote = {
  quoteId: 7,
  quoteNo: 'BJ20261120000007',
  revision: 1,
  quotedAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  validUntil: '2026-12-20T09:00:00.000Z',
  remark: '',
  lines: [
    {
      lineId: 11,
      unitPrice: 3500,
      taxIncluded: true,
      unitPriceWithTax: 3500,
      amountWithTax: 420_000,
      deliveryDays: 7,
      remark: '',
    },
  ],
  totalWithTax: 420_000,
  result: 'pending',
};

const supplier = (
  quoteId: number,
  name: string,
  totalWithTax: number,
  over: Partial<Comparison['suppliers'][number]> = {},
) => ({
  companyId: quoteId + 100,
  name,
  verified: true,
  quoteId,
  quotedAt: SERVER_TIME,
  revision: 1,
  validUntil: '2026-12-20T09:00:00.000Z',
  lapsed: false,
  remark: '',
  totalWithTax,
  complete: true,
  lowestTotal: false,
  awardedLineIds: [],
  ...over,
});

const cell = (unitPriceWithTax: number, quantity: number, lowest: boolean) => ({
  unitPrice: unitPriceWithTax,
  taxIncluded: true,
  unitPriceWithTax,
  amountWithTax: unitPriceWithTax * quantity,
  deliveryDays: 7,
  remark: '',
  lineId: 0,
  lowest,
});

/** 上海恒信 is lowest on 螺纹钢, 苏州远航 on 盘螺; 上海恒信 has the lowest total. */
export function comparison(state: Comparison['state'] = 'published'): Comparison {
  return {
    inquiryId: 41,
    taxRate: 13,
    state,
    sealed: false,
    quoteCount: 2,
    opensAt: '2026-11-25T09:00:00.000Z',
    awardMode: 'line',
    suppliers: [
      supplier(7, '上海恒信建材贸易有限公司', 528_000, { lowestTotal: true }),
      supplier(8, '苏州远航新型建材有限公司', 537_000),
    ],
    rows: [
      {
        ...detail().lines[0],
        cells: [
          { ...cell(3500, 120, true), lineId: 11 },
          { ...cell(3600, 120, false), lineId: 11 },
        ],
        lowestQuoteIds: [7],
      },
      {
        ...detail().lines[1],
        cells: [
          { ...cell(3600, 30, false), lineId: 12 },
          { ...cell(3500, 30, true), lineId: 12 },
        ],
        lowestQuoteIds: [8],
      },
    ],
    splitTotal: 525_000,
  };
}
