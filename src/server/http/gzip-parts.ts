// The gzip of a document made of parts, some of which recur in many documents (a page's inlined
// stylesheet: about 110 KB of a goods detail page's 146 KB). A recurring part (KeptPart) is
// compressed once, at the best level; a document's gzip is its other parts compressed and the
// kept ones copied in. This is one ordinary gzip member (RFC 1952): each part is raw deflate
// blocks (RFC 1951) ending on a byte boundary (Z_SYNC_FLUSH) and referring to no byte before
// the part, then an empty final block, the CRC-32 and the length of the whole.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A part that recurs in many documents: its bytes, and their deflate made once. */
export class KeptPart {
  readonly raw: Buffer;
  private compressed?: Buffer;
  constructor(text: string) {
    this.raw = Buffer.from(text);
  }
  get deflated(): Buffer {
    return (this.compressed ??= deflateRawSync(this.raw, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    }));
  }
}

export type Part = string | Buffer | KeptPart;

export const partBytes = (p: Part): Buffer =>
  p instanceof KeptPart ? p.raw : typeof p === 'string' ? Buffer.from(p) : p;

/** gzip's member header: deflate, no name or time, from a Unix system (as zlib writes it). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block. */
const FINAL = deflateRawSync(Buffer.alloc(0));

/** The gzip of the parts in order, the ones not kept compressed at `level`. */
export function gzipParts(parts: readonly Part[], level: number): Buffer {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    const raw = partBytes(part);
    if (raw.length === 0) continue;
    out.push(
      part instanceof KeptPart ? part.deflated : deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    crc = crc32(raw, crc);
    length += raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(FINAL, trailer);
  return Buffer.concat(out);
}
