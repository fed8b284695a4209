// The upload call of blade-resource (issue 21 part 2) and the facts client and server share about
// uploads: accepted kinds and types, the multipart field names, and the read paths.
import { post, z } from './define';

export const UPLOAD_KINDS = ['image', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_VISIBILITIES = ['public', 'private'] as const;
export type UploadVisibility = (typeof UPLOAD_VISIBILITIES)[number];

/** What each kind accepts (the server decides by content; the client only pre-filters by these). */
export const UPLOAD_TYPES: Record<UploadKind, { mime: readonly string[]; ext: readonly string[]; label: string }> = {
  image: {
    mime: ['image/jpeg', 'image/png', 'image/webp'],
    ext: ['.jpg', '.jpeg', '.png', '.webp'],
    label: 'JPG、PNG、WebP 图片',
  },
  pdf: { mime: ['application/pdf'], ext: ['.pdf'], label: 'PDF 文件' },
};

/** The multipart part that carries the file (one per call). */
export const UPLOAD_FILE_FIELD = 'file';

const OSS = '/api/blade-resource/oss';
/** Read paths: public files by content hash (cached for good), any file by its random attachId (checked on every read). */
export const uploadPaths = {
  publicFile: (hash: string, ext: string) => `${OSS}/public/${hash}.${ext}`,
  file: (attachId: string) => `${OSS}/file/${attachId}`,
  thumb: (attachId: string) => `${OSS}/file/${attachId}/thumb`,
} as const;

export const uploadedFile = z.object({
  /** Where the stored file is read: public by hash, private by attachId (the Blade-Auth header required). */
  link: z.string(),
  /** The stored name: `<attachId>.<ext>`, never the sender's. */
  name: z.string(),
  /** The sender's file name, cleaned of any path and control characters. */
  originalName: z.string(),
  /** What a section's form sends to attach the file to its object. */
  attachId: z.string(),
  /** An image's 320 px WebP thumbnail; null for a PDF. */
  thumbLink: z.nullable(z.string()),
  kind: z.enum(UPLOAD_KINDS),
  contentType: z.string(),
  size: z.number(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  visibility: z.enum(UPLOAD_VISIBILITIES),
});
export type UploadedFile = z.output<typeof uploadedFile>;

/** The text fields of the upload form. */
export const putFileFields = z.object({
  /** public: listing photos, readable by anyone; private: vouchers, certificates, ID material. */
  visibility: z._default(z.enum(UPLOAD_VISIBILITIES), 'private'),
  /** Only this kind is taken (a section that wants photos only); absent: any accepted kind. */
  kind: z.optional(z.enum(UPLOAD_KINDS)),
});

export const resource = {
  /**
   * One file as multipart/form-data, not JSON: the text fields of putFileFields (`visibility`,
   * default private; `kind`) and the file as the part named `file` (UPLOAD_FILE_FIELD). The
   * input schema validates the text fields only. Client: `uploadFile()` in src/ui/upload/send.ts (an XHR,
   * for upload progress, with the same headers and error catalogue as call()).
   */
  putFile: post('/api/blade-resource/oss/endpoint/put-file', putFileFields, uploadedFile, 'member'),
};
