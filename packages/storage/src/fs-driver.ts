import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, StorageUnavailableError } from './errors.ts';
import { HashingStream, toReadable } from './hashing.ts';
import { parseKey } from './keys.ts';
import type { ObjectStorage, PutOptions, PutResult } from './types.ts';

/**
 * Object files get a suffix containing `~`, which keys can never contain. So a directory made from a
 * key segment never clashes with an object file (`a/b` and `a/b/c` can both exist, as on S3), and
 * temp files (`~tmp-…`) never clash with either.
 */
const OBJECT_SUFFIX = '~obj';
const TEMP_INFIX = '~tmp-';

export interface FsStorageOptions {
  /** Root directory; created by ensureReady() (and by the first put) if missing. */
  dir: string;
}

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export class FsStorage implements ObjectStorage {
  readonly root: string;

  constructor(options: FsStorageOptions) {
    this.root = resolve(options.dir);
  }

  #locate(key: string): { dir: string; name: string; file: string } {
    const segments = parseKey(key);
    const name = segments.pop() as string; // parseKey never returns an empty list
    const dir = resolve(this.root, ...segments);
    // parseKey already rules out traversal; this guards against that ever regressing.
    if (dir !== this.root && !dir.startsWith(this.root + sep)) throw new Error(`key escapes storage root: ${key}`);
    return { dir, name, file: join(dir, name + OBJECT_SUFFIX) };
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<PutResult> {
    const { dir, name, file } = this.#locate(key);
    const source = toReadable(body);
    const hasher = new HashingStream(opts.contentLength);
    const tmp = join(dir, `${name}${TEMP_INFIX}${randomUUID()}`);
    try {
      await mkdir(dir, { recursive: true });
      // Write beside the target and rename over it: readers see the old object or the new one, never
      // a partial file, and a failed body leaves only a temp file that is removed below.
      await pipeline(source, hasher, createWriteStream(tmp, { flags: 'wx', flush: true }));
      await rename(tmp, file);
    } catch (err) {
      source.destroy();
      await rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
    return { key, size: hasher.bytesSeen, sha256: hasher.sha256 };
  }

  async get(key: string): Promise<Readable> {
    const { file } = this.#locate(key);
    try {
      // Opening first makes a missing object fail here rather than as a stream error later; the open
      // handle keeps reading this version even if the key is overwritten meanwhile.
      const handle = await open(file, 'r');
      return handle.createReadStream();
    } catch (err) {
      if (isMissing(err)) throw new ObjectNotFoundError(key, { cause: err });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { file } = this.#locate(key);
    try {
      await unlink(file);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    const { file } = this.#locate(key);
    try {
      return (await stat(file)).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async check(): Promise<void> {
    const unusable = (why: string, cause?: unknown) =>
      new StorageUnavailableError(`storage directory ${this.root} is not usable: ${why}`, { cause });
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(this.root);
    } catch (err) {
      throw unusable(isMissing(err) ? 'it does not exist' : describe(err), err);
    }
    if (!info.isDirectory()) throw unusable('it is not a directory');
    // Writing a probe is the only reliable test (access() says yes to root, and to read-only mounts).
    const probe = join(this.root, `.check${TEMP_INFIX}${randomUUID()}`);
    try {
      await writeFile(probe, '');
    } catch (err) {
      throw unusable(`cannot write to it (${describe(err)})`, err);
    }
    await rm(probe, { force: true });
  }

  /** Start-up: creates the root directory if missing, then check(). */
  async ensureReady(): Promise<void> {
    await mkdir(this.root, { recursive: true }).catch(() => undefined); // check() reports why if this failed
    await this.check();
  }
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e?.code ? `${e.code}: ${e.message}` : String(e?.message ?? err);
}
