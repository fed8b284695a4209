// A picture's address, and the picture an address names. One shape:
//   /media/<kind>/<key>.webp?w=<width>&s=<subject>[&c=<colour>][&p=<pattern>][&b=<code>]
// The key names the row (a goods id, `brand-12`, `index-2`): the variant (angle, light, quantity,
// background) comes from it. The query says what is drawn: the subject (a mall category, a device
// type code, a tile category, licence or report for papers, a scene theme), the colour (a maker's
// livery, a tile colour family), the tile's pattern and its batch code; `w` is the kind's large or
// small width (the srcset pair).
// Every value is made canonical before drawing (an unknown subject falls back to its family or a
// default, an unknown colour is dropped), so any address names one of a bounded set of pictures.
import { resolveGoods } from './goods';
import { hash } from './kit';
import { MAKER_LIVERY } from './machine-parts';
import { machineCode } from './machines';
import { SIZES, type PictureKind, type PictureSpec } from './spec';
import { SUBJECTS } from './subjects';
import { TILE_COLOURS, TILE_PATTERNS } from './tiles';

/** Variants per subject and look: rows of one subject cycle through them by key. */
export const VARIANTS = 16;

/** What a row adds to its subject: a maker or a tile colour family, a tile pattern, a batch code. */
export interface Look {
  colour?: string;
  pattern?: string;
  code?: string;
}

const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const CODE = /^[0-9A-Za-z-]{1,12}$/;
const SCENES = new Set<PictureKind>(['shop', 'logo', 'partner', 'banner', 'ad', 'news', 'case']);

const LOGISTICS = /仓|物流|配送|集采|供应链/;
/** Words in a label → the theme a scene kind draws (the first match the kind has wins). */
const THEMES: [RegExp, string][] = [
  [/瓷|陶|砖|岩板/, 'tile'],
  [/钢|铁|金属/, 'steel'],
  [/机械|设备|租赁|吊|挖|工程机械/, 'machine'],
  [LOGISTICS, 'warehouse'],
  [LOGISTICS, 'yard'],
  [/浇|混凝土|泵/, 'pour'],
  [/竣工|交付|完工|验收|落成/, 'finished'],
  [/城|楼|地产|住宅|综合体|新区/, 'skyline'],
  [/水泥|砂|防水|涂料|保温|模板|建材|电线|电缆|管/, 'building'],
];

const pickBy = (list: readonly string[], key: string) => list[hash(key) % list.length];

/**
 * The theme a scene kind draws for a label (a shop's trade or name, a banner's title): by its words,
 * else a general building-materials shop front, or for other scenes one theme picked by key.
 */
export function sceneSubject(kind: PictureKind, label: string, key: string): string {
  const own = SUBJECTS[kind];
  if (own.includes(label)) return label;
  const theme = THEMES.find(([words, t]) => own.includes(t) && words.test(label));
  if (theme) return theme[1];
  return kind === 'shop' ? 'building' : pickBy(own, `${kind}/${key}`);
}

const known = (list: readonly string[], v: string | undefined) => (v !== undefined && list.includes(v) ? v : undefined);

/** The picture of a row: canonical subject and look, variant by key. */
export function pictureOf(kind: PictureKind, key: string, subject: string, look: Look = {}): PictureSpec {
  const seed = 1 + (hash(`${kind}/${key}`) % VARIANTS);
  if (kind === 'goods') return { kind, seed, subject: resolveGoods(subject) ?? SUBJECTS.goods[0] };
  if (kind === 'machine')
    return { kind, seed, subject: machineCode(subject), colour: known(Object.keys(MAKER_LIVERY), look.colour) };
  if (kind === 'tile')
    return {
      kind,
      seed,
      subject: known(SUBJECTS.tile, subject) ?? SUBJECTS.tile[0],
      colour: known(TILE_COLOURS, look.colour),
      pattern: known(TILE_PATTERNS, look.pattern),
      code: look.code !== undefined && CODE.test(look.code) ? look.code : undefined,
    };
  if (kind === 'doc') return { kind, seed, subject: known(SUBJECTS.doc, subject) ?? SUBJECTS.doc[0] };
  return { kind, seed, subject: sceneSubject(kind, subject, key) };
}

/** The address of a row's picture (large; the `<Img>` srcset names the small one with w halved). */
export function mediaUrl(kind: PictureKind, key: string | number, subject = '', look: Look = {}): string {
  const q = new URLSearchParams({ w: String(SIZES[kind].large) });
  q.set('s', SCENES.has(kind) ? sceneSubject(kind, subject, String(key)) : subject);
  if (look.colour) q.set('c', look.colour);
  if (look.pattern) q.set('p', look.pattern);
  if (look.code) q.set('b', look.code);
  return `/media/${kind}/${key}.webp?${q}`;
}

/** A query value given once (the first of repeats), or undefined. */
function one(v: unknown): string | undefined {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : undefined;
}

/** The picture and size an address names, or undefined (a 404) for a malformed one. */
export function pictureOfAddress(
  kind: PictureKind,
  key: string,
  query: Record<string, unknown>,
): { spec: PictureSpec; size: 'large' | 'small' } | undefined {
  if (!KEY.test(key)) return undefined;
  const w = one(query.w);
  const { large, small } = SIZES[kind];
  const size = w === undefined || w === String(large) ? 'large' : w === String(small) ? 'small' : undefined;
  if (!size) return undefined;
  const look = { colour: one(query.c), pattern: one(query.p), code: one(query.b) };
  return { spec: pictureOf(kind, key, one(query.s) ?? '', look), size };
}

/** The kinds the old placeholder addresses (/media/<kind>/<key>.svg?t=<label>) used. */
const LEGACY = new Set(['goods', 'shop', 'banner', 'case', 'news', 'partner', 'logo']);

/** Where an old placeholder address now points (its label read as the subject), or undefined. */
export function legacyPictureUrl(kind: string, key: string, label: string): string | undefined {
  if (!LEGACY.has(kind) || !KEY.test(key)) return undefined;
  if (kind !== 'goods') return mediaUrl(kind as PictureKind, key, label);
  // Machines were goods keyed eq<type>-<n> (seeded) or <type> (published), labelled maker + type.
  const machine = /^eq(\d{3})-/.exec(key)?.[1] ?? (/^\d{3}$/.test(key) && !resolveGoods(label) ? key : undefined);
  if (key.startsWith('cert')) return mediaUrl('doc', key, 'licence');
  if (machine) {
    const maker = Object.keys(MAKER_LIVERY).find((m) => label.startsWith(m));
    return mediaUrl('machine', key, machine, { colour: maker });
  }
  if (SUBJECTS.tile.includes(label)) return mediaUrl('tile', key, label);
  return mediaUrl('goods', key, label);
}
