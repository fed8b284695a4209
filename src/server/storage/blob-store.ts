// The storage adapter interface of uploads: where a file's bytes live, by upload id and variant.
// Every app server on one database must reach the same store, so an adapter is shared storage
// (the database itself by default; an S3-compatible bucket would implement the same four calls).
/** The stored file and its thumbnail (images only). */
export type Variant = 'main' | 'thumb';

export interface BlobStore {
  /** The UPLOAD_STORAGE value that selects it. */
  readonly kind: string;
  /** Writes (or overwrites) one variant of an upload. */
  put(uploadId: string, variant: Variant, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when the store has none (purged, or never written). */
  get(uploadId: string, variant: Variant): Promise<Buffer | undefined>;
  /** Deletes every variant of these uploads; missing ones are no error. */
  remove(uploadIds: readonly string[]): Promise<void>;
  /**
   * Deletes blobs written before `before` (UTC stamp) whose upload row does not exist: a server
   * that stopped between writing the bytes and the row. Returns how many went.
   */
  sweepStray(before: string): Promise<number>;
}
