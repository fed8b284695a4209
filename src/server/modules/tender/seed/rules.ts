// What each seeded tender fixed at publishing (issue 46), drawn from its id and type so the
// market's random draws stay where they were: the evaluation method with a scoring sheet summing
// to 100 with a price item, the required bid documents, the single-source reasons; and the
// invitations of every 邀请招标 (≥ 3 certified suppliers, 招标投标法 第十七条): every company
// registered on one is an invitee that accepted, the others pending (while registration is
// open), accepted or declined; the demo supplier 上海恒信 holds pending invitations to answer.
import type { Insertable } from 'kysely';
import type { Db } from '../../../db';
import type { Market } from '../../../db/seed/market';
import { insertBatched } from '../../../db/seed/util';
import { INVITEES_MIN } from '../../../../api/tender-rules';
import { INVITED_TENDER } from '../clocks';
import type { TenderInvitationTable, TenderTable } from '../schema';

const SHEETS = [
  [
    { name: '投标报价', category: 'price', weight: 60 },
    { name: '技术方案', category: 'technical', weight: 25 },
    { name: '商务条款', category: 'commercial', weight: 15 },
  ],
  [
    { name: '投标报价', category: 'price', weight: 40 },
    { name: '施工组织设计', category: 'technical', weight: 30 },
    { name: '项目管理机构', category: 'technical', weight: 15 },
    { name: '企业业绩与信誉', category: 'commercial', weight: 15 },
  ],
  [
    { name: '投标报价', category: 'price', weight: 50 },
    { name: '产品质量与技术参数', category: 'technical', weight: 30 },
    { name: '供货期与售后服务', category: 'commercial', weight: 20 },
  ],
];

/** Required documents by tender type: 施工 and 咨询 ask for the technical bid too. */
const DOCS: Record<string, string[]> = {
  '1': ['business', 'technical', 'quote', 'qualification'],
  '2': ['business', 'quote', 'qualification'],
  '3': ['quote', 'qualification'],
  '4': ['business', 'quote'],
  '5': ['business', 'technical', 'quote'],
  '6': ['technical', 'quote'],
};

export const SINGLE_REASONS = [
  '采购的设备为专利产品，只能从唯一供应商处采购',
  '为保证与原有设备配套和服务一致，须继续从原供应商处添购',
  '原施工单位承担的后续专业工程，技术上不可分割',
];

export function publishRulesOf(id: number, type: string) {
  const lowest = id % 5 === 0;
  return {
    evaluation_method: lowest ? 'lowest' : 'composite',
    score_items: lowest ? null : JSON.stringify(SHEETS[id % SHEETS.length]),
    required_docs: JSON.stringify(DOCS[type] ?? ['quote']),
  };
}

type Row = Insertable<TenderTable> & { id: number };

export async function seedInvitations(db: Db, rows: Row[], nowStamp: string, market: Market): Promise<void> {
  const invited = rows.filter((t) => t.method_code === INVITED_TENDER);
  if (!invited.length) return;
  const parts = await db
    .selectFrom('tender_participation')
    .select(['tender_id', 'company_id'])
    .where(
      'tender_id',
      'in',
      invited.map((t) => t.id),
    )
    .execute();
  const suppliers = market.suppliers;
  const out: Insertable<TenderInvitationTable>[] = [];
  let demoPending = 0;
  for (const t of invited) {
    const open = t.registration_deadline > nowStamp;
    const answered = (n: number) => (open && n % 3 === 0 ? null : t.publish_time);
    const ids = new Set(parts.filter((p) => p.tender_id === t.id).map((p) => p.company_id));
    for (const companyId of ids)
      out.push({
        tender_id: t.id,
        company_id: companyId,
        status: '1',
        note: '',
        created_at: t.publish_time,
        answered_at: t.publish_time,
      });
    // The demo supplier is invited (pending) to the first open invited tenders it is not in.
    const extra: number[] = [];
    if (open && demoPending < 3 && !ids.has(2) && t.company_id !== 2) {
      extra.push(2);
      demoPending++;
    }
    for (let k = 0; ids.size + extra.length < INVITEES_MIN + (t.id % 3); k++) {
      const c = suppliers[(t.id * 7 + k * 13) % suppliers.length];
      if (c.id !== t.company_id && !ids.has(c.id) && !extra.includes(c.id)) extra.push(c.id);
    }
    extra.forEach((companyId, n) => {
      const at = companyId === 2 ? null : answered(n + t.id);
      out.push({
        tender_id: t.id,
        company_id: companyId,
        status: at === null ? '0' : (n + t.id) % 4 === 0 ? '2' : '1',
        note: at !== null && (n + t.id) % 4 === 0 ? '近期产能已满，谢谢邀请' : '',
        created_at: t.publish_time,
        answered_at: at,
      });
    });
  }
  await insertBatched(db, 'tender_invitation', out);
}
