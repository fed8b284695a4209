// Boards stacked with their edges showing (film-faced plywood, bamboo ply, gypsum board, XPS,
// rock wool), square timber with end grain, aluminium forms, and blocks or bricks on pallets.
import { box, circle, line, rect, shade, type Pt, type Scene } from './kit';
import type { Place } from './goods-steel';

type BoardKind = 'film' | 'bamboo' | 'gypsum' | 'xps' | 'rockwool';
const BOARD: Record<BoardKind, { face: string[]; edge: string[]; th: number; n: [number, number] }> = {
  film: { face: ['#7a3b22', '#5c2f1e', '#8a4a2a', '#2f2a26'], edge: ['#d9b98a'], th: 6, n: [12, 20] },
  bamboo: { face: ['#d9b45a', '#c9a14a'], edge: ['#b48a3c'], th: 6, n: [12, 18] },
  gypsum: { face: ['#eeeeea', '#e3e6e8'], edge: ['#d8d6cf'], th: 5, n: [14, 24] },
  xps: { face: ['#5b9bd5', '#8cc5e8', '#6cbf84', '#f0a8b8'], edge: [], th: 11, n: [6, 10] },
  rockwool: { face: ['#c9a85e', '#b8944c', '#a98c5a'], edge: [], th: 12, n: [5, 8] },
};

export function boards(s: Scene, p: Place, kind: BoardKind) {
  const b = BOARD[kind];
  const face = p.colour ?? s.r.pick(b.face);
  const n = s.r.int(b.n[0], b.n[1]);
  const w = 230;
  const dd: Pt = [p.d[0] * 0.85, p.d[1] * 0.75];
  const x = p.cx - w / 2 - dd[0] * 0.35;
  s.shadow(p.cx + dd[0] * 0.2, p.floor - 4, w * 0.75, 16);
  let y = p.floor - 10;
  for (const bx of [x + 10, x + w - 40]) s.add(box(bx, y, 30, 10, dd, '#9c7a4c', '#7a5a32', '#8a6a40'));
  for (let i = 0; i < n; i++) {
    y -= b.th;
    const off = s.r.range(-2.5, 2.5);
    const edge = kind === 'xps' || kind === 'rockwool' ? shade(face, -0.12) : b.edge[0];
    s.add(
      box(
        x + off,
        y,
        w,
        b.th,
        dd,
        kind === 'film' ? s.lin([shade(face, 0.25), face, shade(face, 0.15)], 30) : face,
        shade(edge, -0.15),
        edge,
        shade(edge, -0.35),
      ),
    );
    if (kind === 'film' || kind === 'bamboo')
      for (let k = 1; k < 4; k++)
        s.add(line(x + off, y + (b.th * k) / 4, x + off + w, y + (b.th * k) / 4, k % 2 ? '#8d6a3d' : '#f0d9b0', 0.7));
    if (kind === 'gypsum') s.add(line(x + off, y + b.th / 2, x + off + w, y + b.th / 2, '#bfbcb3', 0.6));
    if (kind === 'xps') s.add(rect(x + off + w * 0.3, y + 2, w * 0.4, b.th - 4, shade(face, 0.25), 'opacity="0.5"'));
    if (kind === 'rockwool')
      for (let k = 0; k < 18; k++) {
        const xx = x + off + s.r.range(0, w);
        s.add(
          line(
            xx,
            y + s.r.range(1, b.th - 1),
            xx + s.r.range(4, 12),
            y + s.r.range(1, b.th - 1),
            shade(face, s.r.range(-0.4, 0.3)),
            0.7,
          ),
        );
      }
  }
  if (kind === 'rockwool' || kind === 'xps')
    s.add(
      box(x - 2, y, w + 4, p.floor - 10 - y, dd, '#ffffff', '#ffffff', '#ffffff', 'none').replace(
        /fill="#ffffff"/g,
        'fill="#ffffff" opacity="0.16"',
      ),
    );
  if (kind === 'gypsum') s.add(rect(x + w * 0.35, y + 2, 40, p.floor - 14 - y, '#2e6bb5', 'opacity="0.55"'));
}

/** Square timber stacked, end grain to the front. */
export function timber(s: Scene, p: Place) {
  const a = s.r.pick([22, 26, 30]);
  const cols = Math.floor(220 / a);
  const rows = s.r.int(3, 6);
  const x0 = p.cx - (cols * a) / 2 - p.d[0] * 0.3;
  s.shadow(p.cx + p.d[0] * 0.3, p.floor - 4, cols * a * 0.7 + 30, 14);
  for (let rI = 0; rI < rows; rI++)
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * a + (rI % 2) * 1.5;
      const y = p.floor - 8 - (rI + 1) * a;
      const tone = shade(s.r.pick(['#d6b07a', '#c99f68', '#dcbb86']), s.r.range(-0.08, 0.08));
      s.add(
        box(x, y, a - 1.5, a - 1.5, p.d, shade(tone, 0.1), shade(tone, -0.2), shade(tone, -0.05), shade(tone, -0.4)),
      );
      const [gx, gy] = [x + s.r.range(-a * 0.3, a * 1.2), y + s.r.range(-a * 0.3, a * 1.2)];
      const clip = s.clip(rect(x, y, a - 1.5, a - 1.5, '#000'));
      const rings = Array.from({ length: 6 }, (_, k) =>
        circle(gx, gy, (k + 1) * a * 0.22, 'none', `stroke="${shade(tone, -0.3)}" stroke-width="0.7"`),
      );
      s.add(`<g clip-path="${clip}">${rings.join('')}</g>`);
    }
}

/** Aluminium wall forms: panels standing in a rack, ribbed backs and pin holes showing. */
export function aluForm(s: Scene, p: Place) {
  const n = s.r.int(3, 5);
  const w = 150;
  const h = 230;
  s.shadow(p.cx, p.floor - 6, 170, 12);
  for (let i = 0; i < n; i++) {
    const x = p.cx - 150 + i * ((300 - w) / Math.max(1, n - 1));
    const y = p.floor - 10 - i * 3;
    const tone = shade('#c9d0d5', s.r.range(-0.06, 0.06));
    s.add(
      rect(
        x,
        y - h,
        w,
        h,
        s.lin([shade(tone, 0.2), tone, shade(tone, -0.15)], 30),
        `stroke="${shade(tone, -0.45)}" stroke-width="1.5"`,
      ),
    );
    s.add(rect(x + 6, y - h + 6, w - 12, h - 12, shade(tone, -0.12)));
    for (let k = 1; k < 5; k++)
      s.add(
        rect(
          x + 6,
          y - h + (k * h) / 5 - 3,
          w - 12,
          6,
          s.lin(['#eef2f4', shade(tone, -0.2)]),
          `stroke="${shade(tone, -0.4)}" stroke-width="0.6"`,
        ),
      );
    s.add(
      rect(x + w / 2 - 3, y - h + 6, 6, h - 12, shade(tone, 0.1), `stroke="${shade(tone, -0.4)}" stroke-width="0.6"`),
    );
    for (let k = 0; k < 11; k++)
      s.add(
        circle(x + 3, y - h + 12 + k * ((h - 24) / 10), 1.8, '#2b2e30'),
        circle(x + w - 3, y - h + 12 + k * ((h - 24) / 10), 1.8, '#2b2e30'),
      );
  }
}

/** Aerated blocks or fired bricks, strapped on a pallet. */
export function blocks(s: Scene, p: Place, kind: 'aac' | 'brick') {
  const [bw, bh] = kind === 'aac' ? [60, 24] : [26, 8];
  const cols = kind === 'aac' ? 4 : 9;
  const rows = kind === 'aac' ? s.r.int(5, 7) : s.r.int(14, 20);
  const base = kind === 'aac' ? s.r.pick(['#e6e5df', '#dcdad2']) : s.r.pick(['#b5533a', '#a4452e', '#c0663f']);
  const dd: Pt = [p.d[0] * 0.6, p.d[1] * 0.6];
  const x0 = p.cx - (cols * bw) / 2 - dd[0] * 0.3;
  s.shadow(p.cx + dd[0] * 0.3, p.floor - 4, cols * bw * 0.7 + 20, 14);
  s.add(box(x0 - 4, p.floor - 12, cols * bw + 8, 12, dd, '#c39a62', '#8e6a3c', '#a77d48'));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * bw;
      const y = p.floor - 12 - (r + 1) * bh;
      const tone = shade(base, s.r.range(-0.06, 0.06));
      s.add(box(x, y, bw - 1, bh - 1, dd, shade(tone, 0.12), shade(tone, -0.18), tone, shade(tone, -0.25)));
      if (kind === 'aac')
        for (let k = 0; k < 8; k++)
          s.add(circle(x + s.r.range(2, bw - 3), y + s.r.range(2, bh - 3), s.r.range(0.5, 1.2), shade(tone, -0.3)));
    }
  const top = p.floor - 12 - rows * bh;
  for (const t of [0.25, 0.75]) {
    const xx = x0 + cols * bw * t;
    s.add(line(xx, top, xx, p.floor - 12, '#1d4f91', 3), line(xx, top, xx + dd[0], top + dd[1], '#1d4f91', 3));
  }
}
