// Lifting and concrete machines in side view: truck and crawler cranes, the tower crane, the
// concrete pump and mixer trucks, scissor and boom platforms.
import { circle, ellipse, isHex, line, path, rect, shade, type Pt, type Scene } from './kit';
import { beam, cab, hazard, lattice, LIVERIES, livery, MAKER_LIVERY, ram, track, truck, wheel } from './machine-parts';

type Draw = (s: Scene, cx: number, ground: number, colour?: string) => void;
const bodyOf = (s: Scene, colour?: string) =>
  (isHex(colour) ? colour : colour && MAKER_LIVERY[colour]) || s.r.pick(LIVERIES);

const hook = (x: number, top: number, y: number) =>
  line(x, top, x, y, '#333', 1.2) +
  rect(x - 6, y, 12, 14, '#333') +
  path(`M${x},${y + 14} q8,4 0,14 q-8,-2 -6,-8`, 'none', 'stroke="#333" stroke-width="3"');

const outriggers = (xs: number[], deck: number, ground: number) =>
  xs
    .map((x) => rect(x - 4, deck + 4, 8, ground - deck - 8, '#3a3c3e') + rect(x - 12, ground - 6, 24, 6, '#222'))
    .join('');

const truckCrane: Draw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  const { deck } = truck(s, cx - 175, ground, 330, [30, 75, 215, 255, 295], L.body);
  s.add(rect(cx - 180, deck - 26, 250, 26, L.body, `stroke="${L.dark}"`), hazard(s, cx - 180, deck - 6, 250, 6));
  const deployed = s.r.chance(0.6);
  if (deployed) s.add(outriggers([cx - 150, cx + 60], deck, ground));
  s.add(cab(s, cx - 70, deck - 62, 34, 40, L.body, 0.15));
  const ang = deployed ? s.r.range(35, 62) : 6;
  const len = deployed ? 300 : 260;
  const piv: Pt = [cx - 140, deck - 34];
  const rad = (ang * Math.PI) / 180;
  const tip: Pt = [piv[0] + Math.cos(rad) * len, piv[1] - Math.sin(rad) * len];
  const secs = 4;
  for (let k = 0; k < secs; k++) {
    const t0 = k / secs;
    const t1 = (k + 1) / secs;
    const w = 20 - k * 3;
    s.add(
      beam(
        [piv[0] + (tip[0] - piv[0]) * t0, piv[1] + (tip[1] - piv[1]) * t0],
        [piv[0] + (tip[0] - piv[0]) * t1, piv[1] + (tip[1] - piv[1]) * t1],
        w,
        k % 2 ? shade(L.body, 0.08) : L.body,
      ),
    );
  }
  s.add(ram([cx - 60, deck - 28], [piv[0] + (tip[0] - piv[0]) * 0.35, piv[1] + (tip[1] - piv[1]) * 0.35], 10));
  if (deployed) s.add(hook(tip[0], tip[1], Math.min(ground - 60, tip[1] + 120)));
};

const crawlerCrane: Draw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(track(cx - 150, cx + 50, ground, 42));
  s.add(
    rect(cx - 170, ground - 110, 200, 60, L.body, `stroke="${L.dark}"`),
    rect(cx - 185, ground - 105, 40, 50, '#4a4c4e'),
  );
  s.add(cab(s, cx + 10, ground - 150, 40, 56, L.body, 0.12));
  const piv: Pt = [cx + 10, ground - 80];
  const ang = (s.r.range(58, 74) * Math.PI) / 180;
  const tip: Pt = [piv[0] + Math.cos(ang) * 250, piv[1] - Math.sin(ang) * 250];
  s.add(
    lattice(piv, tip, 22, shade(L.body, L.body > '#d' ? -0.35 : 0))
      .replace(/stroke-width="2.2"/g, 'stroke-width="3.4"')
      .replace(/stroke-width="1.1"/g, 'stroke-width="1.8"'),
  );
  s.add(
    line(cx - 120, ground - 110, cx - 80, ground - 170, '#333', 3),
    line(cx - 80, ground - 170, tip[0], tip[1], '#333', 1),
    line(cx - 80, ground - 170, cx - 40, ground - 110, '#333', 3),
  );
  s.add(hook(tip[0], tip[1] + 4, ground - 110));
};

const towerCrane: Draw = (s, cx, ground, colour) => {
  const col = colour ? bodyOf(s, colour) : s.r.pick(['#f2b705', '#f5c400', '#d8261c', '#f0f0f0']);
  const mx = cx - 40 + s.r.range(-30, 30);
  const top = ground - 280;
  s.add(rect(mx - 30, ground - 10, 60, 10, '#777'));
  s.add(lattice([mx, ground - 6], [mx, top], 24, col).replace(/stroke-width="2.2"/g, 'stroke-width="2.6"'));
  s.add(line(mx - 12, ground - 6, mx - 12, top, col, 3), line(mx + 12, ground - 6, mx + 12, top, col, 3));
  s.add(
    rect(mx - 14, top - 22, 28, 22, col, `stroke="${shade(col, -0.4)}"`),
    rect(mx + 4, top - 18, 16, 12, s.lin(['#9cc3dc', '#34546a'], 70)),
  );
  const jibY = top - 24;
  s.add(lattice([mx, jibY], [mx + 230, jibY], 14, col), line(mx, jibY - 7, mx + 230, jibY - 4, col, 2));
  s.add(lattice([mx - 110, jibY], [mx, jibY], 14, col));
  s.add(
    rect(mx - 108, jibY + 2, 34, 40, '#9aa0a4', 'stroke="#666"'),
    line(mx - 92, jibY + 2, mx - 92, jibY + 42, '#666'),
  );
  s.add(
    line(mx, jibY - 60, mx + 180, jibY - 6, '#333', 1),
    line(mx, jibY - 60, mx - 100, jibY - 6, '#333', 1),
    rect(mx - 4, jibY - 64, 8, 40, col),
  );
  const tx = mx + s.r.range(60, 210);
  s.add(rect(tx - 8, jibY + 4, 16, 6, '#333'));
  const hy = jibY + s.r.range(60, 180);
  s.add(hook(tx, jibY + 10, hy));
  if (s.r.chance(0.6))
    s.add(
      rect(tx - 30, hy + 30, 60, 10, '#6d7478'),
      line(tx, hy + 26, tx - 28, hy + 30, '#333'),
      line(tx, hy + 26, tx + 28, hy + 30, '#333'),
    );
};

const pumpTruck: Draw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  const { deck } = truck(s, cx - 180, ground, 360, [30, 75, 230, 270, 310], L.body);
  s.add(rect(cx - 185, deck - 34, 260, 34, L.body, `stroke="${L.dark}"`), rect(cx - 190, deck - 40, 40, 40, '#6d7478'));
  s.add(ellipse(cx - 170, deck - 44, 22, 10, '#555'));
  const unfolded = s.r.chance(0.55);
  const base: Pt = [cx + 40, deck - 44];
  s.add(rect(base[0] - 16, deck - 60, 32, 26, L.dark));
  if (unfolded) {
    s.add(outriggers([cx - 165, cx - 20, cx + 100], deck, ground));
    const a: Pt = [base[0] - 60, base[1] - 150];
    const b: Pt = [a[0] - 130, a[1] - 40];
    const c: Pt = [b[0] - 90, b[1] + 40];
    s.add(
      beam(base, a, 16, L.body),
      beam(a, b, 13, L.body),
      beam(b, c, 10, L.body),
      line(c[0], c[1], c[0] - 4, c[1] + 80, '#222', 7),
    );
    s.add(ram([base[0] + 6, base[1] - 10], [base[0] - 20, base[1] - 90], 8));
  } else {
    for (let k = 0; k < 3; k++)
      s.add(
        beam(
          [base[0] + 20, base[1] - 14 - k * 16],
          [cx - 175, base[1] - 14 - k * 16],
          13 - k * 2,
          k % 2 ? shade(L.body, 0.1) : L.body,
        ),
      );
    s.add(line(cx - 175, base[1] - 14, cx - 175, base[1] - 46, L.dark, 8));
  }
};

const mixer: Draw = (s, cx, ground, colour) => {
  const body = bodyOf(s, colour);
  const { deck } = truck(s, cx - 175, ground, 340, [40, 90, 260], body);
  const drum = s.r.pick(['#e9e9e4', '#f0c419', '#d8261c', '#2c63ad', body]);
  const stripe = s.r.pick(['#d8261c', '#2c63ad', '#2e7d32', '#333']);
  const clip = s.clip(ellipse(cx - 60, deck - 58, 118, 52, '#000', `transform="rotate(12 ${cx - 60} ${deck - 58})"`));
  s.add(
    ellipse(
      cx - 60,
      deck - 58,
      118,
      52,
      s.lin([shade(drum, 0.35), drum, shade(drum, -0.35)]),
      `transform="rotate(12 ${cx - 60} ${deck - 58})" stroke="${shade(drum, -0.45)}"`,
    ),
  );
  const stripes = [0, 1, 2, 3].map((k) =>
    path(
      `M${cx - 170 + k * 60},${deck + 20} Q${cx - 120 + k * 60},${deck - 60} ${cx - 100 + k * 60},${deck - 140}`,
      'none',
      `stroke="${stripe}" stroke-width="12" opacity="0.9"`,
    ),
  );
  s.add(`<g clip-path="${clip}">${stripes.join('')}</g>`);
  s.add(
    rect(cx - 185, deck - 40, 20, 40, '#444'),
    path(`M${cx - 182},${deck - 40} L${cx - 205},${deck - 5}`, 'none', 'stroke="#777" stroke-width="8"'),
  );
  s.add(rect(cx + 40, deck - 70, 20, 70, '#3a3c3e'), rect(cx - 150, deck - 24, 10, 24, '#3a3c3e'));
};

const scissor: Draw = (s, cx, ground, colour) => {
  const col = colour ? bodyOf(s, colour) : s.r.pick(['#f07d1f', '#2c63ad', '#d8261c', '#f2b705']);
  const levels = s.r.int(1, 4);
  s.add(
    rect(cx - 110, ground - 50, 220, 34, col, `stroke="${shade(col, -0.4)}"`),
    hazard(s, cx - 110, ground - 22, 220, 6),
  );
  s.add(wheel(cx - 80, ground, 16), wheel(cx + 80, ground, 16));
  const h = 40;
  let y = ground - 50;
  for (let k = 0; k < levels; k++) {
    s.add(
      line(cx - 95, y, cx + 95, y - h, '#3a3c3e', 9),
      line(cx - 95, y - h, cx + 95, y, '#3a3c3e', 9),
      circle(cx, y - h / 2, 4, '#999'),
    );
    y -= h;
  }
  s.add(rect(cx - 120, y - 14, 240, 14, col, `stroke="${shade(col, -0.4)}"`));
  for (const rx of [cx - 118, cx - 40, cx + 40, cx + 112]) s.add(rect(rx, y - 62, 5, 50, col));
  s.add(rect(cx - 118, y - 64, 235, 5, col), rect(cx - 118, y - 40, 235, 4, col));
};

const boomLift: Draw = (s, cx, ground, colour) => {
  const col = colour ? bodyOf(s, colour) : s.r.pick(['#f07d1f', '#2c63ad', '#f2b705']);
  s.add(rect(cx - 110, ground - 56, 200, 30, '#4a4c4e'), wheel(cx - 80, ground, 26), wheel(cx + 60, ground, 26));
  s.add(
    rect(cx - 90, ground - 96, 120, 42, col, `stroke="${shade(col, -0.4)}" rx="4"`),
    rect(cx - 100, ground - 94, 20, 38, '#5a5d60'),
  );
  const a: Pt = [cx - 10, ground - 96];
  const b: Pt = [cx + 60 + s.r.range(-20, 20), ground - 200 - s.r.range(0, 40)];
  const c: Pt = [cx - 80 + s.r.range(-30, 40), ground - 300 - s.r.range(0, 30)];
  s.add(beam(a, b, 16, col), beam(b, c, 12, shade(col, 0.05)), ram([a[0] + 10, a[1] + 6], [b[0] - 30, b[1] + 50], 7));
  s.add(
    rect(c[0] - 36, c[1] - 4, 60, 26, 'none', 'stroke="#555" stroke-width="3"'),
    rect(c[0] - 36, c[1] + 14, 60, 8, col),
  );
};

export const LIFT_DRAW: Record<string, Draw> = {
  '201': truckCrane,
  '202': crawlerCrane,
  '203': towerCrane,
  '301': pumpTruck,
  '302': mixer,
  '801': scissor,
  '802': boomLift,
};
