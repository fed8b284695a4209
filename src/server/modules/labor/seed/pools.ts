// What the labour seed draws from: how each site trade is paid (units and going rates), which
// project types it works on, surnames, the provinces workers come from, and text pieces.
import { CERT_TYPES, type WAGE_UNITS } from '../../../../api/labor-trades';

type Unit = (typeof WAGE_UNITS)[number];
/** Per level-2 trade: the units it is paid in (first most common) and [min, max] of the going rate per unit. */
export const PAY: Record<string, Partial<Record<Unit, [number, number]>>> = {
  '0101': { '元/天': [300, 420] },
  '0102': { '元/天': [320, 450], '元/㎡': [60, 110] },
  '0201': { '元/天': [280, 400], '元/㎡': [45, 75] },
  '0202': { '元/天': [320, 450], '元/㎡': [55, 95] },
  '0301': { '元/天': [280, 380], '元/㎡': [22, 38] },
  '0302': { '元/天': [250, 350], '元/㎡': [8, 15] },
  '0401': { '元/天': [300, 430] },
  '0501': { '元/天': [260, 380], '元/㎡': [12, 22] },
  '0502': { '元/天': [250, 360], '元/㎡': [10, 20] },
  '0601': { '元/天': [300, 420], '元/吨': [380, 650] },
  '0701': { '元/天': [260, 360] },
  '0702': { '元/月': [9000, 14000] },
  '0801': { '元/天': [320, 460], '元/㎡': [15, 28] },
  '0901': { '元/天': [320, 450], '元/㎡': [35, 60] },
  '1001': { '元/天': [330, 480] },
  '1002': { '元/天': [380, 550] },
  '1101': { '元/天': [300, 450], '元/月': [8000, 12000] },
  '1102': { '元/天': [300, 430] },
  '1103': { '元/天': [300, 420] },
  '1201': { '元/天': [300, 420] },
  '1301': { '元/天': [320, 460] },
  '1401': { '元/天': [280, 400], '元/㎡': [12, 25] },
  '1402': { '元/天': [280, 400], '元/㎡': [25, 45] },
  '1403': { '元/天': [320, 480] },
  '1501': { '元/天': [180, 260], '元/月': [5500, 8000] },
  '1502': { '元/天': [300, 420], '元/月': [8000, 12000] },
  '1503': { '元/月': [10000, 16000] },
  '1504': { '元/月': [7000, 10000] },
  '1505': { '元/月': [7500, 11000] },
};

/** Groups that often go together on one post or card (a group, plus maybe one more). */
export const RELATED: Record<string, string[]> = {
  '01': ['09'],
  '02': ['03'],
  '03': ['02', '05'],
  '05': ['03'],
  '06': ['09', '07'],
  '07': ['06'],
  '08': ['09'],
  '09': ['06', '08'],
  '10': ['12'],
  '11': ['10'],
  '14': ['05', '03'],
  '15': ['07'],
};

/** How often each group is asked for (main structure trades most). */
export const GROUP_WEIGHTS: [string, number][] = [
  ['06', 14],
  ['09', 12],
  ['07', 10],
  ['15', 14],
  ['02', 8],
  ['03', 7],
  ['01', 6],
  ['11', 8],
  ['10', 6],
  ['08', 5],
  ['14', 5],
  ['05', 3],
  ['04', 1],
  ['12', 1],
  ['13', 1],
];

/** Where workers come from (labour-exporting provinces first). */
export const HOMETOWNS = [
  '510000',
  '410000',
  '340000',
  '430000',
  '520000',
  '360000',
  '420000',
  '500000',
  '620000',
  '130000',
  '370000',
  '450000',
  '610000',
  '320000',
  '230000',
];

export const BENEFITS = ['包吃住', '包住不包吃', '提供住宿', '包吃住，报销路费', '提供工地宿舍', '包午餐', ''];
export const ROADS = ['建设', '人民', '解放', '中山', '工业', '科技', '新华', '长江', '黄河', '开发区', '滨江', '文化'];
export const WORKER_NOTES = [
  '能看懂施工图纸',
  '服从管理，能吃苦',
  '做过高层住宅主体',
  '熟悉厂房钢结构',
  '有自带工具',
  '可长期跟项目',
  '做过市政道路',
  '干活细致，返工少',
];
export const FEE_TRAP = '入场前需先交500元押金，完工后退还。';

/** The certificate types a worker with these trades may hold. */
export const certTypesFor = (trades: string[]) => CERT_TYPES.filter((c) => c.trades.some((t) => trades.includes(t)));
