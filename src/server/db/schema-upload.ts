// Uploaded files (issue 21 part 2): one row per upload with its owner, visibility and what the
// checks found; read grants to counterpart companies; per-member daily counters; and the blobs
// themselves when the database store holds them. Times are UTC text 'YYYY-MM-DD HH:mm:ss.SSS'.
export type UploadKind = 'image' | 'pdf';
export type UploadVisibility = 'public' | 'private';

export interface UploadTable {
  /** Random (128 bits, hex): the attachId; never derived from the name or the content. */
  id: string;
  owner_company_id: number;
  owner_user_id: number;
  kind: UploadKind;
  visibility: UploadVisibility;
  /** The sender's file name, cleaned (shown and offered as a download name, never a path). */
  original_name: string;
  /** The type the stored bytes are served as (found by content, never the sender's). */
  content_type: string;
  /** The extension of that type: jpg, png, webp or pdf. */
  ext: string;
  /** Size of the stored (re-encoded) file. */
  size: number;
  width: number | null;
  height: number | null;
  /** sha256 hex of the stored file and of its thumbnail: public files are served by it. */
  hash: string;
  thumb_hash: string | null;
  created_at: string;
  /** Set when a section attaches the upload to its object; null: an orphan until expires_at. */
  attached_at: string | null;
  expires_at: string;
}

export interface UploadGrantTable {
  upload_id: string;
  company_id: number;
  created_at: string;
}

export interface UploadQuotaTable {
  user_id: number;
  /** The Beijing day 'YYYY-MM-DD'. */
  day: string;
  files: number;
  bytes: number;
}

export interface UploadBlobTable {
  upload_id: string;
  /** 'main' or 'thumb'. */
  variant: string;
  bytes: Buffer;
  created_at: string;
}

export interface UploadTables {
  upload: UploadTable;
  upload_grant: UploadGrantTable;
  upload_quota: UploadQuotaTable;
  upload_blob: UploadBlobTable;
}
