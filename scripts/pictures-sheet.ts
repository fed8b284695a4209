// `npx tsx scripts/pictures-sheet.ts [out.png] [kinds,…]`: renders every picture subject in three
// variants (seeds 1–3), prints the render time and the WebP sizes, and writes a contact sheet
// with each subject written under its cells (outside the picture), plus one sheet per kind next
// to it (out-goods.png …) for a closer look.
import sharp from 'sharp';
import { renderPicture, SIZES, SUBJECTS, type PictureKind, type PictureSpec } from '../src/server/pictures';

const out = process.argv[2] ?? '/tmp/pictures-sheet.png';
const only = process.argv[3]?.split(',') as PictureKind[] | undefined;
const SEEDS = [1, 2, 3];
const CELL = 200;

/** English glosses so the sheet reads without a CJK font. */
const GLOSS: Record<string, string> = {
  螺纹钢: 'rebar',
  盘螺: 'ribbed coil',
  高线: 'wire rod',
  H型钢: 'H-beam',
  工字钢: 'I-beam',
  角钢: 'angle',
  槽钢: 'channel',
  热轧卷板: 'HR coil',
  中厚板: 'plate',
  镀锌板: 'galv sheet',
  焊接钢管: 'welded pipe',
  热镀锌钢管: 'galv pipe',
  无缝钢管: 'seamless pipe',
  普通硅酸盐水泥: 'OPC cement',
  复合硅酸盐水泥: 'PC cement',
  硅酸盐水泥: 'bulk cement',
  白色硅酸盐水泥: 'white cement',
  快硬硫铝酸盐水泥: 'rapid cement',
  抗硫酸盐水泥: 'SR cement',
  普通混凝土: 'ready-mix',
  抗渗混凝土: 'ready-mix P',
  细石混凝土: 'fine concrete',
  干混砌筑砂浆: 'mortar M',
  干混抹灰砂浆: 'mortar P',
  干混地面砂浆: 'mortar F',
  瓷砖胶: 'tile adhesive',
  聚羧酸高性能减水剂: 'admixture',
  混凝土膨胀剂: 'expansive',
  机制砂: 'mfd sand',
  河砂: 'river sand',
  碎石: 'crushed stone',
  卵石: 'pebbles',
  石粉: 'stone powder',
  SBS改性沥青防水卷材: 'SBS roll',
  自粘聚合物改性沥青防水卷材: 'self-adh roll',
  TPO防水卷材: 'TPO roll',
  HDPE预铺反粘防水卷材: 'HDPE roll',
  单组分聚氨酯防水涂料: 'PU coating',
  JS聚合物水泥防水涂料: 'JS coating',
  非固化橡胶沥青防水涂料: 'bitumen coat',
  硅酮耐候密封胶: 'sealant',
  堵漏王: 'plug',
  PPR给水管: 'PPR pipe',
  PE给水管: 'PE pipe',
  'PVC-U排水管': 'PVC drain',
  HDPE双壁波纹管: 'corrugated',
  PVC电工穿线管: 'conduit',
  PPR等径弯头: 'PPR elbow',
  'PVC-U顺水三通': 'PVC tee',
  铜球阀: 'ball valve',
  BV铜芯聚氯乙烯绝缘电线: 'BV wire',
  BVR铜芯软电线: 'BVR wire',
  RVV护套线: 'RVV wire',
  YJV交联聚乙烯绝缘电力电缆: 'YJV cable',
  YJV22钢带铠装电力电缆: 'armoured cable',
  KVV控制电缆: 'control cable',
  覆膜建筑模板: 'film ply',
  竹胶板: 'bamboo ply',
  铝合金模板: 'alu form',
  建筑木方: 'timber',
  盘扣式脚手架立杆: 'scaffold std',
  直角扣件: 'coupler',
  乳胶漆: 'latex paint',
  墙面腻子粉: 'putty',
  真石漆: 'stone paint',
  弹性外墙涂料: 'ext. paint',
  环氧地坪漆: 'epoxy floor',
  钢结构防火涂料: 'fireproof',
  纸面石膏板: 'gypsum bd',
  蒸压加气混凝土砌块: 'AAC block',
  轻钢龙骨: 'steel stud',
  XPS挤塑聚苯板: 'XPS board',
  岩棉板: 'rock wool',
  开关插座: 'switches',
  玻璃: 'glass',
  砖: 'brick',
  瓷砖: 'tile',
  地砖: 'floor tile',
  墙砖: 'wall tile',
  通体大理石瓷砖: 'polished',
  抛釉砖: 'glazed',
  仿古砖: 'rustic',
  釉面内墙砖: 'wall glazed',
  外墙砖: 'exterior',
  岩板: 'slab',
  抛光砖: 'polished',
  全抛釉: 'full glazed',
  抛晶砖: 'crystal',
  木纹砖: 'wood-look',
  瓷片: 'wall tile',
  微晶石: 'micro-crystal',
  劈开砖: 'split brick',
  广场砖: 'paver',
  '101': 'excavator',
  '102': 'loader',
  '103': 'dozer',
  '201': 'truck crane',
  '202': 'crawler crane',
  '203': 'tower crane',
  '301': 'pump truck',
  '302': 'mixer',
  '401': 'paver',
  '402': 'milling',
  '501': 'rotary rig',
  '502': 'pile press',
  '601': 'roller',
  '701': 'forklift',
  '801': 'scissor',
  '802': 'boom lift',
  '901': 'dump truck',
};

const kinds = (only ?? (Object.keys(SUBJECTS) as PictureKind[])).filter((k) => SUBJECTS[k]);
const esc = (s: string) => s.replace(/[<>&]/g, '');

interface Cell {
  spec: PictureSpec;
  png: Buffer;
  w: number;
  h: number;
}

const times: number[] = [];
const bytes: Record<string, { large: number[]; small: number[] }> = {};
const sheets: { kind: PictureKind; cells: Cell[][] }[] = [];
for (const kind of kinds) {
  const groups: Cell[][] = [];
  for (const subject of SUBJECTS[kind]) {
    const row: Cell[] = [];
    for (const seed of SEEDS) {
      const spec: PictureSpec = { kind, subject, seed };
      const t0 = performance.now();
      const r = await renderPicture(spec);
      times.push(performance.now() - t0);
      const b = (bytes[kind] ??= { large: [], small: [] });
      b.large.push(r.large.length);
      b.small.push(r.small.length);
      const { w, h } = SIZES[kind];
      const cw = kind === 'banner' ? CELL * 3 : CELL;
      const ch = Math.round((cw * h) / w);
      row.push({ spec, png: await sharp(r.large).resize(cw, ch).png().toBuffer(), w: cw, h: ch });
    }
    groups.push(row);
  }
  sheets.push({ kind, cells: groups });
}

const LABEL = 18;
async function compose(list: typeof sheets, file: string) {
  const layers: { input: Buffer; top: number; left: number }[] = [];
  let y = 0;
  let width = 0;
  for (const { kind, cells } of list) {
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="24"><text x="4" y="18" font-family="DejaVu Sans" font-size="16" font-weight="bold">${kind}</text></svg>`,
      ),
      top: y,
      left: 0,
    });
    y += 26;
    const groupW = cells[0][0].w * 3 + 12;
    const perRow = Math.max(1, Math.floor(2460 / groupW));
    cells.forEach((row, i) => {
      const gx = (i % perRow) * groupW;
      if (i > 0 && i % perRow === 0) y += row[0].h + LABEL + 8;
      row.forEach((c, j) => {
        layers.push({ input: c.png, top: y, left: gx + j * (c.w + 2) });
        const text = `${GLOSS[c.spec.subject] ?? c.spec.subject} #${c.spec.seed}`;
        layers.push({
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${LABEL}"><text x="3" y="13" font-family="DejaVu Sans" font-size="12">${esc(text)}</text></svg>`,
          ),
          top: y + c.h + 1,
          left: gx + j * (c.w + 2),
        });
      });
      width = Math.max(width, gx + groupW);
    });
    y += cells[0][0].h + LABEL + 14;
  }
  await sharp({ create: { width: Math.max(width, 400), height: y, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toFile(file);
}

await compose(sheets, out);
for (const sh of sheets) await compose([sh], out.replace(/\.png$/, `-${sh.kind}.png`));

const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(0)}, max ${s[s.length - 1].toFixed(0)}`;
};
console.log(
  `pictures: ${times.length}; render ms (both sizes) ${stat(times)}; mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)}`,
);
for (const [k, b] of Object.entries(bytes))
  console.log(`${k.padEnd(8)} large bytes ${stat(b.large)} · small bytes ${stat(b.small)}`);
console.log(`sheet: ${out}`);
