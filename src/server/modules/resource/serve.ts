// Reading uploads. Public files by content hash, cached for good (the hash changes with the
// content); any file by its random attachId, checked on every read: a private one only for its
// owner company, the companies a section granted it to and a member a module's read rule lets
// read, and an operator the console's rules let read (floor/uploads-read.ts) (401 without login,
// 403 otherwise).
// Every answer is the stored, re-encoded file (PDFs only as downloads), with nosniff and a
// sandboxing CSP so nothing served here can run as a page of the portal.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db';
import { operatorReadAllowed, readAllowedBy } from '../../floor/uploads-read';
import { now } from '../../floor/time';
import { forbidden, notFound } from '../../http/errors';
import { requireOperator } from '../../http/ops-session';
import { requireMember } from '../../http/session';
import type { BlobStore, Variant } from '../../storage';
import { attachmentHeader } from './names';
import { ATTACH_ID, findPublicByHash, findUpload, mayRead, type UploadRow } from './repository';

const OSS = '/api/blade-resource/oss';
const PUBLIC_FILE = /^([0-9a-f]{64})\.(jpg|png|webp|pdf)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function send(reply: FastifyReply, store: BlobStore, row: UploadRow, variant: Variant, cache: string) {
  const bytes = await store.get(row.id, variant);
  if (!bytes) throw notFound();
  const thumb = variant === 'thumb';
  reply
    .header('Content-Type', thumb ? 'image/webp' : row.content_type)
    .header('Content-Length', String(bytes.length))
    .header('Cache-Control', cache)
    .header('ETag', `"${thumb ? row.thumb_hash : row.hash}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (row.kind === 'pdf') reply.header('Content-Disposition', attachmentHeader(row.id, row.ext, row.original_name));
  return reply.send(bytes);
}

async function readable(
  app: FastifyInstance,
  db: Db,
  id: string,
  req: Parameters<typeof requireMember>[0],
): Promise<UploadRow> {
  const row = ATTACH_ID.test(id) ? await findUpload(db, id) : undefined;
  if (!row) throw notFound();
  if (row.visibility === 'public') return row;
  // An operator of the console reads by the console's rules (floor/uploads-read.ts); refused
  // there, it is one more reader without a member's session (403, not 401).
  const operator = await requireOperator(req).catch(() => undefined);
  if (operator && (await operatorReadAllowed(app, row.id, operator, now()))) return row;
  const member = await requireMember(req).catch((e: unknown) => {
    throw operator ? forbidden() : e;
  });
  if (
    !(await mayRead(app.db, row, member.companyId)) &&
    !(await readAllowedBy(app.uploadReadRules, app.db, row.id, member, now()))
  )
    throw forbidden();
  return row;
}

export function serveRoutes(app: FastifyInstance, store: BlobStore): void {
  // Compressing images (or a PDF) gains nothing.
  const opts = { compress: false as const };

  app.get<{ Params: { file: string } }>(`${OSS}/public/:file`, opts, async (req, reply) => {
    const m = PUBLIC_FILE.exec(req.params.file);
    const found = m ? await findPublicByHash(app.db, m[1]) : undefined;
    if (!found) throw notFound();
    return send(reply, store, found.row, found.variant, IMMUTABLE);
  });

  for (const variant of ['main', 'thumb'] as const) {
    const path = variant === 'main' ? `${OSS}/file/:id` : `${OSS}/file/:id/thumb`;
    app.get<{ Params: { id: string } }>(path, opts, async (req, reply) => {
      const row = await readable(app, app.db, req.params.id, req);
      if (variant === 'thumb' && row.thumb_hash === null) throw notFound();
      // Private answers are never kept by shared caches; the browser asks again each time.
      return send(
        reply,
        store,
        row,
        variant,
        row.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store',
      );
    });
  }
}
