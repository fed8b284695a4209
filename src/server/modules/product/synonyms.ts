// The trade-term dictionary: what builders type, and what the catalogue calls it. Data only;
// the search reads it through tradeRewrites(). A query word containing a term also matches
// goods whose names contain the word with the term replaced by one of its meanings (one step,
// never chained). Terms and meanings are written as the catalogue writes them (Latin letters
// are folded to lower case when loaded).

/** Words that mean the same; each one finds the others. */
export const SAME: readonly (readonly string[])[] = [
  ['商砼', '商混', '商品混凝土', '预拌混凝土'],
  ['砼', '混凝土'],
  ['角钢', '角铁'],
  ['槽钢', '槽铁'],
  ['木方', '方木', '木枋'],
  ['建筑模板', '木模板', '九夹板', '黑模板'],
  ['竹胶板', '竹模板'],
  ['加气混凝土砌块', '加气块', '加气砖'],
  ['挤塑聚苯板', '挤塑板', 'xps板'],
  ['岩棉板', '岩棉保温板'],
  ['硅酮耐候密封胶', '玻璃胶', '耐候胶'],
  ['堵漏王', '堵漏剂'],
  ['墙面腻子粉', '腻子', '腻子粉'],
  ['乳胶漆', '墙面漆', '内墙漆'],
  ['环氧地坪漆', '地坪漆', '环氧地坪'],
  ['铜芯软电线', '软线'],
  ['护套线', '软护套线'],
  ['球阀', '阀门'],
  ['直角扣件', '十字扣件'],
];

/** A broader trade word and the names it covers (one way: 钢筋 finds 螺纹钢, not back). */
export const COVERS: Readonly<Record<string, readonly string[]>> = {
  沙: ['砂'],
  钢筋: ['螺纹钢', '盘螺', '高线', 'hrb400', 'hpb300'],
  螺纹: ['螺纹钢', '盘螺'],
  三级钢: ['hrb400'],
  四级钢: ['hrb500'],
  一级钢: ['hpb300'],
  线材: ['高线', '盘螺'],
  盘圆: ['高线'],
  圆钢: ['高线'],
  钢板: ['中厚板', '热轧卷板', '镀锌板'],
  铁皮: ['镀锌板'],
  白铁皮: ['镀锌板'],
  镀锌管: ['热镀锌钢管'],
  焊管: ['焊接钢管'],
  无缝管: ['无缝钢管'],
  h钢: ['h型钢'],
  工字梁: ['工字钢', 'h型钢'],
  普硅: ['普通硅酸盐水泥'],
  普通水泥: ['普通硅酸盐水泥'],
  复合水泥: ['复合硅酸盐水泥'],
  白水泥: ['白色硅酸盐水泥'],
  快硬水泥: ['快硬硫铝酸盐水泥'],
  抗硫水泥: ['抗硫酸盐水泥'],
  po: ['p.o '],
  pc: ['p.c '],
  '425': ['42.5'],
  '525': ['52.5'],
  '325': ['32.5'],
  砂浆: ['砌筑砂浆', '抹灰砂浆', '地面砂浆'],
  干粉砂浆: ['干混砌筑砂浆', '干混抹灰砂浆', '干混地面砂浆'],
  黄沙: ['河砂'],
  沙子: ['河砂', '机制砂'],
  石子: ['碎石', '卵石'],
  石料: ['碎石', '卵石', '石粉'],
  瓜子片: ['瓜米石'],
  骨料: ['碎石', '卵石', '机制砂', '河砂'],
  外加剂: ['减水剂', '膨胀剂'],
  卷材: ['防水卷材'],
  沥青卷材: ['改性沥青防水卷材'],
  防水膜: ['防水卷材'],
  js防水: ['js聚合物水泥防水涂料'],
  水管: ['给水管', '排水管'],
  自来水管: ['给水管'],
  下水管: ['排水管'],
  排污管: ['双壁波纹管'],
  线管: ['穿线管'],
  电工管: ['电工穿线管'],
  电线: ['bv', 'bvr', 'rvv'],
  电缆: ['yjv', 'kvv'],
  铠装电缆: ['钢带铠装电力电缆'],
  瓷砖: ['地砖', '墙砖', '抛釉砖', '仿古砖', '岩板', '瓷砖'],
  地板砖: ['通体大理石瓷砖', '抛釉砖', '仿古砖'],
  大板: ['岩板'],
  模板: ['建筑模板', '竹胶板', '铝合金模板'],
  铝模: ['铝合金模板'],
  脚手架: ['盘扣式脚手架立杆', '扣件'],
  油漆: ['乳胶漆', '真石漆', '环氧地坪漆', '弹性外墙涂料'],
  外墙漆: ['弹性外墙涂料', '真石漆'],
  防火漆: ['钢结构防火涂料'],
  石膏板: ['纸面石膏板'],
  龙骨: ['轻钢龙骨'],
  保温板: ['挤塑聚苯板', '岩棉板'],
};

/** Term → meanings, Latin letters folded; SAME groups expanded both ways. */
export function tradeTerms(): Map<string, string[]> {
  const fold = (s: string) => s.toLowerCase();
  const out = new Map<string, Set<string>>();
  const add = (term: string, meaning: string) => {
    if (fold(term) === fold(meaning)) return;
    const set = out.get(fold(term)) ?? new Set<string>();
    set.add(fold(meaning));
    out.set(fold(term), set);
  };
  for (const group of SAME) for (const a of group) for (const b of group) add(a, b);
  for (const [term, meanings] of Object.entries(COVERS)) for (const m of meanings) add(term, m);
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** The rewrites of a query word: each term it contains replaced by each of its meanings. */
export function tradeRewrites(terms: Map<string, string[]>, word: string): string[] {
  const out = new Set<string>();
  for (const [term, meanings] of terms) {
    if (!word.includes(term)) continue;
    for (const m of meanings) out.add(word.replace(term, m));
  }
  return [...out];
}
