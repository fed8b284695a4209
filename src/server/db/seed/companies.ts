// Realistic Chinese company names: place + trade name + line of business + legal form; the line
// says the party's trade (market-model.ts).
import { usccCheckChar } from '../../../api/finance-fields';
import { MATERIAL_CATEGORIES } from './dictionaries';
import { LINES } from './market-model';
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
/** A general contractor's line of business (its 资质 is read from it: market-model.ts). */
const BUILDER_LINES = ['建设工程', '建筑工程', '市政工程', '建设集团', '路桥工程', '水利水电工程'];
const SUPPLIER_LINES = LINES.filter((l) => l.party.kind === 'supplier');

/** Drops the administrative suffix: 南京市 → 南京, 广西壮族自治区 → 广西. */
export function shortPlace(name: string): string {
  return name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|省$|市$|(哈尼族彝族|白族|回族)?自治州$/, '');
}

/** A labour company or a group's line takes a plain 有限公司. */
const legalForm = (r: Rng, line: string) =>
  line.endsWith('集团') || line.includes('劳务')
    ? '有限公司'
    : r.pick(['有限公司', '有限公司', '集团有限公司', '股份有限公司']);

/** A firm's name: place + trade name + line of business + legal form. */
export const firmName = (r: Rng, place: string, line: string): string =>
  `${shortPlace(place)}${r.pick(TRADE_NAMES)}${line}${legalForm(r, line)}`;

/** A supplier's name; with a catalogue top category, of a line whose scope names it. */
export function supplierName(r: Rng, place: string, top?: string): string {
  const code = top === undefined ? '' : String(MATERIAL_CATEGORIES.indexOf(top) + 1);
  const fit = SUPPLIER_LINES.filter((l) => l.party.kind === 'supplier' && l.party.sells.includes(code));
  const line =
    top === undefined
      ? r.pick(SUPPLIER_LINES)
      : r.pick(fit.length ? fit : SUPPLIER_LINES.filter((l) => l.words === '新型建材'));
  return `${shortPlace(place)}${r.pick(TRADE_NAMES)}${line.words}${r.pick(['有限公司', '有限公司', '有限公司', '股份有限公司'])}`;
}

/** A general contractor's name. */
export const builderName = (r: Rng, place: string): string => firmName(r, place, r.pick(BUILDER_LINES));

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid 统一社会信用代码: 91 (enterprise), the region's code, 9 characters, the check character. */
export function creditCode(r: Rng, regionCode: string): string {
  let body = `91${regionCode}`;
  for (let i = 0; i < 9; i++) body += CODE_CHARS[r.int(0, 30)];
  return body + usccCheckChar(body)!;
}
