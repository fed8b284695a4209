// One default address per owner, enforced by the database: a partial unique index. Owners
// that already have several defaults (parallel saves could make them) keep the newest.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update member_address set is_default = 0
    where is_default = 1 and exists (
      select 1 from member_address newer
      where newer.user_id = member_address.user_id and newer.company_id = member_address.company_id
        and newer.is_default = 1 and newer.id > member_address.id)`.execute(db);
  await db.schema
    .createIndex('member_address_one_default')
    .on('member_address')
    .columns(['user_id', 'company_id'])
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}
