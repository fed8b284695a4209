// The rendered pictures of one process: each drawn once on its first request (both WebP sizes at
// once, ~0.1–0.3 s of libvips work off the event loop) and kept in memory, least recently used
// first out past the byte budget. Requests for a picture still being drawn wait for that one
// render. The bytes are a function of the spec, so every process draws the same bytes and ETag.
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { renderPicture, type PictureSpec } from '../../pictures';

interface StoredPicture {
  bytes: Buffer;
  etag: string;
}
type Pair = Record<'large' | 'small', StoredPicture>;

/** Memory one process gives its pictures (about 5,000 at the seed's median sizes). */
const PICTURE_BYTES = 64 * 1024 * 1024;

const stored = (bytes: Buffer): StoredPicture => ({
  bytes,
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
});

const keyOf = (p: PictureSpec) => [p.kind, p.subject, p.seed, p.colour ?? '', p.pattern ?? '', p.code ?? ''].join('|');

export function pictureStore() {
  const cache = new LRUCache<string, Pair, PictureSpec>({
    maxSize: PICTURE_BYTES,
    sizeCalculation: (v) => v.large.bytes.length + v.small.bytes.length,
    fetchMethod: async (_key, _stale, { context }) => {
      const r = await renderPicture(context);
      return { large: stored(r.large), small: stored(r.small) };
    },
  });
  return {
    async get(spec: PictureSpec, size: 'large' | 'small'): Promise<StoredPicture> {
      const pair = await cache.fetch(keyOf(spec), { context: spec });
      if (!pair) throw new Error(`picture ${keyOf(spec)} was not drawn`);
      return pair[size];
    },
  };
}
