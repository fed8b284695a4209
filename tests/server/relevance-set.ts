// The relevance set: what builders type, and which goods they expect on top, written from the
// seed's vocabulary (src/server/db/seed/catalog-*.ts). A goods is relevant when its leaf
// category is one of `leaves`, or its name contains every string of `all` (Latin letters
// compared in lower case), or its brand is `brand` (with `leaves`, when given).

export interface Judgement {
  q: string;
  leaves?: string[];
  all?: string[];
  brand?: string;
}

const REBAR = ['螺纹钢', '盘螺', '高线'];
const CONCRETE = ['普通混凝土', '抗渗混凝土', '细石混凝土'];
const CEMENT = ['普通硅酸盐水泥', '复合硅酸盐水泥', '硅酸盐水泥', '白色硅酸盐水泥', '快硬硫铝酸盐水泥', '抗硫酸盐水泥'];
const SAND = ['机制砂', '河砂'];
const TILES = ['通体大理石瓷砖', '抛釉砖', '仿古砖', '釉面内墙砖', '外墙砖', '岩板'];

export const RELEVANCE: Judgement[] = [
  // Trade words, grades, pinyin and initials for rebar.
  { q: '钢筋', leaves: REBAR },
  { q: 'gangjin', leaves: REBAR },
  { q: 'gj', leaves: REBAR },
  { q: 'luowengang', leaves: ['螺纹钢'] },
  { q: 'lwg', leaves: ['螺纹钢'] },
  { q: 'hrb400 螺纹', leaves: ['螺纹钢', '盘螺'] },
  { q: '三级钢', leaves: ['螺纹钢', '盘螺'] },
  { q: '螺纹钢筋', leaves: ['螺纹钢', '盘螺'] },
  { q: '线材', leaves: ['高线', '盘螺'] },
  { q: '沙钢螺纹钢', leaves: ['螺纹钢'], brand: '沙钢' },
  // Sections and plates.
  { q: '角铁', leaves: ['角钢'] },
  { q: 'H钢', leaves: ['H型钢'] },
  { q: '工字钢', leaves: ['工字钢'] },
  { q: '钢板', leaves: ['中厚板', '热轧卷板', '镀锌板'] },
  { q: '镀锌管', leaves: ['热镀锌钢管'] },
  { q: '无缝管', leaves: ['无缝钢管'] },
  // Cement by grade and kind.
  { q: '水泥', leaves: CEMENT },
  { q: 'shuini', leaves: CEMENT },
  { q: '42.5水泥', all: ['42.5', '水泥'] },
  { q: '425水泥', all: ['42.5', '水泥'] },
  { q: 'PO42.5', all: ['p.o 42.5'] },
  { q: '普硅', leaves: ['普通硅酸盐水泥'] },
  { q: '白水泥', leaves: ['白色硅酸盐水泥'] },
  { q: '海螺水泥', leaves: CEMENT, brand: '海螺' },
  // Concrete.
  { q: '商砼', leaves: CONCRETE },
  { q: 'C30 商砼', all: ['c30'] },
  { q: '混凝土', all: ['混凝土'] },
  { q: 'hunningtu', all: ['混凝土'] },
  { q: '砼', all: ['混凝土'] },
  // Sand and stone.
  { q: '砂石', leaves: [...SAND, '碎石', '卵石', '石粉'] },
  { q: '沙子', leaves: SAND },
  { q: '黄沙', leaves: ['河砂'] },
  { q: '机制沙', leaves: ['机制砂'] },
  { q: '石子', leaves: ['碎石', '卵石'] },
  { q: '瓜子片', leaves: ['碎石'] },
  // Waterproofing and sealing.
  {
    q: '防水卷材',
    leaves: ['SBS改性沥青防水卷材', '自粘聚合物改性沥青防水卷材', 'TPO防水卷材', 'HDPE预铺反粘防水卷材'],
  },
  { q: 'sbs', leaves: ['SBS改性沥青防水卷材'] },
  { q: '东方雨虹防水', brand: '东方雨虹' },
  { q: '玻璃胶', leaves: ['硅酮耐候密封胶'] },
  // Pipes and cables.
  { q: '水管', leaves: ['PPR给水管', 'PE给水管', 'PVC-U排水管', 'HDPE双壁波纹管'] },
  { q: 'PPR管', leaves: ['PPR给水管'] },
  { q: '联塑PPR', leaves: ['PPR给水管', 'PPR等径弯头'], brand: '联塑' },
  { q: '电线', leaves: ['BV铜芯聚氯乙烯绝缘电线', 'BVR铜芯软电线', 'RVV护套线'] },
  { q: '电缆', leaves: ['YJV交联聚乙烯绝缘电力电缆', 'YJV22钢带铠装电力电缆', 'KVV控制电缆'] },
  // Tiles, formwork, walls, paint.
  { q: '瓷砖', leaves: TILES },
  { q: '地砖', leaves: ['通体大理石瓷砖', '抛釉砖', '仿古砖'] },
  { q: '马可波罗瓷砖', leaves: TILES, brand: '马可波罗' },
  { q: '九夹板', leaves: ['覆膜建筑模板'] },
  { q: '方木', leaves: ['建筑木方'] },
  { q: '脚手架', leaves: ['盘扣式脚手架立杆', '直角扣件'] },
  { q: '加气块', leaves: ['蒸压加气混凝土砌块'] },
  { q: '挤塑板', leaves: ['XPS挤塑聚苯板'] },
  { q: '保温板', leaves: ['XPS挤塑聚苯板', '岩棉板'] },
  { q: '腻子', leaves: ['墙面腻子粉'] },
  { q: '乳胶漆', leaves: ['乳胶漆'] },
  { q: 'fanghuotuliao', leaves: ['钢结构防火涂料'] },
];
