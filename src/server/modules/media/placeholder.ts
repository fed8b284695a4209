// Deterministic SVG placeholders: the colour comes from a hash of the kind and key, the size
// from the kind, the label from the caller. Same URL, same bytes, so it caches forever.
export const KINDS = {
  goods: { w: 400, h: 400, label: '商品图片' },
  shop: { w: 240, h: 240, label: '店铺' },
  banner: { w: 1200, h: 400, label: '建材采购' },
  case: { w: 600, h: 400, label: '成功案例' },
  news: { w: 480, h: 320, label: '行业资讯' },
  partner: { w: 200, h: 80, label: '合作伙伴' },
  logo: { w: 240, h: 80, label: '品牌' },
} as const;
export type Kind = keyof typeof KINDS;
export const isKind = (k: string): k is Kind => Object.hasOwn(KINDS, k);

const MAX_LABEL = 12;

/** FNV-1a, 32 bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function cleanLabel(raw: unknown, kind: Kind): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const text = typeof first === 'string' ? first.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() : '';
  return Array.from(text || KINDS[kind].label)
    .slice(0, MAX_LABEL)
    .join('');
}

export function placeholderSvg(kind: Kind, key: string, label: string): string {
  const { w, h } = KINDS[kind];
  const seed = hash(`${kind}/${key}`);
  const hue = seed % 360;
  const from = hsl(hue, 0.55, 0.47);
  const to = hsl((hue + 35) % 360, 0.6, 0.35);
  const r = Math.round(Math.min(w, h) * (0.35 + ((seed >>> 9) % 30) / 100));
  const cx = Math.round(w * (0.15 + ((seed >>> 13) % 70) / 100));
  const length = Array.from(label).length;
  const size = Math.round(Math.min(h * 0.22, (w * 0.8) / Math.max(length, 1)));
  const text = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${text}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${h}" r="${r}" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="${w - cx}" cy="0" r="${Math.round(r * 0.6)}" fill="#fff" fill-opacity="0.06"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#fff" font-size="${size}" ` +
    `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${text}</text></svg>`
  );
}
