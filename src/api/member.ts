// rs-member-service: who is logged in, for which company, unread notices, company switching.
// Member calls act for the company in the Switch-To-Company-Id header when the member belongs
// to it, else for the session's own company.
import { get, id, post, z } from './define';
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

export const member = {
  /** getCode: is this phone registered? */
  getCode: post('/api/rs-member-service/member/get-code', z.object({ phoneNumber: phone }), z.object({ registered: z.boolean() }), 'none'),
  userInfo: get('/api/rs-member-service/member/info-detail', z.object({}), userInfo, 'required'),
  unreadCount: get('/api/rs-member-service/notice/unread-count', z.object({}), z.object({ order: z.number(), system: z.number() }), 'required'),
  /** The companies the member belongs to (for the header's company switcher). */
  businesses: get('/api/rs-member-service/member/businesses', z.object({}), z.array(business), 'required'),
  /** Switching company: checks membership and returns what the client stores as params. */
  switchCompany: post('/api/rs-member-service/member/switch-company', z.object({ companyId: id }), business, 'required'),
};
