import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract.ts';
import { S3Storage, type S3StorageOptions } from './s3-driver.ts';

const BUCKET = 'doco-test';
let server: S3rver;
let dir: string;
let options: S3StorageOptions;
const stores: S3Storage[] = [];

/** A port nobody listens on: bind an ephemeral one, then release it. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

function store(overrides: Partial<S3StorageOptions> = {}): S3Storage {
  const s = new S3Storage({ ...options, ...overrides });
  stores.push(s);
  return s;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doco-storage-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'ap-southeast-2',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    partSize: 5 * 1024 * 1024, // the minimum, so the 11 MiB case really is a 3-part upload
  };
  await store().ensureBucket();
});

afterAll(async () => {
  for (const s of stores) s.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function listRaw(prefix: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  try {
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (res.Contents ?? []).map((o) => o.Key ?? '');
  } finally {
    client.destroy();
  }
}

describeStorageContract('s3 (s3rver)', {
  store: () => store(),
  listRaw,
  broken: [
    { what: 'missing bucket', create: () => store({ bucket: 'no-such-bucket' }), message: /bucket "no-such-bucket" .* the bucket does not exist/ },
    {
      what: 'unreachable endpoint',
      create: () => store({ endpoint: `http://127.0.0.1:${unreachablePort}` }),
      message: /cannot reach the endpoint \(ECONNREFUSED/,
    },
  ],
});

let unreachablePort = 0;
beforeAll(async () => {
  unreachablePort = await closedPort();
});

describe('s3 driver specifics', () => {
  // put() goes through lib-storage, which hands the SDK whole Buffers per part, so the contract's
  // round trip passes even with the SDK's default checksum mode. A raw streamed PutObject is where
  // s3rver stores the aws-chunked framing verbatim (STACK-NOTES); this pins the client settings.
  it("the driver's client stores a streamed PutObject byte-exact (checksum mode WHEN_REQUIRED)", async () => {
    const s = store();
    const data = randomBytes(3 * 1024 * 1024);
    const Key = 'documents/raw-stream/put-object';
    await s.client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key, Body: Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]), ContentLength: data.length }),
    );
    const res = await s.client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
    const stored = Buffer.from(await res.Body!.transformToByteArray());
    expect(stored.length).toBe(data.length);
    expect(stored.equals(data)).toBe(true);
  });

  it("a put whose upload fails mid-body rejects with the upload's error and releases the body", { timeout: 15_000 }, async () => {
    const s = store({ bucket: 'missing-for-put' });
    // 64 MiB: far more than lib-storage reads ahead (queueSize × partSize = 20 MiB) before the
    // multipart create fails, so the body is still half-read when the upload gives up.
    const chunk = Buffer.alloc(64 * 1024, 7);
    async function* chunks() {
      for (let i = 0; i < 1024; i++) yield chunk;
    }
    const body = Readable.from(chunks());
    await expect(s.put('documents/u1/d1', body)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(body.destroyed).toBe(true);
  });

  it('ensureBucket() creates a missing bucket once and is idempotent', async () => {
    const s = store({ bucket: 'created-at-startup' });
    await expect(s.check()).rejects.toThrow(/does not exist/);
    await s.ensureBucket();
    await s.ensureBucket();
    await expect(s.check()).resolves.toBeUndefined();
    await s.put('documents/u1/d1', Buffer.from('in the new bucket'));
    expect(await s.exists('documents/u1/d1')).toBe(true);
  });

  it('ensureReady() creates the bucket and checks it', async () => {
    const s = store({ bucket: 'ready-at-startup' });
    await s.ensureReady();
    await expect(s.check()).resolves.toBeUndefined();
  });
});
