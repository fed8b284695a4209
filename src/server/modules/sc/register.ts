// A new sc account: the account, its role (a purchaser acts at once; a supplier is cert_pending
// until reviewed), the two consents with their versions and times, and for a supplier the notice
// that the review has started. One transaction; a lost race on the unique phone says so.
import type { ScRole } from '../../../api/sc-dicts';
import { SC_REVIEW_WAIT } from '../../../api/sc-dicts';
import type { Db } from '../../db';
import { stamp } from '../../floor/time';

export interface NewAccount {
  role: ScRole;
  phone: string;
  passwordHash: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  agreements: { key: string; version: string }[];
}

export async function registerAccount(db: Db, a: NewAccount, onConflict: () => Promise<void>): Promise<number> {
  const at = stamp();
  try {
    return await db.transaction().execute(async (tx) => {
      const account = await tx
        .insertInto('sc_account')
        .values({
          phone: a.phone,
          password_hash: a.passwordHash,
          company_name: a.companyName.trim(),
          credit_code: a.creditCode,
          contact_name: a.contactName.trim(),
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('sc_role')
        .values({
          account_id: account.id,
          role: a.role,
          cert_status: a.role === 'purchaser' ? 'active' : 'cert_pending',
          submitted_at: at,
          reviewed_at: null,
        })
        .execute();
      await tx
        .insertInto('sc_consent')
        .values(
          a.agreements.map((g) => ({ account_id: account.id, agreement: g.key, version: g.version, accepted_at: at })),
        )
        .execute();
      if (a.role === 'supplier') {
        await tx
          .insertInto('sc_notice')
          .values({
            account_id: account.id,
            title: '供应商认证审核中',
            content: `您的供应商注册资料已提交，${SC_REVIEW_WAIT}，审核通过后即可报名参与招标项目。`,
            created_at: at,
          })
          .execute();
      }
      return account.id;
    });
  } catch (err) {
    await onConflict();
    throw err;
  }
}
