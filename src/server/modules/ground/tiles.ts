// The optional tile source behind a config adapter: GROUND_TILES=amap (高德, GCJ-02) or tianditu
// (天地图, CGCS2000 ≈ WGS-84) with GROUND_TILE_KEY. The key stays on the server: the browser asks
// /ground/tiles/{z}/{x}/{y} and this proxy fetches the provider's tile with the key. Unset (the
// default, and in tests), the map draws the shipped outlines only and this answers 404.
import type { FastifyInstance } from 'fastify';

export interface TileSource {
  /** The provider's tile URL with the key filled in ({z}, {x}, {y}, {s} left). */
  upstream: string;
  /** What the tiles are drawn in: points are converted to it at the edge. */
  crs: 'gcj02' | 'wgs84';
  attribution: string;
}

export function tileSource(env: NodeJS.ProcessEnv = process.env): TileSource | null {
  const key = env.GROUND_TILE_KEY ?? '';
  if (env.GROUND_TILES === 'amap') {
    // 高德's raster tiles take no key in the URL; the key is kept for its web-service calls.
    return {
      upstream: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
      crs: 'gcj02',
      attribution: '© 高德地图',
    };
  }
  if (env.GROUND_TILES === 'tianditu' && key) {
    return {
      upstream:
        'https://t{s}.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default' +
        `&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${encodeURIComponent(key)}`,
      crs: 'wgs84',
      attribution: '© 天地图',
    };
  }
  return null;
}

/** What the browser is told: the proxy's URL and the tiles' system, never the key. */
export const publicTiles = (s: TileSource | null) =>
  s ? { url: '/ground/tiles/{z}/{x}/{y}', crs: s.crs, attribution: s.attribution } : null;

export async function tileProxy(app: FastifyInstance, source: TileSource | null): Promise<void> {
  app.get<{ Params: { z: string; x: string; y: string } }>('/ground/tiles/:z/:x/:y', async (req, reply) => {
    const [z, x, y] = [req.params.z, req.params.x, req.params.y].map(Number);
    if (
      !source ||
      ![z, x, y].every(Number.isInteger) ||
      z < 2 ||
      z > 18 ||
      x < 0 ||
      y < 0 ||
      x >= 2 ** z ||
      y >= 2 ** z
    )
      return reply.code(404).send();
    const url = source.upstream
      .replace('{s}', String(1 + ((x + y) % 4)))
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) return reply.code(502).send();
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .type(res.headers.get('content-type') ?? 'image/png')
        .send(Buffer.from(await res.arrayBuffer()));
    } catch {
      return reply.code(504).send();
    }
  });
}
