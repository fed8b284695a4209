// The labour section's dictionaries and rules, shared by server, seed and forms: the speciality
// tree (工种, the 13 劳务作业分包 categories plus 装饰装修 and 普工/机械, level-2 site trades), job
// and worker-card states, wage units, settlement, project types, team modes, the 特种作业
// certificate types with the number rule, and the fee-scam words.

export interface Trade {
  code: string;
  name: string;
}
export interface TradeGroup extends Trade {
  children: Trade[];
}

const group = (code: string, name: string, children: string[]): TradeGroup => ({
  code,
  name,
  children: children.map((n, i) => ({ code: `${code}${String(i + 1).padStart(2, '0')}`, name: n })),
});

/** Level 1: two-digit codes; level 2: the parent's code plus two digits. */
export const TRADE_TREE: readonly TradeGroup[] = [
  group('01', '木工', ['木工', '装修木工']),
  group('02', '砌筑', ['砌筑工', '瓦工']),
  group('03', '抹灰', ['抹灰工', '腻子工']),
  group('04', '石制作', ['石材工']),
  group('05', '油漆', ['油漆工', '涂料工']),
  group('06', '钢筋', ['钢筋工']),
  group('07', '混凝土', ['砼工', '泵车操作工']),
  group('08', '脚手架', ['架子工']),
  group('09', '模板', ['模板工']),
  group('10', '焊接', ['电焊工', '氩弧焊工']),
  group('11', '水暖电安装', ['电工', '水电工', '管道工']),
  group('12', '钣金', ['钣金工']),
  group('13', '架线', ['架线工']),
  group('14', '装饰装修', ['防水工', '吊顶工', '幕墙安装工']),
  group('15', '普工与机械', ['普工', '机操工', '塔吊司机', '信号司索工', '施工升降机司机']),
];

export const TRADES: readonly Trade[] = TRADE_TREE.flatMap((g) => g.children);
const TRADE_NAMES = new Map<string, string>([...TRADE_TREE, ...TRADES].map((t) => [t.code, t.name]));
export const tradeName = (code: string): string => TRADE_NAMES.get(code) ?? '';
export const isTradeCode = (code: string): boolean => TRADE_NAMES.has(code);

/** The level-2 trades a node stands for: itself, or its children when it is a group. */
export function leavesOf(code: string): string[] {
  const g = TRADE_TREE.find((x) => x.code === code);
  return g ? g.children.map((c) => c.code) : TRADE_NAMES.has(code) ? [code] : [];
}

/** A trade filter as the URL keeps it: up to ten codes joined by commas. */
export const TRADE_LIST_RE = /^\d{2}(\d{2})?(,\d{2}(\d{2})?){0,9}$/;
export const splitTrades = (s: string | null | undefined): string[] => (s ? s.split(',').filter(Boolean) : []);

export const WAGE_UNITS = ['元/天', '元/月', '元/㎡', '元/吨'] as const;
export const SETTLEMENTS = ['日结', '月结', '完工结'] as const;
export const PROJECT_TYPES = ['住宅', '厂房', '市政', '道路', '装修'] as const;
export const TEAM_MODES = ['点工', '包工', '包清工'] as const;
export const REPORT_REASONS = ['收取押金/培训费', '虚假招工信息', '拖欠工资', '联系方式无效', '其他'] as const;

/** 建筑施工特种作业操作资格证 types: code (the number's two digits), name, trades it must go with. */
export const CERT_TYPES = [
  { code: '01', name: '建筑电工', trades: ['1101', '1102'] },
  { code: '02', name: '建筑架子工（普通脚手架）', trades: ['0801'] },
  { code: '03', name: '建筑架子工（附着升降脚手架）', trades: ['0801'] },
  { code: '04', name: '建筑起重信号司索工', trades: ['1504'] },
  { code: '05', name: '建筑起重机械司机（塔式起重机）', trades: ['1503'] },
  { code: '06', name: '建筑起重机械司机（施工升降机）', trades: ['1505'] },
  { code: '07', name: '建筑起重机械司机（物料提升机）', trades: ['1502'] },
  { code: '08', name: '建筑起重机械安装拆卸工（塔式起重机）', trades: ['1502', '1503'] },
  { code: '09', name: '建筑起重机械安装拆卸工（施工升降机）', trades: ['1502', '1505'] },
  { code: '10', name: '建筑起重机械安装拆卸工（物料提升机）', trades: ['1502'] },
  { code: '11', name: '高处作业吊篮安装拆卸工', trades: ['1403', '0801'] },
] as const;
export const certTypeName = (code: string): string => CERT_TYPES.find((c) => c.code === code)?.name ?? '';

/** Province code prefix → the abbreviation a certificate number starts with. */
export const PROVINCE_ABBR: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '贵',
  '53': '云',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
};

const CERT_RE = /^(\p{Script=Han})([A-Z])(\d{2})(\d{4})(\d{6})$/u;

export interface CertInput {
  typeCode: string;
  number: string;
  /** The issuing province (6-digit code). */
  provinceCode: string;
}

/** '' when the number's format agrees with its type, province, year and the worker's trades; else why not. */
export function certProblem(c: CertInput, trades: readonly string[], year: number): string {
  const type = CERT_TYPES.find((t) => t.code === c.typeCode);
  if (!type) return '证书类型不正确';
  const m = CERT_RE.exec(c.number);
  if (!m)
    return `证书编号格式不正确，应为省份简称+城市字母+2位类别+4位年份+6位序号，如 ${PROVINCE_ABBR['32']}A${c.typeCode}2019000123`;
  const abbr = PROVINCE_ABBR[c.provinceCode.slice(0, 2)];
  if (m[1] !== abbr) return `证书编号的省份简称应为「${abbr ?? '?'}」（发证省份）`;
  if (m[3] !== c.typeCode) return `证书编号的类别代码应为 ${c.typeCode}（${type.name}）`;
  const y = Number(m[4]);
  if (y < 2008 || y > year) return `证书编号中的年份 ${m[4]} 不正确`;
  if (!type.trades.some((t) => trades.includes(t)))
    return `${type.name}证书需与工种「${type.trades.map(tradeName).join('/')}」一同填写`;
  return '';
}

/** Certificate badges: 已核验 / 核验不符 (a reviewer's check), 格式有效 (format only), 已过期 (expiresAt passed). */
export const CERT_STATES = {
  format_ok: '格式有效',
  verified: '已核验',
  invalid: '核验不符',
  expired: '已过期',
} as const;
export type CertState = keyof typeof CERT_STATES;

/** Words that mark a post as asking workers for money: held for review, then shown with a warning. */
export const FEE_WORDS = ['押金', '培训费', '报名费', '先交'] as const;
export const feeWordsIn = (texts: readonly string[]): string[] =>
  FEE_WORDS.filter((w) => texts.some((t) => t.includes(w)));

/** Stored job states; `expired` is derived (recruiting past its expiry). */
export const JOB_STATES = [
  'pending_review',
  'rejected',
  'recruiting',
  'full',
  'closed',
  'withdrawn',
  'expired',
] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_NAMES: Record<JobState, string> = {
  pending_review: '待审核',
  rejected: '未通过审核',
  recruiting: '招工中',
  full: '已招满',
  closed: '已关闭',
  withdrawn: '已撤回',
  expired: '已过期',
};
export const CARD_STATES = ['open', 'working', 'closed'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const CARD_STATE_NAMES: Record<CardState, string> = { open: '找活中', working: '在岗', closed: '已关闭' };
/** A worker card not refreshed for this many days leaves the lists until its owner refreshes it. */
export const LABOR_STALE_DAYS = 30;
