// What the seed knows about each machine type: its brands and model stems, the spec range,
// the shift price as the spec grows, the modes it is rented by, fees and the work it does.
import type { RentMode } from '../../../../api/devices-dicts';

export interface MachineFacts {
  brands: readonly [brand: string, stem: string][];
  /** Spec values offered (in the type's unit). */
  specs: readonly number[];
  /** 元/台班 at a spec value. */
  shift: (spec: number) => number;
  /** The mode the card shows first; the others it offers too. */
  modes: readonly RentMode[];
  /** 进出场费 range (元); 安拆费 range when it must be assembled. */
  mobilisation: [number, number];
  assembly?: [number, number];
  minRentDays: number;
  operatorShare: number;
  work: readonly string[];
  cert: boolean;
}

const EXC: MachineFacts['brands'] = [
  ['三一', 'SY'],
  ['徐工', 'XE'],
  ['柳工', 'CLG9'],
  ['卡特', 'CAT3'],
  ['小松', 'PC'],
  ['日立', 'ZX'],
  ['沃尔沃', 'EC'],
  ['斗山', 'DX'],
  ['临工', 'E6'],
];
const CRANE: MachineFacts['brands'] = [
  ['三一', 'STC'],
  ['徐工', 'XCT'],
  ['中联重科', 'ZTC'],
  ['柳工', 'TC'],
];

export const MACHINES: Record<string, MachineFacts> = {
  '101': {
    brands: EXC,
    specs: [1.8, 3.5, 6, 7.5, 13.5, 15, 21, 22, 26, 33, 36, 49],
    shift: (t) => 600 + 55 * t,
    modes: ['shift', 'month', 'hour'],
    mobilisation: [500, 3500],
    minRentDays: 1,
    operatorShare: 0.85,
    work: ['土方开挖', '场地平整'],
    cert: false,
  },
  '102': {
    brands: [
      ['柳工', 'CLG8'],
      ['临工', 'L9'],
      ['徐工', 'LW'],
      ['山推', 'SL'],
      ['卡特', '9'],
    ],
    specs: [3, 5, 6],
    shift: (t) => 800 + 150 * t,
    modes: ['shift', 'month'],
    mobilisation: [500, 1500],
    minRentDays: 1,
    operatorShare: 0.8,
    work: ['物料转运', '场地平整'],
    cert: false,
  },
  '103': {
    brands: [
      ['山推', 'SD'],
      ['卡特', 'D'],
      ['小松', 'D'],
      ['徐工', 'TY'],
    ],
    specs: [16, 22, 32],
    shift: (t) => 1200 + 50 * t,
    modes: ['shift', 'month'],
    mobilisation: [1500, 4000],
    minRentDays: 3,
    operatorShare: 0.9,
    work: ['场地平整', '土方开挖'],
    cert: false,
  },
  '201': {
    brands: CRANE,
    specs: [8, 12, 16, 25, 35, 50, 55, 70, 80, 100, 130],
    shift: (t) => 800 + 70 * t,
    modes: ['shift', 'day', 'month'],
    mobilisation: [0, 800],
    minRentDays: 1,
    operatorShare: 0.95,
    work: ['吊装'],
    cert: true,
  },
  '202': {
    brands: [
      ['三一', 'SCC'],
      ['徐工', 'XGC'],
      ['中联重科', 'ZCC'],
    ],
    specs: [55, 80, 150, 260, 400],
    shift: (t) => 2000 + 90 * t,
    modes: ['day', 'month'],
    mobilisation: [8000, 30000],
    assembly: [6000, 20000],
    minRentDays: 7,
    operatorShare: 1,
    work: ['吊装'],
    cert: true,
  },
  '203': {
    brands: [
      ['中联重科', 'TC'],
      ['徐工', 'XGT'],
      ['三一', 'SYT'],
      ['永茂', 'STT'],
    ],
    specs: [6, 8, 10, 12, 16],
    shift: (t) => 600 + 80 * t,
    modes: ['month'],
    mobilisation: [8000, 20000],
    assembly: [15000, 40000],
    minRentDays: 90,
    operatorShare: 0.6,
    work: ['吊装', '高空安装'],
    cert: true,
  },
  '301': {
    brands: [
      ['三一', 'SYM5'],
      ['中联重科', 'ZLJ5'],
      ['徐工', 'HB'],
    ],
    specs: [37, 43, 49, 56, 62],
    shift: (m) => 1000 + 70 * m,
    modes: ['cube', 'shift'],
    mobilisation: [0, 0],
    minRentDays: 1,
    operatorShare: 1,
    work: ['混凝土浇筑'],
    cert: true,
  },
  '302': {
    brands: [
      ['三一', 'SY5'],
      ['中联重科', 'ZLJ'],
      ['徐工', 'G'],
    ],
    specs: [8, 10, 12, 14, 16],
    shift: (m) => 1200 + 20 * m,
    modes: ['shift', 'month'],
    mobilisation: [0, 500],
    minRentDays: 1,
    operatorShare: 1,
    work: ['混凝土浇筑', '物料转运'],
    cert: false,
  },
  '401': {
    brands: [
      ['徐工', 'RP'],
      ['中联重科', 'LTU'],
      ['三一', 'SSP'],
    ],
    specs: [6, 8, 9, 12],
    shift: (m) => 3000 + 300 * m,
    modes: ['shift', 'month'],
    mobilisation: [2000, 6000],
    minRentDays: 3,
    operatorShare: 1,
    work: ['路面施工'],
    cert: false,
  },
  '402': {
    brands: [
      ['徐工', 'XM'],
      ['三一', 'SCM'],
    ],
    specs: [1, 1.3, 2, 2.2],
    shift: (m) => 3000 + 2000 * m,
    modes: ['shift'],
    mobilisation: [2000, 6000],
    minRentDays: 1,
    operatorShare: 1,
    work: ['路面施工'],
    cert: false,
  },
  '501': {
    brands: [
      ['三一', 'SR'],
      ['徐工', 'XR'],
      ['中联重科', 'ZR'],
      ['山河智能', 'SWDM'],
    ],
    specs: [36, 48, 60, 80, 120],
    shift: (t) => 4000 + 60 * t,
    modes: ['shift', 'month'],
    mobilisation: [5000, 15000],
    assembly: [2000, 6000],
    minRentDays: 7,
    operatorShare: 1,
    work: ['桩基施工'],
    cert: false,
  },
  '502': {
    brands: [
      ['山河智能', 'ZYJ'],
      ['中联重科', 'ZYC'],
    ],
    specs: [120, 260, 460, 600, 800],
    shift: (t) => 3000 + 10 * t,
    modes: ['month', 'shift'],
    mobilisation: [8000, 20000],
    assembly: [5000, 12000],
    minRentDays: 15,
    operatorShare: 1,
    work: ['桩基施工'],
    cert: false,
  },
  '601': {
    brands: [
      ['徐工', 'XS'],
      ['柳工', 'CLG6'],
      ['三一', 'SSR'],
      ['山推', 'SR'],
    ],
    specs: [12, 18, 20, 22, 26],
    shift: (t) => 700 + 50 * t,
    modes: ['shift', 'month'],
    mobilisation: [800, 2500],
    minRentDays: 1,
    operatorShare: 0.9,
    work: ['路面施工', '场地平整'],
    cert: false,
  },
  '701': {
    brands: [
      ['杭叉', 'CPCD'],
      ['合力', 'CPCD'],
      ['柳工', 'CLG20'],
    ],
    specs: [3, 3.5, 5, 7, 10],
    shift: (t) => 400 + 80 * t,
    modes: ['hour', 'day', 'month'],
    mobilisation: [200, 600],
    minRentDays: 1,
    operatorShare: 0.5,
    work: ['物料转运'],
    cert: true,
  },
  '801': {
    brands: [
      ['吉尼', 'GS'],
      ['鼎力', 'JCPT'],
      ['徐工', 'XG'],
    ],
    specs: [6, 8, 10, 12, 14, 16],
    shift: (m) => 150 + 20 * m,
    modes: ['day', 'month'],
    mobilisation: [200, 600],
    minRentDays: 1,
    operatorShare: 0,
    work: ['高空安装'],
    cert: true,
  },
  '802': {
    brands: [
      ['吉尼', 'Z'],
      ['鼎力', 'GTBZ'],
      ['徐工', 'XGA'],
    ],
    specs: [14, 16, 20, 22, 26, 28],
    shift: (m) => 400 + 40 * m,
    modes: ['day', 'month'],
    mobilisation: [300, 800],
    minRentDays: 1,
    operatorShare: 0.2,
    work: ['高空安装'],
    cert: true,
  },
  '901': {
    brands: [
      ['陕汽', 'SX3'],
      ['重汽', 'ZZ3'],
      ['徐工', 'XGA3'],
    ],
    specs: [20, 25, 30, 40],
    shift: (t) => 900 + 20 * t,
    modes: ['shift', 'month'],
    mobilisation: [0, 0],
    minRentDays: 1,
    operatorShare: 1,
    work: ['物料转运', '土方开挖'],
    cert: false,
  },
};
