// Papers (a machine's 登记证 and 合格证, a goods' test report): a certificate card or a report
// sheet lying on a desk, its lines of text as grey bars (no characters), a form grid, a photo
// box and a red round seal. Only the number is printed.
import { circle, code, f1, line, rect, shade, type Scene } from './kit';

export const DOC_SUBJECTS = ['licence', 'report'] as const;

/** The seal: a red ring with a star, slightly transparent like ink. */
function seal(s: Scene, cx: number, cy: number, r: number) {
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? r * 0.17 : r * 0.42;
    return `${f1(cx + Math.cos(a) * k)},${f1(cy + Math.sin(a) * k)}`;
  }).join(' ');
  s.add(
    `<g opacity="${f1(s.r.range(0.7, 0.9))}">` +
      circle(cx, cy, r, 'none', `stroke="#d0281f" stroke-width="${f1(r * 0.1)}"`) +
      `<polygon points="${star}" fill="#d0281f"/>` +
      `${rect(cx - r * 0.55, cy + r * 0.5, r * 1.1, r * 0.12, '#d0281f')}</g>`,
  );
}

/** Lines of text as bars of varying length. */
function text(s: Scene, x: number, y: number, w: number, rows: number, gap = 14, col = '#9aa1a6') {
  for (let i = 0; i < rows; i++) s.add(rect(x, y + i * gap, w * s.r.range(0.55, 1), 5, col, 'rx="2"'));
}

export function drawDoc(s: Scene, subject: string): void {
  const { w, h, r } = s;
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin(
        r.pick([
          ['#8a6a4a', '#6e523a'],
          ['#c9cdd0', '#a9afb3'],
          ['#d8cfc2', '#b9ad9c'],
        ]),
      ),
    ),
  );
  const angle = f1(r.range(-5, 5));
  const before = s.body.length;
  const [x, y, pw, ph] = [w * 0.12, h * 0.08, w * 0.76, h * 0.84];
  s.add(rect(x + 6, y + 8, pw, ph, '#00000030', 'rx="4"'));
  if (subject === 'licence') {
    // A certificate card: coloured frame, a title bar, the photo, the form grid, the seal.
    const tint = r.pick(['#e8f1e6', '#e6eef6', '#f6efe0']);
    s.add(
      rect(x, y, pw, ph, tint, 'rx="4"'),
      rect(x + 8, y + 8, pw - 16, ph - 16, 'none', 'stroke="#9bb39a" stroke-width="3"'),
    );
    s.add(circle(w / 2, y + 40, 16, '#c9a227'), rect(w / 2 - 60, y + 64, 120, 10, '#4a4f54', 'rx="3"'));
    s.add(rect(x + 20, y + 96, 60, 76, '#ffffff', 'stroke="#b0b6ba"'), circle(x + 50, y + 124, 12, '#c3c9cd'));
    s.add(rect(x + 34, y + 142, 32, 26, '#c3c9cd', 'rx="10"'));
    for (let i = 0; i < 6; i++) {
      const ly = y + 100 + i * 22;
      s.add(line(x + 92, ly + 14, x + pw - 20, ly + 14, '#b0b6ba', 1));
      s.add(
        rect(x + 92, ly + 4, 34, 5, '#6d7378', 'rx="2"'),
        rect(x + 134, ly + 4, r.range(30, 90), 5, '#9aa1a6', 'rx="2"'),
      );
    }
    text(s, x + 20, y + 250, pw - 40, 3);
    s.add(code(x + 20, y + ph - 26, `No.${r.int(10, 99)}${r.int(100000, 999999)}`, 11, '#444'));
    seal(s, x + pw - 62, y + ph - 70, 34);
  } else {
    // A report sheet: header bars, a table of results, the signatures and the seal.
    s.add(rect(x, y, pw, ph, '#fbfbf8', 'rx="2"'));
    s.add(rect(w / 2 - 70, y + 22, 140, 10, '#3f4448', 'rx="3"'), rect(w / 2 - 45, y + 40, 90, 6, '#9aa1a6', 'rx="2"'));
    text(s, x + 18, y + 62, pw - 36, 2, 12);
    const [tx, ty, tw, rows] = [x + 18, y + 96, pw - 36, 8];
    s.add(rect(tx, ty, tw, 16, shade('#dfe4e7', -0.05)));
    for (let i = 0; i <= rows; i++) s.add(line(tx, ty + i * 16, tx + tw, ty + i * 16, '#b8bec2', 1));
    for (const k of [0, 0.3, 0.62, 0.8, 1]) s.add(line(tx + tw * k, ty, tx + tw * k, ty + rows * 16, '#b8bec2', 1));
    for (let i = 1; i < rows; i++)
      for (const [k, len] of [
        [0.03, 0.2],
        [0.33, 0.22],
        [0.65, 0.1],
        [0.83, 0.12],
      ])
        s.add(rect(tx + tw * k, ty + i * 16 + 6, tw * len * r.range(0.6, 1), 4, '#8d9499', 'rx="2"'));
    text(s, x + 18, ty + rows * 16 + 18, pw - 36, 3, 12);
    s.add(code(x + 18, y + ph - 20, `No.JC${r.int(2022, 2026)}-${r.int(1000, 9999)}`, 10, '#444'));
    seal(s, x + pw - 70, y + ph - 62, 32);
  }
  const parts = s.body.splice(before);
  s.add(`<g transform="rotate(${angle} ${f1(w / 2)} ${f1(h / 2)})">${parts.join('')}</g>`);
}
