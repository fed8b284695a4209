// Who may act, in one place. route() enforces each call's declared `who` (src/api/define.ts)
// before the input is read; acting policies ask the acting membership through actingBlock, which
// a page's "why can't I" reason (a detail's blocked button) reads too. The object-level rules that
// need the row run through one helper each, used by every module: the owner of the object
// (mustOwn), the sister-company rule (sameSide: one user's companies never deal with each other)
// and sealed until opening (isSealed).
import type { OperatorWho, Who } from '../../api/define';
import { OPS_ROLE_NAMES, type OpsRole } from '../../api/ops-dicts';
import type { Db } from '../db';
import { badRequest, forbidden, type AppError } from '../http/errors';
import type { Operator } from '../http/ops-session';
import type { Member } from '../http/session';
import { CERT_MSG, IDENTITY_CODE, PENDING_MSG, ROLE_MSG } from './members';
import { beijingDay, now } from './time';

/** The policies that ask about the acting membership: approved, and of a buyer or supplier company. */
export type Acting = Extract<Who, 'active' | 'buyer' | 'supplier'>;
export const isActing = (who: Who): who is Acting => who === 'active' || who === 'buyer' || who === 'supplier';

/**
 * '' when the member acts for their company as `who` asks, else why not: an approved membership; a
 * buyer company's, or one certified as both; for a supplier act, a company whose supplier
 * certification holds today (a supplier company or an applicant without one is told how to get it).
 */
export async function actingBlock(db: Db, me: Member, who: Acting): Promise<string> {
  const m = await db
    .selectFrom('memberships')
    .select(['identity', 'status'])
    .where('id', '=', me.membershipId)
    .executeTakeFirstOrThrow();
  if (m.status !== '1') return PENDING_MSG;
  if (who === 'active') return '';
  if (who === 'buyer')
    return m.identity === IDENTITY_CODE.buyer || (await certificationOf(db, me.companyId)).both ? '' : ROLE_MSG.buyer;
  const cert = await certificationOf(db, me.companyId);
  if (cert.valid) return '';
  return m.identity === IDENTITY_CODE.supplier || cert.applied ? CERT_MSG : ROLE_MSG.supplier;
}

/**
 * The company's supplier certification (owned by modules/onboarding, table supplier_cert): whether
 * it applied, whether it is certified through today (Beijing) and certified as buyer and supplier.
 */
async function certificationOf(
  db: Db,
  companyId: number,
): Promise<{ applied: boolean; valid: boolean; both: boolean }> {
  const c = await db
    .selectFrom('supplier_cert')
    .select(['status', 'scope', 'licence_valid_until'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const valid = c?.status === 'certified' && c.licence_valid_until >= beijingDay(now());
  return { applied: c !== undefined, valid, both: valid && c.scope === 'both' };
}

/** As actingBlock, a 400 saying why: what route() runs for an acting policy. */
export async function checkActing(db: Db, me: Member, who: Acting): Promise<void> {
  const why = await actingBlock(db, me, who);
  if (why) throw badRequest(why);
}

/** The operator's policies that name a role (`operator:<role>`): the operator must hold it. */
export const isOperatorRole = (who: Who): who is OperatorWho => who.startsWith('operator:');
export const roleOf = (who: OperatorWho): OpsRole => who.slice('operator:'.length) as OpsRole;
export const OPS_ROLE_MSG = (role: OpsRole) => `仅${OPS_ROLE_NAMES[role]}可以进行此操作`;

/** As `who` says, the operator holds the role, else 403 naming it: what route() runs for `operator:<role>`. */
export function checkOperator(op: Operator, who: OperatorWho): void {
  const role = roleOf(who);
  if (!op.roles.includes(role)) throw forbidden(OPS_ROLE_MSG(role));
}

/**
 * The owner rule: the row exists and belongs to the company the member acts for, else `refusal`
 * (a module's 404 or its reason). `ownerOf` names the row's owning company.
 */
export function mustOwn<R>(
  row: R | undefined,
  ownerOf: (row: R) => number | null,
  me: Pick<Member, 'companyId'>,
  refusal: AppError,
): asserts row is R {
  if (row === undefined || ownerOf(row) !== me.companyId) throw refusal;
}

/**
 * The sister-company rule: the member is on the owner's side of an object — acting for the owner
 * company, belonging to it (approved or under review) while acting for another, or having made
 * the object himself (`userId`). One user's companies never deal with each other.
 */
export async function sameSide(
  db: Db,
  me: Pick<Member, 'userId' | 'companyId'>,
  owner: { companyId: number; userId?: number | null },
): Promise<boolean> {
  if (owner.companyId === me.companyId || owner.userId === me.userId) return true;
  const m = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', me.userId)
    .where('company_id', '=', owner.companyId)
    .where('status', '!=', '2')
    .executeTakeFirst();
  return m !== undefined;
}

/**
 * Sealed until opening: a sealed value (a bid's or a sealed quote's price) is read by anyone but
 * its own company only from `opensAt` on; null: not opened yet. Stamps compare as text.
 */
export const isSealed = (opensAt: string | null, now: string): boolean => opensAt === null || now < opensAt;
