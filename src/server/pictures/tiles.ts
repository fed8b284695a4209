// Ceramic tiles (陶瓷馆): the tile's own face — marble veins, stone mottling, wood grain, cement
// look, solid glaze, terrazzo specks, split bricks, small square pavers — in its colour family,
// shown as a laid floor, a wall, or a tile leaning on its box with the colour batch printed.
import { circle, code, f1, line, path, rect, shade, type Scene } from './kit';
import { mark } from './marks';

type Pattern = 'marble' | 'stone' | 'wood' | 'cement' | 'solid' | 'terrazzo' | 'split' | 'paver';
interface TileLook {
  pattern: Pattern[];
  gloss: number;
  /** Tile size in plane units (the floor is 600 units across). */
  size: [number, number];
  wall?: boolean;
}

const LOOK: Record<string, TileLook> = {
  抛光砖: { pattern: ['stone', 'solid', 'terrazzo'], gloss: 0.7, size: [150, 150] },
  全抛釉: { pattern: ['marble', 'marble', 'stone'], gloss: 0.8, size: [200, 200] },
  抛晶砖: { pattern: ['marble', 'stone'], gloss: 0.9, size: [200, 200] },
  仿古砖: { pattern: ['cement', 'stone', 'solid'], gloss: 0.1, size: [150, 150] },
  木纹砖: { pattern: ['wood'], gloss: 0.15, size: [60, 300] },
  瓷片: { pattern: ['marble', 'solid', 'cement'], gloss: 0.6, size: [100, 200], wall: true },
  微晶石: { pattern: ['marble', 'solid'], gloss: 1, size: [200, 200] },
  岩板: { pattern: ['marble', 'stone', 'cement'], gloss: 0.5, size: [300, 300] },
  劈开砖: { pattern: ['split'], gloss: 0.05, size: [80, 20], wall: true },
  广场砖: { pattern: ['paver'], gloss: 0, size: [50, 50] },
};
const SIZE_CODE: Record<string, string> = {
  木纹砖: '200×1200',
  瓷片: '300×600',
  劈开砖: '240×60',
  广场砖: '100×100',
  岩板: '900×1800',
  仿古砖: '600×600',
};
export const TILE_SUBJECTS: readonly string[] = Object.keys(LOOK);

const PATTERN_NAMES: Record<string, Pattern> = {
  大理石纹: 'marble',
  石纹: 'stone',
  纯色: 'solid',
  木纹: 'wood',
  水泥: 'cement',
  水磨石: 'terrazzo',
};

const FAMILY: Record<string, string[]> = {
  白色系: ['#f3f1ec', '#efefea', '#f5f2ea', '#ebe9e4'],
  灰色系: ['#a9a9a5', '#8f918f', '#b8b7b2', '#7b7d7c'],
  米黄系: ['#e4d3b2', '#dcc8a0', '#ead9bb'],
  木色系: ['#b88a5a', '#8a5e3b', '#c79a68', '#a4764a'],
  黑色系: ['#2b2a29', '#1f2022', '#35312d'],
  彩色系: ['#8fa3b5', '#8d9a70', '#b8684c', '#d4a7a2'],
};

/** The colour families and pattern names a tile row may name (the seed's words). */
export const TILE_COLOURS: readonly string[] = Object.keys(FAMILY);
export const TILE_PATTERNS: readonly string[] = Object.keys(PATTERN_NAMES);

function base(s: Scene, family: string | undefined, pattern: Pattern): string {
  if (family && /^#/.test(family)) return family;
  if (family && FAMILY[family]) return s.r.pick(FAMILY[family]);
  if (pattern === 'wood') return s.r.pick(FAMILY.木色系);
  if (pattern === 'split') return s.r.pick(['#b5603f', '#9c5a3c', '#c98f5f', '#8d8a84']);
  return s.r.pick([...FAMILY.白色系, ...FAMILY.灰色系, ...FAMILY.米黄系, FAMILY.黑色系[0]]);
}

/** One tile's face in the rectangle, clipped to it. */
function face(s: Scene, pattern: Pattern, col: string, x: number, y: number, w: number, h: number): string {
  const r = s.r;
  const dark = col.startsWith('#2') || col.startsWith('#1') || col.startsWith('#3');
  const out: string[] = [rect(x, y, w, h, col)];
  if (pattern === 'marble') {
    const vein = dark ? r.pick(['#d8c48a', '#e9e6df']) : r.pick(['#8f8a84', '#a39a8e', '#6f6d6b', '#b59b6e']);
    const slope = r.range(-0.6, 0.6);
    for (let k = 0; k < 4; k++) {
      // A vein runs across the tile with a gentle meander, a soft halo and branches.
      const sy = y + r.range(-0.2, 1.2) * h;
      let [px, py] = [x - 5, sy];
      let d = `M${f1(px)},${f1(py)}`;
      for (let i = 1; i <= 6; i++) {
        const nx = x - 5 + ((w + 10) * i) / 6;
        const ny = py + (slope * w) / 6 + r.range(-0.07, 0.07) * h;
        d += ` Q${f1((px + nx) / 2 + r.range(-4, 4))},${f1((py + ny) / 2 + r.range(-0.05, 0.05) * h)} ${f1(nx)},${f1(ny)}`;
        if (r.chance(0.25))
          out.push(
            path(
              `M${f1(nx)},${f1(ny)} q${f1(r.range(5, 20))},${f1(r.range(-20, 20))} ${f1(r.range(15, 40))},${f1(r.range(-30, 30))}`,
              'none',
              `stroke="${vein}" stroke-width="0.5" opacity="0.6"`,
            ),
          );
        [px, py] = [nx, ny];
      }
      const main = k === 0;
      out.push(path(d, 'none', `stroke="${vein}" stroke-width="${main ? 7 : 3}" opacity="${main ? 0.22 : 0.12}"`));
      out.push(
        path(
          d,
          'none',
          `stroke="${vein}" stroke-width="${f1(main ? r.range(1.2, 2.2) : r.range(0.4, 0.9))}" opacity="${f1(r.range(0.55, 0.9))}"`,
        ),
      );
    }
    out.push(rect(x, y, w, h, shade(col, 0.2), `opacity="0.1"`));
  } else if (pattern === 'stone' || pattern === 'cement') {
    for (let k = 0; k < (pattern === 'stone' ? 10 : 6); k++)
      out.push(
        circle(
          x + r.range(0, w),
          y + r.range(0, h),
          r.range(w * 0.08, w * 0.3),
          shade(col, pattern === 'cement' ? r.range(-0.2, 0.14) : r.range(-0.12, 0.1)),
          `opacity="0.45"`,
        ),
      );
    for (let k = 0; k < (pattern === 'stone' ? 70 : 40); k++)
      out.push(circle(x + r.range(0, w), y + r.range(0, h), r.range(0.4, 1.3), shade(col, r.range(-0.35, 0.25))));
  } else if (pattern === 'terrazzo') {
    for (let k = 0; k < 60; k++) {
      const c = r.pick(['#7b7d7c', '#c9b79a', '#fff', '#b8684c', '#2b2a29', shade(col, -0.3)]);
      const rr = r.range(0.8, 3.5);
      const cx = x + r.range(0, w);
      const cy = y + r.range(0, h);
      out.push(
        path(
          `M${f1(cx - rr)},${f1(cy)} L${f1(cx)},${f1(cy - rr * 0.8)} ` +
            `L${f1(cx + rr)},${f1(cy + rr * 0.2)} L${f1(cx + rr * 0.2)},${f1(cy + rr)} Z`,
          c,
        ),
      );
    }
  } else if (pattern === 'wood') {
    for (let k = 0; k < 9; k++) {
      const gx = x + r.range(0, w);
      out.push(
        path(
          `M${f1(gx)},${f1(y)} C${f1(gx + r.range(-6, 6))},${f1(y + h * 0.3)} ` +
            `${f1(gx + r.range(-6, 6))},${f1(y + h * 0.7)} ${f1(gx + r.range(-4, 4))},${f1(y + h)}`,
          'none',
          `stroke="${shade(col, r.range(-0.35, -0.1))}" stroke-width="${f1(r.range(0.5, 1.6))}" opacity="0.8"`,
        ),
      );
    }
    if (r.chance(0.3))
      out.push(
        `<ellipse cx="${f1(x + r.range(0.3, 0.7) * w)}" cy="${f1(y + r.range(0.1, 0.9) * h)}" ` +
          `rx="${f1(w * 0.06)}" ry="${f1(w * 0.14)}" fill="${shade(col, -0.2)}" ` +
          `stroke="${shade(col, -0.35)}" stroke-width="0.6"/>`,
      );
  } else if (pattern === 'paver') {
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++)
        out.push(circle(x + w * (0.2 + i * 0.2), y + h * (0.2 + j * 0.2), w * 0.035, shade(col, -0.18)));
  } else if (pattern === 'split') {
    out.push(rect(x, y, w, h * 0.25, shade(col, 0.1), 'opacity="0.6"'));
    for (let k = 0; k < 10; k++) out.push(circle(x + r.range(0, w), y + r.range(0, h), 0.8, shade(col, -0.3)));
  }
  return out.join('');
}

/** The tile in its own colours and pattern over a plane area, with grout lines. */
function tiled(s: Scene, look: TileLook, pattern: Pattern, col: string, W: number, H: number, grout: string): string {
  const [tw, th] = look.size;
  const parts: string[] = [];
  const stagger = pattern === 'wood' || pattern === 'split';
  for (let row = 0, y = 0; y < H; row++, y += th) {
    const off = stagger ? ((row * (pattern === 'wood' ? 0.37 : 0.5)) % 1) * tw : 0;
    for (let x = -off; x < W; x += tw) {
      const tone =
        pattern === 'wood' || pattern === 'split'
          ? shade(col, s.r.range(-0.1, 0.08))
          : shade(col, s.r.range(-0.02, 0.02));
      const id = s.clip(rect(x, y, tw, th, '#000'));
      const flip = pattern === 'wood' ? '' : '';
      parts.push(`<g clip-path="${id}"${flip}>${face(s, pattern, tone, x, y, tw, th)}</g>`);
      parts.push(rect(x, y, tw, th, 'none', `stroke="${grout}" stroke-width="${pattern === 'wood' ? 0.8 : 1.6}"`));
    }
  }
  return parts.join('');
}

function gloss(s: Scene, k: number, x: number, y: number, w: number, h: number): string {
  if (k <= 0.05) return '';
  return rect(
    x,
    y,
    w,
    h,
    s.lin(
      [
        [0, '#ffffff'],
        [0.35, '#ffffff00'],
        [1, '#ffffff00'],
      ],
      35,
    ),
    `opacity="${f1(0.3 + 0.4 * k)}"`,
  );
}

export function drawTile(s: Scene, subject: string, colour?: string, patternName?: string, batch?: string): void {
  const look = LOOK[subject] ?? LOOK['全抛釉'];
  const pattern =
    (patternName && PATTERN_NAMES[patternName] && subject !== '劈开砖' && subject !== '广场砖'
      ? PATTERN_NAMES[patternName]
      : undefined) ?? s.r.pick(look.pattern);
  const col = base(s, colour, pattern);
  const grout = shade(col, pattern === 'split' ? 0.45 : col < '#8' ? 0.25 : -0.15);
  const view = look.wall ? s.r.pick(['wall', 'wall', 'box']) : s.r.pick(['floor', 'floor', 'box']);
  const code2 =
    batch ??
    `${s.r.int(22, 25)}${String(s.r.int(1, 12)).padStart(2, '0')}${s.r.pick(['A', 'B', 'C'])}${String(s.r.int(1, 99)).padStart(2, '0')}`;
  if (view === 'wall') {
    s.add(tiled(s, look, pattern, col, 400, 330, grout), gloss(s, look.gloss, 0, 0, 400, 330));
    s.add(rect(0, 318, 400, 82, s.lin(['#d9d2c4', '#b5ab98'])), rect(0, 314, 400, 6, '#8b8172'));
    s.add(
      rect(220, 250, 150, 68, s.lin(['#f4f4f2', '#c9c9c6'], 0), 'rx="4"'),
      rect(240, 236, 6, 20, '#9aa3a8'),
      rect(236, 234, 24, 5, '#9aa3a8'),
    );
  } else if (view === 'floor') {
    s.add(rect(0, 0, 400, 170, s.lin([s.r.pick(['#e9e4da', '#dfe3e4', '#ece7e0']), '#cfc8bc'])));
    s.add(rect(0, 158, 400, 12, shade(col, -0.25)));
    if (s.r.chance(0.6)) s.add(rect(s.r.range(40, 260), 20, 90, 120, '#cfe3f0', 'stroke="#fff" stroke-width="6"'));
    const m = `matrix(${f1(0.9)},0,${f1(s.r.range(-0.55, 0.55))},0.42,${f1(-40)},170)`;
    s.add(
      `<g transform="${m}"><g transform="translate(-360 0)">${tiled(s, look, pattern, col, 1160, 560, grout)}</g></g>`,
    );
    s.add(
      rect(
        0,
        170,
        400,
        230,
        s.lin([
          [0, '#00000030'],
          [0.4, '#00000000'],
          [1, '#00000018'],
        ]),
      ),
    );
    if (look.gloss > 0.3)
      s.add(
        `<ellipse cx="${f1(s.r.range(120, 280))}" cy="240" rx="110" ry="34" fill="${s.fade('#ffffff', f1(0.25 + look.gloss * 0.35))}"/>`,
      );
  } else {
    s.add(rect(0, 0, 400, 400, s.lin(['#eceae5', '#d5d1c9'])), rect(0, 330, 400, 70, '#bfb8ab'));
    // The carton with its batch label, then the tile leaning on it.
    s.add(rect(150, 150, 230, 190, '#c9a46b', 'stroke="#9c7a45"'), rect(150, 150, 230, 18, '#b48f56'));
    s.add(
      rect(255, 240, 110, 70, '#fff', 'stroke="#888"'),
      code(262, 262, `No.${code2}`, 12, '#111'),
      code(262, 282, SIZE_CODE[subject] ?? '800×800', 10, '#333'),
    );
    s.add(rect(262, 290, 60, 12, '#111'), mark(190, 200, 16, s.r.int(0, 7), '#7a4a1f'));
    const [tw, th] = look.size[0] < look.size[1] ? [130, 270] : [200, 200];
    const tx = 40;
    const ty = 336 - th;
    const id = s.clip(rect(tx, ty, tw, th, '#000'));
    const inner =
      pattern === 'paver' || pattern === 'split'
        ? `<g transform="translate(${tx} ${ty})">${tiled(s, look, pattern, col, tw, th, grout)}</g>`
        : face(s, pattern, col, tx, ty, tw, th);
    const shine = gloss(s, look.gloss, tx, ty, tw, th);
    const edge =
      rect(tx, ty, tw, th, 'none', `stroke="${shade(col, -0.3)}" stroke-width="1.5"`) +
      rect(tx + tw, ty + 2, 6, th - 2, shade(col, -0.25));
    s.add(`<g transform="rotate(-4 ${tx} ${ty + th})"><g clip-path="${id}">${inner}${shine}</g>${edge}</g>`);
    s.add(line(20, 338, 390, 338, '#00000040', 3));
  }
  if (view !== 'box') {
    // Inside the middle band a 4:3 card keeps of the square picture.
    s.add(rect(12, 312, 132, 28, '#ffffffd9', 'rx="3"'), code(20, 331, `No.${code2}`, 13, '#222'));
  }
}

/** A mall goods picture of a tile leaf. */
export function drawTileGoods(s: Scene, subject: string, colour?: string): void {
  drawTile(s, subject, colour);
}
