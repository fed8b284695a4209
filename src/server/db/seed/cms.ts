// Operator content: banners for every position, partners of each type, success cases.
import { BANNER_POSITIONS } from '../../../api/cms';
import { pagePaths } from '../../../api/paths';
import { builderName } from './companies';
import { insertBatched, mediaUrl, Rng, type Tx } from './util';

const BANNERS: Record<(typeof BANNER_POSITIONS)[number] | 'marketing', [string, string][]> = {
  '01': [
    ['建材集采节 源头直供 螺纹钢低至3350元/吨', pagePaths.moreGoods],
    ['防水材料品牌周 东方雨虹、科顺限时特惠', pagePaths.moreGoods],
    ['新用户注册即享首单运费补贴', pagePaths.register],
    ['供应链金融上线 最快当天放款', pagePaths.finance],
    ['全国招标信息 每日更新', pagePaths.tenders],
  ],
  '03': [
    ['自营商城 品质保障 正品低价', pagePaths.mallSelf],
    ['水泥专场 海螺P.O 42.5散装直发', pagePaths.moreGoods],
    ['管材管件 联塑伟星工程批量价', pagePaths.moreGoods],
  ],
  '05': [
    ['优惠询价 一键发布 多家报价', pagePaths.inquiry],
    ['询价大厅 千家供应商在线报价', pagePaths.inquiryMore],
    ['批量采购 比价更省心', pagePaths.inquiry],
  ],
  '06': [
    ['招标公告 实时推送', pagePaths.tenders],
    ['招投标服务 全流程线上办理', pagePaths.tenders],
  ],
  '07': [
    ['工程机械租赁 塔吊挖掘机一站找齐', pagePaths.devices],
    ['闲置设备出租 快速变现', pagePaths.devices],
  ],
  '08': [
    ['劳务用工 实名制管理', pagePaths.labor],
    ['优质班组 在线对接', pagePaths.labor],
  ],
  '09': [
    ['材料采购贷 随借随还', pagePaths.finance],
    ['工程保函线上办理 最快1天出函', pagePaths.finance],
  ],
  '10': [
    ['项目分包 精准匹配', pagePaths.project],
    ['找项目 上平台', pagePaths.project],
  ],
  '186': [
    ['陶瓷馆 佛山源头好砖', pagePaths.taociHome],
    ['岩板新品 大板上新', pagePaths.taociShop],
  ],
  marketing: [['年终采购季 满10万减2000', pagePaths.moreGoods]],
};

const PARTNERS: Record<1 | 2 | 3, string[]> = {
  1: ['中国建筑', '中国中铁', '中国铁建', '中国交建', '中国电建', '上海建工', '陕西建工', '北京城建'],
  2: ['中国建设银行', '中国工商银行', '中国农业银行', '中国银行', '招商银行', '兴业银行', '浦发银行', '中信银行'],
  3: ['海螺', '华新', '沙钢', '东方雨虹', '联塑', '伟星', '马可波罗', '远东电缆', '立邦', '北新建材'],
};

const CASES: [string, string, string][] = [
  ['武汉光谷安置房项目', '螺纹钢、盘螺', '钢材'],
  ['南京江北新区综合管廊工程', 'HDPE双壁波纹管、PE给水管', '管材'],
  ['成都天府新区学校新建工程', '商品混凝土C30/C35', '混凝土'],
  ['杭州亚运配套道路改造工程', '沥青、碎石、机制砂', '砂石骨料'],
  ['西安地铁车辆段上盖物业项目', 'SBS改性沥青防水卷材', '防水材料'],
  ['广州白云区城中村改造项目', 'BV电线、YJV电力电缆', '电线电缆'],
  ['郑州航空港区产业园厂房项目', 'H型钢、彩钢板', '钢材'],
  ['长沙湘江新区医院项目', '抛釉砖、岩板', '瓷砖'],
  ['重庆两江新区保障房项目', '覆膜建筑模板、木方', '木材模板'],
  ['合肥滨湖新区商业综合体项目', '乳胶漆、真石漆', '涂料'],
];

export async function seedCms(db: Tx, now: number): Promise<void> {
  const r = new Rng('cms', now);
  const banners = [...BANNER_POSITIONS, 'marketing' as const].flatMap((position) =>
    BANNERS[position].map(([title, link], i) => ({
      title,
      link_url: link,
      position,
      sort: i + 1,
      // The carousel (01) and the marketing image are banners; the other positions are the home's ad strips.
      image_url: mediaUrl(
        position === '01' || position === 'marketing' ? 'banner' : 'ad',
        `${position}-${i + 1}`,
        title.split(' ')[0],
      ),
    })),
  );
  await insertBatched(db, 'banner', banners);

  const partners = Object.entries(PARTNERS).flatMap(([type, names]) =>
    names.map((name, i) => ({
      name,
      type: Number(type),
      link_url: '',
      sort: i + 1,
      logo_url: mediaUrl('partner', `${type}-${i + 1}`, name),
    })),
  );
  await insertBatched(db, 'partner', partners);

  const cases = CASES.map(([project, materials, kind], i) => {
    const company = builderName(
      r,
      r.pick(['武汉市', '南京市', '成都市', '杭州市', '西安市', '广州市', '郑州市', '长沙市', '重庆市', '合肥市']),
    );
    const saving = r.int(5, 15);
    const amount = r.int(800, 12000);
    const summary = `${company}通过平台集中采购${materials}，累计成交${amount}万元，综合采购成本下降约${saving}%。`;
    const content = [
      `项目背景：${project}由${company}承建，工期紧、用量大，${kind}需求分批集中、价格波动明显。`,
      `解决方案：项目部在平台发布询价，邀请${r.int(8, 30)}家认证供应商在线报价，结合平台价格行情确定锁价周期，分批下单、按节点配送。`,
      `实施效果：累计采购${materials}成交${amount}万元，较项目预算节约约${saving}%，平均到货周期缩短${r.int(1, 4)}天，全部订单在线对账、电子签收，资料可追溯。`,
      `客户评价：“平台的供应商资源和履约管理让我们把精力放回施工本身。”`,
    ].join('\n\n');
    return {
      title: `${project}${kind}集中采购`,
      company_name: company,
      summary,
      content,
      image_url: mediaUrl('case', i + 1, project.slice(0, 6)),
      publish_time: r.daysAgo(720),
      sort: i + 1,
    };
  });
  await insertBatched(db, 'success_case', cases);
}
