// One of the company's own listings as its publish form again (the edit screen): every field as
// stored, and the photos' and certificates' uploads for the upload fields. Unknown ids and other
// companies' listings are 404 alike (detail() turns undefined into the 404).
import { uploadPaths, type UploadedFile } from '../../../api/resource';
import type { NeedEdit, SupplyEdit } from '../../../api/devices-forms';
import { NEED_STATE_NAMES, SUPPLY_STATE_NAMES } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import type { Member } from '../../http/session';
import { uploadDb } from '../../storage/uploads';
import { today } from './days';
import { needState } from './needs';

const num = (v: number | string | null) => (v === null ? undefined : Number(v));

/** The uploads behind a listing's files, as the upload call answered them. */
async function uploadsOf(db: Db, ids: string[]): Promise<UploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await uploadDb(db).selectFrom('upload').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const pub = r.visibility === 'public';
    const thumbLink =
      r.thumb_hash === null ? null : pub ? uploadPaths.publicFile(r.thumb_hash, 'webp') : uploadPaths.thumb(r.id);
    const link = pub ? uploadPaths.publicFile(r.hash, r.ext) : uploadPaths.file(r.id);
    return [
      {
        link,
        name: `${r.id}.${r.ext}`,
        originalName: r.original_name,
        attachId: r.id,
        thumbLink,
        kind: r.kind,
        contentType: r.content_type,
        size: r.size,
        width: r.width,
        height: r.height,
        visibility: r.visibility,
      },
    ];
  });
}

export async function supplyForEdit(db: Db, me: Member, id: number): Promise<SupplyEdit | undefined> {
  const r = await db
    .selectFrom('device_supply')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  if (!r) return undefined;
  const files = await db
    .selectFrom('device_file')
    .select(['kind', 'name', 'attach_id'])
    .where('supply_id', '=', id)
    .where('attach_id', 'is not', null)
    .orderBy('id')
    .execute();
  const images = files.filter((f) => f.kind === 'image').map((f) => f.attach_id!);
  const certificates = files.filter((f) => f.kind === 'cert').map((f) => ({ name: f.name, attachId: f.attach_id! }));
  return {
    state: r.state,
    stateName: SUPPLY_STATE_NAMES[r.state],
    reviewNote: r.review_note,
    form: {
      id: r.id,
      title: r.title,
      typeCode: r.type_code,
      brand: r.brand,
      model: r.model,
      specValue: Number(r.spec_value),
      year: r.year,
      workingHours: r.working_hours,
      quantity: r.quantity,
      rentMode: r.rent_mode,
      negotiable: r.negotiable === 1,
      prices: {
        shift: num(r.price_shift),
        hour: num(r.price_hour),
        day: num(r.price_day),
        month: num(r.price_month),
        cube: num(r.price_cube),
      },
      withOperator: r.with_operator === 1,
      fuelIncluded: r.fuel_included === 1,
      mobilisationFee: Number(r.mobilisation_fee),
      assemblyFee: Number(r.assembly_fee),
      deposit: Number(r.deposit),
      minRentDays: r.min_rent_days,
      provinceCode: r.province_code,
      cityCode: r.city_code,
      address: r.address,
      serviceRadiusKm: r.service_radius_km,
      availableFrom: r.available_from,
      images,
      certificates,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      description: r.description,
    },
    files: await uploadsOf(db, [...images, ...certificates.map((c) => c.attachId)]),
  };
}

export async function needForEdit(db: Db, me: Member, id: number, nowMs: number): Promise<NeedEdit | undefined> {
  const r = await db
    .selectFrom('device_need')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', me.companyId)
    .executeTakeFirst();
  if (!r) return undefined;
  const state = needState(r.state, r.deadline, today(nowMs));
  return {
    state,
    stateName: NEED_STATE_NAMES[state],
    reviewNote: r.review_note,
    form: {
      id: r.id,
      title: r.title,
      typeCode: r.type_code,
      specMin: num(r.spec_min),
      quantity: r.quantity,
      workKind: r.work_kind as NeedEdit['form']['workKind'],
      provinceCode: r.province_code,
      cityCode: r.city_code,
      address: r.address,
      startDate: r.start_date,
      durationDays: r.duration_days,
      rentMode: r.rent_mode,
      budgetPrice: num(r.budget_price),
      withOperator: r.with_operator === 1,
      deadline: r.deadline,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      description: r.description,
    },
  };
}
