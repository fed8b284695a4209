// Paving, milling, piling machines and the dump truck, in side view.
import { isHex, path, rect, shade, type Scene } from './kit';
import { beam, cab, hazard, LIVERIES, livery, MAKER_LIVERY, ram, track, truck } from './machine-parts';

type MachineDraw = (s: Scene, cx: number, ground: number, colour?: string) => void;
const bodyOf = (s: Scene, colour?: string) =>
  (isHex(colour) ? colour : colour && MAKER_LIVERY[colour]) || s.r.pick(LIVERIES);

const dump: MachineDraw = (s, cx, ground, colour) => {
  const body = bodyOf(s, colour);
  const { deck } = truck(s, cx - 170, ground, 340, [40, 90, 250, 290], body);
  const tip = s.r.chance(0.35) ? -18 : 0;
  const box = s.r.pick(['#c4422e', '#5a7fa8', '#8b8f92', body]);
  const bed = path(
    `M${cx - 175},${deck - 4} L${cx - 180},${deck - 80} L${cx + 95},${deck - 80} L${cx + 100},${deck - 4} Z`,
    box,
    `stroke="${shade(box, -0.4)}" stroke-width="1.5"`,
  );
  const ribs = [0, 1, 2, 3, 4].map((k) => rect(cx - 160 + k * 55, deck - 78, 6, 74, shade(box, -0.2)));
  s.add(`<g transform="rotate(${tip} ${cx - 170} ${deck})">${bed}${ribs.join('')}</g>`);
};

const paver: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(track(cx - 110, cx + 90, ground, 38));
  s.add(rect(cx - 120, ground - 110, 200, 72, L.body, `stroke="${L.dark}"`));
  s.add(
    path(
      `M${cx + 80},${ground - 100} L${cx + 150},${ground - 120} L${cx + 150},${ground - 60} L${cx + 80},${ground - 45} Z`,
      shade(L.body, -0.1),
      `stroke="${L.dark}"`,
    ),
  );
  s.add(
    path(
      `M${cx + 84},${ground - 96} L${cx + 146},${ground - 112} L${cx + 146},${ground - 96} L${cx + 84},${ground - 82} Z`,
      '#1a1a1a',
    ),
  );
  s.add(rect(cx - 180, ground - 40, 80, 30, '#3a3c3e'), rect(cx - 180, ground - 12, 80, 6, '#222'));
  s.add(
    rect(cx - 100, ground - 190, 6, 80, '#2b2d2f'),
    rect(cx + 30, ground - 190, 6, 80, '#2b2d2f'),
    rect(cx - 115, ground - 198, 160, 10, L.body),
  );
  s.add(rect(cx - 60, ground - 150, 34, 40, '#333'), rect(0, ground - 4, cx - 100, 4, '#222'));
};

const miller: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(track(cx - 170, cx - 90, ground, 34), track(cx + 20, cx + 100, ground, 34));
  s.add(
    rect(cx - 175, ground - 120, 285, 86, L.body, `stroke="${L.dark}"`),
    rect(cx - 60, ground - 40, 70, 36, '#3a3c3e'),
  );
  s.add(hazard(s, cx - 175, ground - 50, 285, 10));
  s.add(beam([cx + 100, ground - 80], [cx + 200, ground - 170], 20, shade(L.body, -0.05)));
  s.add(
    rect(cx - 120, ground - 190, 6, 70, '#2b2d2f'),
    rect(cx - 20, ground - 190, 6, 70, '#2b2d2f'),
    rect(cx - 135, ground - 198, 135, 10, L.body),
  );
};

const rig: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(track(cx - 150, cx + 30, ground, 40));
  s.add(
    path(
      `M${cx - 160},${ground - 50} L${cx - 160},${ground - 115} L${cx + 40},${ground - 115} L${cx + 40},${ground - 50} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  s.add(rect(cx - 170, ground - 110, 30, 55, '#2f3133', 'rx="5"'), cab(s, cx - 10, ground - 180, 48, 65, L.body, 0.15));
  const mx = cx + 80;
  s.add(
    beam([cx + 30, ground - 90], [mx, ground - 170], 14, L.body),
    ram([cx + 20, ground - 60], [mx - 5, ground - 120], 7),
  );
  s.add(rect(mx - 9, ground - 360, 18, 330, L.body, `stroke="${L.dark}"`), rect(mx - 3, ground - 360, 6, 330, L.dark));
  s.add(rect(mx - 20, ground - 372, 40, 14, '#333'), rect(mx + 12, ground - 300, 5, 200, '#8d9499'));
  s.add(rect(mx + 6, ground - 95, 18, 60, '#4a4c4e'), rect(mx + 4, ground - 40, 22, 8, '#222'));
};

/** A static pile press (静压桩机): walking shoes, a platform with counterweight stacks, the tall
 * pressing frame clamping a concrete pipe pile, the cab at the side. */
const piler: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(
    rect(cx - 185, ground - 16, 370, 14, '#2f3133', 'rx="3"'),
    rect(cx - 140, ground - 32, 90, 16, '#3a3c3e'),
    rect(cx + 40, ground - 32, 90, 16, '#3a3c3e'),
    rect(cx - 170, ground - 68, 340, 36, L.body, `stroke="${L.dark}"`),
    hazard(s, cx - 170, ground - 42, 340, 8),
  );
  // Counterweight blocks stacked on both sides of the frame.
  const rows = s.r.int(2, 4);
  for (let row = 0; row < rows; row++)
    for (const x0 of [cx - 165, cx + 45])
      for (let k = 0; k < 3; k++)
        s.add(rect(x0 + k * 38, ground - 90 - row * 22, 36, 21, '#7b8286', 'stroke="#4a5053"'));
  // The pressing frame around the pile, the pile through it, the clamp box on top of both.
  const fx = cx - 40;
  s.add(
    rect(fx - 34, ground - 300, 12, 232, L.body, `stroke="${L.dark}"`),
    rect(fx + 22, ground - 300, 12, 232, L.body, `stroke="${L.dark}"`),
    rect(fx - 40, ground - 310, 80, 14, L.dark),
  );
  for (let y = ground - 290; y < ground - 90; y += 40)
    s.add(
      path(
        `M${fx - 22},${y} L${fx + 22},${y + 40} M${fx + 22},${y} L${fx - 22},${y + 40}`,
        'none',
        `stroke="${L.dark}" stroke-width="3"`,
      ),
    );
  s.add(
    rect(fx - 11, ground - 340, 22, 340, s.lin(['#c4c7c2', '#e2e4df', '#979a95'], 0)),
    rect(fx - 11, ground - 236, 22, 6, '#5c5f5c'),
    rect(fx - 44, ground - 190, 88, 44, L.dark, `stroke="${L.trim}"`),
    rect(fx - 52, ground - 176, 10, 70, '#9aa0a3'),
    rect(fx + 42, ground - 176, 10, 70, '#9aa0a3'),
  );
  s.add(cab(s, cx + 120, ground - 116, 46, 48, L.body, 0.1));
};

export const ROAD_DRAW: Record<string, MachineDraw> = {
  '401': paver,
  '402': miller,
  '501': rig,
  '502': piler,
  '901': dump,
};
