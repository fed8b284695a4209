// Demo members (README lists them): 13800000001 in one company; 13800000002 in two companies
// (tenant chooser, company switching) plus a disabled membership; 13800000003 under review.
// All passwords Test1234. Salts derive from the phone so two seeds give identical rows.
import { MINUTE, stamp } from '../../floor/time';
import { createHash } from 'node:crypto';
import { hashPassword } from '../../floor/passwords';
import type { Identity, MemberStatus, NoticeTable } from '../schema-members';
import { syncIdSequence, type Tx } from './util';

export const DEMO_PASSWORD = 'Test1234';
export const DEMO_INVITE_CODE = 'JCT2026';

export const DEMO_COMPANIES = [
  { id: 1, tenant_id: '100001', name: '南京华建建设工程有限公司', org_code: '91320102MA1N2B3C4D' },
  { id: 2, tenant_id: '100002', name: '上海恒信建材贸易有限公司', org_code: '91310115MA1K4E5F6G' },
  { id: 3, tenant_id: '100003', name: '杭州鼎盛建筑工程有限公司', org_code: '91330106MA2H7J8K9L' },
  { id: 4, tenant_id: '100004', name: '苏州远航新型建材有限公司', org_code: '' },
] as const;

export const DEMO_USERS = [
  { id: 1, phone: '13800000001', nick_name: '张经理' },
  { id: 2, phone: '13800000002', nick_name: '李采购' },
  { id: 3, phone: '13800000003', nick_name: '' },
] as const;

const MEMBERSHIPS: {
  user_id: number;
  company_id: number;
  identity: Identity;
  status: MemberStatus;
  is_default: number;
}[] = [
  { user_id: 1, company_id: 1, identity: '1', status: '1', is_default: 1 },
  { user_id: 2, company_id: 2, identity: '2', status: '1', is_default: 1 },
  { user_id: 2, company_id: 3, identity: '1', status: '1', is_default: 0 },
  { user_id: 2, company_id: 1, identity: '1', status: '2', is_default: 0 },
  { user_id: 3, company_id: 4, identity: '2', status: '0', is_default: 1 },
];

type Notice = Omit<NoticeTable, 'id' | 'created_at' | 'content' | 'link' | 'object_kind' | 'object_id'>;
const n = (
  company_id: number,
  kind: Notice['kind'],
  title: string,
  is_read = 0,
  user_id: number | null = null,
): Notice => ({
  company_id,
  user_id,
  kind,
  title,
  is_read,
});
const NOTICES: Notice[] = [
  n(1, 'order', '您的订单 DD202611200001 已发货'),
  n(1, 'order', '您的订单 DD202611190003 待确认收货'),
  n(1, 'order', '供应商已对询价单 XJ20261118002 报价', 0, 1),
  n(1, 'system', '平台将于 11 月 22 日 0:00-2:00 进行系统维护'),
  n(1, 'system', '欢迎加入建采通，请完善企业资料'),
  n(1, 'order', '您的订单 DD202611100008 已完成', 1),
  n(2, 'order', '您有新的采购订单 DD202611200015 待确认'),
  n(2, 'system', '您的店铺资质审核已通过'),
  n(2, 'system', '平台服务协议更新通知'),
  n(2, 'system', '年末钢材价格行情报告已发布'),
  n(2, 'system', '请及时更新商品库存', 0, 2),
  n(3, 'system', '您的企业认证已通过'),
];

export async function seedMembers(tx: Tx, now: number): Promise<void> {
  const at = (minutesAgo: number) => stamp(now - minutesAgo * MINUTE);
  const created = at(60 * 24 * 30);
  await tx
    .insertInto('companies')
    .values(DEMO_COMPANIES.map((c) => ({ ...c, invite_code: null, created_at: created })))
    .execute();
  const users = [];
  for (const u of DEMO_USERS) {
    const salt = createHash('sha256').update(`demo-salt:${u.phone}`).digest().subarray(0, 16);
    users.push({ ...u, password_hash: await hashPassword(DEMO_PASSWORD, salt), created_at: created });
  }
  await tx.insertInto('users').values(users).execute();
  await tx
    .insertInto('memberships')
    .values(MEMBERSHIPS.map((m) => ({ ...m, created_at: created })))
    .execute();
  await tx
    .insertInto('notices')
    .values(
      NOTICES.map((x, i) => ({ ...x, content: `${x.title}。详情请到用户中心查看。`, created_at: at(600 - i * 30) })),
    )
    .execute();
  await tx
    .insertInto('invites')
    .values({ code: DEMO_INVITE_CODE, company_id: 1, inviter_user_id: 1, created_at: created })
    .execute();
  for (const table of ['companies', 'users'] as const) await syncIdSequence(tx, table);
}
