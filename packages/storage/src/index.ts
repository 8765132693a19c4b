import { FsStorage } from './fs-driver.ts';
import { S3Storage } from './s3-driver.ts';
import type { ObjectStorage } from './types.ts';

export type { ObjectStorage, PutOptions, PutResult } from './types.ts';
export { ObjectNotFoundError, InvalidKeyError, ContentLengthMismatchError, StorageUnavailableError } from './errors.ts';
export { parseKey, assertValidKey, MAX_KEY_LENGTH } from './keys.ts';
export { FsStorage, type FsStorageOptions } from './fs-driver.ts';
export { S3Storage, type S3StorageOptions } from './s3-driver.ts';
export { MemoryStorage } from './memory-driver.ts';

export interface StorageOptions {
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** Filesystem root, used when no s3 options are given. */
  dir: string;
}

/** An ObjectStorage plus the start-up step: create the bucket/dir if missing, then check() it. */
export type Storage = ObjectStorage & { ensureReady(): Promise<void> };

/** S3 (or MinIO) when s3 options are given, else the filesystem under dir. */
export function createStorage(options: StorageOptions): Storage {
  return options.s3 ? new S3Storage(options.s3) : new FsStorage({ dir: options.dir });
}
