// rs-member-service: who is logged in, for which company, company switching, and the message
// centre's notices (list, detail, unread count, mark read).
// Member calls act for the company in the Switch-To-Company-Id header when the member belongs
// to it, else for the session's own company.
import { get, id, page, paging, post, z } from './define';
import { phone } from './validation';

const userInfo = z.object({
  userId: z.number(),
  companyId: z.number(),
  deptId: z.string(),
  tenantId: z.string(),
  companyName: z.string(),
  nickName: z.string(),
  /** '1' buyer, '2' supplier. */
  identity: z.string(),
  /** '0' under review, '1' approved, '2' disabled. */
  status: z.string(),
  companyOrgCode: z.string(),
  /** Masked, e.g. 138****8000. */
  phone: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

const business = z.object({
  companyId: z.number(),
  deptId: z.string(),
  tenantId: z.string(),
  companyName: z.string(),
  identity: z.string(),
  status: z.string(),
  companyOrgCode: z.string(),
});
export type Business = z.infer<typeof business>;

/** The message centre's two tabs (the unread count's two kinds). */
export const NOTICE_KINDS = ['order', 'system'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_NAMES: Record<NoticeKind, string> = { order: '订单消息', system: '系统消息' };

const unread = z.object({ order: z.number(), system: z.number() });
export type UnreadCount = z.infer<typeof unread>;

const notice = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** The content's start (the list); the detail carries all of it. */
  summary: z.string(),
  isRead: z.boolean(),
  /** ISO instant (UTC). */
  createdAt: z.string(),
  /** A portal path, e.g. /preferentialInquiry/inquiryDetail?id=523; null: about nothing to open. */
  link: z.nullable(z.string()),
  /** A key of NOTICE_OBJECTS (src/api/sections.gen.ts); null with link null. */
  objectKind: z.nullable(z.string()),
  objectId: z.nullable(z.number()),
});
export type NoticeCard = z.infer<typeof notice>;
const noticeDetail = z.object({ ...notice.shape, content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

const kind = z._default(z.enum(NOTICE_KINDS), 'order');
const N = '/api/rs-member-service/notice';

export const member = {
  /** getCode (spec §7): is this phone registered? `code` 1: registered, 0: free (`registered` says the same). */
  getCode: post(
    '/api/rs-member-service/member/get-code',
    z.object({ phoneNumber: phone }),
    z.object({ code: z.union([z.literal(0), z.literal(1)]), registered: z.boolean() }),
    'none',
  ),
  userInfo: get('/api/rs-member-service/member/info-detail', z.object({}), userInfo, 'member'),
  /** Unread notices of the member's company (company-wide and addressed to the member), per kind. */
  unreadCount: get(`${N}/unread-count`, z.object({}), unread, 'member'),
  /** One kind's notices, unread first, then newest. */
  notices: get(`${N}/list`, z.object({ ...paging(10), kind }), page(notice), 'member'),
  /** One notice with its whole content; reading it marks it read. 404: not the member's. */
  notice: get(`${N}/detail`, z.object({ id }), noticeDetail, 'member'),
  /** Marks one notice read (idempotent); answers the unread count after it. */
  readNotice: post(`${N}/read`, z.object({ id }), unread, 'member'),
  /**
   * Marks a kind's unread notices read — only those up to `upToId` when given (the newest the
   * member has seen), so a notice arriving meanwhile stays unread; answers how many and the count after.
   */
  readAllNotices: post(
    `${N}/read-all`,
    z.object({ kind, upToId: z.optional(id) }),
    z.object({ marked: z.number(), unread }),
    'member',
  ),
  /** The companies the member belongs to (for the header's company switcher). */
  businesses: get('/api/rs-member-service/member/businesses', z.object({}), z.array(business), 'member'),
  /** Switching company: checks membership and returns what the client stores as params. */
  switchCompany: post('/api/rs-member-service/member/switch-company', z.object({ companyId: id }), business, 'member'),
};
