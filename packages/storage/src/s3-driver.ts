import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { ContentLengthMismatchError, ObjectNotFoundError, StorageUnavailableError } from './errors.ts';
import { HashingStream, toReadable } from './hashing.ts';
import { assertValidKey } from './keys.ts';
import type { ObjectStorage, PutOptions, PutResult } from './types.ts';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO; path-style addressing is always used. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Multipart part size in bytes (min and default 5 MiB). Memory per put is about queueSize × partSize. */
  partSize?: number;
  /** Parts uploaded in parallel per put (default 4). */
  queueSize?: number;
}

/** HTTP status of an SDK error, if it came from a response. */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const nameOf = (err: unknown) => (err as { name?: string })?.name;

export class S3Storage implements ObjectStorage {
  readonly bucket: string;
  readonly endpoint: string;
  readonly client: S3Client;
  readonly #region: string;
  readonly #partSize: number | undefined;
  readonly #queueSize: number | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint;
    this.#region = options.region;
    this.#partSize = options.partSize;
    this.#queueSize = options.queueSize;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default (WHEN_SUPPORTED) sends streamed bodies aws-chunked with a CRC trailer, which
      // s3rver and some S3-compatible stores save verbatim: the stored bytes come out corrupted. We hash
      // every body ourselves instead (sha256 in PutResult).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<PutResult> {
    assertValidKey(key);
    const source = toReadable(body);
    const hasher = new HashingStream(opts.contentLength);
    // Upload reads the hasher part by part (a single PutObject when it all fits in one part, else a
    // multipart upload), so a body of unknown length is never held in memory whole. Nothing becomes
    // visible under the key unless the final PutObject / CompleteMultipartUpload succeeds.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: hasher, ContentType: opts.contentType },
      leavePartsOnError: false,
      ...(this.#partSize !== undefined && { partSize: this.#partSize }),
      ...(this.#queueSize !== undefined && { queueSize: this.#queueSize }),
    });
    // The body's own failure (the caller's stream erroring, or a wrong contentLength) is the error to
    // report: after one, lib-storage may throw the failure of its multipart abort instead, and if the
    // upload fails first, the abandoned body reports only a generic abort.
    let bodyError: unknown;
    source.on('error', (err) => {
      bodyError ??= err;
      hasher.destroy(err);
    });
    hasher.on('error', (err) => {
      if (err instanceof ContentLengthMismatchError) bodyError ??= err;
    });
    // pipe(), not pipeline(): an upload that gives up must not make the source look like it failed.
    source.pipe(hasher);
    try {
      await upload.done();
    } catch (err) {
      // The upload stopped reading; release the rest of the body instead of leaving it stalled.
      source.unpipe(hasher);
      source.destroy();
      hasher.destroy();
      throw bodyError ?? err;
    }
    return { key, size: hasher.bytesSeen, sha256: hasher.sha256 };
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(res.Body instanceof Readable)) throw new Error(`unexpected GetObject body type for ${key}`);
      return res.Body;
    } catch (err) {
      // Only NoSuchKey: a missing bucket is a broken store, not a missing object.
      if (nameOf(err) === 'NoSuchKey') throw new ObjectNotFoundError(key, { cause: err });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Note: a HEAD 404 has no body, so a missing bucket also reads as false here; check() tells them apart. */
  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404 || nameOf(err) === 'NotFound' || nameOf(err) === 'NoSuchKey') return false;
      throw err;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new StorageUnavailableError(`S3 bucket "${this.bucket}" at ${this.endpoint} is not usable: ${this.#explain(err)}`, {
        cause: err,
      });
    }
  }

  /** Creates the bucket if it does not exist (start-up, dev and MinIO setups). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    try {
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          // us-east-1 is the one region S3 refuses an explicit LocationConstraint for.
          ...(this.#region !== 'us-east-1' && { CreateBucketConfiguration: { LocationConstraint: this.#region as BucketLocationConstraint } }),
        }),
      );
    } catch (err) {
      // Another instance starting at the same time may have won the race.
      if (nameOf(err) !== 'BucketAlreadyOwnedByYou') throw err;
    }
  }

  /** Start-up: creates the bucket if missing, then check(). */
  async ensureReady(): Promise<void> {
    await this.ensureBucket();
    await this.check();
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  #explain(err: unknown): string {
    const status = statusOf(err);
    if (status === 404) return 'the bucket does not exist (create it, or call ensureBucket() at start-up)';
    if (status === 403) return 'access denied (check the access key, secret and bucket policy)';
    if (status === 301 || status === 400) return `the endpoint refused the request (HTTP ${status}; check the region "${this.#region}")`;
    if (err instanceof S3ServiceException) return `${err.name} (HTTP ${status ?? '?'})`;
    const e = err as NodeJS.ErrnoException;
    return `cannot reach the endpoint (${e?.code ?? e?.name ?? 'error'}: ${e?.message ?? String(err)})`;
  }
}
