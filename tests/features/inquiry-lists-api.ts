// Inquiry-section answers for the list pages' DOM tests: inquiry cards, deals, ranking rows and
// records, tender cards, the category dictionary; pages are built from what was asked for.
import type { InquiryCard } from '../../src/api/inquiry';
import { inquiry } from '../../src/api/inquiry';
import { deals, type Deal, type RankingDetail, type RankingRow } from '../../src/api/inquiry-deals';
import { share } from '../../src/api/share';
import { system, type DictEntry } from '../../src/api/system';
import { tender, type TenderCard } from '../../src/api/tender';
import { commonRoutes, fakeMall, type BodyAnswer } from './mall-api';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const categories: DictEntry[] = ['水泥', '钢材', '防水材料'].map((v, i) => ({
  code: 'category_code',
  dictKey: String(i + 1),
  dictValue: v,
  sort: i + 1,
}));

export const card = (id: number, patch: Partial<InquiryCard> = {}): InquiryCard => ({
  id,
  inquiryNo: `XJ2026${String(id).padStart(6, '0')}`,
  title: `南京地铁站点工程螺纹钢采购询价${id}`,
  buyer: { companyId: 100 + id, name: `南京华建建设工程有限公司${id}`, verified: id % 2 === 1 },
  categoryCode: '2',
  categoryName: '钢材',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  mainItem: '螺纹钢 等 2 项',
  quantity: 120,
  unit: '吨',
  lineCount: 2,
  taxIncluded: true,
  taxRate: 13,
  state: 'published',
  stateName: '报价中',
  statusCode: '1',
  quoteCount: id % 5,
  quoteMode: 'open',
  invitedOnly: false,
  publishTime: iso(Date.now() - DAY),
  // the first row closes within a day: 即将截止
  deadline: iso(Date.now() + (id === 1 ? 5 * 3_600_000 : 3 * DAY + 2 * 3_600_000)),
  ...patch,
});

const paged = <T>(records: T[], body: Record<string, unknown>, total: number) => {
  const size = Number(body.size ?? 20);
  return { records, total, size, current: Number(body.current ?? 1), pages: Math.ceil(total / size) };
};

export const deal = (id: number): Deal => ({
  id,
  inquiryId: id + 500,
  dealTime: iso(Date.now() - id * DAY),
  buyerName: '南京**建设工程有限公司',
  supplierName: '上海**建材有限公司',
  materialName: `螺纹钢${id}`,
  spec: 'HRB400E Φ20',
  quantity: 30,
  unit: '吨',
  unitPrice: 3450,
  amount: 103500,
  provinceName: '江苏省',
  cityName: '南京市',
});

export const rankingRow = (rank: number, side: string): RankingRow => ({
  rank,
  companyId: 300 + rank,
  name: `${side === 'buyer' ? '采购' : '供应'}企业${rank}有限公司`,
  verified: rank === 1,
  amount: 1_000_000 * (10 - rank),
  dealCount: 10 - rank,
  activityCount: 20 - rank,
});

export const record = (companyId: number, side: 'seller' | 'buyer'): RankingDetail => ({
  company: { companyId, name: '上海恒信建材有限公司', verified: true },
  side,
  periods: (['month', 'quarter', 'year', 'all'] as const).map((period, i) => ({
    period,
    periodName: ['本月', '本季', '本年', '累计'][i],
    amount: 50_000 * (i + 1),
    dealCount: i + 1,
    activityCount: 2 * (i + 1),
    rank: i === 0 ? null : i,
  })),
  recentDeals: [deal(1), deal(2)],
  recentInquiries:
    side === 'buyer'
      ? [{ id: 9, title: '水泥采购询价', publishTime: iso(Date.now()), stateName: '报价中', quoteCount: 3 }]
      : [],
});

const tenderCard = (id: number, status: string): TenderCard => ({
  id,
  tenderNo: `ZB${id}`,
  title: `体育中心项目施工招标公告${id}`,
  purchaser: { companyId: 1, name: '南京华建建设工程有限公司', verified: true },
  typeCode: '1',
  typeName: '工程施工',
  methodCode: '1',
  methodName: '公开招标',
  statusCode: status,
  statusName: '报名中',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  budget: 3_000_000,
  budgetWan: 300,
  publishTime: iso(Date.now() - DAY),
  registrationDeadline: iso(Date.now() + 5 * DAY),
  bidDeadline: iso(Date.now() + 25 * DAY),
  closingSoon: false,
});

/** Every call the section's list pages make, answered; `patch` replaces or adds answers. */
export function fakeInquiry(patch: Record<string, BodyAnswer> = {}) {
  return fakeMall({
    ...commonRoutes(),
    [system.dictionary.path]: () => categories,
    [inquiry.page.path]: (b) =>
      paged(
        Array.from({ length: Math.min(Number(b.size ?? 20), 3) }, (_, i) =>
          card((Number(b.current ?? 1) - 1) * 20 + i + 1),
        ),
        b,
        45,
      ),
    [deals.dealPage.path]: (b) => paged([deal(1), deal(2), deal(3)], b, 43),
    [deals.rankingPage.path]: (b) =>
      paged(
        Array.from({ length: 3 }, (_, i) => rankingRow(i + 1, String(b.side))),
        b,
        30,
      ),
    [deals.rankingDetail.path]: (b) =>
      Number(b.companyId) === 404
        ? new Response(JSON.stringify({ code: 404, success: false, data: null, msg: '很抱歉，资源未找到!' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : record(Number(b.companyId), b.side as 'seller' | 'buyer'),
    [share.inquiryHomeList.path]: () => [
      {
        id: 7,
        title: '钢筋采购询价',
        buyerName: '南京华建',
        categoryName: '钢材',
        province: '江苏省',
        city: '南京市',
        quantity: 50,
        unit: '吨',
        status: '报价中',
        statusCode: '1',
        publishTime: '2026-01-01 00:00:00',
        deadline: '2099-01-01 00:00:00',
      },
    ],
    [tender.page.path]: (b) => paged([tenderCard(Number(b.status) * 10, String(b.status))], b, 12),
    ...patch,
  });
}
