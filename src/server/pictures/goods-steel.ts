// Long steel goods: rebar bundles (ribs, wire bands, a metal tag), pipe bundles with their bores
// and wire rod coils; the shared bundle drawing. Sections, plates and scaffold: goods-sections.ts.
import { circle, code, ellipse, extrude, f1, line, poly, rect, shade, type Pt, type Scene } from './kit';

export interface Place {
  /** Front centre on the floor. */
  cx: number;
  floor: number;
  /** Depth vector: which way the goods recede (dx < 0 mirrors the view). */
  d: Pt;
  colour?: string;
}

export const STEEL = ['#5b6168', '#4f555b', '#655f5a', '#5d5a57'];

/** Circles packed in a hexagon-ish bundle: centres relative to the bundle's centre. */
function pack(n: number, r: number): Pt[] {
  const out: Pt[] = [];
  for (let ring = 0; out.length < n; ring++) {
    if (ring === 0) {
      out.push([0, 0]);
      continue;
    }
    for (let k = 0; k < 6 * ring && out.length < n; k++) {
      const side = Math.floor(k / ring);
      const step = k % ring;
      const a0 = (Math.PI / 3) * side;
      const a1 = (Math.PI / 3) * (side + 1);
      const [x0, y0] = [Math.cos(a0) * ring, Math.sin(a0) * ring];
      const [x1, y1] = [Math.cos(a1) * ring, Math.sin(a1) * ring];
      const t = step / ring;
      out.push([(x0 + (x1 - x0) * t) * 2 * r, (y0 + (y1 - y0) * t) * 2 * r]);
    }
  }
  return out;
}

/** Bars or tubes in a bundle lying on the floor, receding along d; `end` draws each front end. */
export function bundle(
  s: Scene,
  p: Place,
  n: number,
  r: number,
  bodyCol: string,
  ribbed: boolean,
  end: (x: number, y: number) => string,
) {
  const centres0 = pack(n, r);
  const R = Math.max(...centres0.map(([x, y]) => Math.hypot(x, y))) + r;
  const cy = p.floor - R;
  const centres = centres0.map(([x, y]) => [p.cx + x, cy + y] as Pt);
  const len = Math.hypot(p.d[0], p.d[1]);
  const [ux, uy] = [p.d[0] / len, p.d[1] / len];
  const order = [...centres].sort((a, b) => b[0] * ux + b[1] * uy - (a[0] * ux + a[1] * uy));
  s.add(
    poly(
      [
        [p.cx - R * 0.9, p.floor],
        [p.cx + R * 0.9, p.floor],
        [p.cx + R * 0.9 + p.d[0], p.floor + p.d[1]],
        [p.cx - R * 0.9 + p.d[0], p.floor + p.d[1]],
      ],
      '#000',
      `opacity="0.35" filter="${s.blur(6)}"`,
    ),
  );
  const hl = shade(bodyCol, 0.35);
  const [nx, ny] = [-uy * r * 0.45, ux * r * 0.45];
  for (const [x, y] of order) {
    const [x2, y2] = [x + p.d[0], y + p.d[1]];
    s.add(line(x, y, x2, y2, shade(bodyCol, -0.3), 2 * r + 1));
    s.add(line(x, y, x2, y2, bodyCol, 2 * r - 0.6));
    s.add(line(x - nx, y - ny, x2 - nx, y2 - ny, hl, r * 0.5, 'opacity="0.6"'));
    if (ribbed)
      s.add(
        line(
          x,
          y,
          x2,
          y2,
          shade(bodyCol, -0.4),
          2 * r * 0.8,
          `stroke-dasharray="${f1(r * 0.35)} ${f1(r * 0.75)}" opacity="0.8"`,
        ),
      );
  }
  // Wire bands: seen across the bundle, bowed slightly towards the viewer.
  for (const t of [0.1, 0.35]) {
    const [bx, by] = [p.cx + p.d[0] * t, cy + p.d[1] * t];
    const [qx, qy] = [-uy * (R + 1), ux * (R + 1)];
    s.add(
      `<path d="M${f1(bx + qx)},${f1(by + qy)} Q${f1(bx - ux * R * 0.5)},${f1(by - uy * R * 0.5)} ` +
        `${f1(bx - qx)},${f1(by - qy)}" fill="none" stroke="#2a2a2a" ` +
        `stroke-width="${f1(Math.max(2, r * 0.35))}"/>`,
    );
  }
  for (const [x, y] of centres) s.add(end(x, y));
  return { cy, R };
}

/** A tag wired to the bundle end: grade, size and a heat number. */
export function tag(s: Scene, x: number, y: number, lines: string[]) {
  const col = s.r.pick(['#f1efe6', '#f4d35e', '#e9eef2']);
  s.add(line(x + 14, y - 16, x + 14, y, '#333', 1));
  s.add(rect(x, y, 46, 34, col, 'rx="2" stroke="#777" stroke-width="0.6"'));
  lines.forEach((t, i) => s.add(code(x + 4, y + 10 + i * 10, t, 7.5, '#222')));
}

export function rebar(s: Scene, p0: Place) {
  let p = p0;
  const r = s.r.pick([7, 8, 9]);
  const n = s.r.pick([19, 24, 31]);
  p = { ...p, cx: p.cx - Math.sign(p.d[0]) * 45, d: [p.d[0] * 2.4, p.d[1] * 2.4] };
  const body = s.r.pick(STEEL);
  const { cy, R } = bundle(
    s,
    p,
    n,
    r,
    body,
    true,
    (x, y) =>
      circle(x, y, r, shade(body, 0.15), `stroke="${shade(body, -0.4)}" stroke-width="0.8"`) +
      line(x - r, y, x + r, y, shade(body, -0.3), 0.6),
  );
  const dia = s.r.pick(['12', '16', '20', '25', '28']);
  tag(s, p.cx - 23 + Math.sign(p.d[0]) * -R * 0.35, cy + R * 0.05, [
    'HRB400E',
    `${dia}mm 12m`,
    `No.${s.r.int(1000, 9999)}`,
  ]);
}

export function pipes(s: Scene, p0: Place, kind: 'welded' | 'galv' | 'seamless') {
  const p = { ...p0, cx: p0.cx - Math.sign(p0.d[0]) * 45, d: [p0.d[0] * 2.4, p0.d[1] * 2.4] as Pt };
  const body =
    kind === 'galv' ? '#b9c0c6' : kind === 'seamless' ? '#3f4448' : s.r.pick(['#2d3033', '#48505a', '#6a4a36']);
  const r = s.r.pick([11, 13, 15]);
  const wall = kind === 'seamless' ? 0.32 : 0.16;
  const n = s.r.pick([7, 12, 19]);
  bundle(
    s,
    p,
    n,
    r,
    body,
    false,
    (x, y) =>
      circle(x, y, r, shade(body, kind === 'galv' ? 0.3 : 0.2), `stroke="${shade(body, -0.3)}" stroke-width="0.7"`) +
      circle(x, y, r * (1 - wall), s.rad('#0f1112', '#3b3f42', 0.6, 0.4, 0.7)),
  );
}

/** A coil standing on its side, axis along d; `ribbed` for 盘螺. */
export function wireCoil(s: Scene, p: Place, ribbed: boolean) {
  const count = s.r.pick([1, 2, 3]);
  const col = ribbed ? s.r.pick(STEEL) : s.r.pick(['#3e4852', '#4a4f57']);
  const R = count === 1 ? 105 : 80;
  for (let k = count - 1; k >= 0; k--) {
    const cx = p.cx + (k - (count - 1) / 2) * R * 1.15 + p.d[0] * 0.2 * k;
    const cy = p.floor - R - k * 4;
    const dd: Pt = [p.d[0] * 0.28, p.d[1] * 0.28];
    s.shadow(cx + dd[0] * 0.5, p.floor, R * 1.1, 12);
    s.add(extrude(ring(cx, cy, R, 24), dd, shade(col, 0.1), shade(col, -0.2), col));
    const dash = ribbed ? ` stroke-dasharray="2 1.6"` : '';
    for (let i = 0; i < 26; i++) {
      const rr = R * (0.5 + (0.5 * i) / 26);
      const jx = s.r.range(-2, 2);
      const jy = s.r.range(-2, 2);
      s.add(
        ellipse(
          cx + jx,
          cy + jy,
          rr,
          rr * s.r.range(0.97, 1.0),
          'none',
          `stroke="${shade(col, s.r.range(-0.3, 0.35))}" stroke-width="${f1(s.r.range(1.2, 2.4))}"${dash}`,
        ),
      );
    }
    s.add(circle(cx, cy, R * 0.48, s.rad('#1b1d1f', '#44484b', 0.55, 0.45, 0.6)));
    for (let a = 0; a < 4; a++) {
      const t = (a * Math.PI) / 2 + 0.4;
      s.add(
        line(
          cx + Math.cos(t) * R * 0.47,
          cy + Math.sin(t) * R * 0.47,
          cx + Math.cos(t) * R * 1.01,
          cy + Math.sin(t) * R * 1.01,
          '#2a2a2a',
          3.5,
        ),
      );
    }
  }
}

export const ring = (cx: number, cy: number, r: number, n: number): Pt[] =>
  Array.from(
    { length: n },
    (_, i) => [cx + Math.cos((i / n) * 2 * Math.PI) * r, cy + Math.sin((i / n) * 2 * Math.PI) * r] as Pt,
  );
