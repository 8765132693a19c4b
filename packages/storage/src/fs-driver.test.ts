import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract.ts';
import { FsStorage } from './fs-driver.ts';
import { InvalidKeyError } from './errors.ts';

let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'doco-storage-fs-'));
  root = join(base, 'objects');
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Every file under dir, relative to the store root (temp files included). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => !e.isDirectory()).map((e) => relative(root, join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

describeStorageContract('filesystem', {
  store: () => new FsStorage({ dir: root }),
  listRaw: (prefix) => filesUnder(join(root, prefix)),
  broken: [
    { what: 'missing directory', create: () => new FsStorage({ dir: join(base, 'nope', 'objects') }), message: /nope\/objects is not usable: it does not exist/ },
    {
      what: 'directory path that is a regular file',
      create: () => new FsStorage({ dir: join(base, 'a-file') }),
      message: /a-file is not usable: it is not a directory/,
    },
    {
      what: 'directory under a regular file (unreachable)',
      create: () => new FsStorage({ dir: join(base, 'a-file', 'objects') }),
      message: /is not usable: it does not exist/,
    },
  ],
});

beforeAll(async () => {
  await writeFile(join(base, 'a-file'), 'not a directory');
});

describe('filesystem driver specifics', () => {
  it('never touches paths outside the root, whatever the key', async () => {
    const s = new FsStorage({ dir: join(base, 'jail', 'objects') });
    await s.ensureReady();
    for (const key of ['../escaped', '../../escaped', 'a/../../escaped', '/tmp/escaped']) {
      await expect(s.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await readdir(join(base, 'jail'))).toEqual(['objects']);
    expect(await readdir(join(base, 'jail', 'objects'))).toEqual([]);
  });

  it('ensureReady() creates a missing root, then check() passes', async () => {
    const dir = join(base, 'fresh', 'deep', 'objects');
    const s = new FsStorage({ dir });
    await expect(s.check()).rejects.toThrow(/does not exist/);
    await s.ensureReady();
    expect((await stat(dir)).isDirectory()).toBe(true);
    await expect(s.check()).resolves.toBeUndefined();
    expect(await readdir(dir)).toEqual([]); // the write probe is cleaned up
  });

  it('writes whole files via rename: no temp files remain after puts', async () => {
    const s = new FsStorage({ dir: root });
    await s.put('documents/temp-check/one', Buffer.from('1'));
    await s.put('documents/temp-check/one', Buffer.from('2'));
    expect(await filesUnder(join(root, 'documents', 'temp-check'))).toEqual(['documents/temp-check/one~obj']);
  });
});
