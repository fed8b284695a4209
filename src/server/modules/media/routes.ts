// Non-API media: generated SVG placeholders for seeded images (never hot-linked) and the two
// footer QR codes, rendered with `qrcode` from the configured targets.
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { cleanLabel, isKind, placeholderSvg } from './placeholder';

const FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const SVG = 'image/svg+xml; charset=utf-8';

const missing = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found');

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const qrTargets: Record<string, string> = {
    official: app.config.QR_OFFICIAL_URL,
    service: app.config.QR_SERVICE_URL,
  };
  const qrCache = new Map<string, Promise<string>>();

  app.get<{ Params: { file: string } }>('/media/qr/:file', async (req, reply) => {
    const key = FILE.exec(req.params.file)?.[1];
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
    async (req, reply) => {
      const { kind, file } = req.params;
      const key = FILE.exec(file)?.[1];
      if (!isKind(kind) || key === undefined) return missing(reply);
      const svg = placeholderSvg(kind, key, cleanLabel(req.query.t, kind));
      return reply.type(SVG).header('Cache-Control', 'public, max-age=31536000, immutable').send(svg);
    },
  );
}
