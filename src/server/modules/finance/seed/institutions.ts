// The partner institutions and the product families they offer: amounts in 万元, terms in months,
// rates in percent a year (guarantees: a fee rate), what a practitioner sees on bank and
// guarantee-company pages (SECTIONS.md E.1).

/** name, short name, kind (INSTITUTION_KINDS), province code. */
export const INSTITUTIONS: [string, string, string, string][] = [
  ['中国建设银行股份有限公司江苏省分行', '建设银行', '1', '320000'],
  ['中国工商银行股份有限公司浙江省分行', '工商银行', '1', '330000'],
  ['中国银行股份有限公司上海市分行', '中国银行', '1', '310000'],
  ['中国农业银行股份有限公司安徽省分行', '农业银行', '1', '340000'],
  ['交通银行股份有限公司广东省分行', '交通银行', '1', '440000'],
  ['招商银行股份有限公司南京分行', '招商银行', '1', '320000'],
  ['浙商银行股份有限公司杭州分行', '浙商银行', '1', '330000'],
  ['兴业银行股份有限公司福州分行', '兴业银行', '1', '350000'],
  ['江苏银行股份有限公司', '江苏银行', '1', '320000'],
  ['中信银行股份有限公司武汉分行', '中信银行', '1', '420000'],
  ['筑信商业保理（深圳）有限公司', '筑信保理', '2', '440000'],
  ['华建商业保理（天津）有限公司', '华建保理', '2', '120000'],
  ['江苏筑安融资担保有限公司', '筑安担保', '3', '320000'],
  ['中合建工融资担保股份有限公司', '中合担保', '3', '110000'],
  ['中国人民财产保险股份有限公司', '人保财险', '4', '110000'],
  ['阳光财产保险股份有限公司', '阳光财险', '4', '110000'],
  ['华瑞融资租赁（上海）有限公司', '华瑞租赁', '5', '310000'],
  ['川建融资租赁有限公司', '川建租赁', '5', '510000'],
];

export type Institution = (typeof INSTITUTIONS)[number];

/**
 * The partners at a seed scale: the 18 above, and above the default scale (atScale's factor k)
 * k − 1 more offices of each in other provinces — a bank's provincial 分行, another partner's
 * 分公司 — each offering its products, so the list grows with the seed.
 */
export function institutionsAt(k: number, provinces: { code: string; name: string }[]): Institution[] {
  const out: Institution[] = [...INSTITUTIONS];
  for (let c = 1; c < k; c++) {
    INSTITUTIONS.forEach(([name, short, kind, home], i) => {
      const others = provinces.filter((p) => p.code !== home);
      const p = others[(i * 7 + c) % others.length];
      const company = name.replace(/(有限公司)[^有]*分行$/, '$1');
      out.push([`${company}${p.name}${kind === '1' ? '分行' : '分公司'}`, short, kind, p.code]);
    });
  }
  return out;
}

export interface Family {
  service: string;
  /** Institution kinds that offer it. */
  kinds: string[];
  names: string[];
  scenes: string[][];
  amount: [min: [number, number], max: [number, number]];
  term: [min: [number, number], max: [number, number]];
  rate: [from: [number, number], spread: [number, number]];
  rateKind: 'rate' | 'fee';
  guarantees: string[];
  audiences: string[][];
  funding: [number, number];
  conditions: string[];
  materials: string[];
  steps: string[];
  features: string[];
}

const BASE_CONDITIONS = [
  '依法设立并持续经营满 2 年，年检正常',
  '企业及实际控制人征信良好，无重大不良记录',
  '纳税信用等级 B 级及以上',
];
const BASE_MATERIALS = ['营业执照', '法定代表人身份证明', '近两年财务报表及最近一期报表', '企业征信授权书'];

export const FAMILIES: Family[] = [
  {
    service: '1',
    kinds: ['1'],
    names: ['建材采购贷', '供应链e贷', '订单融资', '预付款融资', '存货质押融资'],
    scenes: [['1'], ['1', '3'], ['1', '2']],
    amount: [
      [10, 100],
      [500, 3000],
    ],
    term: [
      [1, 3],
      [6, 12],
    ],
    rate: [
      [3.45, 4.6],
      [0.8, 1.9],
    ],
    rateKind: 'rate',
    guarantees: ['2', '4', '1'],
    audiences: [['1', '3'], ['1']],
    funding: [3, 7],
    conditions: [...BASE_CONDITIONS, '与平台核心企业有 6 个月以上真实交易记录'],
    materials: [...BASE_MATERIALS, '购销合同、发票、物流单据（三单匹配）'],
    steps: ['线上申请|当天', '预审|3-5 个工作日', '授信审批|7-10 个工作日', '签约放款|2-3 个工作日'],
    features: ['随借随还，按日计息', '核心企业确权即可提额', '线上提款，最快当天到账'],
  },
  {
    service: '2',
    kinds: ['1', '2'],
    names: ['应收账款保理', '工程款保理', '反向保理（核心企业确权）', '融信通'],
    scenes: [['2'], ['1', '2'], ['2', '4']],
    amount: [
      [50, 200],
      [1000, 5000],
    ],
    term: [
      [1, 3],
      [6, 12],
    ],
    rate: [
      [4.5, 6.8],
      [1.2, 2.8],
    ],
    rateKind: 'rate',
    guarantees: ['2'],
    audiences: [['1'], ['1', '2']],
    funding: [2, 5],
    conditions: [...BASE_CONDITIONS, '应收账款债务人为央企、国企或上市建筑企业', '融资额不超过应收账款净额的 80%'],
    materials: [...BASE_MATERIALS, '工程合同或供货合同', '结算单或确权文件', '发票'],
    steps: ['线上申请|当天', '贸易背景审核|2-3 个工作日', '应收账款转让登记|1 个工作日', '放款|1-2 个工作日'],
    features: ['不占用企业授信额度', '核心企业确权，无需抵押', '资金最快 48 小时到账'],
  },
  {
    service: '3',
    kinds: ['5', '1'],
    names: ['塔吊设备融资租赁', '工程机械售后回租', '施工设备直租'],
    scenes: [['3'], ['3', '2']],
    amount: [
      [30, 100],
      [800, 2000],
    ],
    term: [
      [6, 12],
      [24, 36],
    ],
    rate: [
      [5.8, 7.5],
      [1.5, 3],
    ],
    rateKind: 'rate',
    guarantees: ['3', '4'],
    audiences: [['2']],
    funding: [5, 10],
    conditions: [...BASE_CONDITIONS, '租赁设备权属清晰，购置发票齐全'],
    materials: [...BASE_MATERIALS, '设备购置合同或发票', '在建项目中标通知书'],
    steps: ['线上申请|当天', '设备评估|3-5 个工作日', '审批|5-7 个工作日', '签约起租|2-3 个工作日'],
    features: ['设备即担保，首付低至 10%', '租金按月或按季支付', '期满留购价 1 元'],
  },
  {
    service: '4',
    kinds: ['1', '3', '4'],
    names: ['投标保函', '电子投标保函', '履约保函', '预付款保函', '农民工工资支付保函'],
    scenes: [['5'], ['5'], ['2'], ['1', '2'], ['4']],
    amount: [
      [1, 5],
      [300, 1000],
    ],
    term: [
      [1, 3],
      [12, 24],
    ],
    rate: [
      [0.3, 0.8],
      [0.2, 0.7],
    ],
    rateKind: 'fee',
    guarantees: ['1', '4'],
    audiences: [['2'], ['1', '2']],
    funding: [1, 3],
    conditions: ['依法设立的建筑施工或供应企业', '具备相应资质，近三年无重大违约', '保函受益人及项目信息明确'],
    materials: ['营业执照', '招标文件或施工合同', '保函申请书', '企业资质证书'],
    steps: ['提交申请|当天', '资料审核|1 个工作日', '缴纳保费|当天', '出具保函|1 个工作日'],
    features: ['替代现金保证金，释放流动资金', '电子保函线上验真', '最快 1 天出函'],
  },
  {
    service: '5',
    kinds: ['1'],
    names: ['建筑业经营快贷', '税易贷', '小微企业信用贷', '工程e贷'],
    scenes: [['1', '2', '4'], ['1', '4'], ['2']],
    amount: [
      [5, 30],
      [200, 1000],
    ],
    term: [
      [3, 6],
      [12, 36],
    ],
    rate: [
      [3.65, 5.2],
      [0.5, 2],
    ],
    rateKind: 'rate',
    guarantees: ['1'],
    audiences: [
      ['1', '2', '3'],
      ['2', '3'],
    ],
    funding: [1, 3],
    conditions: [...BASE_CONDITIONS, '近 12 个月纳税或开票记录连续'],
    materials: ['营业执照', '法定代表人身份证明', '纳税授权'],
    steps: ['线上申请|当天', '自动审批|当天', '签约提款|1 个工作日'],
    features: ['纯信用，无需抵押', '额度循环使用', '最快当天放款'],
  },
];
