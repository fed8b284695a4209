// A valid subcontract package of the project tests (南京 steel structure), its dates after `nowMs`.
import type { PackageForm } from '../../src/api/project';
import { DAY } from './inquiry-helpers';

const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export function packageForm(nowMs: number, over: Partial<PackageForm> = {}): PackageForm {
  return {
    projectName: '南京江北新区人才公寓钢结构工程专业分包',
    ownerName: '南京江北新区建设投资集团有限公司',
    categoryCode: '2',
    subcontractType: '1',
    saleType: '1',
    transactionMode: '1',
    provinceCode: '320000',
    cityCode: '320100',
    address: '南京市浦口区浦滨路与七里河大道交叉口',
    scope: '钢结构深化设计、制作、运输及安装',
    quantities: '用钢量约 1200 吨',
    budgetWan: 860,
    qualificationGrade: '2',
    experienceRequired: '近三年完成过同类工程',
    startDate: beijingDay(nowMs + 20 * DAY),
    durationDays: 120,
    paymentTerms: '按月进度款支付 70%，竣工验收后付至 95%',
    applyDeadline: new Date(nowMs + 10 * DAY).toISOString(),
    mainStructure: false,
    contactName: '王工',
    contactPhone: '13912345678',
    ...over,
  };
}

/** A valid application to a package. */
export const applyTo = (packageId: number) => ({
  packageId,
  qualification: '钢结构工程专业承包二级',
  experience: '近三年完成钢结构厂房 3 项',
  priceWan: 820,
  message: '可按期进场',
});
