// News in every module: industry, policy, platform notices and weekly price reports.
import { NEWS_MODULES } from '../../../api/cms';
import { insertBatched, mediaUrl, Rng, type Tx } from './util';

type Module = (typeof NEWS_MODULES)[number];

const TITLES: Record<Exclude<Module, 'price'>, string[]> = {
  industry: [
    '装配式建筑占新建建筑比例持续提升 构件企业加快布局',
    '水泥行业错峰生产常态化 区域供需格局生变',
    '防水行业集中度提升 头部企业工程渠道占比扩大',
    '建筑央企上半年新签合同额稳步增长',
    '绿色建材产品认证扩围 更多品类纳入政府采购',
    '钢结构住宅试点城市扩容 带动型钢需求',
    '城市更新项目陆续开工 老旧小区改造材料需求回暖',
    '商品混凝土企业加快数字化搅拌站建设',
    '光伏建筑一体化项目增多 屋面防水要求提高',
    '建材数字化采购渗透率提升 中小施工企业加速上线',
    '砂石骨料机制砂占比超过八成 质量标准趋严',
    '管材企业推出全屋给排水系统方案',
  ],
  policy: [
    '多地出台政策支持装配式建筑和智能建造发展',
    '建设工程质量安全管理规定修订 明确材料进场验收责任',
    '推进工程建设项目招标投标全流程电子化',
    '保障农民工工资支付 工程款分账管理全面推行',
    '绿色建筑标准实施 新建建筑执行更高节能要求',
    '建筑垃圾资源化利用政策加码 再生骨料推广应用',
    '工程建设领域推行保函替代现金保证金',
    '施工现场扬尘治理标准更新 商品砂浆使用范围扩大',
    '预拌混凝土质量管理规程发布 强化运输和浇筑记录',
    '建筑施工企业安全生产许可证实行电子证照',
    '政府投资项目严禁拖欠工程款 建立清欠长效机制',
    '城镇老旧小区改造技术导则发布',
  ],
  platform: [
    '关于平台春节期间客服服务时间调整的公告',
    '平台供应链金融服务正式上线',
    '自营商城新增华南、西南区域仓',
    '关于规范商品发布信息的通知',
    '平台年度优秀供应商评选结果公示',
    '询价功能升级：支持多规格批量报价',
    '关于开展供应商资质年审工作的通知',
    '平台系统升级维护公告',
    '招标采购服务新增电子保函功能',
    '陶瓷馆正式上线 佛山产区源头直供',
    '关于防范冒用平台名义进行诈骗的提示',
    '平台会员积分规则调整公告',
  ],
};

const PRICE_ITEMS = [
  '螺纹钢',
  '热轧卷板',
  'H型钢',
  'P.O 42.5水泥',
  '商品混凝土C30',
  '机制砂',
  '碎石',
  'PPR管材',
  'BV电线',
  'SBS防水卷材',
  '覆膜建筑模板',
  '镀锌钢管',
];
const AREAS = ['华东', '华南', '华北', '华中', '西南', '西北', '东北'];
const SOURCES: Record<Module, string[]> = {
  industry: ['行业观察', '建材市场周刊', '平台资讯中心'],
  policy: ['政策解读', '平台资讯中心'],
  platform: ['平台公告'],
  price: ['价格监测中心'],
};

function priceTitle(r: Rng, i: number): string {
  const direction = r.pick(['小幅上涨', '窄幅震荡', '小幅回落', '企稳回升', '持稳运行']);
  return `第${(i % 4) + 1}周${r.pick(AREAS)}地区${PRICE_ITEMS[i % PRICE_ITEMS.length]}价格${direction}`;
}

function body(r: Rng, title: string, module: Module): { summary: string; content: string } {
  if (module === 'price') {
    const change = r.int(5, 80);
    const summary = `${title}，主流成交价较上周变动${change}元左右，下游工地采购以按需补库为主。`;
    const content = `${summary}\n\n市场方面，本周主要钢厂、水泥企业出厂价以稳为主，贸易商报价随期货和库存小幅调整，部分区域受天气影响到货节奏放缓。\n\n后市展望：短期需求释放有限，预计价格以区间波动为主，建议项目按施工节点分批采购，关注平台价格行情与锁价服务。`;
    return { summary, content };
  }
  const summary = `${title}。本文梳理要点与对建筑企业、材料供应商的影响。`;
  const content = `${summary}\n\n一、主要内容：围绕工程质量、采购效率和资金安全，相关各方进一步明确了责任分工与执行要求。\n\n二、影响分析：施工企业需同步调整材料计划和供应商管理，供应商应完善资质、质检报告和电子化交付能力。\n\n三、平台建议：通过平台询价、招标和供应链金融服务，提前锁定资源，降低采购与资金成本。`;
  return { summary, content };
}

export async function seedNews(db: Tx, now: number): Promise<void> {
  const r = new Rng('news', now);
  const rows = NEWS_MODULES.flatMap((module) => {
    const titles = module === 'price' ? Array.from({ length: 12 }, (_, i) => priceTitle(r, i)) : TITLES[module];
    return titles.map((title, i) => ({
      title,
      module_code: module,
      source: r.pick(SOURCES[module]),
      image_url: mediaUrl('news', `${module}-${i + 1}`, title.slice(0, 6)),
      publish_time: r.daysAgo(module === 'price' ? 60 : 400),
      ...body(r, title, module),
    }));
  });
  await insertBatched(db, 'news', rows);
}
