// Plastic pipes by material and bore, corrugated pipe, fittings, a brass ball valve, wire coils
// in their wrap and cable drums. Couplers, sealant and switches: goods-fittings.ts.
import { circle, code, ellipse, f1, line, path, rect, shade, type Scene } from './kit';
import { bundle, type Place } from './goods-steel';
import { mark } from './marks';

type Plastic = 'ppr' | 'pe' | 'pvc' | 'conduit';
export function plastic(s: Scene, p0: Place, kind: Plastic) {
  const p = { ...p0, cx: p0.cx - Math.sign(p0.d[0]) * 45, d: [p0.d[0] * 2.4, p0.d[1] * 2.4] as const };
  const body =
    kind === 'ppr'
      ? s.r.pick(['#f3f3ef', '#e9efe6', '#6fae5a'])
      : kind === 'pe'
        ? '#222426'
        : kind === 'pvc'
          ? s.r.pick(['#eceeee', '#9ea4a8'])
          : '#f1f1ee';
  const stripe = kind === 'ppr' ? s.r.pick(['#c62828', '#1565c0', '#2e7d32']) : kind === 'pe' ? '#1e63b8' : null;
  const r =
    kind === 'pvc'
      ? s.r.pick([18, 22])
      : kind === 'conduit'
        ? 6
        : kind === 'pe'
          ? s.r.pick([12, 15])
          : s.r.pick([9, 11]);
  const wall = kind === 'pvc' ? 0.1 : kind === 'conduit' ? 0.2 : 0.18;
  const n = kind === 'pvc' ? s.r.pick([7, 12]) : kind === 'conduit' ? 61 : s.r.pick([19, 27]);
  const len = Math.hypot(p.d[0], p.d[1]);
  const [nx, ny] = [-p.d[1] / len, p.d[0] / len];
  const { cy } = bundle(s, p, n, r, body, false, (x, y) => {
    const parts = [
      circle(x, y, r, shade(body, 0.12), `stroke="${shade(body, -0.3)}" stroke-width="0.6"`),
      circle(x, y, r * (1 - wall), s.rad('#111', shade(body, -0.55), 0.6, 0.4, 0.7)),
    ];
    if (stripe)
      parts.unshift(
        line(
          x - nx * r * 0.55,
          y - ny * r * 0.55,
          x - nx * r * 0.55 + p.d[0],
          y - ny * r * 0.55 + p.d[1],
          stripe,
          Math.max(1.2, r * 0.18),
        ),
      );
    return parts.join('');
  });
  if (kind === 'pvc' || kind === 'conduit')
    s.add(
      code(
        p.cx - 30 + p.d[0] * 0.3,
        cy + p.d[1] * 0.3 - 30,
        kind === 'pvc' ? 'dn110' : 'Φ20',
        9,
        '#555',
        'opacity="0.6"',
      ),
    );
}

export function corrugated(s: Scene, p: Place) {
  const body = s.r.pick(['#1f2123', '#2a2c2e']);
  const R = s.r.pick([46, 56]);
  const n = s.r.pick([1, 2, 3]);
  for (let i = n - 1; i >= 0; i--) {
    const x = p.cx + (i - (n - 1) / 2) * R * 2.1 - p.d[0] * 0.3;
    const y = p.floor - R - 6;
    s.shadow(x + p.d[0] * 0.5, p.floor - 4, R + Math.abs(p.d[0]) * 0.5, 10);
    s.add(line(x, y, x + p.d[0], y + p.d[1], body, 2 * R));
    const steps = 22;
    for (let k = steps; k >= 0; k--) {
      const [rx, ry] = [x + (p.d[0] * k) / steps, y + (p.d[1] * k) / steps];
      s.add(circle(rx, ry, R, shade(body, 0.12), `stroke="${shade(body, 0.3)}" stroke-width="1.2"`));
    }
    s.add(circle(x, y, R, shade(body, 0.15), `stroke="${shade(body, 0.45)}" stroke-width="1.5"`));
    s.add(circle(x, y, R * 0.86, s.rad('#070707', '#3b3d3f', 0.6, 0.4, 0.7)));
    s.add(circle(x, y, R * 0.86, 'none', `stroke="${s.r.pick(['#2a2c2e', '#3d6b9a'])}" stroke-width="2"`));
  }
}

/** Elbows or tees scattered on the floor, sockets open. */
export function fittings(s: Scene, p: Place, kind: 'elbow' | 'tee') {
  const col = kind === 'elbow' ? s.r.pick(['#f1f1ed', '#6fae5a', '#e8e8e0']) : s.r.pick(['#eceeee', '#d9dcde']);
  const n = s.r.int(3, 6);
  const spots = Array.from(
    { length: n },
    (_, i) =>
      [
        p.cx + ((i % 3) - 1) * 95 + s.r.range(-15, 15),
        p.floor - 40 - Math.floor(i / 3) * 80 + s.r.range(-10, 10),
      ] as const,
  );
  spots.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of spots) {
    const rot = s.r.range(-40, 40);
    const r = kind === 'elbow' ? 16 : 20;
    const grad = s.lin([shade(col, 0.3), col, shade(col, -0.3)], 90);
    s.shadow(x, y + r + 4, 50, 8, 0.3);
    const socket = (sx: number, sy: number, ang: number) =>
      `<g transform="rotate(${f1(ang)} ${f1(sx)} ${f1(sy)})">` +
      rect(
        sx - r * 1.15,
        sy - r * 0.3,
        r * 2.3,
        r * 0.6,
        shade(col, -0.05),
        `stroke="${shade(col, -0.3)}" stroke-width="0.6"`,
      ) +
      ellipse(sx, sy - r * 0.3, r * 1.15, r * 0.35, shade(col, 0.05)) +
      `${ellipse(sx, sy - r * 0.3, r * 0.85, r * 0.25, '#2b2b2b')}</g>`;
    const elbow = kind === 'elbow';
    const d = elbow
      ? `M${f1(x - 40)},${f1(y)} Q${f1(x)},${f1(y)} ${f1(x)},${f1(y - 40)}`
      : `M${f1(x - 45)},${f1(y)} L${f1(x + 45)},${f1(y)} M${f1(x)},${f1(y)} Q${f1(x)},${f1(y - 20)} ${f1(x + 10)},${f1(y - 45)}`;
    const inner = elbow
      ? socket(x - 40, y, -90) + socket(x, y - 40, 0)
      : socket(x - 45, y, -90) + socket(x + 45, y, 90) + socket(x + 10, y - 45, 20);
    s.add(
      `<g transform="rotate(${f1(rot)} ${f1(x)} ${f1(y)})">` +
        path(d, 'none', `stroke="${shade(col, -0.3)}" stroke-width="${2 * r + 2}" stroke-linecap="round"`) +
        path(d, 'none', `stroke="${grad}" stroke-width="${2 * r}" stroke-linecap="round"`) +
        path(d, 'none', `stroke="#fff" stroke-width="${f1(r * 0.35)}" opacity="0.45" transform="translate(-3 -4)"`) +
        `${inner}</g>`,
    );
  }
}

/** A brass ball valve with its lever. */
export function valve(s: Scene, p: Place) {
  const lever = p.colour ?? s.r.pick(['#c62828', '#1565c0', '#f2b705']);
  const brass = s.r.pick(['#c9a24a', '#d4af5a', '#b8923c']);
  const n = s.r.pick([1, 2]);
  for (let i = 0; i < n; i++) {
    const k = n === 1 ? 1.5 : 1;
    const x = p.cx + (i - (n - 1) / 2) * 160;
    const y = p.floor - 60 - i * 10;
    const u = (v: number) => v * k;
    s.shadow(x, y + u(48), u(110), u(10));
    const g = s.lin([shade(brass, 0.45), brass, shade(brass, -0.35)]);
    for (const sx of [-1, 1]) {
      s.add(rect(x + sx * u(70) - u(22), y - u(30), u(44), u(60), g, `stroke="${shade(brass, -0.4)}"`));
      for (let f = -2; f <= 2; f++)
        s.add(
          line(x + sx * u(70) - u(22), y + f * u(12), x + sx * u(70) + u(22), y + f * u(12), shade(brass, -0.3), 0.8),
        );
    }
    s.add(ellipse(x, y, u(52), u(44), g, `stroke="${shade(brass, -0.4)}"`));
    s.add(rect(x - u(10), y - u(62), u(20), u(22), g));
    s.add(
      path(
        `M${f1(x - u(8))},${f1(y - u(66))} L${f1(x + u(95))},${f1(y - u(74))} ` +
          `L${f1(x + u(95))},${f1(y - u(58))} L${f1(x - u(8))},${f1(y - u(54))} Z`,
        lever,
        `stroke="${shade(lever, -0.4)}"`,
      ),
    );
    s.add(circle(x, y - u(60), u(7), '#bbb', 'stroke="#666"'));
    s.add(code(x - u(14), y + u(6), 'PN16', u(10), shade(brass, -0.5)));
  }
}

/** Coils of building wire, each in its shrink wrap with a round label. */
export function wireCoils(s: Scene, p: Place, soft: boolean) {
  const colours = ['#c62828', '#f2c200', '#1565c0', '#2e7d32', '#222', '#6d4c41'];
  const n = s.r.pick([3, 4, 5]);
  for (let i = 0; i < n; i++) {
    const row = i < 3 ? 0 : 1;
    const x = p.cx + ((i % 3) - 1) * 100 + row * 50 - (n > 3 ? 25 : 0);
    const y = p.floor - 70 - row * 70;
    const col = p.colour && i === 0 ? p.colour : s.r.pick(colours);
    const R = 58;
    s.shadow(x, p.floor - 8 - row * 70, R, 8, 0.3);
    s.add(circle(x, y, R, 'none', `stroke="${col}" stroke-width="34"`));
    for (let k = 0; k < 10; k++)
      s.add(
        circle(
          x,
          y,
          R - 15 + k * 3.2,
          'none',
          `stroke="${shade(col, k % 2 ? 0.25 : -0.25)}" stroke-width="${soft ? 1.4 : 0.9}" opacity="0.7"`,
        ),
      );
    s.add(circle(x, y, R, 'none', 'stroke="#fff" stroke-width="34" opacity="0.12"'));
    s.add(
      path(
        `M${x - R * 0.7},${y - R * 0.7} A${R} ${R} 0 0 1 ${x + R * 0.2},${y - R * 0.98}`,
        'none',
        'stroke="#fff" stroke-width="5" opacity="0.55"',
      ),
    );
    s.add(
      circle(x, y, R * 0.55, '#f7f7f2', 'stroke="#bbb"'),
      mark(x, y - R * 0.2, 9, i, '#c62828'),
      code(x - 16, y + 16, soft ? '2.5mm²' : '4mm²', 8, '#333'),
    );
  }
}

/** A cable drum: two flanges, cable wound between. */
export function drum(s: Scene, p: Place, kind: 'power' | 'armoured' | 'control') {
  const R = s.r.range(118, 135);
  const dir = p.d[0] > 0 ? 1 : -1;
  const depth = 85;
  const cx = p.cx - dir * 30;
  const cy = p.floor - R - 4;
  const wood = s.r.pick(['#c9a46b', '#b98f55', '#d2b07a']);
  const cable = kind === 'armoured' ? '#2b2b2b' : kind === 'control' ? '#3b3f45' : '#1c1c1c';
  s.shadow(cx + dir * depth * 0.5, p.floor - 2, R * 0.9, 14);
  const back = cx + dir * depth;
  s.add(ellipse(back, cy, R * 0.42, R, shade(wood, -0.25)));
  s.add(rect(Math.min(cx, back), cy - R * 0.8, depth, R * 1.6, s.lin([shade(cable, 0.3), cable, shade(cable, -0.3)])));
  for (let k = 0; k < 12; k++) {
    const x = Math.min(cx, back) + (k * depth) / 12;
    s.add(line(x, cy - R * 0.8, x, cy + R * 0.8, shade(cable, 0.35), 1.4, 'opacity="0.5"'));
  }
  const rim = ellipse(
    cx,
    cy,
    R * 0.42,
    R,
    s.lin([shade(wood, 0.2), wood, shade(wood, -0.2)], 0),
    `stroke="${shade(wood, -0.4)}"`,
  );
  const spokes = [-0.6, -0.2, 0.2, 0.6].map((t) => {
    const x = cx + t * R * 0.42 * 0.95;
    const h = R * Math.sqrt(1 - t * t) * 0.98;
    return line(x, cy - h, x, cy + h, shade(wood, -0.35), 1);
  });
  const hub = ellipse(cx, cy, R * 0.1, R * 0.22, '#3a2a18');
  s.add(
    `<g>${rim}${spokes.join('')}${hub}${ellipse(cx, cy, R * 0.24, R * 0.55, 'none', 'stroke="#555" stroke-width="2"')}</g>`,
  );
  s.add(
    path(
      `M${f1(cx)},${f1(cy - R * 0.5)} q${dir * -40},${-10} ${dir * -60},${R * 0.5 + 10} t${dir * -30},${R * 0.5 + 40}`,
      'none',
      `stroke="${cable}" stroke-width="14" stroke-linecap="round"`,
    ),
  );
  s.add(
    code(
      cx - 20,
      cy - R * 0.66,
      `${s.r.pick(['3×95', '4×185', '3×240', '5×16'])}`,
      10,
      '#3a2a18',
      `transform="rotate(${-8 * dir} ${f1(cx)} ${f1(cy)})"`,
    ),
  );
}

export { couplers, sealant, switches } from './goods-fittings';
