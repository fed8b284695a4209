// The console's seed part: an operator of every role (README lists accounts, passwords and TOTP
// secrets; the secrets derive from the account so every seed gives the same ones) and members'
// requests to join market companies, pending for 20 minutes up to 12 days (beside the demo
// member 13800000003's, 30 days old), so the first queue has items of varied ages.
import { createHash } from 'node:crypto';
import type { OpsRole } from '../../../../api/ops-dicts';
import { addJoinRequest } from '../../../floor/members';
import { hashPassword } from '../../../floor/passwords';
import { demoTotpSecret } from '../../../floor/operators';
import { MINUTE, stamp } from '../../../floor/time';
import type { SeedPart } from '../../../db/seed/part';
import { DEMO_PASSWORD } from '../../../db/seed/members';

export const OPS_DEMO_PASSWORD = 'Ops12345';

/** The desk operators of finance institutions 2–18 (issue 45), in institution order. */
const DESK_NAMES = [
  '钱磊',
  '孙丽',
  '李强',
  '周婷',
  '吴涛',
  '郑敏',
  '王芳',
  '冯军',
  '陈静',
  '褚伟',
  '卫琳',
  '蒋超',
  '沈洁',
  '韩冰',
  '杨帆',
  '朱红',
  '秦明',
];

/** The demo operators; a 机构经办 works for each finance institution (jigou01 for the first). */
export const DEMO_OPERATORS: { account: string; name: string; roles: OpsRole[]; institutionId?: number }[] = [
  { account: 'admin', name: '系统管理员', roles: ['admin'] },
  { account: 'shenhe01', name: '审核员王静', roles: ['reviewer'] },
  { account: 'shenhe02', name: '审核员刘洋', roles: ['reviewer'] },
  { account: 'shenhe03', name: '审核员何平', roles: ['reviewer'] },
  { account: 'shenhe04', name: '审核员孔亮', roles: ['reviewer'] },
  { account: 'bianji01', name: '内容编辑陈晨', roles: ['content'] },
  { account: 'jigou01', name: '机构经办赵敏', roles: ['institution'], institutionId: 1 },
  { account: 'zhuanjia01', name: '评标专家孙涛', roles: ['expert'] },
  // Issue 45: every seeded finance institution (ids 2–18) has its desk operator too: jigou02 … jigou18.
  ...DESK_NAMES.map((name, i) => ({
    account: `jigou${String(i + 2).padStart(2, '0')}`,
    name: `机构经办${name}`,
    roles: ['institution' as const],
    institutionId: i + 2,
  })),
];

const digest = (s: string) => createHash('sha256').update(s).digest();
/** The demo TOTP secret of an account (base32): the same on every seed (the floor's, shared with the expert pool's seed). */
export { demoTotpSecret };

/** Join requests: [phone, nick name, market company index, identity, minutes ago]. */
const JOINS: [string, string, number, 'buyer' | 'supplier', number][] = [
  ['13700000101', '周工', 2, 'buyer', 20],
  ['13700000102', '吴采购', 3, 'buyer', 3 * 60],
  ['13700000103', '郑经理', 1, 'supplier', 26 * 60],
  ['13700000104', '', 4, 'buyer', 3 * 24 * 60],
  ['13700000105', '冯主管', 2, 'supplier', 6 * 24 * 60],
  ['13700000106', '陈助理', 5, 'buyer', 12 * 24 * 60],
];

export const opsSeed: SeedPart = {
  tables: ['ops_audit', 'ops_claim', 'ops_login_failures', 'ops_session', 'ops_operator_role', 'ops_operator'],
  async run(tx, { now, market }) {
    const created = stamp(now - 90 * 24 * 60 * MINUTE);
    for (const o of DEMO_OPERATORS) {
      const hash = await hashPassword(OPS_DEMO_PASSWORD, digest(`ops-salt:${o.account}`).subarray(0, 16));
      const row = await tx
        .insertInto('ops_operator')
        .values({
          account: o.account,
          name: o.name,
          password_hash: hash,
          totp_secret: demoTotpSecret(o.account),
          totp_step: 0,
          institution_id: o.institutionId ?? null,
          disabled: 0,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('ops_operator_role')
        .values(o.roles.map((role) => ({ operator_id: row.id, role })))
        .execute();
    }
    const joinHash = await hashPassword(DEMO_PASSWORD, digest('ops-join-salt').subarray(0, 16));
    for (const [phone, nickName, index, identity, minutesAgo] of JOINS) {
      const companies = identity === 'buyer' ? market.buyers : market.suppliers;
      const company = companies[index % companies.length];
      await addJoinRequest(
        tx,
        { phone, nickName, passwordHash: joinHash },
        company.id,
        identity,
        stamp(now - minutesAgo * MINUTE),
      );
    }
  },
};
