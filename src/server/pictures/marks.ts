// Brand-like marks: small geometric logos (no letters, no names) for bags, pails, signs and
// the logo pictures. `kind` picks the shape, `col` its colour; (cx, cy) is the centre.
import { f1, shade } from './kit';

export const MARK_KINDS = 8;

export function mark(cx: number, cy: number, r: number, kind: number, col: string): string {
  const k = ((kind % MARK_KINDS) + MARK_KINDS) % MARK_KINDS;
  const x = (v: number) => f1(cx + v * r);
  const y = (v: number) => f1(cy + v * r);
  const dark = shade(col, -0.35);
  switch (k) {
    case 0: // ring with a bar
      return (
        `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.82)}" fill="none" stroke="${col}" ` +
        `stroke-width="${f1(r * 0.32)}"/><rect x="${x(-0.9)}" y="${y(-0.14)}" ` +
        `width="${f1(r * 1.8)}" height="${f1(r * 0.28)}" fill="${col}"/>`
      );
    case 1: // triangle mountain
      return (
        `<polygon points="${x(-1)},${y(0.8)} ${x(-0.2)},${y(-0.9)} ${x(0.3)},${y(0.1)} ` +
        `${x(0.55)},${y(-0.35)} ${x(1)},${y(0.8)}" fill="${col}"/>`
      );
    case 2: // diamond in a diamond
      return (
        `<polygon points="${x(0)},${y(-1)} ${x(1)},${y(0)} ${x(0)},${y(1)} ${x(-1)},${y(0)}" ` +
        `fill="${col}"/><polygon points="${x(0)},${y(-0.45)} ${x(0.45)},${y(0)} ${x(0)},${y(0.45)} ` +
        `${x(-0.45)},${y(0)}" fill="#fff"/>`
      );
    case 3: // three bars rising
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${x(-0.95 + i * 0.7)}" y="${y(0.9 - 0.6 * (i + 1))}" width="${f1(r * 0.5)}" ` +
            `height="${f1(r * 0.6 * (i + 1))}" fill="${i === 1 ? dark : col}"/>`,
        )
        .join('');
    case 4: // hexagon with a notch
      return (
        `<polygon points="${x(0)},${y(-1)} ${x(0.87)},${y(-0.5)} ${x(0.87)},${y(0.5)} ` +
        `${x(0)},${y(1)} ${x(-0.87)},${y(0.5)} ${x(-0.87)},${y(-0.5)}" fill="${col}"/><polygon ` +
        `points="${x(-0.3)},${y(-0.35)} ${x(0.45)},${y(0)} ${x(-0.3)},${y(0.35)}" fill="#fff"/>`
      );
    case 5: // two arcs (a swoosh)
      return (
        `<path d="M${x(-1)},${y(0.3)} Q${x(0)},${y(-1.2)} ${x(1)},${y(-0.3)} ` +
        `Q${x(0)},${y(-0.5)} ${x(-1)},${y(0.3)} Z" fill="${col}"/><path d="M${x(-1)},${y(0.8)} ` +
        `Q${x(0)},${y(-0.4)} ${x(1)},${y(0.3)} Q${x(0)},${y(0.1)} ${x(-1)},${y(0.8)} Z" ` +
        `fill="${dark}"/>`
      );
    case 6: // square split diagonally
      return (
        `<rect x="${x(-0.85)}" y="${y(-0.85)}" width="${f1(r * 1.7)}" height="${f1(r * 1.7)}" ` +
        `fill="${col}" rx="${f1(r * 0.2)}"/><polygon points="${x(-0.85)},${y(0.85)} ` +
        `${x(0.85)},${y(-0.85)} ${x(0.85)},${y(0.85)}" fill="${dark}"/>`
      );
    default: // gear-like star
      return `<polygon points="${Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        const rr = i % 2 ? 0.62 : 1;
        return `${x(Math.cos(a) * rr)},${y(Math.sin(a) * rr)}`;
      }).join(' ')}" fill="${col}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.3)}" fill="#fff"/>`;
  }
}
