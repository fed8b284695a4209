// Shared drawing kit for the procedural pictures: a seeded random source, colour arithmetic, an
// SVG scene that collects its <defs>, light gradients, soft shadows, oblique extrusions (a
// profile pushed back along a depth vector, faces shaded by where they face) and backgrounds.

/** FNV-1a, 32 bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, the same numbers on every platform. */
export class Rand {
  private s: number;
  constructor(seed: number, salt = '') {
    this.s = (hash(salt) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0 || 1;
  }
  unit(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.unit();
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.unit() * (b - a + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.unit() * xs.length)];
  }
  chance(p: number): boolean {
    return this.unit() < p;
  }
}

export const f1 = (v: number) => Math.round(v * 10) / 10;

// ---- colour ----
function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? [...h].map((c) => c + c).join('') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const toHex = (c: number[]) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
/** Mix two colours: t = 0 gives a, 1 gives b. */
export const mix = (a: string, b: string, t: number) => {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
};
/** Lighter (k > 0, towards white) or darker (k < 0, towards black). */
export const shade = (c: string, k: number) => (k >= 0 ? mix(c, '#ffffff', k) : mix(c, '#000000', -k));
export const isHex = (s: string | undefined): s is string => !!s && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(s);

// ---- scene ----
export type Pt = readonly [number, number];
export const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');

export class Scene {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private n = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rand,
  ) {}
  id(prefix: string): string {
    return `${prefix}${this.n++}`;
  }
  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }
  /** A linear gradient; angle in degrees (0: left → right, 90: top → bottom). */
  lin(stops: readonly (readonly [number, string] | string)[], angle = 90): string {
    const id = this.id('l');
    const a = (angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a) / 2, Math.sin(a) / 2];
    const st = stops.map((s, i) => {
      const [o, c] = typeof s === 'string' ? [i / Math.max(1, stops.length - 1), s] : s;
      return `<stop offset="${f1(o * 100)}%" stop-color="${c}"/>`;
    });
    this.defs.push(
      `<linearGradient id="${id}" x1="${f1(0.5 - dx)}" y1="${f1(0.5 - dy)}" x2="${f1(0.5 + dx)}" ` +
        `y2="${f1(0.5 + dy)}">${st.join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(inner: string, outer: string, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" ` +
        `stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur filter id (for shadows and haze). */
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-15%" y="-30%" width="130%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** A grain filter (fractal noise mixed into the source's own colour). */
  grain(freq: number, amount: number, octaves = 2): string {
    const id = this.id('g');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" ` +
        `baseFrequency="${freq}" numOctaves="${octaves}" seed="${this.r.int(1, 99)}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${amount} 0" result="a"/>` +
        `<feComposite in="a" in2="SourceGraphic" operator="in" result="m"/><feMerge><feMergeNode ` +
        `in="SourceGraphic"/><feMergeNode in="m"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** A soft elliptical ground shadow (a radial fade, cheaper to rasterise than a blur). */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): this {
    return this.add(ellipse(cx, cy, rx * 1.15, ry * 1.3, this.fade('#000', opacity)));
  }
  /** A radial fade from colour at `opacity` in the centre to transparent at the edge. */
  fade(colour: string, opacity: number): string {
    const key = `${colour}/${opacity}`;
    const known = this.fades.get(key);
    if (known) return known;
    const id = this.id('f');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" ` +
        `stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${colour}" ` +
        `stop-opacity="${f1(opacity * 0.6)}"/><stop offset="1" stop-color="${colour}" ` +
        `stop-opacity="0"/></radialGradient>`,
    );
    this.fades.set(key, `url(#${id})`);
    return `url(#${id})`;
  }
  private readonly fades = new Map<string, string>();
  svg(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ` +
      `${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ---- primitives ----
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`;
export const poly = (p: readonly Pt[], fill: string, extra = '') =>
  `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 1, extra = '') =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${w}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const g = (transform: string, ...inner: string[]) => `<g transform="${transform}">${inner.join('')}</g>`;
/** Text that is a code or number (never an item's name); Latin font so it renders anywhere. */
export const code = (x: number, y: number, s: string, size: number, fill: string, extra = '') =>
  `<text x="${f1(x)}" y="${f1(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" ` +
  `font-size="${size}" fill="${fill}" ${extra}>${s.replace(/[<>&]/g, '')}</text>`;

/**
 * A profile (closed polygon, front plane) pushed back along d = (dx, dy) with dy < 0 (the thing
 * recedes up and to the right when dx > 0). Faces that look up take `top`, faces that look sideways
 * take `side`, the front takes `front`; up faces are painted before side faces, the front last.
 */
export function extrude(
  profile: readonly Pt[],
  d: Pt,
  top: string,
  side: string,
  front: string,
  edge = 'none',
): string {
  const up: string[] = [];
  const sides: string[] = [];
  const n = profile.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const [a, b] = [profile[i], profile[(i + 1) % n]];
    area += a[0] * b[1] - b[0] * a[1];
  }
  const sign = area > 0 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const [a, b] = [profile[i], profile[(i + 1) % n]];
    // Outward normal for the polygon's winding (screen y points down).
    const nx = (b[1] - a[1]) * sign;
    const ny = -(b[0] - a[0]) * sign;
    if (nx * d[0] + ny * d[1] <= 0) continue;
    const quad = poly(
      [a, b, [b[0] + d[0], b[1] + d[1]], [a[0] + d[0], a[1] + d[1]]],
      -ny > Math.abs(nx) ? top : side,
      `stroke="${edge}" stroke-width="0.4" stroke-linejoin="round"`,
    );
    (-ny > Math.abs(nx) ? up : sides).push(quad);
  }
  return (
    up.join('') + sides.join('') + poly(profile, front, `stroke="${edge}" stroke-width="0.5" stroke-linejoin="round"`)
  );
}

/** A box: front rectangle (x, y, w, h) pushed back along d. */
export const box = (
  x: number,
  y: number,
  w: number,
  h: number,
  d: Pt,
  top: string,
  side: string,
  front: string,
  edge = 'none',
) =>
  extrude(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    d,
    top,
    side,
    front,
    edge,
  );

/** A cylinder lying along d, seen end on: body, then the front disc (caller draws its face). */
export function rod(cx: number, cy: number, r: number, d: Pt, body: string, edge = 'none'): string {
  const len = Math.hypot(d[0], d[1]);
  const [ux, uy] = [-d[1] / len, d[0] / len];
  const a: Pt = [cx + ux * r, cy + uy * r];
  const b: Pt = [cx - ux * r, cy - uy * r];
  const ang = (Math.atan2(d[1], d[0]) * 180) / Math.PI;
  return (
    poly([a, [a[0] + d[0], a[1] + d[1]], [b[0] + d[0], b[1] + d[1]], b], body, `stroke="${edge}" stroke-width="0.4"`) +
    ellipse(cx + d[0], cy + d[1], r, r, body, `transform="rotate(${f1(ang)} ${f1(cx + d[0])} ${f1(cy + d[1])})"`)
  );
}

// ---- backgrounds ----
export type Backdrop = 'studio' | 'yard' | 'warehouse' | 'sky';
/** A backdrop for a product or machine; returns the y of the floor line. */
export function backdrop(s: Scene, kind: Backdrop, floorY: number, tint = '#dfe5ea'): number {
  const { w, h, r } = s;
  if (kind === 'studio') {
    s.add(rect(0, 0, w, h, s.lin([shade(tint, 0.5), tint, shade(tint, -0.12)])));
    s.add(rect(0, floorY, w, h - floorY, s.lin([shade(tint, -0.05), shade(tint, -0.25)])));
  } else if (kind === 'warehouse') {
    s.add(rect(0, 0, w, floorY, s.lin(['#6f7780', '#a9b0b5'])));
    for (let x = r.range(-40, 0); x < w; x += 90) s.add(rect(x, 0, 5, floorY, '#5d646b', 'opacity="0.6"'));
    s.add(rect(0, floorY * 0.08, w, 8, '#4f565c', 'opacity="0.5"'));
    s.add(rect(w * r.range(0.1, 0.6), 0, w * 0.3, floorY * 0.18, '#e8eef2', 'opacity="0.35"'));
    s.add(rect(0, floorY, w, h - floorY, s.lin(['#9da3a4', '#7d8384'])));
    s.add(line(0, floorY + (h - floorY) * 0.5, w, floorY + (h - floorY) * 0.5, '#d9b82c', 3, 'opacity="0.7"'));
  } else {
    const sky = kind === 'sky' || r.chance(0.6);
    s.add(
      rect(0, 0, w, floorY, s.lin(sky ? [shade('#6fa3d8', r.range(-0.1, 0.2)), '#d9e8f2'] : ['#c9d3da', '#eef1f2'])),
    );
    if (sky)
      for (let i = 0; i < 3; i++)
        s.add(
          ellipse(r.range(0, w), r.range(20, floorY * 0.4), r.range(30, 70), r.range(8, 16), '#fff', 'opacity="0.55"'),
        );
    // Far yard: a fence and sheds.
    s.add(rect(0, floorY - 26, w, 26, '#9aa4a8', 'opacity="0.5"'));
    for (let x = r.range(0, 60); x < w; x += r.range(80, 160))
      s.add(
        rect(x, floorY - r.range(34, 60), r.range(40, 90), 60, shade('#b6c1c6', r.range(-0.2, 0.1)), 'opacity="0.7"'),
      );
    s.add(rect(0, floorY, w, h - floorY, s.lin([kind === 'sky' ? '#a3a08f' : '#a59c86', '#8a8069'])));
    for (let i = 0; i < 14; i++)
      s.add(ellipse(r.range(0, w), r.range(floorY + 6, h), r.range(6, 30), r.range(1, 3), '#6e6652', 'opacity="0.35"'));
  }
  return floorY;
}
