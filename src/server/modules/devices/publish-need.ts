// Publishing a demand (求租, new or an edit of the company's own): the start and deadline rules
// against the clock, the review desk, and at most MAX_OPEN open demands per company (under the
// company's lock, as for supply listings).
import type { z } from '../../../api/define';
import type { SavedListing } from '../../../api/devices';
import { categoryOfType, NEED_STATE_NAMES } from '../../../api/devices-dicts';
import type { needForm } from '../../../api/devices-forms';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { checkPlace } from '../../floor/places';
import { beijingDay, stamp } from '../../floor/time';
import { addDays } from './days';
import { MAX_OPEN, openCount, ownRow, stateAfter } from './publish';
import { deviceVerdict } from './review';

type Need = z.output<typeof needForm>;

function checkNeed(f: Need, nowMs: number): void {
  const day = beijingDay(nowMs);
  if (f.startDate < day || f.startDate > addDays(day, 365))
    throw badRequest('参数错误：startDate 进场日期须在今天起一年内');
  if (f.deadline < day) throw badRequest('参数错误：deadline 截止日期不能早于今天');
  if (f.deadline > f.startDate) throw badRequest('参数错误：deadline 截止日期不能晚于进场日期');
}

export async function publishNeed(db: Db, me: Member, f: Need, nowMs: number): Promise<SavedListing> {
  checkNeed(f, nowMs);
  await checkPlace(db, f.provinceCode, f.cityCode);
  const verdict = deviceVerdict([f.title, f.address, f.description]);
  const at = stamp(nowMs).slice(0, 19);
  const row = {
    company_id: me.companyId,
    user_id: me.userId,
    title: f.title,
    category_code: categoryOfType(f.typeCode)!.code,
    type_code: f.typeCode,
    spec_min: f.specMin ?? null,
    quantity: f.quantity,
    work_kind: f.workKind,
    province_code: f.provinceCode,
    city_code: f.cityCode,
    address: f.address,
    start_date: f.startDate,
    duration_days: f.durationDays,
    rent_mode: f.rentMode,
    budget_price: f.budgetPrice ?? null,
    with_operator: f.withOperator ? 1 : 0,
    deadline: f.deadline,
    description: f.description,
    contact_name: f.contactName,
    contact_phone: f.contactPhone,
  } as const;
  return withOwnerLock(db, 'companies', me.companyId, async (tx) => {
    const prev = f.id ? await ownRow(tx, 'device_need', f.id, me.companyId) : null;
    if ((await openCount(tx, 'device_need', me.companyId, f.id)) >= MAX_OPEN)
      throw badRequest(`每家企业最多同时发布 ${MAX_OPEN} 条求租信息`);
    const { state, note } = await stateAfter(tx, 'need', f.id, prev, verdict);
    const values = {
      ...row,
      state,
      review_note: note,
      publish_time: prev?.publishTime ?? (state === 'pending_review' ? null : at),
    };
    let id = f.id;
    if (id) await tx.updateTable('device_need').set(values).where('id', '=', id).execute();
    else
      id = (
        await tx
          .insertInto('device_need')
          .values({ ...values, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return { id, state, stateName: NEED_STATE_NAMES[state], reviewNote: note };
  });
}
