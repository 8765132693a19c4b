import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError } from './errors.ts';
import { HashingStream, toReadable } from './hashing.ts';
import { parseKey } from './keys.ts';
import type { ObjectStorage, PutOptions, PutResult } from './types.ts';

/**
 * Objects held in this process's memory: for one-shot tools (the `doco analyze` CLI runs the
 * worker's pipeline steps over it) and tests, never for a service. Same contract as the other
 * drivers: keys validated, a body stored only once it fully arrived, contentLength enforced.
 */
export class MemoryStorage implements ObjectStorage {
  readonly #objects = new Map<string, Buffer>();

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<PutResult> {
    parseKey(key);
    const source = toReadable(body);
    const hasher = new HashingStream(opts.contentLength);
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    try {
      await pipeline(source, hasher, collect);
    } catch (err) {
      source.destroy();
      throw err;
    }
    this.#objects.set(key, Buffer.concat(chunks));
    return { key, size: hasher.bytesSeen, sha256: hasher.sha256 };
  }

  async get(key: string): Promise<Readable> {
    parseKey(key);
    const object = this.#objects.get(key);
    if (!object) throw new ObjectNotFoundError(key);
    return Readable.from(object.length > 0 ? [object] : []);
  }

  async delete(key: string): Promise<void> {
    parseKey(key);
    this.#objects.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    parseKey(key);
    return this.#objects.has(key);
  }

  async check(): Promise<void> {}

  /** Keys stored under a prefix (tests). */
  keys(prefix = ''): string[] {
    return [...this.#objects.keys()].filter((key) => key.startsWith(prefix));
  }
}
