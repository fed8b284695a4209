// Building goods: bagged cement and mortar on pallets (print bands, a maker's mark, the strength
// grade), bulk cement (silo or tanker), ready-mix (mixer truck) and admixture totes. Heaps, rolls,
// pails and glass: goods-packs.ts; boards, timber, forms and blocks: goods-boards.ts.
import { box, circle, code, ellipse, f1, line, path, poly, rect, shade, type Pt, type Scene } from './kit';
import { mark } from './marks';
import type { Place } from './goods-steel';
import { MACHINE_DRAW } from './machines';

const pallet = (s: Scene, x: number, y: number, w: number, d: Pt) => {
  s.add(box(x, y - 12, w, 12, d, '#c39a62', '#8e6a3c', '#a77d48'));
  for (let i = 0; i < 3; i++) s.add(rect(x + 4 + i * ((w - 20) / 2), y - 9, 12, 9, '#5a4326'));
};

type BagKind = 'cement' | 'white' | 'special' | 'mortar' | 'adhesive' | 'putty';
const BAG: Record<BagKind, { paper: string[]; band: string[] }> = {
  cement: { paper: ['#d8c7a3', '#cfb88d', '#e6e0d2'], band: ['#c8282e', '#1f5fa8', '#238b45'] },
  white: { paper: ['#f3f3f0'], band: ['#1f5fa8', '#2a9fd6'] },
  special: { paper: ['#e9e4d6', '#d8c7a3'], band: ['#e9a21a', '#7a3e9d', '#d4502b'] },
  mortar: { paper: ['#eef0ee', '#e3e6e8'], band: ['#2e7d32', '#1565c0', '#ef6c00'] },
  adhesive: { paper: ['#f2f2f2', '#e9eef5'], band: ['#0d47a1', '#c62828', '#00897b'] },
  putty: { paper: ['#fafafa'], band: ['#f57c00', '#1e88e5', '#43a047'] },
};

export function bags(s: Scene, p: Place, kind: BagKind) {
  const { paper, band } = BAG[kind];
  const col = s.r.pick(paper);
  const bandCol = p.colour ?? s.r.pick(band);
  const grade = s.r.pick(['42.5', '42.5R', '52.5', '32.5R']);
  const [bw, bh] = kind === 'adhesive' || kind === 'putty' ? [62, 24] : [74, 26];
  const cols = 3;
  const layers = s.r.int(3, 6);
  const dd: Pt = [p.d[0] * 0.45, p.d[1] * 0.45];
  const x0 = p.cx - (cols * bw) / 2 - dd[0] * 0.4;
  s.shadow(p.cx + dd[0] * 0.3, p.floor - 4, cols * bw * 0.65, 14);
  pallet(s, x0 - 4, p.floor, cols * bw + 8, dd);
  const logo = s.r.int(0, 5);
  for (let L = 0; L < layers; L++) {
    const y = p.floor - 12 - (L + 1) * bh;
    const shift = L % 2 ? bw * 0.12 : 0;
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * bw + shift - (L % 2 ? bw * 0.06 : 0);
      const tone = shade(col, s.r.range(-0.06, 0.04));
      const top =
        `M${f1(x + 3)},${f1(y)} L${f1(x + 3 + dd[0])},${f1(y + dd[1])} ` +
        `L${f1(x + bw - 3 + dd[0])},${f1(y + dd[1])} L${f1(x + bw - 3)},${f1(y)} Z`;
      s.add(path(top, shade(tone, 0.12), `stroke="${shade(tone, -0.25)}" stroke-width="0.6"`));
      if (c === cols - 1 || dd[0] < 0)
        s.add(
          poly(
            [
              [dd[0] > 0 ? x + bw - 3 : x + 3, y],
              [(dd[0] > 0 ? x + bw - 3 : x + 3) + dd[0], y + dd[1]],
              [(dd[0] > 0 ? x + bw - 3 : x + 3) + dd[0], y + dd[1] + bh],
              [dd[0] > 0 ? x + bw - 3 : x + 3, y + bh],
            ],
            shade(tone, -0.2),
          ),
        );
      const front =
        `M${f1(x + 3)},${f1(y)} Q${f1(x + bw / 2)},${f1(y - 3)} ` +
        `${f1(x + bw - 3)},${f1(y)} Q${f1(x + bw + 2)},${f1(y + bh / 2)} ` +
        `${f1(x + bw - 3)},${f1(y + bh)} Q${f1(x + bw / 2)},${f1(y + bh + 3)} ` +
        `${f1(x + 3)},${f1(y + bh)} Q${f1(x - 2)},${f1(y + bh / 2)} ${f1(x + 3)},${f1(y)} Z`;
      s.add(
        path(
          front,
          s.lin([shade(tone, 0.1), tone, shade(tone, -0.12)]),
          `stroke="${shade(tone, -0.3)}" stroke-width="0.7"`,
        ),
      );
      s.add(rect(x + 2, y + bh * 0.55, bw - 4, bh * 0.22, bandCol, 'opacity="0.9"'));
      s.add(rect(x + 2, y + bh * 0.8, bw - 4, bh * 0.06, bandCol, 'opacity="0.7"'));
      s.add(mark(x + bw * 0.16, y + bh * 0.3, bh * 0.22, logo, bandCol));
      if (kind === 'cement' || kind === 'white' || kind === 'special')
        s.add(code(x + bw * 0.36, y + bh * 0.45, grade, 9, shade(bandCol, -0.3)));
      else
        s.add(
          rect(x + bw * 0.36, y + bh * 0.22, bw * 0.4, 3, shade(bandCol, -0.2)),
          rect(x + bw * 0.36, y + bh * 0.34, bw * 0.28, 2.5, '#555', 'opacity="0.6"'),
        );
    }
  }
}

/** Bulk cement: a silo on legs, or a tanker trailer. */
export function bulk(s: Scene, p: Place) {
  const col = p.colour ?? s.r.pick(['#d9dde0', '#e8e8e8', '#cfd6dc']);
  if (s.r.chance(0.5)) {
    const x = p.cx - 45;
    const top = p.floor - 330;
    s.shadow(p.cx, p.floor - 2, 80, 10);
    for (const lx of [x + 6, x + 80]) s.add(rect(lx, p.floor - 90, 6, 88, '#6d7478'));
    s.add(
      path(
        `M${x},${top + 220} L${x + 90},${top + 220} L${x + 55},${top + 262} L${x + 35},${top + 262} Z`,
        shade(col, -0.2),
      ),
    );
    s.add(rect(x, top + 20, 90, 200, s.lin([shade(col, -0.25), shade(col, 0.3), col, shade(col, -0.3)], 0)));
    s.add(ellipse(x + 45, top + 20, 45, 8, shade(col, 0.2)), rect(x + 30, top, 30, 16, '#9aa3a8'));
    for (let y = top + 30; y < top + 215; y += 10) s.add(line(x + 96, y, x + 104, y, '#555', 1.5));
    s.add(
      line(x + 96, top + 24, x + 96, top + 218, '#555', 1.5),
      line(x + 104, top + 24, x + 104, top + 218, '#555', 1.5),
    );
    s.add(
      rect(x, top + 100, 90, 16, p.colour ?? s.r.pick(['#1f5fa8', '#c8282e', '#238b45'])),
      mark(x + 45, top + 70, 12, s.r.int(0, 5), '#1f5fa8'),
    );
    return;
  }
  const y = p.floor - 40;
  const x = p.cx - 170;
  s.shadow(p.cx, p.floor - 4, 180, 12);
  s.add(
    path(
      `M${x + 70},${y - 80} L${x + 330},${y - 80} L${x + 320},${y - 18} L${x + 240},${y} L${x + 160},${y} L${x + 80},${y - 18} Z`,
      s.lin([shade(col, 0.3), col, shade(col, -0.3)]),
    ),
  );
  for (const hx of [x + 120, x + 200, x + 280]) s.add(rect(hx - 10, y - 88, 20, 8, '#8f989d'));
  s.add(rect(x, y - 70, 70, 62, shade(p.colour ?? '#c8282e', 0)), rect(x + 6, y - 64, 30, 22, '#9fc3de'));
  s.add(rect(x + 60, y - 12, 270, 8, '#3c3f41'));
  for (const wx of [x + 30, x + 100, x + 250, x + 290])
    s.add(circle(wx, y, 17, '#1d1f20'), circle(wx, y, 8, '#8d9499'));
}

export function concrete(s: Scene, p: Place) {
  const before = s.body.length;
  MACHINE_DRAW['302'](s, 200, p.floor - 30, p.colour);
  const parts = s.body.splice(before);
  const k = 0.85;
  s.add(
    `<g transform="translate(200 ${f1(p.floor - 30)}) scale(${p.d[0] > 0 ? k : -k} ${k}) ` +
      `translate(-200 ${f1(30 - p.floor)})">${parts.join('')}</g>`,
  );
}

/** An IBC tote: white tank in a steel cage, on a pallet. */
export function tote(s: Scene, p: Place) {
  const n = s.r.pick([1, 2]);
  for (let i = n - 1; i >= 0; i--) {
    const x = p.cx - 80 - i * 60 + (n - 1) * 30;
    const y = p.floor - 12 - i * 20;
    const dd: Pt = [p.d[0] * 0.45, p.d[1] * 0.45];
    s.shadow(x + 80, y, 110, 12);
    pallet(s, x - 4, y, 168, dd);
    s.add(box(x, y - 152, 160, 140, dd, '#f2f0e8', '#d8d5c8', s.lin(['#f7f5ee', '#e2dfd2'], 0)));
    s.add(rect(x + 2, y - 80, 156, 66, '#a77c3c', 'opacity="0.35"'));
    for (let k = 1; k < 6; k++) s.add(line(x + (k * 160) / 6, y - 152, x + (k * 160) / 6, y - 12, '#8b9297', 3));
    for (let k = 0; k < 4; k++) s.add(line(x, y - 150 + k * 46, x + 160, y - 150 + k * 46, '#8b9297', 3));
    s.add(ellipse(x + 80 + dd[0] / 2, y - 152 + dd[1] / 2, 16, 7, '#333'), rect(x + 66, y - 30, 28, 14, '#222'));
  }
}

export { blocks, boards, timber, aluForm } from './goods-boards';
export { glass, heap, pails, rolls } from './goods-packs';
