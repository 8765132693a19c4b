import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { networkIsolation } from '../sandbox/network-isolation.ts';
import { encodePgm } from './grey-image.ts';
import { createNativeOcr } from './native.ts';

// A stand-in binary that answers with its environment's variable names and its network interfaces.
const reportingTesseract = fileURLToPath(new URL('../../test/fixtures/tesseract-env.sh', import.meta.url));
const page = encodePgm({ width: 2, height: 2, pixels: new Uint8Array(4) });
const saved = { DATABASE_URL: process.env.DATABASE_URL, S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('native tesseract, which parses images a document chose', () => {
  it("gets none of the worker's environment and no network", async () => {
    process.env.DATABASE_URL = 'postgres://doco:hunter2@127.0.0.1:5432/doco';
    process.env.S3_SECRET_ACCESS_KEY = 'minio-secret';
    const ocr = createNativeOcr({ size: 1, binary: reportingTesseract });
    const words = (await ocr.recognize(page)).text.split(/\s+/);
    await ocr.terminate();

    const env = words.filter((w) => w.startsWith('env:')).map((w) => w.slice(4));
    expect(env).toContain('OMP_THREAD_LIMIT');
    expect(env).toContain('PATH');
    expect(env).not.toContain('DATABASE_URL');
    expect(env).not.toContain('S3_SECRET_ACCESS_KEY');
    expect(networkIsolation().mode).toBe('namespace');
    expect(words.filter((w) => w.startsWith('net:'))).toEqual(['net:lo']);
  });
});
