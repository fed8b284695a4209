// Dictionary rows served by the public dictionary call (DICT_CODES). The tender type, method and
// status tables live with the tender catalogue (src/api/tender.ts), whose rules depend on them.
import type { Db } from '../index';

const DICTS: Record<string, string[]> = {
  category_code: ['水泥', '钢材', '防水材料', '管材管件', '瓷砖', '电线电缆', '砂石骨料', '混凝土', '木材模板', '涂料'],
  finance_money_type: ['50万以下', '50-200万', '200-500万', '500-1000万', '1000万以上'],
  finance_time_type: ['3个月以内', '3-6个月', '6-12个月', '12个月以上'],
  finance_scene_type: ['材料采购', '工程垫资', '设备租赁', '农民工工资', '投标保证金'],
  finance_service_type: ['供应链金融', '保理融资', '融资租赁', '保函服务', '信用贷款'],
  project_category: ['房建工程', '市政工程', '公路工程', '水利工程', '装饰装修', '机电安装'],
  project_sale_type: ['劳务分包', '专业分包', '材料供应', '设备租赁'],
  transaction_mode: ['线上交易', '线下交易', '担保交易'],
  xfs_product_category_list: ['建筑钢材', '建筑水泥', '商品混凝土', '防水卷材', '给排水管材'],
  fast_city: ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '长沙', '郑州'],
};

/** category_code: the materials of inquiries and supplier scopes, keyed '1'… in this order. */
export const MATERIAL_CATEGORIES = DICTS.category_code;

export async function seedDictionaries(db: Db): Promise<void> {
  const rows = Object.entries(DICTS).flatMap(([code, values]) =>
    values.map((v, i) => ({ code, dict_key: String(i + 1), dict_value: v, sort: i + 1 })),
  );
  await db.insertInto('dict_entry').values(rows).execute();
}
