// rs-member-service/complaint: a logged-in member reports (举报/投诉) a public listing or a
// company with a reason and a description; one open complaint per member and object. A 审核员
// decides it in the operations console (queue kind `complaint`, 举报处理): 属实 (the listing is
// taken down where its section allows, the owner company told) or 不属实; the complainant is told
// either way (docs/sections/complaint.md).
import { int, post, str, z } from './define';

/** What can be reported: the public detail pages, and a company. */
export const COMPLAINT_OBJECTS = [
  'goods',
  'shop',
  'inquiry',
  'tender',
  'device',
  'deviceNeed',
  'laborJob',
  'project',
  'ground',
  'company',
] as const;
export type ComplaintObject = (typeof COMPLAINT_OBJECTS)[number];
export const COMPLAINT_OBJECT_NAMES: Record<ComplaintObject, string> = {
  goods: '商品',
  shop: '店铺',
  inquiry: '询价',
  tender: '招标',
  device: '设备出租',
  deviceNeed: '设备求租',
  laborJob: '招工',
  project: '分包项目',
  ground: '供应点',
  company: '企业',
};

export const COMPLAINT_REASONS = ['fake', 'fee', 'contact', 'infringe', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const COMPLAINT_REASON_NAMES: Record<ComplaintReason, string> = {
  fake: '虚假信息',
  fee: '收取费用',
  contact: '泄露联系方式',
  infringe: '侵权',
  other: '其他',
};

/** open 处理中 → upheld 属实 | dismissed 不属实. */
export const COMPLAINT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_NAMES: Record<ComplaintStatus, string> = {
  open: '处理中',
  upheld: '属实',
  dismissed: '不属实',
};

export const DESCRIPTION_MIN = 5;
export const DESCRIPTION_MAX = 500;

export const complaintForm = z.object({
  objectKind: z.enum(COMPLAINT_OBJECTS),
  objectId: int(1, Number.MAX_SAFE_INTEGER),
  reason: z.enum(COMPLAINT_REASONS),
  description: str(z.trim(), z.minLength(DESCRIPTION_MIN), z.maxLength(DESCRIPTION_MAX)),
});
export type ComplaintForm = z.input<typeof complaintForm>;

export const complaintView = z.object({
  id: z.number(),
  objectKind: z.enum(COMPLAINT_OBJECTS),
  objectTitle: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  statusName: z.string(),
});
export type ComplaintView = z.infer<typeof complaintView>;

const P = '/api/rs-member-service/complaint';

export const complaint = {
  /** Report a public listing or a company: 400 when this member's earlier report of it is still open. */
  submit: post(`${P}/submit`, complaintForm, complaintView, 'active', {
    objectKind: '举报内容类型',
    objectId: '举报内容',
  }),
};
