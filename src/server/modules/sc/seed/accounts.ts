// sc accounts: the five demo accounts of the README (a purchaser, a certified supplier, a pending
// supplier, one holding both roles, a rejected supplier) and members of the market's companies, with their roles,
// consents at the agreements' current versions, and notices. All passwords Test1234.
import { createHash } from 'node:crypto';
import {
  SC_AGREEMENTS,
  SC_REVIEW_WAIT,
  SC_ROLE_AGREEMENTS,
  type ScCertStatus,
  type ScRole,
} from '../../../../api/sc-dicts';
import { hashPassword } from '../../../floor/passwords';
import { HOUR, DAY, stamp } from '../../../floor/time';
import type { Market, MarketCompany } from '../../../db/seed/market';
import { mobile } from '../../../db/seed/market';
import { creditCode } from '../../../db/seed/companies';
import { personName } from '../../../db/seed/people';
import type { Rng } from '../../../db/seed/util';

export const SC_DEMO_PASSWORD = 'Test1234';

export interface SeedAccount {
  phone: string;
  company: string;
  cityCode: string;
  /** The company's code on the main site, when it has one. */
  creditCode?: string;
  contact: string;
  roles: { role: ScRole; status: ScCertStatus; submittedAgoMs: number }[];
}

export function seedAccounts(r: Rng, market: Market, tenderBuyer: MarketCompany | undefined): SeedAccount[] {
  const buyer = tenderBuyer ?? market.buyers[0];
  const supplier = market.suppliers[0];
  const pending = market.suppliers[1];
  const both = market.suppliers[2];
  const rejected = market.suppliers[3];
  const person = () => personName(r);
  const demo: SeedAccount[] = [
    {
      phone: '13900000001',
      company: buyer.name,
      cityCode: buyer.cityCode,
      creditCode: buyer.creditCode,
      contact: '周建华',
      roles: [{ role: 'purchaser', status: 'active', submittedAgoMs: 200 * DAY }],
    },
    {
      phone: '13900000002',
      company: supplier.name,
      cityCode: supplier.cityCode,
      creditCode: supplier.creditCode,
      contact: '林晓东',
      roles: [{ role: 'supplier', status: 'certified', submittedAgoMs: 150 * DAY }],
    },
    {
      phone: '13900000003',
      company: pending.name,
      cityCode: pending.cityCode,
      creditCode: pending.creditCode,
      contact: '陈丽娟',
      roles: [{ role: 'supplier', status: 'cert_pending', submittedAgoMs: 3 * HOUR }],
    },
    {
      phone: '13900000004',
      company: both.name,
      cityCode: both.cityCode,
      creditCode: both.creditCode,
      contact: '何志强',
      roles: [
        { role: 'purchaser', status: 'active', submittedAgoMs: 120 * DAY },
        { role: 'supplier', status: 'certified', submittedAgoMs: 118 * DAY },
      ],
    },
    {
      phone: '13900000005',
      company: rejected.name,
      cityCode: rejected.cityCode,
      creditCode: rejected.creditCode,
      contact: '郭文斌',
      roles: [{ role: 'supplier', status: 'rejected', submittedAgoMs: 2 * DAY }],
    },
  ];
  const taken = new Set(demo.map((d) => d.company));
  const others: SeedAccount[] = [];
  const phones = new Set(demo.map((d) => d.phone));
  const add = (c: MarketCompany, role: ScRole, status: ScCertStatus, agoMs: number) => {
    if (taken.has(c.name)) return;
    taken.add(c.name);
    let phone = mobile(r);
    while (phones.has(phone)) phone = mobile(r);
    phones.add(phone);
    others.push({
      phone,
      company: c.name,
      cityCode: c.cityCode,
      creditCode: c.creditCode,
      contact: person(),
      roles: [{ role, status, submittedAgoMs: agoMs }],
    });
  };
  for (const c of market.buyers.slice(1, 25)) add(c, 'purchaser', 'active', r.int(5, 400) * DAY);
  for (const c of market.suppliers.slice(4, 40)) {
    const roll = r.unit();
    // Most suppliers passed review long ago; a few wait in the console's queue (from an hour to
    // about a week: the 审核员 works oldest first), some were rejected or frozen.
    const status: ScCertStatus =
      roll < 0.8 ? 'certified' : roll < 0.9 ? 'cert_pending' : roll < 0.96 ? 'rejected' : 'frozen';
    add(c, 'supplier', status, status === 'cert_pending' ? r.int(1, 170) * HOUR : r.int(3, 400) * DAY);
  }
  return [...demo, ...others];
}

/** Why a review refused a supplier's details: each names what to fix in the resubmission. */
export const REJECT_REASONS = [
  '企业名称与营业执照登记名称不一致，请按营业执照填写企业全称后重新提交。',
  '统一社会信用代码与企业名称不匹配，请核对营业执照后重新提交。',
  '联系人信息无法核实，请填写企业在职的业务联系人后重新提交。',
];
const DEMO_COUNT = 5;

const salted = (phone: string) => createHash('sha256').update(`sc-demo-salt:${phone}`).digest().subarray(0, 16);

/** The rows of the accounts (ids from 1 in order), their roles, consents and notices. */
export async function accountRows(r: Rng, accounts: SeedAccount[], now: number) {
  const shared = await hashPassword(SC_DEMO_PASSWORD, salted('shared'));
  const rows = [];
  const roles = [];
  const consents = [];
  const notices = [];
  for (const [i, a] of accounts.entries()) {
    const id = i + 1;
    const first = Math.max(...a.roles.map((x) => x.submittedAgoMs));
    rows.push({
      id,
      phone: a.phone,
      password_hash: i < DEMO_COUNT ? await hashPassword(SC_DEMO_PASSWORD, salted(a.phone)) : shared,
      company_name: a.company,
      credit_code: a.creditCode || creditCode(r, a.cityCode),
      contact_name: a.contact,
      created_at: stamp(now - first),
    });
    for (const x of a.roles) {
      const submitted = now - x.submittedAgoMs;
      const reviewed =
        x.status === 'certified' || x.status === 'rejected' || x.status === 'frozen'
          ? stamp(submitted + r.int(2, 22) * HOUR)
          : null;
      const reason = x.status === 'rejected' ? r.pick(REJECT_REASONS) : '';
      roles.push({
        account_id: id,
        role: x.role,
        cert_status: x.status,
        submitted_at: stamp(submitted),
        reviewed_at: reviewed,
        reject_reason: reason,
      });
      for (const key of SC_ROLE_AGREEMENTS[x.role])
        consents.push({
          account_id: id,
          agreement: key,
          version: SC_AGREEMENTS[key].version,
          accepted_at: stamp(submitted),
        });
      if (x.status === 'cert_pending') {
        notices.push({
          account_id: id,
          title: '供应商认证审核中',
          content: `您的供应商注册资料已提交，${SC_REVIEW_WAIT}。`,
          is_read: 0,
          created_at: stamp(submitted),
        });
      }
      if (x.status === 'certified') {
        notices.push({
          account_id: id,
          title: '供应商认证已通过',
          content: '您的供应商认证资料已审核通过，现在可以报名参与招标项目。',
          is_read: i < DEMO_COUNT ? 0 : 1,
          created_at: reviewed!,
        });
      }
      if (x.status === 'rejected') {
        notices.push({ account_id: id, title: '供应商认证未通过', content: reason, is_read: 0, created_at: reviewed! });
      }
    }
  }
  return { rows, roles, consents, notices };
}
