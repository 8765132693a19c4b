import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ContentLengthMismatchError, InvalidKeyError, ObjectNotFoundError, StorageUnavailableError } from './errors.ts';
import { MAX_KEY_LENGTH } from './keys.ts';
import type { ObjectStorage } from './types.ts';

export interface BrokenStore {
  /** What is wrong, for the test name: "missing directory", "missing bucket"… */
  what: string;
  create(): ObjectStorage;
  /** check() must reject with a StorageUnavailableError whose message matches this. */
  message: RegExp;
}

export interface ContractHarness {
  /** A working store. Called per test; tests use unique keys, so stores may share a bucket/dir. */
  store(): ObjectStorage;
  /** Everything physically present under a key prefix (files incl. temp files, or bucket objects). */
  listRaw(prefix: string): Promise<string[]>;
  broken: BrokenStore[];
}

const MiB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** A random body of `size` bytes arriving in odd-sized chunks; `expected` describes what was sent. */
function randomBody(size: number) {
  const hash = createHash('sha256');
  const expected = { size, sha256: '' };
  async function* chunks() {
    let left = size;
    while (left > 0) {
      const n = Math.min(left, 61_440 + Math.floor(Math.random() * 8192));
      const chunk = randomBytes(n);
      hash.update(chunk);
      left -= n;
      yield chunk;
    }
    expected.sha256 = hash.digest('hex');
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), expected };
}

/** Sends `before` random bytes, then fails the way a dropped client upload does. */
function failingBody(before: number, error: Error): Readable {
  async function* chunks() {
    for (let sent = 0; sent < before; sent += 64 * 1024) {
      yield randomBytes(Math.min(64 * 1024, before - sent));
      await tick();
    }
    throw error;
  }
  return Readable.from(chunks(), { objectMode: false });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Registers the ObjectStorage contract tests for one driver. */
export function describeStorageContract(driver: string, harness: ContractHarness): void {
  describe(`ObjectStorage contract: ${driver}`, () => {
    // Unique per test so runs and tests never see each other's objects.
    const prefix = () => `documents/u-${randomUUID()}`;

    it('round-trips a 3 MiB+ streamed body of unknown length, byte for byte', { timeout: 60_000 }, async () => {
      const s = harness.store();
      const key = `${prefix()}/big.pdf`;
      const { stream, expected } = randomBody(3 * MiB + 17);
      const result = await s.put(key, stream, { contentType: 'application/pdf' });
      expect(result).toEqual({ key, size: expected.size, sha256: expected.sha256 });
      // The bytes stored, not just what put() saw: s3rver is known to store corrupted bodies.
      const stored = await readAll(await s.get(key));
      expect(stored.length).toBe(expected.size);
      expect(sha256(stored)).toBe(expected.sha256);
    });

    it('round-trips a body larger than one multipart part (11 MiB+)', { timeout: 60_000 }, async () => {
      const s = harness.store();
      const key = `${prefix()}/bigger`;
      const { stream, expected } = randomBody(11 * MiB + 5);
      const result = await s.put(key, stream);
      expect(result.size).toBe(expected.size);
      expect(result.sha256).toBe(expected.sha256);
      const stored = await readAll(await s.get(key));
      expect(stored.length).toBe(expected.size);
      expect(sha256(stored)).toBe(expected.sha256);
    });

    it('stores Buffer bodies', async () => {
      const s = harness.store();
      const key = `${prefix()}/note.txt`;
      const body = Buffer.from('contract of sale, 14 Smith St\n');
      expect(await s.put(key, body, { contentType: 'text/plain', contentLength: body.length })).toEqual({
        key,
        size: body.length,
        sha256: sha256(body),
      });
      expect(await readAll(await s.get(key))).toEqual(body);
    });

    it('stores empty bodies, from a Buffer or a stream', async () => {
      const s = harness.store();
      const base = prefix();
      expect(await s.put(`${base}/empty-buffer`, Buffer.alloc(0))).toEqual({ key: `${base}/empty-buffer`, size: 0, sha256: EMPTY_SHA256 });
      expect(await s.put(`${base}/empty-stream`, Readable.from([]))).toEqual({ key: `${base}/empty-stream`, size: 0, sha256: EMPTY_SHA256 });
      for (const key of [`${base}/empty-buffer`, `${base}/empty-stream`]) {
        expect(await s.exists(key)).toBe(true);
        expect((await readAll(await s.get(key))).length).toBe(0);
      }
    });

    it('get on a missing key throws ObjectNotFoundError naming the key', async () => {
      const s = harness.store();
      const key = `${prefix()}/nothing-here`;
      const attempt = s.get(key);
      await expect(attempt).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(attempt).rejects.toMatchObject({ key });
    });

    it('exists reports true for stored keys and false otherwise', async () => {
      const s = harness.store();
      const base = prefix();
      await s.put(`${base}/a`, Buffer.from('a'));
      expect(await s.exists(`${base}/a`)).toBe(true);
      expect(await s.exists(`${base}/b`)).toBe(false);
      // A "directory" of other keys is not an object itself.
      await s.put(`${base}/dir/child`, Buffer.from('c'));
      expect(await s.exists(`${base}/dir`)).toBe(false);
    });

    it('delete removes the object; deleting a missing key is fine', async () => {
      const s = harness.store();
      const key = `${prefix()}/doomed`;
      await s.put(key, Buffer.from('bye'));
      await s.delete(key);
      expect(await s.exists(key)).toBe(false);
      await expect(s.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(s.delete(key)).resolves.toBeUndefined();
      await expect(s.delete(`${prefix()}/never-existed`)).resolves.toBeUndefined();
    });

    it('overwrite replaces the whole object (no tail of a longer previous version)', async () => {
      const s = harness.store();
      const key = `${prefix()}/report.pdf`;
      await s.put(key, Buffer.from('first version, quite a bit longer'));
      const result = await s.put(key, Readable.from([Buffer.from('second')]));
      expect(result.size).toBe(6);
      expect((await readAll(await s.get(key))).toString()).toBe('second');
    });

    describe('rejects invalid keys with InvalidKeyError, in every method', () => {
      const bad = ['../x', '/abs', 'a//b', '', 'a/../b', 'a/./b', '..', 'a/', 'a\\b', 'a b', 'a/b%2F', 'ä/b', 'x'.repeat(MAX_KEY_LENGTH + 1)];
      for (const key of bad) {
        it(`${JSON.stringify(key.length > 40 ? `${key.slice(0, 10)}…(${key.length})` : key)}`, async () => {
          const s = harness.store();
          await expect(s.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
          await expect(s.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
          await expect(s.exists(key)).rejects.toBeInstanceOf(InvalidKeyError);
          await expect(s.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
        });
      }
      it('accepts the longest allowed key', async () => {
        const s = harness.store();
        const base = prefix();
        let key = base;
        while (key.length < MAX_KEY_LENGTH) {
          const room = MAX_KEY_LENGTH - key.length - 1; // after the '/'
          const n = room <= 100 ? room : room === 101 ? 99 : 100; // never leave room for a lone '/'
          key += '/' + 'k'.repeat(n);
        }
        expect(key.length).toBe(MAX_KEY_LENGTH);
        await s.put(key, Buffer.from('long'));
        expect(await s.exists(key)).toBe(true);
      });
    });

    it('a body that errors mid-way rejects the put and leaves nothing behind', { timeout: 30_000 }, async () => {
      const s = harness.store();
      const base = prefix();
      const boom = new Error('client went away');
      await expect(s.put(`${base}/partial`, failingBody(1 * MiB, boom))).rejects.toBe(boom);
      expect(await s.exists(`${base}/partial`)).toBe(false);
      await expect(s.get(`${base}/partial`)).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await harness.listRaw(`${base}/`)).toEqual([]);
    });

    it('a body that errors after several parts leaves nothing behind either', { timeout: 60_000 }, async () => {
      const s = harness.store();
      const base = prefix();
      const boom = new Error('connection reset');
      await expect(s.put(`${base}/partial-big`, failingBody(12 * MiB, boom))).rejects.toBe(boom);
      expect(await s.exists(`${base}/partial-big`)).toBe(false);
      expect(await harness.listRaw(`${base}/`)).toEqual([]);
    });

    it('a failed overwrite keeps the previous version intact', async () => {
      const s = harness.store();
      const key = `${prefix()}/kept`;
      await s.put(key, Buffer.from('good version'));
      await expect(s.put(key, failingBody(256 * 1024, new Error('dropped')))).rejects.toThrow('dropped');
      expect((await readAll(await s.get(key))).toString()).toBe('good version');
    });

    it('enforces contentLength: a shorter or longer body is rejected and not stored', async () => {
      const s = harness.store();
      const base = prefix();
      await expect(s.put(`${base}/short`, Buffer.from('12345'), { contentLength: 6 })).rejects.toBeInstanceOf(ContentLengthMismatchError);
      await expect(s.put(`${base}/long`, Readable.from([Buffer.from('1234567')]), { contentLength: 6 })).rejects.toBeInstanceOf(
        ContentLengthMismatchError,
      );
      expect(await s.exists(`${base}/short`)).toBe(false);
      expect(await s.exists(`${base}/long`)).toBe(false);
      expect(await harness.listRaw(`${base}/`)).toEqual([]);
      expect((await s.put(`${base}/exact`, Buffer.from('123456'), { contentLength: 6 })).size).toBe(6);
    });

    it('keeps keys with many segments independent (two users, nested keys, shared names)', async () => {
      const s = harness.store();
      const base = prefix();
      const keys = {
        userA: `${base}/user-a/doc-1`,
        userB: `${base}/user-b/doc-1`,
        parent: `${base}/user-a/doc-1.pdf`,
        nested: `${base}/user-a/doc-1.pdf/page-1`,
        deep: `${base}/reports/2026/11/22/user-a/r_1.v2.pdf`,
      };
      for (const [name, key] of Object.entries(keys)) await s.put(key, Buffer.from(`body of ${name}`));
      for (const [name, key] of Object.entries(keys)) expect((await readAll(await s.get(key))).toString()).toBe(`body of ${name}`);
      await s.delete(keys.userA);
      await s.delete(keys.parent);
      expect(await s.exists(keys.userA)).toBe(false);
      expect(await s.exists(keys.parent)).toBe(false);
      expect(await s.exists(keys.userB)).toBe(true);
      expect(await s.exists(keys.nested)).toBe(true);
      expect(await s.exists(keys.deep)).toBe(true);
    });

    it('check() passes on a working store', async () => {
      await expect(harness.store().check()).resolves.toBeUndefined();
    });

    for (const broken of harness.broken) {
      it(`check() fails clearly on a ${broken.what}`, { timeout: 30_000 }, async () => {
        const attempt = broken.create().check();
        await expect(attempt).rejects.toBeInstanceOf(StorageUnavailableError);
        await expect(attempt).rejects.toThrow(broken.message);
      });
    }
  });
}
