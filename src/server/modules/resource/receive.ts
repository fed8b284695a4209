// Reads the one file (and the few text fields) of an upload's multipart body, within the limits:
// one file part named `file`, at most UPLOAD_MAX_FILE_BYTES, a handful of short fields. The
// multipart plugin's own errors become Chinese refusals.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FILE_FIELD } from '../../../api/resource';
import { AppError, badRequest } from '../../http/errors';

export interface Received {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

export const FORM_LIMITS = { files: 1, fields: 4, fieldSize: 200, parts: 5, headerPairs: 20 };

const MB = 1024 * 1024;
const tooLarge = (maxBytes: number) =>
  new AppError(413, `文件过大，单个文件不能超过 ${Math.round((maxBytes / MB) * 10) / 10} MB`);

function refusal(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest('一次只能上传一个文件');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('上传表单的字段过多');
    case 'FST_PROTO_VIOLATION':
      return badRequest('上传表单的字段名不正确');
    default:
      // busboy: a malformed or truncated body.
      return badRequest('上传内容不完整或格式不正确，请重试');
  }
}

export async function receive(req: FastifyRequest, maxBytes: number): Promise<Received> {
  if (!req.isMultipart()) throw new AppError(415, '请以 multipart/form-data 方式上传文件');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FILE_FIELD) throw badRequest(`文件应放在表单字段 ${UPLOAD_FILE_FIELD} 中`);
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    throw refusal(err, maxBytes);
  }
  if (!file) throw badRequest('请选择要上传的文件');
  if (file.bytes.length === 0) throw badRequest('文件内容为空');
  return { ...file, fields };
}
