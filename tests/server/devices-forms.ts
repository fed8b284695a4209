// A valid supply listing and demand of the equipment tests, a day or more after `nowMs`.
import type { NeedForm, SupplyForm } from '../../src/api/devices-forms';
import { beijingDay } from '../../src/api/time';
import { DAY } from './inquiry-helpers';

const day = (ms: number) => beijingDay(ms);

export function supplyOf(nowMs: number, over: Partial<SupplyForm> = {}): SupplyForm {
  return {
    title: '三一SY215C 21吨挖掘机出租',
    typeCode: '101',
    brand: '三一',
    model: 'SY215C',
    specValue: 21,
    year: 2021,
    workingHours: 4200,
    quantity: 1,
    rentMode: 'shift',
    prices: { shift: 1600, month: 30000 },
    withOperator: true,
    fuelIncluded: false,
    mobilisationFee: 1500,
    minRentDays: 1,
    provinceCode: '320000',
    cityCode: '320100',
    address: '南京市江宁区机械城18号',
    serviceRadiusKm: 100,
    availableFrom: day(nowMs + DAY),
    contactName: '王建国',
    contactPhone: '13912345678',
    ...over,
  };
}

export function needOf(nowMs: number, over: Partial<NeedForm> = {}): NeedForm {
  return {
    title: '求租25吨汽车吊1台（吊装）',
    typeCode: '201',
    specMin: 25,
    quantity: 1,
    workKind: '吊装',
    provinceCode: '330000',
    cityCode: '330100',
    address: '杭州市余杭区安置房项目',
    startDate: day(nowMs + 10 * DAY),
    durationDays: 20,
    rentMode: 'shift',
    budgetPrice: 2600,
    withOperator: true,
    deadline: day(nowMs + 8 * DAY),
    contactName: '李工',
    contactPhone: '13712345678',
    ...over,
  };
}
