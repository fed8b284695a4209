// The upload call: a member's one file, checked by content (magic bytes, then the image
// header), counted against the daily quota, re-encoded when an image, stored in the shared blob
// store, and answered with the original backend's link / name / originalName / attachId.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { issuesToMessage } from '../../../api/errors';
import { putFileFields, resource, UPLOAD_TYPES, type UploadedFile } from '../../../api/resource';
import type { UploadTable } from '../../db/schema-upload';
import { AppError, badRequest } from '../../http/errors';
import { requireMember } from '../../http/session';
import type { BlobStore } from '../../storage';
import { stampAt } from '../../storage/uploads';
import { processImage, sha256 } from './images';
import { cleanName } from './names';
import { release, reserve } from './quota';
import { receive } from './receive';
import { answerOf, insertUpload, newAttachId } from './repository';
import { FORMATS, sniff } from './sniff';

const HOUR = 3_600_000;
const ACCEPTED = `${UPLOAD_TYPES.image.label}或${UPLOAD_TYPES.pdf.label}`;

export async function upload(app: FastifyInstance, store: BlobStore, req: FastifyRequest): Promise<UploadedFile> {
  const member = await requireMember(req);
  const cfg = app.config;
  const got = await receive(req, cfg.UPLOAD_MAX_FILE_BYTES);
  const parsed = z.safeParse(putFileFields, got.fields);
  if (!parsed.success) throw new AppError(400, issuesToMessage(parsed.error.issues, got.fields));
  const { visibility, kind } = parsed.data;

  const format = sniff(got.bytes);
  if (!format) throw badRequest(`不支持的文件类型：只能上传${ACCEPTED}（按文件内容识别，与扩展名无关）`);
  const info = FORMATS[format];
  if (kind && info.kind !== kind) throw badRequest(`此处只能上传${UPLOAD_TYPES[kind].label}`);

  const day = await reserve(app.db, member.userId, got.bytes.length, {
    files: cfg.UPLOAD_DAILY_FILES,
    bytes: cfg.UPLOAD_DAILY_BYTES,
  });
  const id = newAttachId();
  try {
    const image = info.kind === 'image' ? await processImage(got.bytes, format, cfg.UPLOAD_MAX_PIXELS) : null;
    // A PDF is kept as it came: it is only ever served as a download (serve.ts).
    const bytes = image?.bytes ?? got.bytes;
    const at = Date.now();
    await store.put(id, 'main', bytes);
    if (image) await store.put(id, 'thumb', image.thumb);
    const row: UploadTable = {
      id,
      owner_company_id: member.companyId,
      owner_user_id: member.userId,
      kind: info.kind,
      visibility,
      original_name: cleanName(got.filename, info.ext),
      content_type: info.contentType,
      ext: info.ext,
      size: bytes.length,
      width: image?.width ?? null,
      height: image?.height ?? null,
      hash: image?.hash ?? sha256(bytes),
      thumb_hash: image?.thumbHash ?? null,
      created_at: stampAt(at),
      attached_at: null,
      expires_at: stampAt(at + cfg.UPLOAD_ORPHAN_HOURS * HOUR),
    };
    await insertUpload(app.db, row);
    const answer = answerOf(row);
    if (cfg.validateResponses && !z.safeParse(resource.putFile.output, answer).success)
      throw new Error('upload answer does not match its catalogue schema');
    return answer;
  } catch (err) {
    await store.remove([id]).catch(() => undefined);
    await release(app.db, member.userId, day, got.bytes.length);
    throw err;
  }
}
