// Steel sections stacked on timber (H, I, angle, channel), strip coils, plates and sheets,
// ring-lock scaffold and light-gauge studs.
import { box, circle, code, extrude, f1, line, poly, rect, shade, type Pt, type Scene } from './kit';
import { ring, STEEL, type Place } from './goods-steel';

// Section profiles, unit height 1, drawn about their own bottom-left.
const PROFILES: Record<string, (w: number, h: number, t: number) => Pt[]> = {
  H: (w, h, t) => [
    [0, 0],
    [w, 0],
    [w, t],
    [w / 2 + t / 2, t],
    [w / 2 + t / 2, h - t],
    [w, h - t],
    [w, h],
    [0, h],
    [0, h - t],
    [w / 2 - t / 2, h - t],
    [w / 2 - t / 2, t],
    [0, t],
  ],
  I: (w, h, t) => [
    [0, 0],
    [w, 0],
    [w, t * 0.7],
    [w / 2 + t / 3, t * 1.4],
    [w / 2 + t / 3, h - t * 1.4],
    [w, h - t * 0.7],
    [w, h],
    [0, h],
    [0, h - t * 0.7],
    [w / 2 - t / 3, h - t * 1.4],
    [w / 2 - t / 3, t * 1.4],
    [0, t * 0.7],
  ],
  L: (w, h, t) => [
    [0, 0],
    [t, 0],
    [t, h - t],
    [w, h - t],
    [w, h],
    [0, h],
  ],
  C: (w, h, t) => [
    [0, 0],
    [w, 0],
    [w, t],
    [t, t],
    [t, h - t],
    [w, h - t],
    [w, h],
    [0, h],
  ],
};

export function sections(s: Scene, p: Place, kind: 'H' | 'I' | 'L' | 'C') {
  const col = p.colour ?? s.r.pick(STEEL);
  const [w, h, t] = kind === 'H' ? [46, 46, 7] : kind === 'I' ? [30, 52, 7] : kind === 'L' ? [34, 34, 6] : [22, 46, 6];
  const cols = kind === 'I' || kind === 'C' ? 5 : 4;
  const layers = s.r.pick([2, 3]);
  const gap = kind === 'L' ? 2 : 4;
  const x0 = p.cx - (cols * (w + gap)) / 2 - p.d[0] * 0.25;
  s.shadow(p.cx + p.d[0] * 0.3, p.floor - 4, cols * w * 0.7 + 40, 14);
  let y = p.floor;
  for (let L = 0; L < layers; L++) {
    // Timber dunnage under each layer.
    for (const tt of [0.1, 0.7]) {
      const bx = x0 + p.d[0] * tt;
      const by = y + p.d[1] * tt - 8;
      s.add(box(bx - 6, by, cols * (w + gap) + 12, 8, [p.d[0] * 0.04, p.d[1] * 0.04], '#b48a57', '#8a6538', '#9c7445'));
    }
    y -= 8;
    for (let c = 0; c < cols; c++) {
      const bx = x0 + c * (w + gap);
      const flip = kind === 'C' && c % 2 === 1;
      const prof = PROFILES[kind](w, h, t).map(([px, py]) => [bx + (flip ? w - px : px), y - h + py] as Pt);
      const tone = shade(col, s.r.range(-0.08, 0.08));
      s.add(extrude(prof, p.d, shade(tone, 0.28), shade(tone, -0.18), shade(tone, 0.08), shade(tone, -0.45)));
      if (s.r.chance(0.5)) s.add(circle(bx + w * 0.5, y - h * 0.5, 3, s.r.pick(['#f2f2f2', '#f0c419', '#d9412b'])));
    }
    y -= h + 2;
  }
}

/** Hot-rolled strip coil on timber saddles. */
export function stripCoil(s: Scene, p: Place, galv: boolean) {
  const col = galv ? '#c4cbd1' : s.r.pick(['#46505a', '#3d4349']);
  const R = 110;
  const cx = p.cx - p.d[0] * 0.2;
  const cy = p.floor - R - 6;
  const dd: Pt = [p.d[0] * 0.75, p.d[1] * 0.75];
  s.shadow(cx + dd[0] * 0.5, p.floor, R + 60, 16);
  s.add(extrude(ring(cx, cy, R, 36), dd, shade(col, 0.25), s.lin([shade(col, 0.2), shade(col, -0.35)], 120), col));
  for (let i = 0; i < 40; i++)
    s.add(
      circle(
        cx,
        cy,
        R * (0.35 + (0.65 * i) / 40),
        'none',
        `stroke="${shade(col, (i % 3) * 0.08 - 0.12)}" stroke-width="1.2"`,
      ),
    );
  s.add(circle(cx, cy, R * 0.34, s.rad('#15181a', '#3a3f44', 0.55, 0.45, 0.6)));
  for (const a of [0.2, 1.8, 3.4, 5])
    s.add(
      line(
        cx + Math.cos(a) * R * 0.33,
        cy + Math.sin(a) * R * 0.33,
        cx + Math.cos(a) * R,
        cy + Math.sin(a) * R,
        '#1f2a36',
        4,
      ),
    );
  s.add(box(cx - R * 0.9, p.floor - 10, R * 1.8, 10, [dd[0], dd[1] * 0.1], '#b58b58', '#8c6639', '#9e7547'));
}

/** Plates or sheets stacked, edges showing their layers. */
export function plates(s: Scene, p: Place, thin: boolean) {
  const col = thin ? '#c9d0d5' : s.r.pick(STEEL);
  const n = thin ? 40 : s.r.int(5, 9);
  const th = thin ? 1.6 : s.r.range(7, 12);
  const w = 250;
  const x = p.cx - w / 2 - p.d[0] * 0.3;
  const dd: Pt = [p.d[0] * 0.9, p.d[1] * 0.6];
  s.shadow(p.cx + dd[0] * 0.2, p.floor - 2, w * 0.75, 16);
  let y = p.floor - 10;
  s.add(box(x + 10, y, w - 20, 10, dd, '#a57b4a', '#7f5a31', '#8f6a3e'));
  for (let i = 0; i < n; i++) {
    const off = s.r.range(-4, 4);
    const tone = shade(col, s.r.range(-0.1, 0.1));
    y -= th;
    s.add(
      box(
        x + off,
        y,
        w,
        th,
        dd,
        thin ? s.lin(['#eef2f5', '#aab3ba', '#dfe5e9'], 20) : shade(tone, 0.22),
        shade(tone, -0.2),
        tone,
        shade(tone, -0.35),
      ),
    );
  }
  if (!thin) s.add(code(x + 20, y + th + 18, `${s.r.int(10, 40)}×2200`, 11, '#f4f4f4', 'opacity="0.85"'));
}

/** Ring-lock scaffold: galvanised standards with rosettes every half metre, ledgers and a brace. */
export function scaffold(s: Scene, p: Place) {
  const galv = s.r.pick(['#b9c1c6', '#c7ced2']);
  const bays = s.r.pick([2, 3]);
  const bw = 240 / bays;
  const x0 = p.cx - 120;
  const top = 40;
  const bottom = p.floor - 10;
  const skew = p.d[0] > 0 ? 14 : -14;
  s.shadow(p.cx, p.floor - 6, 160, 10);
  const tube = (x1: number, y1: number, x2: number, y2: number, w: number) =>
    line(x1, y1, x2, y2, shade(galv, -0.35), w + 1.5) +
    line(x1, y1, x2, y2, galv, w) +
    line(x1 - 1, y1 - 1, x2 - 1, y2 - 1, '#f2f5f7', w * 0.3);
  // The back frame, lighter and offset, then the front one.
  for (const back of [true, false]) {
    const ox = back ? skew : 0;
    const oy = back ? -10 : 0;
    const parts: string[] = [];
    for (let i = 0; i <= bays; i++) {
      const x = x0 + i * bw + ox;
      parts.push(tube(x, top + oy, x, bottom + oy, 8), rect(x - 7, bottom + oy - 4, 14, 6, '#5d6468'));
      for (let y = top + 30; y < bottom - 10; y += 50)
        parts.push(
          `<ellipse cx="${f1(x)}" cy="${f1(y + oy)}" rx="13" ry="4" fill="${shade(galv, -0.05)}" ` +
            `stroke="${shade(galv, -0.4)}" stroke-width="1"/>`,
        );
    }
    for (let y = top + 30; y < bottom - 10; y += 100)
      for (let i = 0; i < bays; i++)
        parts.push(tube(x0 + i * bw + ox + 10, y + oy, x0 + (i + 1) * bw + ox - 10, y + oy, 6));
    parts.push(tube(x0 + ox + 8, bottom + oy - 30, x0 + bw + ox - 8, top + oy + 80, 5));
    s.add(back ? `<g opacity="0.55">${parts.join('')}</g>` : parts.join(''));
  }
}

/** Light-gauge studs: galvanised channels in a bundle. */
export function studs(s: Scene, p0: Place) {
  const p = { ...p0, cx: p0.cx - Math.sign(p0.d[0]) * 40, d: [p0.d[0] * 2.4, p0.d[1] * 2.4] as Pt };
  const col = '#c7ced3';
  s.add(
    poly(
      [
        [p.cx - 90, p.floor],
        [p.cx + 90, p.floor],
        [p.cx + 90 + p.d[0], p.floor + p.d[1]],
        [p.cx - 90 + p.d[0], p.floor + p.d[1]],
      ],
      '#000',
      `opacity="0.3" filter="${s.blur(6)}"`,
    ),
  );
  for (let row = 0; row < 3; row++) {
    const cols = [0, 1, 2, 3, 4];
    if (p.d[0] < 0) cols.reverse();
    for (const c of cols) {
      const bx = p.cx - 70 + c * 27 + (row % 2) * 4;
      const by = p.floor - row * 41;
      const prof = PROFILES.C(22, 40, 2.2).map(([x, y]) => [bx + x, by - 40 + y] as Pt);
      s.add(extrude(prof, p.d, s.lin(['#f4f7f9', '#b4bcc2'], 0), shade(col, -0.25), '#7d868c', '#5f676c'));
    }
  }
}
