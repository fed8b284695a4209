// The labour tests' forms: a valid job post and worker card on the test clock (`day(n)`: the
// Beijing day n days from now), each field overridable.
import type { JobForm, TeamForm, WorkerForm } from '../../src/api/labor-member';
import { DAY, type Clock } from './inquiry-helpers';

export const dayOf = (clock: Clock) => (days: number) =>
  new Date(clock.now + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

export const jobFormOf = (clock: Clock, over: Partial<JobForm> = {}): JobForm => ({
  title: '南京江北安置房项目招钢筋工10名',
  trades: ['0601'],
  headcount: 10,
  wageMin: 380,
  wageMax: 420,
  wageUnit: '元/天',
  settlement: '月结',
  projectType: '住宅',
  startDate: dayOf(clock)(3),
  durationDays: 120,
  provinceCode: '320000',
  cityCode: '320100',
  address: '南京市浦口区江浦街道',
  benefits: '包吃住',
  requirements: '两年以上经验',
  description: '工资按月足额发放。',
  contactName: '王工',
  contactPhone: '13912345678',
  wageAccount: true,
  ...over,
});

export const workerFormOf = (clock: Clock, over: Partial<WorkerForm> = {}): WorkerForm => ({
  surname: '周',
  fullName: '周建国',
  phone: '13712345678',
  trades: ['1503'],
  years: 12,
  age: 41,
  hometownCode: '510000',
  provinceCode: '320000',
  cityCode: '320500',
  expectedWage: 13000,
  wageUnit: '元/月',
  isLeader: false,
  intro: '十二年塔吊经验',
  certificates: [
    {
      typeCode: '05',
      number: '苏E052021000777',
      provinceCode: '320000',
      issuedAt: '2021-05-10',
      expiresAt: dayOf(clock)(400),
    },
  ],
  ...over,
});

export const teamFormOf = (over: Partial<TeamForm> = {}): TeamForm => ({
  name: '周氏钢筋班组',
  leaderName: '周建国',
  phone: '13712345678',
  size: 12,
  trades: ['0601'],
  mode: '包工',
  provinceCode: '320000',
  cityCode: '320100',
  intro: '专做住宅钢筋',
  projects: [{ name: '南京江北安置房', year: 2024, scale: '5万㎡' }],
  ...over,
});
