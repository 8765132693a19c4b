import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType?: string;
  /** When given, the body must be exactly this many bytes or the put fails and nothing is stored. */
  contentLength?: number;
}

export interface PutResult {
  key: string;
  /** Bytes stored. */
  size: number;
  /** Hex sha256 of the bytes stored, computed while streaming. */
  sha256: string;
}

/**
 * Where uploaded documents and generated reports live. Keys look like
 * `documents/{userId}/{documentId}`; see keys.ts for the exact rules.
 */
export interface ObjectStorage {
  /** Stores the body under key, replacing any previous object only once the whole body was written. */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<PutResult>;
  /** Streams the object; throws ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing key succeeds. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Readiness: throws StorageUnavailableError naming what is wrong when the bucket/dir cannot be used. */
  check(): Promise<void>;
}
