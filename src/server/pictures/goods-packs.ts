// Aggregate heaps, waterproofing rolls, pails and tins with their colour swatch, glass on an A-frame.
import { circle, code, ellipse, f1, line, path, poly, rect, shade, type Pt, type Scene } from './kit';
import { mark } from './marks';
import type { Place } from './goods-steel';

type HeapKind = 'sand' | 'river' | 'crushed' | 'pebble' | 'powder';
const HEAP: Record<HeapKind, string[]> = {
  sand: ['#b49a72', '#a58c66'],
  river: ['#c9b089', '#bba17a'],
  crushed: ['#8f9194', '#7d7f82'],
  pebble: ['#a8a196', '#9a9387'],
  powder: ['#c7c7c3', '#bdbdb8'],
};

export function heap(s: Scene, p: Place, kind: HeapKind) {
  const base = s.r.pick(HEAP[kind]);
  const w = s.r.range(150, 185);
  const h = s.r.range(120, 170);
  const cx = p.cx + s.r.range(-10, 10);
  const y = p.floor - 10;
  s.shadow(cx, y, w * 1.05, 14, 0.3);
  const outline =
    `M${f1(cx - w)},${f1(y)} C${f1(cx - w * 0.6)},${f1(y - h * 0.55)} ` +
    `${f1(cx - w * 0.3)},${f1(y - h)} ${f1(cx)},${f1(y - h)} C${f1(cx + w * 0.35)},${f1(y - h)} ` +
    `${f1(cx + w * 0.6)},${f1(y - h * 0.5)} ${f1(cx + w)},${f1(y)} Z`;
  const light = p.d[0] > 0 ? 200 : -20;
  s.add(path(outline, s.lin([shade(base, 0.3), base, shade(base, -0.3)], light > 0 ? 20 : 160)));
  const clip = s.clip(path(outline, '#000'));
  const bits: string[] = [];
  const count = kind === 'powder' ? 60 : kind === 'sand' || kind === 'river' ? 260 : 420;
  for (let i = 0; i < count; i++) {
    const x = cx + s.r.range(-w, w);
    const yy = y - s.r.unit() * h;
    const c = shade(base, s.r.range(-0.35, 0.3));
    if (kind === 'pebble')
      bits.push(
        ellipse(
          x,
          yy,
          s.r.range(3, 7),
          s.r.range(2, 5),
          s.r.pick([c, '#c9b79a', '#8a7f73', '#b0a9a0']),
          `stroke="${shade(c, -0.3)}" stroke-width="0.5"`,
        ),
      );
    else if (kind === 'crushed') {
      const r = s.r.range(2.5, 6);
      bits.push(
        poly(
          [
            [x - r, yy],
            [x - r * 0.2, yy - r],
            [x + r, yy - r * 0.3],
            [x + r * 0.6, yy + r * 0.6],
            [x - r * 0.4, yy + r * 0.7],
          ],
          c,
        ),
      );
    } else bits.push(circle(x, yy, s.r.range(0.6, kind === 'powder' ? 6 : 1.6), c, 'opacity="0.7"'));
  }
  s.add(`<g clip-path="${clip}">${bits.join('')}</g>`);
  s.add(path(outline, 'none', `stroke="${shade(base, -0.35)}" stroke-width="1" opacity="0.5"`));
}

type RollKind = 'sbs' | 'self' | 'tpo' | 'hdpe';
/** Membrane rolls lying in a pyramid, wound ends to the front, a paper band round each. */
export function rolls(s: Scene, p: Place, kind: RollKind) {
  const light = kind === 'tpo' || kind === 'hdpe';
  const body = kind === 'tpo' ? s.r.pick(['#e9ecee', '#c9ced2']) : kind === 'hdpe' ? '#f1f1ee' : '#26282a';
  const film = kind === 'sbs' ? '#8e979d' : kind === 'self' ? '#b8c0c8' : shade(body, -0.12);
  const label = p.colour ?? s.r.pick(['#c62828', '#1565c0', '#2e7d32', '#f9a825']);
  const R = s.r.pick([24, 28]);
  const base = s.r.pick([3, 4]);
  const d: Pt = [p.d[0] * 1.2, p.d[1] * 1.2];
  const len = Math.hypot(d[0], d[1]);
  const [ux, uy] = [d[0] / len, d[1] / len];
  const x0 = p.cx - (base - 1) * R - d[0] * 0.35;
  s.add(
    poly(
      [
        [x0 - R, p.floor],
        [x0 + (base - 1) * 2 * R + R, p.floor],
        [x0 + (base - 1) * 2 * R + R + d[0], p.floor + d[1]],
        [x0 - R + d[0], p.floor + d[1]],
      ],
      '#000',
      `opacity="0.3" filter="${s.blur(6)}"`,
    ),
  );
  const logo = s.r.int(0, 7);
  for (let row = 0; row < base; row++)
    for (let j = 0; j < base - row; j++) {
      const i = d[0] > 0 ? j : base - row - 1 - j;
      const x = x0 + i * 2 * R + row * R;
      const y = p.floor - R - row * R * 1.74;
      const [x2, y2] = [x + d[0], y + d[1]];
      s.add(line(x, y, x2, y2, shade(body, -0.35), 2 * R + 1), line(x, y, x2, y2, body, 2 * R - 1));
      s.add(
        line(
          x + uy * R * 0.4,
          y - ux * R * 0.4,
          x2 + uy * R * 0.4,
          y2 - ux * R * 0.4,
          shade(body, light ? 0.5 : 0.25),
          R * 0.5,
          'opacity="0.6"',
        ),
      );
      // The paper band with the maker's mark.
      const [bx, by] = [x + d[0] * 0.45, y + d[1] * 0.45];
      s.add(
        line(bx, by, bx + d[0] * 0.22, by + d[1] * 0.22, label, 2 * R - 1),
        mark(bx + d[0] * 0.11, by + d[1] * 0.11, R * 0.4, logo, '#fff'),
      );
      // Wound end: layers of membrane and film.
      s.add(circle(x, y, R, shade(body, light ? -0.05 : 0.05), `stroke="${shade(body, -0.5)}" stroke-width="1"`));
      const turns = 6;
      let dd = `M${f1(x)},${f1(y)}`;
      for (let k = 1; k <= turns * 16; k++) {
        const a = (k / 16) * 2 * Math.PI;
        const rr = (R * 0.95 * k) / (turns * 16);
        dd += ` L${f1(x + Math.cos(a) * rr)},${f1(y + Math.sin(a) * rr)}`;
      }
      s.add(`<path d="${dd}" fill="none" stroke="${film}" stroke-width="1.3"/>`, circle(x, y, R * 0.14, '#1a1a1a'));
    }
}

type PailKind = 'latex' | 'stone' | 'epoxy' | 'fire' | 'pu' | 'js' | 'bitumen' | 'plug';
export function pails(s: Scene, p: Place, kind: PailKind) {
  const metal = kind === 'epoxy' || kind === 'pu' || kind === 'bitumen';
  const body = metal ? s.r.pick(['#b9c0c6', '#d0d5d9']) : s.r.pick(['#f4f4f2', '#eef2f6']);
  const paint =
    p.colour ??
    (kind === 'latex'
      ? s.r.pick(['#e8dcc8', '#a9c4d8', '#c8d8b0', '#e6b8a2', '#f1efe8'])
      : kind === 'stone'
        ? s.r.pick(['#c9b79c', '#b7ada0', '#d8cbb3'])
        : kind === 'epoxy'
          ? s.r.pick(['#3f8f5a', '#9aa33a', '#7e8a93', '#c0392b'])
          : kind === 'fire'
            ? s.r.pick(['#b0b6bb', '#c0392b', '#e6e6e6'])
            : kind === 'bitumen' || kind === 'pu'
              ? '#222'
              : '#cfd2d4');
  const band = s.r.pick(['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00']);
  const n = kind === 'plug' ? 4 : s.r.pick([1, 2, 3]);
  const big = n === 1 ? 1.35 : n === 2 ? 1.1 : 0.9;
  const R = (kind === 'plug' ? 30 : 52) * big;
  const H = (kind === 'plug' ? 50 : 120) * big;
  s.shadow(p.cx, p.floor - 6, n * R + 30, 12);
  for (let i = 0; i < n; i++) {
    const x = p.cx + (i - (n - 1) / 2) * R * 2.15;
    const y = p.floor - 8 - (i % 2) * 6;
    const taper = metal ? 0 : R * 0.08;
    s.add(
      path(
        `M${f1(x - R)},${f1(y - H)} L${f1(x + R)},${f1(y - H)} L${f1(x + R - taper)},${f1(y)} L${f1(x - R + taper)},${f1(y)} Z`,
        s.lin([shade(body, -0.25), shade(body, 0.3), body, shade(body, -0.3)], 0),
      ),
    );
    s.add(ellipse(x, y, R - taper, (R - taper) * 0.25, shade(body, -0.3)));
    s.add(
      path(
        `M${f1(x - R)},${f1(y - H)} L${f1(x + R)},${f1(y - H)} L${f1(x + R)},${f1(y - H)} ` +
          `L${f1(x - R + taper)},${f1(y)} L${f1(x + R - taper)},${f1(y)} ` +
          `L${f1(x + R)},${f1(y - H)}`,
        'none',
      ),
    );
    // Label: the maker's band and the colour swatch.
    s.add(rect(x - R + 2, y - H * 0.78, 2 * R - 4, H * 0.55, s.lin(['#fff', shade(band, 0.85)], 0), 'opacity="0.95"'));
    s.add(rect(x - R + 2, y - H * 0.78, 2 * R - 4, H * 0.12, band));
    s.add(
      rect(x - R * 0.75, y - H * 0.6, R * 0.8, H * 0.3, paint, `stroke="${shade(paint, -0.25)}" stroke-width="0.8"`),
    );
    if (kind === 'stone')
      for (let k = 0; k < 30; k++)
        s.add(
          circle(
            x - R * 0.75 + s.r.range(0, R * 0.8),
            y - H * 0.6 + s.r.range(0, H * 0.3),
            0.9,
            shade(paint, s.r.range(-0.5, 0.3)),
          ),
        );
    s.add(mark(x + R * 0.45, y - H * 0.45, R * 0.2, s.r.int(0, 5), band));
    s.add(code(x + R * 0.15, y - H * 0.28, s.r.pick(['20kg', '18L', '25kg', '5L']), R * 0.17, '#333'));
    // Lid with a dab of the paint.
    s.add(ellipse(x, y - H, R + 2, (R + 2) * 0.28, shade(metal ? body : band, metal ? 0.1 : 0.1)));
    s.add(ellipse(x, y - H, R * 0.85, R * 0.22, shade(metal ? body : band, -0.15)));
    if (kind !== 'plug') s.add(ellipse(x + R * 0.1, y - H, R * 0.35, R * 0.1, paint));
    if (!metal)
      s.add(
        path(
          `M${f1(x - R)},${f1(y - H * 0.85)} Q${f1(x)},${f1(y - H * 1.45)} ${f1(x + R)},${f1(y - H * 0.85)}`,
          'none',
          'stroke="#555" stroke-width="2.5"',
        ),
      );
  }
}

export function glass(s: Scene, p: Place) {
  const n = s.r.int(6, 10);
  const tint = p.colour ?? s.r.pick(['#9fc9c2', '#a8c8d8', '#b9d3c9']);
  s.add(
    poly(
      [
        [p.cx - 120, p.floor - 6],
        [p.cx - 30, p.floor - 250],
        [p.cx - 20, p.floor - 250],
        [p.cx - 100, p.floor - 6],
      ],
      '#444',
    ),
  );
  for (let i = 0; i < n; i++) {
    const o = i * 5;
    s.add(
      poly(
        [
          [p.cx - 70 + o, p.floor - 6],
          [p.cx - 10 + o, p.floor - 240],
          [p.cx + 170 + o, p.floor - 240],
          [p.cx + 110 + o, p.floor - 6],
        ],
        tint,
        `opacity="0.22" stroke="${shade(tint, -0.4)}" stroke-width="1.2"`,
      ),
    );
  }
  s.add(
    poly(
      [
        [p.cx, p.floor - 200],
        [p.cx + 30, p.floor - 230],
        [p.cx + 60, p.floor - 230],
        [p.cx + 10, p.floor - 150],
      ],
      '#fff',
      'opacity="0.6"',
    ),
  );
  s.add(line(p.cx - 70 + n * 5, p.floor - 6, p.cx - 10 + n * 5, p.floor - 240, shade(tint, -0.5), 3));
}
