// Machines by type (the equipment section's type codes, src/api/devices-dicts.ts) in a maker-like
// livery, side view on a ground line with a sky or yard behind. Earthmoving, compaction and
// forklifts here; cranes, concrete machines and platforms in machines-lift.ts; paving, piling and
// trucks in machines-road.ts.
import { backdrop, circle, f1, isHex, path, poly, rect, shade, type Scene } from './kit';
import { LIFT_DRAW } from './machines-lift';
import { ROAD_DRAW } from './machines-road';
import { beam, cab, LIVERIES, livery, MAKER_LIVERY, ram, track, wheel } from './machine-parts';

export type MachineDraw = (s: Scene, cx: number, ground: number, colour?: string) => void;

const bodyOf = (s: Scene, colour?: string) =>
  (isHex(colour) ? colour : colour && MAKER_LIVERY[colour]) || s.r.pick(LIVERIES);

const excavator: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  const pose = s.r.int(0, 2);
  s.add(track(cx - 150, cx + 40, ground, 40));
  s.add(rect(cx - 110, ground - 52, 110, 12, '#333'));
  s.add(
    path(
      `M${cx - 165},${ground - 58} L${cx - 165},${ground - 110} L${cx - 60},${ground - 118} ` +
        `L${cx + 30},${ground - 118} L${cx + 30},${ground - 58} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  s.add(rect(cx - 172, ground - 108, 30, 48, '#2f3133', 'rx="6"'));
  s.add(rect(cx - 130, ground - 104, 60, 8, L.dark), rect(cx - 118, ground - 128, 6, 12, '#333'));
  s.add(cab(s, cx - 20, ground - 190, 56, 74, L.body, 0.18));
  const pivot: [number, number] = [cx + 20, ground - 100];
  const elbow: [number, number] =
    pose === 0 ? [cx + 120, ground - 215] : pose === 1 ? [cx + 140, ground - 180] : [cx + 110, ground - 235];
  const tip: [number, number] =
    pose === 0 ? [cx + 170, ground - 70] : pose === 1 ? [cx + 195, ground - 25] : [cx + 185, ground - 140];
  s.add(ram([cx + 10, ground - 70], [cx + 75, ground - 165], 8));
  s.add(beam(pivot, elbow, 26, L.body), ram([elbow[0] - 30, elbow[1] + 10], [elbow[0] + 20, elbow[1] - 25], 7));
  s.add(beam(elbow, tip, 18, L.body));
  const [bx, by] = tip;
  s.add(
    path(
      `M${bx - 6},${by - 10} C${bx + 26},${by - 14} ${bx + 38},${by + 14} ${bx + 18},${by + 40} ` +
        `L${bx - 4},${by + 34} L${bx - 16},${by + 6} Z`,
      '#3a3c3e',
      'stroke="#1c1c1c"',
    ),
  );
  for (let k = 0; k < 4; k++)
    s.add(
      poly(
        [
          [bx - 4 + k * 6, by + 34],
          [bx + k * 6, by + 44],
          [bx + 2 + k * 6, by + 34],
        ],
        '#8d9499',
      ),
    );
  s.add(circle(pivot[0], pivot[1], 6, '#222'), circle(elbow[0], elbow[1], 6, '#222'), circle(bx, by, 5, '#222'));
};

const loader: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  const raised = s.r.chance(0.5);
  s.add(
    path(
      `M${cx - 165},${ground - 50} L${cx - 165},${ground - 120} L${cx - 40},${ground - 120} ` +
        `L${cx - 20},${ground - 70} L${cx + 60},${ground - 70} L${cx + 60},${ground - 45} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  s.add(rect(cx - 170, ground - 115, 20, 60, '#2f3133', 'rx="4"'));
  for (let k = 0; k < 5; k++) s.add(rect(cx - 150 + k * 16, ground - 112, 10, 28, L.dark));
  s.add(cab(s, cx - 60, ground - 200, 62, 82, L.body, 0.12));
  s.add(wheel(cx - 110, ground, 42), wheel(cx + 40, ground, 42));
  s.add(
    path(
      `M${cx - 152},${ground - 42} A44 44 0 0 1 ${cx - 68},${ground - 42}`,
      'none',
      `stroke="${L.dark}" stroke-width="6"`,
    ),
  );
  const tip: [number, number] = raised ? [cx + 140, ground - 180] : [cx + 135, ground - 40];
  s.add(
    beam([cx + 20, ground - 95], tip, 16, L.body),
    ram([cx + 10, ground - 60], [cx + 90, raised ? ground - 150 : ground - 70], 9),
  );
  const [bx, by] = tip;
  const bucket = raised
    ? `M${bx - 10},${by - 40} L${bx + 40},${by - 30} L${bx + 55},${by + 30} L${bx + 5},${by + 30} Z`
    : `M${bx - 20},${by - 45} L${bx + 10},${by - 55} L${bx + 35},${by + 38} L${bx - 20},${by + 38} Z`;
  s.add(path(bucket, L.body, `stroke="${L.dark}" stroke-width="2"`), path(bucket, '#000', 'opacity="0.12"'));
};

const dozer: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(track(cx - 140, cx + 70, ground, 46));
  s.add(
    path(
      `M${cx - 150},${ground - 50} L${cx - 150},${ground - 110} L${cx - 40},${ground - 110} ` +
        `L${cx + 80},${ground - 96} L${cx + 86},${ground - 50} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  for (let k = 0; k < 6; k++) s.add(rect(cx - 10 + k * 14, ground - 92, 8, 30, L.dark));
  s.add(rect(cx + 20, ground - 126, 6, 18, '#333'));
  s.add(cab(s, cx - 140, ground - 200, 80, 92, L.body, 0.08));
  s.add(
    beam([cx - 40, ground - 44], [cx + 118, ground - 40], 10, L.body),
    ram([cx + 40, ground - 100], [cx + 118, ground - 90], 8),
  );
  s.add(
    path(
      `M${cx + 112},${ground - 120} Q${cx + 140},${ground - 70} ${cx + 128},${ground - 2} ` +
        `L${cx + 146},${ground - 2} Q${cx + 160},${ground - 70} ${cx + 126},${ground - 124} Z`,
      L.body,
      `stroke="${L.dark}" stroke-width="2"`,
    ),
  );
  s.add(
    path(
      `M${cx - 150},${ground - 80} L${cx - 185},${ground - 70} L${cx - 178},${ground - 10} ` +
        `L${cx - 170},${ground - 10} L${cx - 172},${ground - 60} L${cx - 150},${ground - 62} Z`,
      '#333',
    ),
  );
};

const roller: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  s.add(
    path(
      `M${cx - 160},${ground - 40} L${cx - 160},${ground - 112} L${cx - 20},${ground - 112} ` +
        `L${cx + 40},${ground - 80} L${cx + 40},${ground - 40} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  s.add(wheel(cx - 110, ground, 40));
  s.add(rect(cx + 20, ground - 140, 160, 40, L.body, `stroke="${L.dark}"`));
  s.add(
    circle(cx + 110, ground - 62, 62, s.lin(['#c9ced2', '#7d858b', '#a9b0b5']), 'stroke="#555" stroke-width="2"'),
    circle(cx + 110, ground - 62, 40, L.body),
    circle(cx + 110, ground - 62, 12, '#333'),
  );
  s.add(rect(cx - 80, ground - 116, 6, -0.1, '#000'));
  const roof = ground - 225;
  for (const px of [cx - 95, cx - 15]) s.add(rect(px, roof, 6, 113, '#2b2d2f'));
  s.add(rect(cx - 105, roof - 8, 100, 10, L.body, `stroke="${L.dark}"`));
  s.add(
    path(
      `M${cx - 75},${ground - 112} L${cx - 60},${ground - 150} L${cx - 45},${ground - 150}`,
      'none',
      'stroke="#222" stroke-width="5"',
    ),
    circle(cx - 50, ground - 160, 8, 'none', 'stroke="#222" stroke-width="3"'),
  );
};

const forklift: MachineDraw = (s, cx, ground, colour) => {
  const L = livery(bodyOf(s, colour));
  const lift = s.r.range(0, 90);
  s.add(
    path(
      `M${cx - 120},${ground - 30} L${cx - 120},${ground - 120} L${cx - 60},${ground - 120} ` +
        `L${cx - 60},${ground - 90} L${cx + 60},${ground - 90} L${cx + 60},${ground - 30} Z`,
      L.body,
      `stroke="${L.dark}"`,
    ),
  );
  s.add(rect(cx - 135, ground - 125, 40, 95, shade(L.body, -0.2), 'rx="10"'));
  s.add(wheel(cx - 70, ground, 30), wheel(cx + 40, ground, 34));
  for (const px of [cx - 70, cx + 40]) s.add(rect(px, ground - 230, 7, 140, '#2b2d2f'));
  s.add(
    rect(cx - 75, ground - 236, 125, 8, '#2b2d2f'),
    path(
      `M${cx - 40},${ground - 92} L${cx - 30},${ground - 130} L${cx - 5},${ground - 130}`,
      'none',
      'stroke="#222" stroke-width="5"',
    ),
  );
  s.add(rect(cx + 70, ground - 250, 12, 245, '#3a3c3e'), rect(cx + 84, ground - 230, 8, 225, '#55585b'));
  const fy = ground - 12 - lift;
  s.add(rect(cx + 92, fy - 60, 10, 60, '#2b2d2f'), rect(cx + 92, fy - 4, 100, 7, '#2b2d2f'));
  if (s.r.chance(0.6)) {
    s.add(rect(cx + 100, fy - 16, 88, 12, '#b48a57'));
    s.add(rect(cx + 100, fy - 76, 88, 60, s.r.pick(['#c9a46b', '#9aa3a8', '#d8c7a3'])));
  }
  s.add(rect(cx - 110, ground - 112, 40, 24, s.lin(['#9cc3dc', '#34546a'], 70), 'opacity="0.35"'));
};

export const MACHINE_DRAW: Record<string, MachineDraw> = {
  '101': excavator,
  '102': loader,
  '103': dozer,
  '601': roller,
  '701': forklift,
  ...LIFT_DRAW,
  ...ROAD_DRAW,
};

const NAMES: Record<string, string> = {
  挖掘机: '101',
  装载机: '102',
  推土机: '103',
  汽车起重机: '201',
  履带起重机: '202',
  塔式起重机: '203',
  混凝土泵车: '301',
  混凝土搅拌车: '302',
  沥青摊铺机: '401',
  路面铣刨机: '402',
  旋挖钻机: '501',
  静压桩机: '502',
  压路机: '601',
  内燃叉车: '701',
  剪叉式高空作业平台: '801',
  曲臂式高空作业平台: '802',
  自卸车: '901',
  汽车吊: '201',
  履带吊: '202',
  塔吊: '203',
  泵车: '301',
  叉车: '701',
  高空作业平台: '801',
};

export const MACHINE_SUBJECTS: readonly string[] = Object.keys(MACHINE_DRAW).sort();

export const machineCode = (subject: string) =>
  MACHINE_DRAW[subject]
    ? subject
    : (NAMES[subject] ?? (Object.entries(NAMES).find(([n]) => subject.includes(n))?.[1] || '101'));

export function drawMachine(s: Scene, subject: string, colour?: string, _code?: string): void {
  const c = machineCode(subject);
  const tall = c === '203';
  const ground = backdrop(s, s.r.pick(['yard', 'sky', 'yard']), tall ? 360 : s.r.range(300, 330));
  const before = s.body.length;
  const cx = 200 + s.r.range(-12, 12);
  s.shadow(cx, ground + 2, 175, 9, 0.4);
  MACHINE_DRAW[c](s, cx, ground + 4, colour);
  const k = tall ? 1 : 0.86;
  const flip = s.r.chance(0.5) ? -1 : 1;
  const parts = s.body.splice(before);
  s.add(
    `<g transform="translate(${f1(cx)} ${f1(ground + 4)}) scale(${f1(flip * k)} ${f1(k)}) ` +
      `translate(${f1(-cx)} ${f1(-ground - 4)})">${parts.join('')}</g>`,
  );
}
