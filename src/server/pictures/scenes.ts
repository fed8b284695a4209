// Composed scenes: banners (a construction site with tower cranes, a materials warehouse, a
// skyline with a building going up), news and case pictures, shop fronts with a sign band and
// a brand-like mark, logos and partner marks. Codes only; no names are written.
import { backdrop, circle, f1, g, isHex, line, poly, rect, shade, type Scene } from './kit';
import { MACHINE_DRAW } from './machines';
import { mark, MARK_KINDS } from './marks';
import { bags, heap } from './goods-building';
import { bundle } from './goods-steel';

export const SCENE_SUBJECTS = {
  banner: ['site', 'warehouse', 'skyline'],
  ad: ['site', 'warehouse', 'skyline'],
  news: ['site', 'pour', 'yard', 'skyline'],
  case: ['site', 'skyline', 'finished'],
  shop: ['steel', 'building', 'tile', 'machine'],
  logo: ['mark'],
  partner: ['mark'],
} as const;

const BRAND = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#37474f', '#ad1457'];

function sky(s: Scene, horizon: number) {
  const warm = s.r.chance(0.3);
  s.add(
    rect(
      0,
      0,
      s.w,
      horizon,
      s.lin(warm ? ['#f3c89a', '#f7e4c8', '#dfe9ef'] : [shade('#5d97d1', s.r.range(-0.1, 0.15)), '#cfe2ef']),
    ),
  );
  for (let i = 0; i < 4; i++)
    s.add(
      `<ellipse cx="${f1(s.r.range(0, s.w))}" cy="${f1(s.r.range(10, horizon * 0.4))}" ` +
        `rx="${f1(s.r.range(40, 110))}" ry="${f1(s.r.range(8, 18))}" ` +
        `fill="${s.fade('#ffffff', 0.8)}"/>`,
    );
}

/** Distant towers; `haze` lightens them towards the sky. */
function skyline(s: Scene, horizon: number, haze: number) {
  for (let x = -20; x < s.w;) {
    const w = s.r.range(30, 70);
    const h = s.r.range(40, s.h * 0.5);
    const col = shade(s.r.pick(['#7d8c99', '#8a96a0', '#6f7f8c', '#9aa6ae']), haze);
    s.add(rect(x, horizon - h, w, h, col));
    for (let y = horizon - h + 6; y < horizon - 4; y += 8)
      s.add(rect(x + 4, y, w - 8, 3, shade(col, 0.25), 'opacity="0.6"'));
    x += w + s.r.range(2, 18);
  }
}

/** A building under construction: concrete frame, floors, scaffold net, rebar on top. */
function frame(s: Scene, x: number, ground: number, w: number, floors: number, fh = 22) {
  const top = ground - floors * fh;
  const net = s.r.pick(['#3f8f4f', '#2f6f9f', '#4b9b5b']);
  for (let f = 0; f < floors; f++) {
    const y = ground - (f + 1) * fh;
    s.add(rect(x, y, w, fh, f > floors - 3 ? '#2f3336' : '#53585c'), rect(x, y + fh - 4, w, 4, '#b9b8b2'));
    for (let c = 0; c <= 5; c++) s.add(rect(x + (c * (w - 6)) / 5, y, 6, fh - 4, '#aaa9a3'));
  }
  s.add(rect(x - 6, top + fh * 2, w + 12, (floors - 2) * fh * 0.7, net, 'opacity="0.75"'));
  for (let c = 0; c < 12; c++) s.add(line(x + (c * w) / 11, top, x + (c * w) / 11, top - 10, '#6b4a36', 1.5));
  return top;
}

function crane(s: Scene, x: number, ground: number, k: number) {
  s.add(
    g(
      `translate(${f1(x)} ${f1(ground)}) scale(${f1(k)}) translate(-200 -364)`,
      ...(() => {
        const before = s.body.length;
        MACHINE_DRAW['203'](s, 200, 364);
        return s.body.splice(before);
      })(),
    ),
  );
}

function machine(s: Scene, code: string, x: number, ground: number, k: number, flip = false) {
  const before = s.body.length;
  MACHINE_DRAW[code](s, 200, 364);
  const parts = s.body.splice(before);
  s.add(g(`translate(${f1(x)} ${f1(ground)}) scale(${flip ? -k : k} ${k}) translate(-200 -364)`, ...parts));
}

function site(s: Scene, subject: string) {
  const { w, h } = s;
  const horizon = h * 0.72;
  sky(s, horizon);
  skyline(s, horizon, 0.45);
  if (subject === 'warehouse') return warehouse(s);
  const n = subject === 'skyline' ? 1 : s.r.int(1, 3);
  for (let i = 0; i < n; i++) {
    const bw = s.r.range(w * 0.12, w * 0.2);
    const bx = ((i + 0.5) / n) * w - bw / 2 + s.r.range(-w * 0.05, w * 0.05);
    const floors = Math.floor(s.r.range(6, (horizon * 0.8) / 22));
    frame(s, bx, horizon, bw, floors);
    if (s.r.chance(0.8)) crane(s, bx + bw + 20, horizon, (h / 400) * s.r.range(0.75, 1.05));
  }
  s.add(rect(0, horizon, w, h - horizon, s.lin(['#a59c86', '#7e7562'])));
  s.add(rect(0, horizon - 3, w, 10, '#2e5f9a', 'opacity="0.9"'));
  const k = (h / 400) * 0.45;
  if (subject !== 'skyline') {
    machine(s, s.r.pick(['101', '302', '301', '102']), w * s.r.range(0.15, 0.45), h - 12, k, s.r.chance(0.5));
    if (w > 700) machine(s, s.r.pick(['901', '202', '101']), w * s.r.range(0.6, 0.85), h - 8, k, s.r.chance(0.5));
  }
}

function warehouse(s: Scene) {
  const { w, h } = s;
  backdrop(s, 'warehouse', h * 0.55);
  const k = h / 400;
  for (let x = w * 0.05; x < w * 0.95; x += 260 * k) {
    const kind = s.r.int(0, 2);
    const before = s.body.length;
    const place = { cx: 200, floor: 360, d: [140, -70] as const };
    if (kind === 0) bags(s, place, 'cement');
    else if (kind === 1)
      bundle(s, place, 19, 8, '#555b61', false, (bx, by) => circle(bx, by, 8, '#8a9096') + circle(bx, by, 6, '#222'));
    else heap(s, place, 'sand');
    const parts = s.body.splice(before);
    s.add(g(`translate(${f1(x)} ${f1(h * 0.98)}) scale(${f1(k * 0.7)}) translate(-200 -360)`, ...parts));
  }
  machine(s, '701', w * 0.8, h * 0.97, k * 0.55, true);
}

function shopFront(s: Scene, subject: string, colour?: string) {
  const { w, h } = s;
  const brand = isHex(colour) ? colour : s.r.pick(BRAND);
  const pave = h - 46;
  s.add(rect(0, 0, w, h, s.lin(['#cfd8de', '#eef1f3'])));
  // Neighbours at both sides, then this shop's stone-clad front.
  s.add(
    rect(0, 20, 26, pave - 20, s.r.pick(['#b9a48a', '#9fa9b0', '#c7b9a6'])),
    rect(w - 26, 20, 26, pave - 20, s.r.pick(['#8e9aa3', '#c9b08e', '#a7a29a'])),
  );
  s.add(
    rect(0, 20, 26, 40, s.r.pick(BRAND), 'opacity="0.8"'),
    rect(w - 26, 20, 26, 40, s.r.pick(BRAND), 'opacity="0.8"'),
  );
  const stone = s.r.pick(['#e7e2d8', '#dcdcd8', '#efe9dd', '#d9d2c5']);
  s.add(rect(26, 16, w - 52, pave - 16, stone));
  for (let y = 22; y < pave; y += 18) s.add(line(26, y, w - 26, y, shade(stone, -0.12), 0.8));
  s.add(rect(34, 34, w - 68, 68, brand, `stroke="${shade(brand, -0.35)}" stroke-width="3"`));
  s.add(rect(34, 34, w - 68, 68, s.lin(['#ffffff', '#ffffff00', '#00000000', '#000000']), 'opacity="0.15"'));
  s.add(mark(82, 68, 24, s.r.int(0, MARK_KINDS - 1), '#ffffff'));
  for (let i = 0; i < 4; i++) s.add(rect(122 + i * 56, 56 + (i % 2) * 4, 44, 14, '#fff', 'opacity="0.9" rx="2"'));
  s.add(rect(134, 80, 150, 6, '#fff', 'opacity="0.6" rx="2"'));
  // Awning.
  const aw = s.r.chance(0.5);
  if (aw)
    for (let i = 0; i < 10; i++)
      s.add(
        poly(
          [
            [34 + i * 33.2, 108],
            [34 + (i + 1) * 33.2, 108],
            [30 + (i + 1) * 33.6, 128],
            [30 + i * 33.6, 128],
          ],
          i % 2 ? '#ffffff' : shade(brand, -0.1),
        ),
      );
  else s.add(rect(34, 108, w - 68, 10, shade(brand, -0.35)));
  const glassTop = aw ? 132 : 124;
  s.add(rect(40, glassTop, w - 80, pave - glassTop, '#3d4a52'));
  s.add(rect(44, glassTop + 4, w - 88, pave - glassTop - 8, s.lin(['#a9c7da', '#5d7f96', '#3a5568'], 70)));
  // Goods on display behind the glass.
  const n = 4;
  for (let i = 0; i < n; i++) {
    const x = 62 + i * 76;
    const y = pave - 14;
    if (subject === 'steel')
      for (let k = 0; k < 6; k++)
        s.add(
          circle(
            x + (k % 3) * 16 + 8,
            y - 10 - Math.floor(k / 3) * 15,
            7,
            '#7b848a',
            'stroke="#3b3f42" stroke-width="2"',
          ),
        );
    else if (subject === 'tile')
      s.add(
        rect(x, y - 90, 48, 88, s.r.pick(['#efefea', '#d8c9ad', '#8f918f', '#2b2a29']), 'stroke="#777"'),
        line(x + 4, y - 80, x + 44, y - 30, '#999', 1),
      );
    else if (subject === 'machine')
      s.add(
        rect(x, y - 30, 50, 26, '#f2b705'),
        rect(x + 30, y - 50, 16, 22, '#f2b705'),
        circle(x + 10, y - 4, 7, '#222'),
        circle(x + 40, y - 4, 7, '#222'),
      );
    else
      s.add(
        rect(x, y - 26, 52, 24, '#d8c7a3', 'rx="5" stroke="#9c8a66"'),
        rect(x, y - 14, 52, 5, shade(brand, 0), 'opacity="0.8"'),
        rect(x + 4, y - 50, 44, 24, '#e6e0d2', 'rx="5" stroke="#9c8a66"'),
      );
  }
  s.add(
    poly(
      [
        [70, glassTop + 4],
        [140, glassTop + 4],
        [90, pave - 4],
        [44, pave - 4],
      ],
      '#fff',
      'opacity="0.16"',
    ),
  );
  // Door in the middle, pavement and a potted plant.
  s.add(
    rect(w / 2 - 34, glassTop + 14, 68, pave - glassTop - 14, '#1f2d36', 'opacity="0.55"'),
    line(w / 2, glassTop + 14, w / 2, pave, '#9fb4c2', 2),
  );
  s.add(rect(0, pave, w, h - pave, s.lin(['#a8a39a', '#8d887f'])), rect(0, pave, w, 4, '#77726a'));
  for (let x = 0; x < w; x += 40) s.add(line(x, pave, x - 20, h, '#7d786f', 1));
  const px = s.r.chance(0.5) ? 44 : w - 74;
  s.add(
    rect(px, pave - 26, 30, 30, '#6b5a4a'),
    circle(px + 15, pave - 40, 20, '#3f7f4a'),
    circle(px + 6, pave - 50, 12, '#4f9a5a'),
  );
}

function logo(s: Scene, colour?: string) {
  const { w, h } = s;
  const col = isHex(colour) ? colour : s.r.pick(BRAND);
  s.add(rect(0, 0, w, h, '#ffffff'));
  const k = s.r.int(0, MARK_KINDS - 1);
  s.add(mark(h * 0.55, h / 2, h * 0.32, k, col));
  // An abstract word mark: bars of varying length, no letters.
  const bars = s.r.int(2, 4);
  let x = h * 1.05;
  for (let i = 0; i < bars; i++) {
    const bw = s.r.range(18, 34) * (w / 240);
    s.add(rect(x, h * 0.34, bw, h * 0.2, i % 2 ? shade(col, -0.3) : col, 'rx="3"'));
    x += bw + 5;
  }
  s.add(rect(h * 1.05, h * 0.62, x - h * 1.05 - 5, h * 0.07, '#9aa0a6', 'rx="2"'));
}

export function drawScene(s: Scene, kind: string, subject: string, colour?: string): void {
  if (kind === 'logo' || kind === 'partner') return logo(s, colour);
  if (kind === 'shop') return shopFront(s, subject, colour);
  if (kind === 'case' && subject === 'finished') {
    sky(s, s.h * 0.8);
    skyline(s, s.h * 0.8, 0.5);
    const top = frame(s, s.w * 0.35, s.h * 0.8, s.w * 0.3, 12, 20);
    s.add(
      rect(
        s.w * 0.35 - 6,
        top,
        s.w * 0.3 + 12,
        s.h * 0.8 - top,
        s.lin(['#9ec3db', '#5f86a3', '#c7dbe6'], 0),
        'opacity="0.92"',
      ),
    );
    for (let y = top + 10; y < s.h * 0.8; y += 20) s.add(line(s.w * 0.35 - 6, y, s.w * 0.65 + 6, y, '#e8eef2', 1.5));
    s.add(rect(0, s.h * 0.8, s.w, s.h * 0.2, s.lin(['#8fa27a', '#6f7f5c'])));
    return;
  }
  if (kind === 'news' && subject === 'pour') {
    sky(s, s.h * 0.5);
    skyline(s, s.h * 0.5, 0.4);
    s.add(rect(0, s.h * 0.5, s.w, s.h * 0.5, '#6f7478'));
    for (let x = 0; x < s.w; x += 12) s.add(line(x, s.h * 0.5, x - 60, s.h, '#3b3f42', 2));
    for (let y = s.h * 0.55; y < s.h; y += 14) s.add(line(0, y, s.w, y, '#3b3f42', 2));
    s.add(
      `<ellipse cx="${f1(s.w * 0.55)}" cy="${f1(s.h * 0.78)}" rx="${f1(s.w * 0.3)}" ry="${f1(s.h * 0.12)}" fill="#8e9296"/>`,
    );
    machine(s, '301', s.w * 0.62, s.h * 0.62, 0.45, true);
    return;
  }
  if (kind === 'news' && subject === 'yard') return warehouse(s);
  site(s, subject);
}
