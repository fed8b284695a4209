// Research reports written from the seeded price series: weekly reports each Friday, monthly
// reports early in the month, and topics, nationally or for a province, their figures (average,
// week-on-week and 12-week change) read from the same weekly averages the price map shows.
import type { Insertable } from 'kysely';
import { materialOf, REPORT_INDEX, REPORT_MATERIALS, type ReportMaterial } from '../../../../api/ground-dicts';
import type { RegionBase } from '../../../db/seed/region-data';
import type { Rng } from '../../../db/seed/util';
import { beijingInstant, HOUR, stampOf } from '../../../floor/time';
import type { GroundReportTable } from '../schema';
import { seriesOf, type Series } from './prices';

const TOPICS: Record<ReportMaterial, string[]> = {
  steel: ['螺纹钢期现价差与工地采购时点', '钢厂检修季对建筑钢材供应的影响', '钢筋加工配送模式的成本比较'],
  cement: ['错峰生产对水泥价格的影响', '熟料库存与水泥价格的传导关系', '水泥企业碳排放配额对成本的影响'],
  concrete: ['商砼站环保改造与产能布局', '外加剂价格变动对商砼成本的影响', '商砼回款周期与供应商选择'],
  aggregate: ['机制砂替代河砂的成本测算与区域差异', '砂石运距与到场价：运费占比分析', '长江禁采后的砂石供应格局'],
};
const pct = (a: number, b: number) => Math.round(((a - b) / b) * 1000) / 10;
const trend = (x: number) => (x > 0.2 ? `上涨 ${x}%` : x < -0.2 ? `下跌 ${Math.abs(x)}%` : '基本持平');

export function buildReports(
  r: Rng,
  nowMs: number,
  count: number,
  tree: RegionBase[],
  series: Series,
  weeks: string[],
): Insertable<GroundReportTable>[] {
  const provinces = tree.filter((x) => x.level === 1);
  const out: Insertable<GroundReportTable>[] = [];
  const mean = (xs: number[][], i: number) => xs.reduce((s, x) => s + x[i], 0) / xs.length;
  for (let n = 0; n < count; n++) {
    const material = REPORT_MATERIALS[n % REPORT_MATERIALS.length];
    const index = materialOf(REPORT_INDEX[material])!;
    const national = r.chance(0.4);
    const prov = national ? null : r.pick(provinces);
    const lines = prov
      ? [seriesOf(series, index.code, prov.code)]
      : provinces.map((p) => seriesOf(series, index.code, p.code));
    const kind = n % 7 === 6 ? 'topic' : n % 7 >= 4 ? 'monthly' : 'weekly';
    // Weekly: the Friday of one of the last 50 weeks; monthly: the 2nd of one of the last 14 months.
    const w = weeks.length - 1 - r.int(kind === 'weekly' ? 0 : 0, Math.min(50, weeks.length - 14));
    const friday = new Date(`${weeks[w]}T00:00:00Z`);
    const y = friday.getUTCFullYear();
    const mo = friday.getUTCMonth() + 1;
    let at = kind === 'monthly' ? beijingInstant(y, mo, 2, 10) : beijingInstant(y, mo, friday.getUTCDate() + 4, 16);
    if (at > nowMs) at = nowMs - r.int(2, 20) * HOUR;
    const i = Math.max(
      12,
      weeks.findLastIndex((wk) => Date.parse(`${wk}T00:00:00Z`) <= at + 8 * HOUR),
    );
    const price = Math.round(mean(lines, i) * 100) / 100;
    const wow = pct(mean(lines, i), mean(lines, i - 1));
    const q = pct(mean(lines, i), mean(lines, i - 12));
    const region = prov?.name ?? '全国';
    const unit = index.unit === 't' ? '元/吨' : '元/方';
    const title =
      kind === 'weekly'
        ? `${region}${index.name}市场周报（${weeks[i].slice(5).replace('-', '月')}日当周）`
        : kind === 'monthly'
          ? `${y}年${mo}月${region}${index.name}价格月报`
          : `专题：${r.pick(TOPICS[material])}${prov ? `（${prov.name}）` : ''}`;
    const summary = `${weeks[i].slice(0, 4)}年${weeks[i].slice(5, 7)}月${weeks[i].slice(8)}日当周，${region}${index.name}均价 ${price} ${unit}，环比${trend(wow)}，较 12 周前${trend(q)}。`;
    const body = [
      summary,
      `供应方面，${q < 0 ? '前期产能释放、库存偏高，企业以去库存为主，报价继续下探' : '部分企业检修、环保限产叠加运输成本上升，可售资源偏紧，报价坚挺'}。`,
      `需求方面，${wow >= 0 ? '重点工程项目陆续开工，搅拌站与施工单位按需补库，成交有所放量' : '受降雨与资金面影响，工地开工率回落，采购以刚需为主'}。`,
      `运费方面，短途配送运价维持在 0.5—0.9 元/吨·公里，运距超过 50 公里时运费占到场价的比重明显上升，建议按到场价比选供应点。`,
      `后市预判：预计未来两周${region}${index.name}价格${q > 2 ? '高位震荡，谨慎追涨' : q < -2 ? '低位企稳，可择机锁价' : '窄幅波动'}。本报告数据来源于平台监测的供应点报价与成交，仅供参考。`,
    ].join('\n\n');
    out.push({
      title: title.slice(0, 80),
      kind,
      material,
      province_code: prov?.code ?? '',
      summary: summary.slice(0, 300),
      body,
      state: n % 41 === 40 ? 'archived' : 'published',
      publish_time: stampOf(at),
      views: r.int(20, 5000),
    });
  }
  return out;
}
