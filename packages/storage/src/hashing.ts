import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { ContentLengthMismatchError } from './errors.ts';

/**
 * A pass-through that hashes and counts the bytes flowing through it. With expectedLength it errors
 * (instead of ending) when the body is longer or shorter, so a wrong-sized body is never committed.
 */
export class HashingStream extends Transform {
  #hash = createHash('sha256');
  #size = 0;
  #digest: string | undefined;
  readonly #expected: number | undefined;

  constructor(expectedLength?: number) {
    super();
    this.#expected = expectedLength;
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.#size += bytes.length;
    if (this.#expected !== undefined && this.#size > this.#expected) {
      callback(new ContentLengthMismatchError(this.#expected, this.#size));
      return;
    }
    this.#hash.update(bytes);
    this.push(bytes);
    callback();
  }

  override _flush(callback: (error?: Error | null) => void): void {
    if (this.#expected !== undefined && this.#size !== this.#expected) {
      callback(new ContentLengthMismatchError(this.#expected, this.#size));
      return;
    }
    this.#digest = this.#hash.digest('hex');
    callback();
  }

  // Not named `size`: lib-storage reads Body.size as the total length of the body up front.
  get bytesSeen(): number {
    return this.#size;
  }

  /** Available once the stream has ended successfully. */
  get sha256(): string {
    if (this.#digest === undefined) throw new Error('sha256 read before the body was fully consumed');
    return this.#digest;
  }
}

export function toReadable(body: Readable | Buffer): Readable {
  if (Buffer.isBuffer(body)) return Readable.from(body.length > 0 ? [body] : [], { objectMode: false });
  if (body instanceof Readable) return body;
  throw new TypeError('body must be a Buffer or a Readable stream');
}
