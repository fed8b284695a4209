import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/server/db/seed/catalog';
import { DEVICE_TYPES } from '../../src/api/devices-dicts';
import { TILE_CATEGORIES } from '../../src/api/taoci-dicts';
import {
  pictureSvg,
  renderPicture,
  SIZES,
  SUBJECTS,
  type PictureKind,
  type PictureSpec,
} from '../../src/server/pictures';
import { resolveGoods } from '../../src/server/pictures/goods';
import { MAKER_LIVERY } from '../../src/server/pictures/machine-parts';
import { machineCode } from '../../src/server/pictures/machines';

/** Byte budgets per picture: large and small WebP. */
const LARGE = 60_000;
const SMALL = 20_000;

const ALL: PictureSpec[] = (Object.keys(SUBJECTS) as PictureKind[]).flatMap((kind) =>
  SUBJECTS[kind].map((subject) => ({ kind, subject, seed: 1 })),
);

async function inParallel<T, R>(items: T[], n: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]);
      }
    }),
  );
  return out;
}

describe('pictures', () => {
  it('draws the same bytes for the same spec', async () => {
    const spec: PictureSpec = { kind: 'goods', subject: '螺纹钢', seed: 7 };
    expect(pictureSvg(spec, 800)).toBe(pictureSvg(spec, 800));
    const [a, b] = await Promise.all([renderPicture(spec), renderPicture(spec)]);
    expect(a.large.equals(b.large)).toBe(true);
    expect(a.small.equals(b.small)).toBe(true);
  });

  it('draws different pictures for different seeds', () => {
    for (const spec of [
      { kind: 'goods', subject: 'H型钢' },
      { kind: 'machine', subject: '101' },
      { kind: 'tile', subject: '全抛釉' },
      { kind: 'banner', subject: 'site' },
    ] as const) {
      const svgs = new Set([1, 2, 3, 4].map((seed) => pictureSvg({ ...spec, seed })));
      expect(svgs.size, spec.subject).toBe(4);
    }
  });

  it('has a drawing for every leaf category, machine type and tile category of the seed', () => {
    const { categories } = buildCatalog();
    for (const c of categories) expect(resolveGoods(c.name), c.name).toBeDefined();
    for (const t of DEVICE_TYPES) {
      expect(machineCode(t.code), t.code).toBe(t.code);
      expect(machineCode(t.name), t.name).toBe(t.code);
    }
    for (const t of TILE_CATEGORIES) expect(SUBJECTS.tile, t).toContain(t);
  });

  it('paints every machine type in its maker’s livery', () => {
    for (const subject of SUBJECTS.machine)
      for (const [maker, colour] of Object.entries(MAKER_LIVERY))
        expect(pictureSvg({ kind: 'machine', subject, seed: 1, colour: maker }), `${subject}/${maker}`).toContain(
          colour,
        );
  });

  it('never writes the subject’s name on a goods, machine, tile or paper picture', () => {
    const names = new Map(DEVICE_TYPES.map((t) => [t.code, t.name]));
    for (const kind of ['goods', 'machine', 'tile', 'doc'] as const)
      for (const subject of SUBJECTS[kind])
        for (const seed of [1, 2, 3]) {
          const svg = pictureSvg({ kind, subject, seed });
          const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
          const name = names.get(subject) ?? subject;
          for (const t of texts) expect(t.includes(name), `${kind}/${subject}: ${t}`).toBe(false);
          // No Chinese at all: codes and numbers only.
          for (const t of texts) expect(/\p{Script=Han}/u.test(t), `${kind}/${subject}: ${t}`).toBe(false);
        }
  });

  it('renders every subject to WebP of the promised sizes within the byte budgets', { timeout: 120_000 }, async () => {
    const results = await inParallel(ALL, 4, async (spec) => ({ spec, out: await renderPicture(spec) }));
    for (const { spec, out } of results) {
      const { w, h, large, small } = SIZES[spec.kind];
      const name = `${spec.kind}/${spec.subject}`;
      const [lm, sm] = await Promise.all([sharp(out.large).metadata(), sharp(out.small).metadata()]);
      expect(lm.format, name).toBe('webp');
      expect(sm.format, name).toBe('webp');
      expect([lm.width, lm.height], name).toEqual([large, Math.round((large * h) / w)]);
      expect([sm.width, sm.height], name).toEqual([small, Math.round((small * h) / w)]);
      expect(out.large.length, name).toBeLessThan(LARGE);
      expect(out.small.length, name).toBeLessThan(SMALL);
    }
  });
});
