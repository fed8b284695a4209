// A worker's 找活名片 from the form: new (one open card per member) or edited, its 特种作业
// certificates checked (numbers, dates, photos the member uploaded) and kept checked when they
// did not change; the job posts and teams: ./publish.ts.
import type { z } from '../../../api/define';
import { CARD_STATE_NAMES, certProblem } from '../../../api/labor-trades';
import type { SavedListing, workerForm } from '../../../api/labor-member';
import type { Db } from '../../db';
import { withOwnerLock } from '../../db/owner-lock';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { beijingDay, stampOf } from '../../floor/time';
import { attachUpload, ownsUploads } from '../../storage/uploads';
import { openCards, ownCardStatus } from './own';
import { cardColumns, LABOR_MSG, writeTrades } from './publish';

/** Checks the card's certificates: 400 naming the first wrong one. */
function checkCerts(f: z.output<typeof workerForm>, nowMs: number): void {
  const today = beijingDay(nowMs);
  const year = Number(today.slice(0, 4));
  f.certificates.forEach((c, i) => {
    const problem = certProblem(c, f.trades, year);
    if (problem) throw badRequest(`参数错误：certificates.${i}.number ${problem}`);
    if (c.issuedAt > today) throw badRequest(`参数错误：certificates.${i}.issuedAt 发证日期不能晚于今天`);
    if (c.expiresAt <= c.issuedAt) throw badRequest(`参数错误：certificates.${i}.expiresAt 有效期须晚于发证日期`);
    if (c.number.slice(4, 8) !== c.issuedAt.slice(0, 4))
      throw badRequest(`参数错误：certificates.${i}.issuedAt 发证年份应与证书编号中的年份一致`);
  });
}

const PHOTO_REFUSED = '参数错误：certificates.photoId 证书照片不存在或不属于您';

async function checkPhotos(db: Db, me: Member, f: z.output<typeof workerForm>): Promise<void> {
  const ids = f.certificates.map((c) => c.photoId).filter((x): x is string => !!x);
  if (!(await ownsUploads(db, me.userId, ids))) throw badRequest(PHOTO_REFUSED);
}

export async function saveWorker(
  db: Db,
  me: Member,
  f: z.output<typeof workerForm>,
  nowMs: number,
): Promise<SavedListing> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const home = await db.selectFrom('region').select('level').where('code', '=', f.hometownCode).executeTakeFirst();
  if (home?.level !== 1) throw badRequest('参数错误：hometownCode 请选择正确的籍贯省份');
  checkCerts(f, nowMs);
  await checkPhotos(db, me, f);
  const t = stampOf(nowMs);
  const values = {
    surname: f.surname,
    full_name: f.fullName,
    phone: normalizePhone(f.phone),
    years: f.years,
    age: f.age,
    hometown_code: f.hometownCode,
    expected_wage: f.expectedWage,
    wage_unit: f.wageUnit,
    is_leader: f.isLeader ? 1 : 0,
    ...cardColumns(f, t),
  };
  const id = await withOwnerLock(db, 'users', me.userId, async (tx) => {
    let id = f.id;
    if (id === undefined) {
      if ((await openCards(tx, 'worker', me.userId)) > 0) throw badRequest(LABOR_MSG.oneCard);
      id = (
        await tx
          .insertInto('labor_worker')
          .values({ ...values, user_id: me.userId, real_name_verified: 0, rating: 0, status: 'open', created_at: t })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await ownCardStatus(tx, 'worker', id, me.userId);
      await tx.updateTable('labor_worker').set(values).where('id', '=', id).execute();
    }
    // A certificate kept as it was keeps its check (已核验 / 核验不符); a changed one is unchecked.
    const before = await tx
      .selectFrom('labor_certificate')
      .select(['type_code', 'number', 'province_code', 'issued_at', 'expires_at', 'verified', 'checked_at'])
      .where('worker_id', '=', id)
      .execute();
    await tx.deleteFrom('labor_certificate').where('worker_id', '=', id).execute();
    await writeTrades(tx, 'worker', id, f.trades);
    const certs = f.certificates.map((c) => {
      const kept = before.find(
        (b) =>
          b.type_code === c.typeCode &&
          b.number === c.number &&
          b.province_code === c.provinceCode &&
          b.issued_at === c.issuedAt &&
          b.expires_at === c.expiresAt,
      );
      const check = kept ? { verified: kept.verified, checked_at: kept.checked_at } : { verified: 0 };
      return {
        worker_id: id,
        type_code: c.typeCode,
        number: c.number,
        province_code: c.provinceCode,
        issued_at: c.issuedAt,
        expires_at: c.expiresAt,
        photo_id: c.photoId ?? null,
        ...check,
      };
    });
    if (certs.length) await tx.insertInto('labor_certificate').values(certs).execute();
    // The photos are the card's from now on: no orphans for the upload purge.
    for (const photoId of new Set(certs.flatMap((c) => c.photo_id ?? [])))
      if (!(await attachUpload(tx, photoId, me.companyId, nowMs))) throw badRequest(PHOTO_REFUSED);
    return id;
  });
  return { id, state: 'open', stateName: CARD_STATE_NAMES.open, note: '' };
}
