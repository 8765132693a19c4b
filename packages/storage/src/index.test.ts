import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage, FsStorage, S3Storage } from './index.ts';

describe('createStorage', () => {
  it('uses the filesystem under dir when no s3 options are given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'doco-storage-index-'));
    try {
      const storage = createStorage({ dir: join(dir, 'objects'), s3: undefined });
      expect(storage).toBeInstanceOf(FsStorage);
      await storage.ensureReady();
      const { size } = await storage.put('documents/u1/d1', Buffer.from('hello'));
      expect(size).toBe(5);
      expect(await storage.exists('documents/u1/d1')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses S3 with the given bucket and endpoint when s3 options are given', () => {
    const storage = createStorage({
      dir: '/unused',
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'doco-documents', region: 'ap-southeast-2', accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(storage).toBeInstanceOf(S3Storage);
    expect((storage as S3Storage).bucket).toBe('doco-documents');
    expect((storage as S3Storage).endpoint).toBe('http://127.0.0.1:9000');
    (storage as S3Storage).close();
  });
});
