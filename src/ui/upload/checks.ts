// What the upload part checks before sending (a courtesy: the server decides by content): the
// file's kind by its declared type or extension, its size, and how many files the part holds.
import { UPLOAD_TYPES, type UploadKind } from '../../api/resource';

const MB = 1024 * 1024;

/** The accept attribute of the file input for these kinds. */
export const acceptOf = (kinds: readonly UploadKind[]): string =>
  kinds.flatMap((k) => [...UPLOAD_TYPES[k].mime, ...UPLOAD_TYPES[k].ext]).join(',');

/** The kind a chosen file looks like, or null when it is none of the accepted ones. */
export function kindOf(file: Pick<File, 'name' | 'type'>, kinds: readonly UploadKind[]): UploadKind | null {
  const name = file.name.toLowerCase();
  return (
    kinds.find((k) => UPLOAD_TYPES[k].mime.includes(file.type) || UPLOAD_TYPES[k].ext.some((e) => name.endsWith(e))) ??
    null
  );
}

/** 支持 JPG、PNG、WebP 图片或 PDF 文件，单个不超过 10 MB，最多 3 个 */
export function hintOf(kinds: readonly UploadKind[], maxBytes: number, maxFiles: number): string {
  return `支持${kinds.map((k) => UPLOAD_TYPES[k].label).join('或')}，单个不超过 ${sizeText(maxBytes)}${maxFiles > 1 ? `，最多 ${maxFiles} 个` : ''}`;
}

export const sizeText = (bytes: number): string =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Why a file cannot be sent, or null when it may. */
export function refusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kinds: readonly UploadKind[],
  maxBytes: number,
): string | null {
  if (!kindOf(file, kinds))
    return `${file.name}：不支持的文件类型，只能上传${kinds.map((k) => UPLOAD_TYPES[k].label).join('或')}`;
  if (file.size > maxBytes) return `${file.name}：文件过大，单个文件不能超过 ${sizeText(maxBytes)}`;
  if (file.size === 0) return `${file.name}：文件内容为空`;
  return null;
}
