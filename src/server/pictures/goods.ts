// Goods: which drawing each mall category gets. Leaf names come from the catalogue
// (src/server/db/seed/catalog-structure.ts, catalog-finishing.ts); a sub or top category, or a
// leaf not listed, falls back to its family's drawing. Tiles draw through tiles.ts.
import * as B from './goods-building';
import * as P from './goods-pipes';
import * as S from './goods-steel';
import * as X from './goods-sections';
import { backdrop, isHex, type Backdrop, type Pt, type Scene } from './kit';
import { drawTileGoods } from './tiles';

type Draw = (s: Scene, p: S.Place) => void;

export const GOODS: Record<string, Draw> = {
  螺纹钢: S.rebar,
  盘螺: (s, p) => S.wireCoil(s, p, true),
  高线: (s, p) => S.wireCoil(s, p, false),
  H型钢: (s, p) => X.sections(s, p, 'H'),
  工字钢: (s, p) => X.sections(s, p, 'I'),
  角钢: (s, p) => X.sections(s, p, 'L'),
  槽钢: (s, p) => X.sections(s, p, 'C'),
  热轧卷板: (s, p) => X.stripCoil(s, p, false),
  中厚板: (s, p) => X.plates(s, p, false),
  镀锌板: (s, p) => X.plates(s, p, true),
  焊接钢管: (s, p) => S.pipes(s, p, 'welded'),
  热镀锌钢管: (s, p) => S.pipes(s, p, 'galv'),
  无缝钢管: (s, p) => S.pipes(s, p, 'seamless'),
  普通硅酸盐水泥: (s, p) => B.bags(s, p, 'cement'),
  复合硅酸盐水泥: (s, p) => B.bags(s, p, 'cement'),
  硅酸盐水泥: (s, p) => B.bulk(s, p),
  白色硅酸盐水泥: (s, p) => B.bags(s, p, 'white'),
  快硬硫铝酸盐水泥: (s, p) => B.bags(s, p, 'special'),
  抗硫酸盐水泥: (s, p) => B.bags(s, p, 'special'),
  普通混凝土: (s, p) => B.concrete(s, p),
  抗渗混凝土: (s, p) => B.concrete(s, p),
  细石混凝土: (s, p) => B.concrete(s, p),
  干混砌筑砂浆: (s, p) => B.bags(s, p, 'mortar'),
  干混抹灰砂浆: (s, p) => B.bags(s, p, 'mortar'),
  干混地面砂浆: (s, p) => B.bags(s, p, 'mortar'),
  瓷砖胶: (s, p) => B.bags(s, p, 'adhesive'),
  聚羧酸高性能减水剂: (s, p) => B.tote(s, p),
  混凝土膨胀剂: (s, p) => B.bags(s, p, 'special'),
  机制砂: (s, p) => B.heap(s, p, 'sand'),
  河砂: (s, p) => B.heap(s, p, 'river'),
  碎石: (s, p) => B.heap(s, p, 'crushed'),
  卵石: (s, p) => B.heap(s, p, 'pebble'),
  石粉: (s, p) => B.heap(s, p, 'powder'),
  SBS改性沥青防水卷材: (s, p) => B.rolls(s, p, 'sbs'),
  自粘聚合物改性沥青防水卷材: (s, p) => B.rolls(s, p, 'self'),
  TPO防水卷材: (s, p) => B.rolls(s, p, 'tpo'),
  HDPE预铺反粘防水卷材: (s, p) => B.rolls(s, p, 'hdpe'),
  单组分聚氨酯防水涂料: (s, p) => B.pails(s, p, 'pu'),
  JS聚合物水泥防水涂料: (s, p) => B.pails(s, p, 'js'),
  非固化橡胶沥青防水涂料: (s, p) => B.pails(s, p, 'bitumen'),
  硅酮耐候密封胶: (s, p) => P.sealant(s, p),
  堵漏王: (s, p) => B.pails(s, p, 'plug'),
  PPR给水管: (s, p) => P.plastic(s, p, 'ppr'),
  PE给水管: (s, p) => P.plastic(s, p, 'pe'),
  'PVC-U排水管': (s, p) => P.plastic(s, p, 'pvc'),
  HDPE双壁波纹管: (s, p) => P.corrugated(s, p),
  PVC电工穿线管: (s, p) => P.plastic(s, p, 'conduit'),
  PPR等径弯头: (s, p) => P.fittings(s, p, 'elbow'),
  'PVC-U顺水三通': (s, p) => P.fittings(s, p, 'tee'),
  铜球阀: (s, p) => P.valve(s, p),
  BV铜芯聚氯乙烯绝缘电线: (s, p) => P.wireCoils(s, p, false),
  BVR铜芯软电线: (s, p) => P.wireCoils(s, p, true),
  RVV护套线: (s, p) => P.wireCoils(s, p, true),
  YJV交联聚乙烯绝缘电力电缆: (s, p) => P.drum(s, p, 'power'),
  YJV22钢带铠装电力电缆: (s, p) => P.drum(s, p, 'armoured'),
  KVV控制电缆: (s, p) => P.drum(s, p, 'control'),
  覆膜建筑模板: (s, p) => B.boards(s, p, 'film'),
  竹胶板: (s, p) => B.boards(s, p, 'bamboo'),
  铝合金模板: (s, p) => B.aluForm(s, p),
  建筑木方: (s, p) => B.timber(s, p),
  盘扣式脚手架立杆: X.scaffold,
  直角扣件: (s, p) => P.couplers(s, p),
  乳胶漆: (s, p) => B.pails(s, p, 'latex'),
  墙面腻子粉: (s, p) => B.bags(s, p, 'putty'),
  真石漆: (s, p) => B.pails(s, p, 'stone'),
  弹性外墙涂料: (s, p) => B.pails(s, p, 'latex'),
  环氧地坪漆: (s, p) => B.pails(s, p, 'epoxy'),
  钢结构防火涂料: (s, p) => B.pails(s, p, 'fire'),
  纸面石膏板: (s, p) => B.boards(s, p, 'gypsum'),
  蒸压加气混凝土砌块: (s, p) => B.blocks(s, p, 'aac'),
  轻钢龙骨: X.studs,
  XPS挤塑聚苯板: (s, p) => B.boards(s, p, 'xps'),
  岩棉板: (s, p) => B.boards(s, p, 'rockwool'),
  // Subjects the brief names beyond today's tree.
  开关插座: (s, p) => P.switches(s, p),
  玻璃: (s, p) => B.glass(s, p),
  砖: (s, p) => B.blocks(s, p, 'brick'),
};

/** Sub and top categories → one leaf's drawing. */
const FAMILY: Record<string, string> = {
  钢材: '螺纹钢',
  建筑钢材: '螺纹钢',
  型钢: 'H型钢',
  板材: '中厚板',
  钢管: '焊接钢管',
  水泥: '普通硅酸盐水泥',
  通用水泥: '普通硅酸盐水泥',
  特种水泥: '快硬硫铝酸盐水泥',
  混凝土: '普通混凝土',
  商品混凝土: '普通混凝土',
  预拌砂浆: '干混砌筑砂浆',
  混凝土外加剂: '聚羧酸高性能减水剂',
  砂石骨料: '碎石',
  砂: '机制砂',
  石子: '碎石',
  防水材料: 'SBS改性沥青防水卷材',
  防水卷材: 'SBS改性沥青防水卷材',
  防水涂料: 'JS聚合物水泥防水涂料',
  密封堵漏: '硅酮耐候密封胶',
  管材管件: 'PPR给水管',
  给水管: 'PPR给水管',
  排水管: 'PVC-U排水管',
  管件阀门: '铜球阀',
  电线电缆: 'YJV交联聚乙烯绝缘电力电缆',
  电线: 'BV铜芯聚氯乙烯绝缘电线',
  电力电缆: 'YJV交联聚乙烯绝缘电力电缆',
  木材模板: '覆膜建筑模板',
  建筑模板: '覆膜建筑模板',
  木方与脚手架: '建筑木方',
  涂料: '乳胶漆',
  内墙涂料: '乳胶漆',
  外墙与工业涂料: '真石漆',
  墙体保温: 'XPS挤塑聚苯板',
  墙体材料: '蒸压加气混凝土砌块',
  保温材料: '岩棉板',
};

/** Tile leaves of the mall draw as tiles. */
const TILE_LEAVES: Record<string, string> = {
  瓷砖: '全抛釉',
  地砖: '全抛釉',
  墙砖: '瓷片',
  通体大理石瓷砖: '抛光砖',
  抛釉砖: '全抛釉',
  仿古砖: '仿古砖',
  釉面内墙砖: '瓷片',
  外墙砖: '劈开砖',
  岩板: '岩板',
};

export const GOODS_SUBJECTS: readonly string[] = [...Object.keys(GOODS), ...Object.keys(TILE_LEAVES)];

/** The drawing a subject resolves to, or undefined when it falls back to the default. */
export function resolveGoods(subject: string): string | undefined {
  if (GOODS[subject] || TILE_LEAVES[subject]) return subject;
  if (FAMILY[subject]) return FAMILY[subject];
  return Object.keys(GOODS).find((k) => subject.includes(k));
}

export function drawGoods(s: Scene, subject: string, colour?: string): void {
  const key = resolveGoods(subject) ?? '螺纹钢';
  if (TILE_LEAVES[key]) return drawTileGoods(s, TILE_LEAVES[key], colour);
  const r = s.r;
  const kind: Backdrop = r.pick(['studio', 'studio', 'yard', 'warehouse']);
  const floor = backdrop(s, kind, r.range(250, 290), r.pick(['#dfe5ea', '#e8e2d8', '#dde3dc', '#e4e4e4']));
  const dir = r.chance(0.5) ? 1 : -1;
  const d: Pt = [dir * r.range(130, 170), -r.range(50, 70)];
  GOODS[key](s, { cx: 200 - dir * 30, floor: floor + r.range(40, 70), d, colour: isHex(colour) ? colour : undefined });
}
