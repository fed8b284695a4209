// The finance apply form's shape and its check (the first problem as the message the form shows,
// or null), and what the save call takes from it. The server checks the same rules again.
import { AGREEMENT_MSG, type ApplyForm } from '../src/api/finance';
import {
  FINANCE_AGREEMENT,
  isUscc,
  MONEY_TYPES,
  SCENE_TYPES,
  SERVICE_TYPES,
  TIME_TYPES,
  USCC_MSG,
} from '../src/api/finance-fields';
import { PHONE_MSG, PHONE_RE, SMS_CODE_MSG, SMS_CODE_RE } from '../src/api/validation';

export interface FinanceDraft {
  productId: number | null;
  companyName: string;
  creditCode: string;
  contactName: string;
  phone: string;
  smsCode: string;
  serviceType: string;
  sceneType: string;
  moneyType: string;
  timeType: string;
  provinceCode: string;
  cityCode: string;
  remark: string;
  materials: string[];
  beneficiary: string;
  tenderNo: string;
  marginAmount: number | null;
  validUntil: string;
  /** The authorisation box: unticked by default. */
  agreed: boolean;
}

export const DRAFT_MSG = {
  company: '请输入企业名称',
  contact: '请输入联系人',
  service: '请选择服务类型',
  scene: '请选择用款场景',
  money: '请选择融资金额',
  time: '请选择融资期限',
  /** A tender's 投标保函 goes to the desk of the institution whose product is chosen. */
  guaranteeProduct: '请选择出函机构及产品',
} as const;

const oneOf = (list: { code: string }[], v: string) => list.some((o) => o.code === v);

export function financeDraftError(d: FinanceDraft): string | null {
  if (!d.companyName.trim()) return DRAFT_MSG.company;
  if (!isUscc(d.creditCode)) return USCC_MSG;
  if (!d.contactName.trim()) return DRAFT_MSG.contact;
  if (!PHONE_RE.test(d.phone.trim())) return PHONE_MSG;
  if (!SMS_CODE_RE.test(d.smsCode.trim())) return SMS_CODE_MSG;
  if (!oneOf(SERVICE_TYPES, d.serviceType)) return DRAFT_MSG.service;
  if (!oneOf(SCENE_TYPES, d.sceneType)) return DRAFT_MSG.scene;
  if (!oneOf(MONEY_TYPES, d.moneyType)) return DRAFT_MSG.money;
  if (!oneOf(TIME_TYPES, d.timeType)) return DRAFT_MSG.time;
  if (d.tenderNo.trim() && d.productId === null) return DRAFT_MSG.guaranteeProduct;
  return d.agreed ? null : AGREEMENT_MSG;
}

/** What the save call takes: trimmed text, empty optional fields left out, the ticked box as the version. */
export function applyInputOf(d: FinanceDraft): ApplyForm {
  const guarantee = d.tenderNo.trim()
    ? {
        beneficiary: d.beneficiary.trim(),
        tenderNo: d.tenderNo.trim(),
        marginAmount: d.marginAmount,
        validUntil: d.validUntil || null,
      }
    : {};
  return {
    productId: d.productId,
    companyName: d.companyName.trim(),
    creditCode: d.creditCode.trim().toUpperCase(),
    contactName: d.contactName.trim(),
    phone: d.phone.trim(),
    smsCode: d.smsCode.trim(),
    serviceType: d.serviceType,
    sceneType: d.sceneType,
    moneyType: d.moneyType,
    timeType: d.timeType,
    provinceCode: d.provinceCode || null,
    cityCode: d.cityCode || null,
    remark: d.remark.trim(),
    materials: d.materials,
    ...guarantee,
    agreementVersion: FINANCE_AGREEMENT.version,
  };
}
