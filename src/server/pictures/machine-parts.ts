// Parts machines are drawn from, in side view: crawler tracks, tyres, cabs with glass, booms
// (thick outlined strokes), hydraulic rams, lattice booms, a truck chassis, warning stripes.
import { circle, f1, line, path, rect, shade, type Pt, type Scene } from './kit';

export interface Livery {
  body: string;
  dark: string;
  trim: string;
}

/** Body colours per maker (a brand-like livery; the maker's name is never drawn). */
export const MAKER_LIVERY: Record<string, string> = {
  三一: '#d8261c',
  徐工: '#f2b705',
  柳工: '#f5b400',
  卡特: '#f6c200',
  小松: '#f1c20f',
  日立: '#ee7d1a',
  沃尔沃: '#f3b300',
  斗山: '#f06a1d',
  临工: '#f4b81c',
  山推: '#f2b705',
  中联重科: '#dfe3e0',
  永茂: '#f2c10a',
  杭叉: '#ef6b1f',
  合力: '#e2231a',
  吉尼: '#2c63ad',
  鼎力: '#f07d1f',
  陕汽: '#2b69b3',
  重汽: '#e7e9ea',
  山河智能: '#f2b705',
};
export const LIVERIES = ['#f2b705', '#f5b400', '#ee7d1a', '#d8261c', '#2c63ad', '#dfe3e0', '#f06a1d'];

export const livery = (body: string): Livery => ({ body, dark: shade(body, -0.35), trim: '#2b2d2f' });

/** A thick segment with an outline and a highlight: a boom, an arm, a frame member. */
export function beam(a: Pt, b: Pt, w: number, col: string): string {
  const d = `M${f1(a[0])},${f1(a[1])} L${f1(b[0])},${f1(b[1])}`;
  return (
    path(d, 'none', `stroke="${shade(col, -0.45)}" stroke-width="${f1(w + 2)}" stroke-linecap="round"`) +
    path(d, 'none', `stroke="${col}" stroke-width="${f1(w)}" stroke-linecap="round"`) +
    path(
      d,
      'none',
      `stroke="${shade(col, 0.35)}" stroke-width="${f1(w * 0.25)}" stroke-linecap="round" ` +
        `transform="translate(0 ${f1(-w * 0.22)})" opacity="0.7"`,
    )
  );
}

/** A hydraulic ram from a (barrel) to b (rod). */
export function ram(a: Pt, b: Pt, w = 6): string {
  const m: Pt = [a[0] + (b[0] - a[0]) * 0.55, a[1] + (b[1] - a[1]) * 0.55];
  return (
    line(a[0], a[1], m[0], m[1], '#3a3d40', w) +
    line(m[0], m[1], b[0], b[1], '#d9dde0', w * 0.55) +
    circle(a[0], a[1], w * 0.6, '#222') +
    circle(b[0], b[1], w * 0.6, '#222')
  );
}

/** A crawler track from x1 to x2 standing on the ground. */
export function track(x1: number, x2: number, ground: number, h: number): string {
  const r = h / 2;
  const out = [rect(x1, ground - h, x2 - x1, h, '#2a2b2c', `rx="${f1(r)}"`)];
  for (let x = x1 + 4; x < x2 - 4; x += 7)
    out.push(line(x, ground - h, x, ground - h + 3, '#555', 2), line(x, ground - 3, x, ground, '#555', 2));
  out.push(rect(x1 + 5, ground - h + 5, x2 - x1 - 10, h - 10, '#3b3d3f', `rx="${f1(r - 5)}"`));
  for (let x = x1 + r; x <= x2 - r + 0.1; x += (x2 - x1 - 2 * r) / 5)
    out.push(circle(x, ground - r, r * 0.42, '#1b1c1d', 'stroke="#666" stroke-width="1"'));
  out.push(circle(x1 + r, ground - r, r * 0.75, '#4a4c4e'), circle(x2 - r, ground - r, r * 0.75, '#4a4c4e'));
  return out.join('');
}

export function wheel(x: number, ground: number, r: number, hub = '#8d9499'): string {
  return (
    circle(x, ground - r, r, '#1e1f20') +
    circle(x, ground - r, r * 0.92, 'none', `stroke="#333" stroke-width="${f1(r * 0.12)}" stroke-dasharray="3 3"`) +
    circle(x, ground - r, r * 0.55, hub) +
    circle(x, ground - r, r * 0.2, shade(hub, -0.4))
  );
}

/** A cab: body-coloured frame, tinted glass with a sky reflection. */
export function cab(s: Scene, x: number, y: number, w: number, h: number, body: string, slant = 0.15): string {
  const glass = s.lin(['#9cc3dc', '#43667f', '#2b3f4f'], 70);
  return (
    path(
      `M${f1(x)},${f1(y + h)} L${f1(x)},${f1(y)} L${f1(x + w * (1 - slant))},${f1(y)} L${f1(x + w)},${f1(y + h)} Z`,
      body,
      `stroke="${shade(body, -0.45)}" stroke-width="1"`,
    ) +
    path(
      `M${f1(x + 4)},${f1(y + h * 0.62)} L${f1(x + 4)},${f1(y + 4)} ` +
        `L${f1(x + w * (1 - slant) - 3)},${f1(y + 4)} ` +
        `L${f1(x + w - 4 - w * slant * 0.38)},${f1(y + h * 0.62)} Z`,
      glass,
    ) +
    line(x + w * 0.45, y + 4, x + w * 0.45, y + h * 0.62, body, 3)
  );
}

/** A lattice boom from a to b: two chords and zig-zag lacing. */
export function lattice(a: Pt, b: Pt, w: number, col: string): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const [nx, ny] = [-uy * (w / 2), ux * (w / 2)];
  const out = [
    line(a[0] + nx, a[1] + ny, b[0] + nx * 0.5, b[1] + ny * 0.5, col, 2.2),
    line(a[0] - nx, a[1] - ny, b[0] - nx * 0.5, b[1] - ny * 0.5, col, 2.2),
  ];
  const steps = Math.max(4, Math.round(len / w));
  for (let i = 0; i < steps; i++) {
    const t0 = i / steps;
    const t1 = (i + 1) / steps;
    const k0 = 1 - 0.5 * t0;
    const k1 = 1 - 0.5 * t1;
    const s0 = i % 2 ? 1 : -1;
    out.push(
      line(
        a[0] + ux * len * t0 + nx * k0 * s0,
        a[1] + uy * len * t0 + ny * k0 * s0,
        a[0] + ux * len * t1 - nx * k1 * s0,
        a[1] + uy * len * t1 - ny * k1 * s0,
        col,
        1.1,
      ),
    );
  }
  return out.join('');
}

/** A truck: cab at the front (right), frame, wheels at the axle positions. Returns the deck y. */
export function truck(
  s: Scene,
  x: number,
  ground: number,
  len: number,
  axles: number[],
  body: string,
): { deck: number; cabX: number } {
  const r = 17;
  const deck = ground - r * 2 - 6;
  const cabX = x + len - 62;
  s.add(rect(x, deck, len - 40, 12, '#2f3234'));
  s.add(
    path(
      `M${cabX},${deck + 12} L${cabX},${deck - 58} L${cabX + 46},${deck - 58} L${cabX + 62},${deck - 22} L${cabX + 62},${deck + 12} Z`,
      body,
      `stroke="${shade(body, -0.45)}"`,
    ),
  );
  s.add(
    path(
      `M${cabX + 30},${deck - 52} L${cabX + 44},${deck - 52} L${cabX + 56},${deck - 24} L${cabX + 30},${deck - 24} Z`,
      s.lin(['#9cc3dc', '#34546a'], 70),
    ),
  );
  s.add(rect(cabX + 4, deck - 52, 22, 26, s.lin(['#9cc3dc', '#34546a'], 70)));
  s.add(rect(cabX + 48, deck + 2, 16, 8, '#ddd'), rect(cabX - 2, deck - 10, 6, 20, '#444'));
  for (const ax of axles) s.add(wheel(x + ax, ground, r), rect(x + ax - r - 3, deck + 8, 2 * r + 6, 5, '#222'));
  return { deck, cabX };
}

/** Yellow-black hazard stripes inside a rectangle. */
export function hazard(s: Scene, x: number, y: number, w: number, h: number): string {
  const clip = s.clip(rect(x, y, w, h, '#000'));
  const bars = [rect(x, y, w, h, '#f2c200')];
  for (let k = -h; k < w; k += 10)
    bars.push(
      path(
        `M${f1(x + k)},${f1(y + h)} L${f1(x + k + h)},${f1(y)} L${f1(x + k + h + 5)},${f1(y)} L${f1(x + k + 5)},${f1(y + h)} Z`,
        '#222',
      ),
    );
  return `<g clip-path="${clip}">${bars.join('')}</g>`;
}
