// Non-API media: the drawn pictures of seeded rows (src/server/pictures, addresses built by
// mediaUrl: /media/<kind>/<key>.webp?w=…&s=…) and the two footer QR codes, rendered with
// `qrcode` from the configured targets. The old placeholder addresses (/media/<kind>/<key>.svg?t=…)
// answer with a permanent redirect to the picture that replaced them.
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { isPictureKind } from '../../pictures';
import { legacyPictureUrl, pictureOfAddress } from '../../pictures/url';
import { pictureStore } from './store';

const FILE = /^([A-Za-z0-9_-]{1,64})\.(svg|webp)$/;
const SVG = 'image/svg+xml; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const missing = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const qrTargets: Record<string, string> = {
    official: app.config.QR_OFFICIAL_URL,
    service: app.config.QR_SERVICE_URL,
  };
  const qrCache = new Map<string, Promise<string>>();
  const pictures = pictureStore();
  // Compressing WebP gains nothing.
  const opts = { compress: false as const };

  app.get<{ Params: { file: string } }>('/media/qr/:file', async (req, reply) => {
    const m = FILE.exec(req.params.file);
    const key = m?.[2] === 'svg' ? m[1] : undefined;
    const target = key !== undefined && Object.hasOwn(qrTargets, key) ? qrTargets[key] : undefined;
    if (key === undefined || target === undefined) return missing(reply);
    if (!qrCache.has(key))
      qrCache.set(key, QRCode.toString(target, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    const svg = await qrCache.get(key)!;
    // The target comes from config and may change with a deploy: cache for a day only.
    return reply.type(SVG).header('Cache-Control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { kind: string; file: string }; Querystring: Record<string, unknown> }>(
    '/media/:kind/:file',
    opts,
    async (req, reply) => {
      const { kind, file } = req.params;
      const m = FILE.exec(file);
      if (!m) return missing(reply);
      const [, key, ext] = m;
      if (ext === 'svg') {
        const t = req.query.t;
        const to = legacyPictureUrl(kind, key, typeof t === 'string' ? t : '');
        return to ? reply.header('Cache-Control', IMMUTABLE).redirect(to, 301) : missing(reply);
      }
      const found = isPictureKind(kind) ? pictureOfAddress(kind, key, req.query) : undefined;
      if (!found) return missing(reply);
      const picture = await pictures.get(found.spec, found.size);
      reply.header('Cache-Control', IMMUTABLE).header('ETag', picture.etag);
      if (req.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply
        .type('image/webp')
        .header('Content-Length', String(picture.bytes.length))
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture.bytes);
    },
  );
}
