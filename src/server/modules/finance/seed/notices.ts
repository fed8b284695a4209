// The finance notices and platform rules the seed writes: title, category, days before the seed's
// clock, summary and paragraphs. The first rule is the authorisation the apply form asks for.
import { FINANCE_AGREEMENT } from '../../../../api/finance-fields';

export interface NoticeSeed {
  kind: 'notice' | 'rule';
  category: string;
  title: string;
  daysAgo: number;
  version?: string;
  body: string[];
}

export const AGREEMENT_BODY = [
  '本授权书由申请人（以下简称“您”）在平台金融服务页面提交融资申请时勾选确认。',
  '一、您同意平台将您在申请表中填写的企业名称、统一社会信用代码、联系人、手机号、融资需求及您上传的证明材料，提供给您所选择的合作金融机构，用于融资需求的受理、审核与联系。',
  '二、合作金融机构仅可在受理本次申请的范围内使用上述信息，不得用于其他用途；平台不收集身份证号码及财务报表原件，机构如需，将在后续尽调中另行向您收集。',
  '三、您上传的证明材料为私有文件，仅您本人及平台金融服务专员可查看。',
  '四、您可随时联系平台客服撤回授权；撤回不影响撤回前已进行的处理。',
  '五、平台不向申请人收取任何融资服务费用；如有机构或个人以平台名义收费，请立即举报。',
];

export const NOTICES: NoticeSeed[] = [
  {
    kind: 'rule',
    category: '2',
    title: FINANCE_AGREEMENT.title,
    daysAgo: 60,
    version: FINANCE_AGREEMENT.version,
    body: AGREEMENT_BODY,
  },
  {
    kind: 'rule',
    category: '1',
    title: '金融服务频道管理规则',
    daysAgo: 120,
    version: '2025-09',
    body: [
      '第一条 为规范平台金融服务频道的信息展示与融资申请撮合，制定本规则。',
      '第二条 频道展示的产品均由持牌金融机构或经地方金融监管部门批准的机构提供，平台对机构资质进行审核。',
      '第三条 产品利率、费率、额度等信息以机构最终审批结果为准，页面展示仅供参考。',
      '第四条 平台不参与放款，不吸收资金，不向申请人收取任何费用。',
    ],
  },
  {
    kind: 'rule',
    category: '1',
    title: '融资申请受理规范',
    daysAgo: 90,
    version: '2025-11',
    body: [
      '一、申请提交后，客户经理将在 1 个工作日内电话联系申请人核实需求。',
      '二、同一手机号对同一产品 24 小时内的多次申请合并为一条。',
      '三、申请状态依次为：已提交、受理中、已放款或未通过，申请人可在金融服务首页查看。',
    ],
  },
  {
    kind: 'rule',
    category: '1',
    title: '合作机构准入与退出管理办法',
    daysAgo: 200,
    version: '2025-05',
    body: [
      '一、合作机构须持有有效金融许可证或地方金融监管部门批复文件。',
      '二、合作机构出现违规收费、泄露客户信息等情形的，平台将暂停其产品展示直至清退。',
    ],
  },
  {
    kind: 'rule',
    category: '2',
    title: '电子保函服务协议',
    daysAgo: 150,
    version: '2025-07',
    body: [
      '一、电子保函由出函机构通过平台对接的电子招投标交易系统出具，可线上验真。',
      '二、保函费用由出函机构按保函金额与期限计收，平台不另行收费。',
      '三、保函有效期应覆盖投标有效期。',
    ],
  },
  {
    kind: 'rule',
    category: '3',
    title: '金融服务个人信息保护政策',
    daysAgo: 60,
    version: '2026-03',
    body: [
      '一、我们仅收集完成融资申请所必需的信息：企业名称、统一社会信用代码、联系人、手机号与融资需求。',
      '二、申请信息保存期限为申请结束后 3 年，期满删除或匿名化处理。',
      '三、您可通过客服热线查询、更正或删除您的申请信息。',
    ],
  },
  {
    kind: 'notice',
    category: '1',
    title: '金融服务频道全新上线',
    daysAgo: 75,
    body: [
      '平台金融服务频道正式上线，汇集银行、保理、担保、保险、融资租赁等合作机构，为建筑业企业提供供应链金融、保理、保函、融资租赁与信用贷款服务。',
    ],
  },
  {
    kind: 'notice',
    category: '2',
    title: '电子投标保函上线，最快 1 天出函',
    daysAgo: 40,
    body: ['人保财险、筑安担保等机构的电子投标保函已上线，可替代现金投标保证金，释放企业流动资金。'],
  },
  {
    kind: 'notice',
    category: '3',
    title: '解读：保障农民工工资支付条例中的工资保证金与保函',
    daysAgo: 33,
    body: [
      '《保障农民工工资支付条例》规定施工总承包单位应当按规定存储工资保证金，或者提供金融机构保函替代。',
      '本频道已上线农民工工资支付保函产品，可在线申请。',
    ],
  },
  {
    kind: 'notice',
    category: '1',
    title: '春节期间金融服务安排',
    daysAgo: 21,
    body: ['春节假期期间线上申请照常受理，客户经理将在节后第一个工作日起陆续联系。'],
  },
  {
    kind: 'notice',
    category: '2',
    title: '浙商银行供应链e贷额度上调',
    daysAgo: 14,
    body: ['浙商银行供应链e贷单户最高额度上调，核心企业确权后可提额。'],
  },
  {
    kind: 'notice',
    category: '3',
    title: '应收账款融资：三单匹配是什么',
    daysAgo: 10,
    body: [
      '保理与应收账款融资需要真实贸易背景，机构通常核对合同、发票、物流单据三者一致，即“三单匹配”。',
      '提前整理好三类单据，可明显缩短审核时间。',
    ],
  },
  {
    kind: 'notice',
    category: '1',
    title: '警惕冒用平台名义的收费行为',
    daysAgo: 6,
    body: ['平台不向申请人收取任何融资服务费用。如有人以平台名义要求缴纳保证金、手续费，请拒绝并向平台举报。'],
  },
  {
    kind: 'notice',
    category: '2',
    title: '融资租赁新增塔吊、升降机设备方案',
    daysAgo: 3,
    body: ['华瑞租赁、川建租赁新增塔式起重机、施工升降机售后回租方案，首付低至 10%。'],
  },
];
