// Realistic Chinese company names: place + trade name + line of business + legal form.
import type { Rng } from './util';

const TRADE_NAMES = [
  '宏达',
  '恒信',
  '华建',
  '中泰',
  '鑫盛',
  '广厦',
  '安泰',
  '建兴',
  '联诚',
  '通达',
  '永固',
  '金石',
  '远航',
  '瑞丰',
  '晟华',
  '嘉业',
  '正和',
  '德诚',
  '汇通',
  '兴业',
  '华鼎',
  '盛世',
  '长城',
  '天成',
  '恒基',
  '泰和',
  '宏远',
  '中信达',
  '鼎盛',
  '锦程',
  '华晟',
  '昌隆',
  '信和',
  '东升',
  '森源',
  '利丰',
  '隆鑫',
  '佳和',
  '同创',
  '致远',
  '弘毅',
  '博远',
];
const SUPPLIER_LINES = [
  '建材贸易',
  '钢铁贸易',
  '建筑材料',
  '物资',
  '供应链管理',
  '新型建材',
  '管业',
  '电缆',
  '防水科技',
  '商贸',
];
const BUILDER_LINES = [
  '建设工程',
  '建筑工程',
  '市政工程',
  '建设集团',
  '路桥工程',
  '装饰工程',
  '机电安装工程',
  '城市建设投资',
  '置业',
  '水利水电工程',
];

/** Drops the administrative suffix: 南京市 → 南京, 广西壮族自治区 → 广西. */
export function shortPlace(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|省$|市$|(哈尼族彝族|白族|回族)?自治州$/, '');
}

export function supplierName(r: Rng, place: string): string {
  const form = r.pick(['有限公司', '有限公司', '有限公司', '股份有限公司']);
  return `${shortPlace(place)}${r.pick(TRADE_NAMES)}${r.pick(SUPPLIER_LINES)}${form}`;
}

export function builderName(r: Rng, place: string): string {
  const line = r.pick(BUILDER_LINES);
  const form = line.endsWith('集团') ? '有限公司' : r.pick(['有限公司', '有限公司', '集团有限公司', '股份有限公司']);
  return `${shortPlace(place)}${r.pick(TRADE_NAMES)}${line}${form}`;
}
