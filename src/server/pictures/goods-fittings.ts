// Scaffold couplers, sealant cartridges and switch plates.
import { circle, f1, line, path, rect, shade, type Scene } from './kit';
import type { Place } from './goods-steel';

/** A right-angle coupler clamping two scaffold tubes, close up. */
export function couplers(s: Scene, p: Place) {
  const galv = s.r.pick(['#b9c1c6', '#aab2b8']);
  const cast = s.r.pick(['#6f767b', '#7c7f7a', '#5f676c']);
  const cx = 200 + s.r.range(-20, 20);
  const cy = 200 + s.r.range(-15, 15);
  const tube = (x1: number, y1: number, x2: number, y2: number) =>
    line(x1, y1, x2, y2, shade(galv, -0.35), 48) +
    line(x1, y1, x2, y2, galv, 44) +
    line(x1, y1 - 12, x2, y2 - 12, '#eef2f4', 8) +
    line(x1, y1 + 14, x2, y2 + 14, shade(galv, -0.2), 8);
  s.shadow(cx, p.floor, 170, 12);
  s.add(`<g transform="rotate(${f1(s.r.range(-12, 12))} ${cx} ${cy})">`);
  s.add(tube(cx - 200, cy + 40, cx + 200, cy + 40));
  s.add(
    `<g transform="rotate(90 ${cx} ${cy})">${tube(cx - 200, cy, cx + 200, cy)}</g>`.replace(/y1="(\S+)"/, 'y1="$1"'),
  );
  // The two clamps: cast saddles with their hinged caps, T-bolts and nuts.
  const clamp = (x: number, y: number, vertical: boolean) => {
    const w = vertical ? 62 : 40;
    const h = vertical ? 40 : 62;
    return (
      rect(x - w / 2, y - h / 2, w, h, cast, `rx="8" stroke="${shade(cast, -0.45)}" stroke-width="2"`) +
      rect(x - w / 2 + 5, y - h / 2 + 5, w - 10, 8, shade(cast, 0.25), 'rx="3"') +
      circle(
        x + (vertical ? w / 2 + 6 : 0),
        y + (vertical ? 0 : h / 2 + 6),
        9,
        '#c9a24a',
        'stroke="#7a5f22" stroke-width="1.5"',
      ) +
      circle(x + (vertical ? w / 2 + 6 : 0), y + (vertical ? 0 : h / 2 + 6), 3.5, '#6b5220')
    );
  };
  s.add(clamp(cx, cy - 6, true), clamp(cx, cy + 40, false), circle(cx, cy + 17, 6, shade(cast, -0.4)));
  s.add('</g>');
  if (s.r.chance(0.6))
    for (let i = 0; i < 3; i++)
      s.add(
        circle(40 + i * 40, p.floor - 8, 12, cast, `stroke="${shade(cast, -0.4)}" stroke-width="2"`),
        circle(40 + i * 40, p.floor - 8, 5, '#c9a24a'),
      );
}

export function sealant(s: Scene, p: Place) {
  const n = s.r.int(4, 7);
  const col = p.colour ?? s.r.pick(['#f4f4f4', '#2b2b2b', '#8e9599', '#cfc6b4']);
  for (let i = 0; i < n; i++) {
    const x = p.cx - (n - 1) * 22 + i * 44;
    const y = p.floor - 20 - (i % 2) * 10;
    s.shadow(x, y + 4, 22, 5, 0.3);
    s.add(rect(x - 17, y - 150, 34, 150, s.lin(['#ddd', '#fff', '#bbb'], 0), 'rx="3"'));
    s.add(rect(x - 17, y - 110, 34, 70, col), rect(x - 17, y - 110, 34, 14, s.r.pick(['#c62828', '#1565c0'])));
    s.add(
      path(
        `M${x - 8},${y - 150} L${x - 2},${y - 200} L${x + 2},${y - 200} L${x + 8},${y - 150} Z`,
        '#f2f2f2',
        'stroke="#bbb"',
      ),
    );
  }
}

/** Wall switch and socket plates. */
export function switches(s: Scene, p: Place) {
  const plate = p.colour ?? s.r.pick(['#f7f7f5', '#2c2c2c', '#d9d4c8']);
  const n = s.r.int(2, 3);
  for (let i = 0; i < n; i++) {
    const x = p.cx - (n - 1) * 65 + i * 130;
    const y = p.floor - 150 + (i % 2) * 20;
    s.shadow(x + 4, y + 60, 60, 8, 0.25);
    s.add(
      rect(
        x - 55,
        y - 55,
        110,
        110,
        s.lin([shade(plate, 0.1), shade(plate, -0.08)]),
        `rx="10" stroke="${shade(plate, -0.25)}"`,
      ),
    );
    if (i % 2) {
      s.add(circle(x, y, 30, shade(plate, -0.05), `stroke="${shade(plate, -0.2)}"`));
      for (const [dx, dy] of [
        [-12, -6],
        [12, -6],
        [0, 12],
      ])
        s.add(rect(x + dx - 2, y + dy - 5, 4, 10, '#222', 'rx="1"'));
    } else {
      s.add(rect(x - 40, y - 40, 80, 80, shade(plate, -0.04), `rx="4" stroke="${shade(plate, -0.2)}"`));
      s.add(line(x, y - 40, x, y + 40, shade(plate, -0.2), 1));
      s.add(rect(x - 34, y - 4, 26, 8, shade(plate, 0.2)), rect(x + 8, y - 4, 26, 8, shade(plate, 0.2)));
    }
  }
}
