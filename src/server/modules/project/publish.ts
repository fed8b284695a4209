// A general contractor (a buyer company) publishes a package: the place must be real, the trade
// and subcontract type agree (劳务 ⇔ 劳务分包), the main structure is never subcontracted
// (建筑法 第29条), the grade exists for the category, the dates make sense, and the texts pass
// the demo review desk (pending_review → published at once, or a 400 with the reason). Saved
// project searches that match get a system notice.
import type { z } from '../../../api/define';
import { LABOUR_CATEGORY, QUALIFICATIONS, type packageForm } from '../../../api/project';
import type { Db } from '../../db';
import { badRequest } from '../../http/errors';
import type { Member } from '../../http/session';
import { normalizePhone } from '../../floor/members';
import { checkPlace } from '../../floor/places';
import { notifySavedSearches } from '../../floor/saved-searches';
import { beijingDay, DAY, HOUR, stampOf } from '../../floor/time';
import { aboutPackage } from './applications';
import { matchesProject } from './matching';

export const PUBLISH_MSG = {
  mainStructure: '主体结构工程须由总承包单位自行完成，不得分包（《建筑法》第二十九条）',
  type: '劳务类别须选择劳务分包，其他专业类别须选择专业分包',
  grade: '该专业类别没有所选资质等级',
  deadline: '报名截止时间应在 1 小时后、90 天内',
  start: '计划开工日期不能早于报名截止日期',
  contact: '项目名称、范围、工程量和付款方式中不得填写手机号、QQ、微信或网址，请在联系人栏填写联系方式',
  fee: '不得要求报名单位缴纳保证金、押金、报名费等任何费用',
} as const;

const CONTACT = /(?<!\d)1[3-9]\d{9}(?!\d)|\bqq\b|微信|\bvx\b|https?:\/\/|www\./i;
const FEE = /(缴纳|交纳|收取|支付|先付|预付)[^，。,.；;！!]{0,6}(保证金|押金|报名费|入场费|信息费)/;

/** The form's rules beyond its schema: '' or the first problem. */
export function packageProblem(f: z.output<typeof packageForm>, nowMs: number): string {
  if (f.mainStructure) return PUBLISH_MSG.mainStructure;
  if ((f.categoryCode === LABOUR_CATEGORY) !== (f.subcontractType === '2')) return PUBLISH_MSG.type;
  const q = QUALIFICATIONS[f.categoryCode];
  if (q ? !q.grades.includes(f.qualificationGrade) : f.qualificationGrade !== '0') return PUBLISH_MSG.grade;
  if (f.applyDeadline < nowMs + HOUR || f.applyDeadline > nowMs + 90 * DAY) return PUBLISH_MSG.deadline;
  if (f.startDate < beijingDay(f.applyDeadline)) return PUBLISH_MSG.start;
  const texts = [f.projectName, f.ownerName, f.address, f.scope, f.quantities, f.experienceRequired, f.paymentTerms].join('\n');
  if (CONTACT.test(texts)) return PUBLISH_MSG.contact;
  if (FEE.test(texts)) return PUBLISH_MSG.fee;
  return '';
}

export async function publishPackage(db: Db, me: Member, f: z.output<typeof packageForm>, nowMs: number): Promise<{ id: number; statusCode: string }> {
  await checkPlace(db, f.provinceCode, f.cityCode);
  const problem = packageProblem(f, nowMs);
  if (problem) throw badRequest(problem);
  const t = stampOf(nowMs);
  const budget = Math.round(f.budgetWan * 1_000_000) / 100;
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('project_package')
      .values({
        company_id: me.companyId,
        user_id: me.userId,
        project_name: f.projectName,
        owner_name: f.ownerName,
        category_code: f.categoryCode,
        subcontract_type: f.subcontractType,
        sale_type: f.saleType,
        transaction_mode: f.transactionMode,
        province_code: f.provinceCode,
        city_code: f.cityCode,
        address: f.address,
        scope: f.scope,
        quantities: f.quantities,
        budget,
        qual_category: QUALIFICATIONS[f.categoryCode] ? f.categoryCode : '',
        qual_grade: f.qualificationGrade,
        experience_required: f.experienceRequired,
        start_date: f.startDate,
        duration_days: f.durationDays,
        payment_terms: f.paymentTerms,
        apply_deadline: stampOf(f.applyDeadline),
        contact_name: f.contactName,
        contact_phone: normalizePhone(f.contactPhone),
        // The demo review desk has passed it (packageProblem): pending_review → published.
        status: 'published',
        awarded_company_id: null,
        awarded_at: null,
        publish_time: t,
        created_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await tx.selectFrom('companies').select('name').where('id', '=', me.companyId).executeTakeFirstOrThrow();
    const facts = { ...f, contractorName: company.name, budget, applyDeadline: stampOf(f.applyDeadline) };
    await notifySavedSearches(tx, 'project', me.companyId, (saved) => matchesProject(saved, facts), {
      title: (name) => `您订阅的「${name}」有新分包项目：${f.projectName}`,
      content: `新分包项目「${f.projectName}」符合您的订阅条件。`,
      about: aboutPackage(id),
    });
    return { id, statusCode: '2' };
  });
}
