// rs-share-service: home inquiry and tender lists, tender dictionaries, rankings.
import { get, none, sizeOf, str, z } from './define';

const inquiry = z.object({
  id: z.number(),
  title: z.string(),
  buyerName: z.string(),
  categoryName: z.string(),
  province: z.string(),
  city: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Display name: 报价中, 已截止 or 已成交. */
  status: z.string(),
  /** Its inquiry_status code ('1', '2', '3'; always sent by the server, optional for fixtures). */
  statusCode: z.optional(z.string()),
  publishTime: z.string(),
  deadline: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;

const tender = z.object({
  id: z.number(),
  title: z.string(),
  companyName: z.string(),
  /** Codes, as in the tenderTypes / tenderMethods / tenderStatuses options (and the tenderType filter). */
  tenderType: z.string(),
  tenderMethod: z.string(),
  tenderStatus: z.string(),
  /** Display names of the three codes above (always sent by the server; optional for older fixtures). */
  tenderTypeName: z.optional(z.string()),
  tenderMethodName: z.optional(z.string()),
  tenderStatusName: z.optional(z.string()),
  province: z.string(),
  city: z.string(),
  budget: z.number(),
  publishTime: z.string(),
  deadline: z.string(),
});
export type Tender = z.infer<typeof tender>;

const option = z.object({ code: z.string(), name: z.string() });
export type Option = z.infer<typeof option>;

const ranking = z.object({ rank: z.number(), companyName: z.string(), amount: z.number(), orderCount: z.number() });
export type Ranking = z.infer<typeof ranking>;

const LIST_SIZES = [6, 8, 9] as const;
const RANK_SIZES = [8, 9] as const;

export const share = {
  inquiryHomeList: get(
    '/api/rs-share-service/inquiry/home-list',
    z.object({ size: sizeOf(LIST_SIZES, 6) }),
    z.array(inquiry),
    'none',
  ),
  tenderHomeList: get(
    '/api/rs-share-service/tender/home-list',
    z.object({ size: sizeOf(LIST_SIZES, 6), tenderType: z.optional(str(z.maxLength(20))) }),
    z.array(tender),
    'none',
  ),
  tenderTypes: get('/api/rs-share-service/tender/type', none, z.array(option), 'none'),
  tenderMethods: get('/api/rs-share-service/tender/method', none, z.array(option), 'none'),
  tenderStatuses: get('/api/rs-share-service/tender/status', none, z.array(option), 'none'),
  sellerRanking: get(
    '/api/rs-share-service/ranking/seller-list',
    z.object({ size: sizeOf(RANK_SIZES, 8) }),
    z.array(ranking),
    'none',
  ),
  buyerRanking: get(
    '/api/rs-share-service/ranking/buyer-list',
    z.object({ size: sizeOf(RANK_SIZES, 8) }),
    z.array(ranking),
    'none',
  ),
};
