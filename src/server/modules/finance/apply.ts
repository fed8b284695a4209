// Finance apply: the code request (picture captcha first, then the shared SMS store and sender)
// and the save (SMS code used once, every field checked, consent version and time stored, the
// number answered); the member's own applications. The same phone and product within 24 hours
// is one lead: a second save updates the first instead of adding one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page, z } from '../../../api/define';
import type { applyForm, FinanceApplication } from '../../../api/finance';
import {
  APPLY_STATUSES,
  FINANCE_AGREEMENT,
  GUARANTEE_SERVICE,
  MONEY_TYPES,
  nameOf,
  SERVICE_TYPES,
} from '../../../api/finance-fields';
import type { Db } from '../../db';
import { offsetOf, pageOf } from '../../db/query';
import { normalizePhone } from '../../floor/members';
import { about, notify } from '../../floor/notices';
import { checkPlace } from '../../floor/places';
import { tenderOfGuarantee } from '../../floor/tender-guarantees';
import { checkCode, CODE_TTL_MS, issueCode } from '../../floor/sms-codes';
import { DAY, dayNumber, isoOf, stamp } from '../../floor/time';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { smsContent, smsSender } from '../../sms';
import { ownsUploads } from '../../storage/uploads';
import { logStep } from './applications';
import { spendCaptcha } from './captcha';

type Form = z.output<typeof applyForm>;

export async function sendPhoneCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { captcha: string; key: string; phone: string },
  nowMs: number,
): Promise<null> {
  await spendCaptcha(app.db, input.key, input.captcha, nowMs);
  const phone = normalizePhone(input.phone);
  const plain = await issueCode(app.db, app.config.SMS_PEPPER, phone, 'finance', req.ip);
  await smsSender(app.config, app.db).send(
    { phone, purpose: 'finance', content: smsContent(app.config.BRAND_NAME, 'finance', plain, CODE_TTL_MS / 60_000) },
    req.log,
  );
  return null;
}

async function checkForm(
  db: Db,
  f: Form,
  me: Member | null,
  nowMs: number,
): Promise<{ productName: string; tenderId: number | null }> {
  if (f.provinceCode || f.cityCode) {
    if (!f.provinceCode || !f.cityCode) throw badRequest('参数错误：所在地区请选择省份和城市');
    await checkPlace(db, f.provinceCode, f.cityCode);
  }
  let productName = '';
  if (f.productId) {
    const p = await db
      .selectFrom('finance_product')
      .select(['name', 'service_type'])
      .where('id', '=', f.productId)
      .executeTakeFirst();
    if (!p) throw badRequest('所选金融产品不存在或已下线');
    if (p.service_type !== f.serviceType)
      throw badRequest(`服务类型与所选产品不符，该产品为「${nameOf(SERVICE_TYPES, p.service_type)}」`);
    productName = p.name;
  }
  const forTender = Boolean(f.tenderNo || f.tenderId || f.beneficiary || f.marginAmount || f.validUntil);
  let tenderId: number | null = null;
  if (forTender) {
    if (f.serviceType !== GUARANTEE_SERVICE) throw badRequest('投标保函信息仅适用于「保函服务」');
    if (!f.beneficiary || !f.marginAmount || !f.validUntil)
      throw badRequest('办理投标保函请填写受益人、保证金金额和保函有效期');
    if (Date.parse(`${f.validUntil}T23:59:59+08:00`) < nowMs) throw badRequest('保函有效期不能早于今天');
    if (f.tenderId || f.tenderNo) {
      // The tender the guarantee is for, by id or by its number; the number stored is the tender's own.
      const tender = await tenderOfGuarantee(db, { tenderId: f.tenderId, tenderNo: f.tenderNo });
      if (f.tenderId && !tender) throw badRequest('所选招标项目不存在或招标编号不符');
      tenderId = tender?.id ?? null;
      if (tender) f.tenderNo = tender.tenderNo;
    }
  }
  if (f.materials.length > 0) {
    if (!me) throw badRequest('请登录后上传证明材料');
    if (!(await ownsUploads(db, me.userId, f.materials, true)))
      throw badRequest('证明材料不存在或不属于您，请重新上传');
  }
  return { productName, tenderId };
}

export async function saveApplication(
  app: FastifyInstance,
  f: Form,
  me: Member | null,
  nowMs: number,
): Promise<FinanceApplication> {
  const db = app.db;
  const { productName, tenderId } = await checkForm(db, f, me, nowMs);
  const phone = normalizePhone(f.phone);
  // The code is used up by one conditional update: of racing saves with one code, one passes.
  await checkCode(db, app.config.SMS_PEPPER, phone, 'finance', f.smsCode, true);
  const at = stamp(nowMs);
  const values = {
    product_id: f.productId ?? null,
    user_id: me?.userId ?? null,
    company_id: me?.companyId ?? null,
    company_name: f.companyName,
    credit_code: f.creditCode,
    contact_name: f.contactName,
    phone,
    service_type: f.serviceType,
    scene_type: f.sceneType,
    money_type: f.moneyType,
    time_type: f.timeType,
    province_code: f.provinceCode ?? '',
    city_code: f.cityCode ?? '',
    remark: f.remark,
    materials: [...new Set(f.materials)].join(','),
    beneficiary: f.beneficiary,
    tender_no: f.tenderNo,
    margin_amount: f.marginAmount ?? null,
    valid_until: f.validUntil ?? '',
    tender_id: tenderId,
    agreement_version: FINANCE_AGREEMENT.version,
    consented_at: at,
    updated_at: at,
  };
  const id = await db.transaction().execute(async (tx) => {
    let same = tx
      .selectFrom('finance_application')
      .select('id')
      .where('phone', '=', phone)
      .where('status', '=', '1')
      .where('created_at', '>', stamp(nowMs - DAY));
    same = f.productId ? same.where('product_id', '=', f.productId) : same.where('product_id', 'is', null);
    const earlier = await same.orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (earlier) {
      await tx.updateTable('finance_application').set(values).where('id', '=', earlier.id).execute();
      return earlier.id;
    }
    const row = await tx
      .insertInto('finance_application')
      .values({ ...values, status: '1', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('finance_application')
      .set({ apply_no: dayNumber('JR', at, row.id) })
      .where('id', '=', row.id)
      .execute();
    await logStep(tx, { applicationId: row.id, status: '1', action: 'submit', by: 'applicant' }, at);
    if (f.productId)
      await tx
        .updateTable('finance_product')
        .set((eb) => ({ apply_count: eb('apply_count', '+', 1) }))
        .where('id', '=', f.productId)
        .execute();
    return row.id;
  });
  if (f.materials.length > 0)
    await db
      .updateTable('upload')
      .set({ attached_at: at })
      .where('id', 'in', f.materials)
      .where('attached_at', 'is', null)
      .execute();
  const saved = await applications(db).where('a.id', '=', id).executeTakeFirstOrThrow();
  if (me) {
    await notify(
      db,
      [{ companyId: me.companyId, userId: me.userId }],
      '融资申请已提交',
      `您的融资申请（${saved.apply_no}${productName ? `，${productName}` : ''}）已提交，${productName ? '机构' : '客户经理'}将在 1 个工作日内与您联系。`,
      about('financeApp', id),
    );
  }
  return toApplication(saved);
}

function applications(db: Db) {
  return db
    .selectFrom('finance_application as a')
    .leftJoin('finance_product as p', 'p.id', 'a.product_id')
    .leftJoin('finance_institution as i', 'i.id', 'p.institution_id')
    .select([
      'a.id',
      'a.apply_no',
      'a.product_id',
      'a.service_type',
      'a.money_type',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'p.name as product_name',
      'i.name as inst_name',
    ]);
}

type AppRow = Awaited<ReturnType<ReturnType<typeof applications>['executeTakeFirstOrThrow']>>;

const toApplication = (r: AppRow): FinanceApplication => ({
  id: r.id,
  applyNo: r.apply_no,
  productId: r.product_id,
  productName: r.product_name ?? '',
  institutionName: r.inst_name ?? '',
  serviceTypeName: nameOf(SERVICE_TYPES, r.service_type),
  moneyTypeName: nameOf(MONEY_TYPES, r.money_type),
  status: r.status,
  statusName: nameOf(APPLY_STATUSES, r.status),
  createdAt: isoOf(r.created_at),
  updatedAt: isoOf(r.updated_at),
});

export async function myApplications(
  db: Db,
  me: Member,
  q: { current: number; size: number },
): Promise<Page<FinanceApplication>> {
  const mine = db
    .selectFrom('finance_application')
    .where('user_id', '=', me.userId)
    .where('company_id', '=', me.companyId);
  const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await applications(db)
    .where('a.user_id', '=', me.userId)
    .where('a.company_id', '=', me.companyId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.size)
    .offset(offsetOf(q.current, q.size))
    .execute();
  return pageOf(rows.map(toApplication), Number(total.n), q.current, q.size);
}
