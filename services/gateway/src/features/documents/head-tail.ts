import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through while keeping the first and the last `keep` bytes for sniffing. */
export class HeadTailCollector extends Transform {
  readonly keep: number;
  private headParts: Buffer[] = [];
  private headSize = 0;
  private tailBuf = Buffer.alloc(0);
  size = 0;

  constructor(keep = 64 * 1024) {
    super();
    this.keep = keep;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.headSize < this.keep) {
      const part = chunk.subarray(0, this.keep - this.headSize);
      this.headParts.push(part);
      this.headSize += part.length;
    }
    const joined = Buffer.concat([this.tailBuf, chunk]);
    this.tailBuf = joined.length > this.keep ? joined.subarray(joined.length - this.keep) : joined;
    callback(null, chunk);
  }

  get head() {
    return Buffer.concat(this.headParts);
  }
  get tail() {
    return this.tailBuf;
  }
}
