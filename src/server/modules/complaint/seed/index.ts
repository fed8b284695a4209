// The complaint seed part: open complaints by the demo members (13800000001, 13800000002) about
// other companies' public listings — an equipment listing, a tender, a subcontract package — and
// about a company, submitted from an hour to nine days before the seed clock, so the console's
// 举报处理 queue has items of varied ages. Deterministic (fixed picks, no random source).
import type { ComplaintObject, ComplaintReason } from '../../../../api/complaint';
import type { SeedPart } from '../../../db/seed/part';
import { DAY, HOUR, stamp } from '../../../floor/time';
import { OBJECT_KINDS } from '../objects';

const PLAN: { phone: string; kind: ComplaintObject; reason: ComplaintReason; agoMs: number; text: string }[] = [
  {
    phone: '13800000001',
    kind: 'device',
    reason: 'fake',
    agoMs: 9 * DAY,
    text: '电话联系后称设备早已租出，图片与实物不符',
  },
  { phone: '13800000002', kind: 'tender', reason: 'fee', agoMs: 3 * DAY, text: '对方要求先缴纳资料费才能获取招标文件' },
  {
    phone: '13800000001',
    kind: 'project',
    reason: 'contact',
    agoMs: 20 * HOUR,
    text: '分包范围中留有私人微信号，要求线下联系',
  },
  {
    phone: '13800000002',
    kind: 'company',
    reason: 'other',
    agoMs: 1 * HOUR,
    text: '该公司多次报价后不履约，请平台核查',
  },
];

const TABLE = { device: 'device_supply', tender: 'tender', project: 'project_package', company: 'companies' } as const;

export const complaintSeed: SeedPart = {
  tables: ['complaint'],
  async run(tx, { now }) {
    const rows = [];
    for (const p of PLAN) {
      const m = await tx
        .selectFrom('users as u')
        .innerJoin('memberships as m', 'm.user_id', 'u.id')
        .select(['m.user_id', 'm.company_id'])
        .where('u.phone', '=', p.phone)
        .where('m.status', '=', '1')
        .orderBy('m.is_default', 'desc')
        .executeTakeFirst();
      if (!m) continue;
      const table = TABLE[p.kind as keyof typeof TABLE];
      // The newest rows of another company: a public one of the kind.
      const ids = await tx.selectFrom(table).select('id').orderBy('id', 'desc').limit(40).execute();
      for (const { id } of ids) {
        const found = await OBJECT_KINDS[p.kind].find(tx, id);
        if (!found || found.ownerCompanyId === m.company_id) continue;
        rows.push({
          company_id: m.company_id,
          user_id: m.user_id,
          object_kind: p.kind,
          object_id: id,
          object_title: found.title.slice(0, 200),
          owner_company_id: found.ownerCompanyId,
          reason: p.reason,
          description: p.text,
          status: 'open' as const,
          created_at: stamp(now - p.agoMs),
          decided_at: null,
        });
        break;
      }
    }
    if (rows.length) await tx.insertInto('complaint').values(rows).execute();
  },
};
