// The onboarding seed part: every company with a supplier membership, and every market company
// but the 建设单位 and the demo buyer companies, is certified (its licence valid for years, so every
// seeded supplier acts as today), and one more company, 无锡锦程钢构材料
// 有限公司 (member 13800000008, Test1234, a buyer today), has an application waiting in the
// 审核员's queue. Seeded applications carry no licence upload (the upload store has no seeded
// files): the console says so. Deterministic: its own random source (ONBOARDING_SEED).
import { createHash } from 'node:crypto';
import { isUscc } from '../../../../api/finance-fields';
import { creditCode } from '../../../db/seed/companies';
import { marketRng } from '../../../db/seed/market';
import { partyOf } from '../../../db/seed/market-model';
import { DEMO_PASSWORD } from '../../../db/seed/members';
import type { SeedPart } from '../../../db/seed/part';
import { insertBatched } from '../../../db/seed/util';
import { beijingDay, DAY, HOUR, stamp } from '../../../floor/time';
import { hashPassword } from '../../../floor/passwords';

/** The random source of the onboarding seed (marketRng). */
export const ONBOARDING_SEED = 2_400_001;

/** The demo applicant: a company registered two days ago whose application waits for review. */
export const PENDING_APPLICANT = {
  phone: '13800000008',
  nickName: '周经理',
  tenantId: '100008',
  companyName: '无锡锦程钢构材料有限公司',
} as const;

const SCOPE_PROVINCES = ['320000', '310000', '330000', '340000'];

export const onboardingSeed: SeedPart = {
  tables: ['supplier_cert'],
  async run(tx, { now }) {
    const r = marketRng(ONBOARDING_SEED, now);
    const categories = (
      await tx.selectFrom('category').select('id').where('level', '=', 1).orderBy('sort').execute()
    ).map((c) => c.id);
    // Certified: every company with a supplier membership, and every market company that sells,
    // lets, builds or consults (market-model.ts: all but the 建设单位), which tenders invite; not a
    // company whose members act for it as buyers (the demo 南京华建 and 杭州鼎盛 stay buyer companies).
    const companies = await tx
      .selectFrom('companies as c')
      .select(['c.id', 'c.name', 'c.org_code', 'c.created_at'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('memberships as m')
              .select('m.id')
              .whereRef('m.company_id', '=', 'c.id')
              .where('m.identity', '=', '2'),
          )
          .as('supplies'),
      )
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('memberships as m')
              .select('m.id')
              .whereRef('m.company_id', '=', 'c.id')
              .where('m.identity', '=', '1'),
          )
          .as('buys'),
      )
      .orderBy('c.id')
      .execute();
    const suppliers = companies.filter((c) => {
      const p = partyOf(c.name);
      return !!c.supplies || (!c.buys && p !== null && p.kind !== 'owner');
    });
    const today = beijingDay(now);
    const rows = suppliers.map((c) => ({
      company_id: c.id,
      scope: 'supplier' as const,
      status: 'certified' as const,
      credit_code: isUscc(c.org_code) ? c.org_code : creditCode(r, r.pick(SCOPE_PROVINCES)),
      legal_person: r.faker.person.fullName(),
      licence_attach_id: '',
      licence_valid_until: `${Number(today.slice(0, 4)) + r.int(3, 20)}-12-31`,
      category_ids: r.some(categories, 1, 4).join(','),
      province_codes: r.some(SCOPE_PROVINCES, 1, 3).join(','),
      contact_name: r.faker.person.fullName(),
      contact_phone: `139${String(r.int(0, 99_999_999)).padStart(8, '0')}`,
      submitted_at: stamp(now - r.int(30, 400) * DAY),
      decided_at: stamp(now - r.int(1, 29) * DAY),
      reject_reason: '',
    }));
    await insertBatched(tx, 'supplier_cert', rows);
    await seedApplicant(tx, now, categories);
  },
};

async function seedApplicant(tx: Parameters<SeedPart['run']>[0], now: number, categories: number[]): Promise<void> {
  const a = PENDING_APPLICANT;
  const created = stamp(now - 2 * DAY);
  const salt = createHash('sha256').update(`demo-salt:${a.phone}`).digest().subarray(0, 16);
  const user = await tx
    .insertInto('users')
    .values({
      phone: a.phone,
      password_hash: await hashPassword(DEMO_PASSWORD, salt),
      nick_name: a.nickName,
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await tx
    .insertInto('companies')
    .values({ tenant_id: a.tenantId, name: a.companyName, org_code: '', invite_code: null, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('memberships')
    .values({
      user_id: user.id,
      company_id: company.id,
      identity: '1',
      status: '1',
      is_default: 1,
      created_at: created,
    })
    .execute();
  const code = creditCode(marketRng(ONBOARDING_SEED + 1, now), '320200');
  await tx
    .insertInto('supplier_cert')
    .values({
      company_id: company.id,
      scope: 'both',
      status: 'pending',
      credit_code: code,
      legal_person: '周建国',
      licence_attach_id: '',
      licence_valid_until: '2045-06-30',
      category_ids: categories.slice(0, 2).join(','),
      province_codes: '320000,310000',
      contact_name: '周建国',
      contact_phone: a.phone,
      submitted_at: stamp(now - 26 * HOUR),
      decided_at: null,
      reject_reason: '',
    })
    .execute();
}
