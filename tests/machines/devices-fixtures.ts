// A filled supply listing and demand of the equipment flow's tests (2026-11-26 is today).
import type { NeedDraft, SupplyDraft } from '../../machines/devices-forms';

export const TODAY = '2026-11-26';

export const filledSupply: Partial<SupplyDraft> = {
  title: '三一SY215C 21吨挖掘机出租',
  typeCode: '101',
  brand: '三一',
  model: 'SY215C',
  specValue: '21',
  year: '2021',
  workingHours: '4200',
  prices: { shift: '1600', hour: '', day: '', month: '30000', cube: '' },
  provinceCode: '320000',
  cityCode: '320100',
  address: '南京市江宁区机械城18号',
  contactName: '王建国',
  contactPhone: '13912345678',
};

export const filledNeed: Partial<NeedDraft> = {
  title: '求租25吨汽车吊1台（吊装）',
  typeCode: '201',
  specMin: '25',
  workKind: '吊装',
  provinceCode: '330000',
  cityCode: '330100',
  address: '杭州市余杭区安置房项目',
  budgetPrice: '2600',
  contactName: '李工',
  contactPhone: '13712345678',
};
