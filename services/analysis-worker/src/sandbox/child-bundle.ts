import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The sandbox child as one JavaScript file. Started from its .ts sources, a child spends most of a
// second resolving, type-stripping and compiling some 750 modules (pdf.js, mammoth, the engine)
// before it reads a byte; as one file, compiled from V8's code cache, it is ready in a fraction of
// that. The files are written by the worker (or `npm run build`), never by a child, into
// dist/sandbox/, which holds nothing but this code; children may read it (permissions.ts):
// - child.cjs: child.ts and everything it imports, bundled (rolldown) as one CommonJS file;
// - start.cjs: what a child runs: it compiles child.cjs with the code cache, when there is one;
// - child.cache: V8's code for child.cjs, written by code-cache.ts from a child that read a sample;
// - child.json: the sources child.cjs was built from, with their hashes: a changed source rebuilds
//   it (and drops the cache), so a child never runs stale code.

export const BUNDLE_DIR = fileURLToPath(new URL('../../dist/sandbox/', import.meta.url));
const SOURCE = fileURLToPath(new URL('./child.ts', import.meta.url));
const BUNDLE = `${BUNDLE_DIR}child.cjs`;
const MANIFEST = `${BUNDLE_DIR}child.json`;
export const START = `${BUNDLE_DIR}start.cjs`;
export const CODE_CACHE = `${BUNDLE_DIR}child.cache`;

/** Loaded from their own packages at run time: a native addon, and tesseract.js (its worker thread runs its own files). */
const EXTERNAL = [/^@napi-rs\/canvas/, /^tesseract\.js(\/|$)/];

/**
 * Modules whose code runs for nothing in a child: the LLM pass's client (openai) and the rest of
 * @doco/analysis/llm beyond the basis the engine hands over. Marked free of side effects, they are
 * left out unless the child uses one of their exports, which it does not.
 */
const SIDE_EFFECT_FREE = [/\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?openai\//, /\/packages\/analysis\/src\/llm\//];

/**
 * The child's entry. `--write-code-cache FILE` (code-cache.ts only, for a child given a sample
 * document, never a user's) writes V8's code for child.cjs to FILE as the child exits.
 */
const START_SCRIPT = `'use strict';
// Written by services/analysis-worker/src/sandbox/child-bundle.ts: runs child.cjs, compiled from child.cache when V8 accepts it.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');
const file = join(__dirname, 'child.cjs');
// A child has no network: fetch and its classes are taken away, and an empty Response stands in for
// pdf.js, which patches Response.prototype as it loads (touching Node's fetch loads undici, http2
// and tls, a third of what a child starts with).
for (const name of ['fetch', 'Request', 'Headers', 'FormData', 'WebSocket', 'EventSource']) delete globalThis[name];
globalThis.Response = class Response {};
const writeCache = process.argv[2] === '--write-code-cache' ? process.argv[3] : undefined;
let cachedData;
if (!writeCache) {
  try {
    cachedData = readFileSync(join(__dirname, 'child.cache'));
  } catch {}
}
const script = new vm.Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
if (writeCache) process.on('exit', () => writeFileSync(writeCache, script.createCachedData()));
const module_ = { exports: {} };
script.runInThisContext()(module_.exports, createRequire(file), module_, file, __dirname);
`;

interface Manifest {
  node: string;
  /** Every source file in the bundle, with the sha1 of its content when it was built. */
  sources: Array<[path: string, sha1: string]>;
}

const sha1 = (path: string) => createHash('sha1').update(readFileSync(path)).digest('hex');

function upToDate(): boolean {
  if (![BUNDLE, MANIFEST, START].every((path) => existsSync(path)) || readFileSync(START, 'utf8') !== START_SCRIPT) return false;
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    return manifest.node === process.version && manifest.sources.every(([path, hash]) => existsSync(path) && sha1(path) === hash);
  } catch {
    return false;
  }
}

/** Written beside, then renamed: processes building at once (test files, workers) never see half a file. */
export function writeAtomically(path: string, content: string | Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

async function build(): Promise<void> {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({
    input: SOURCE,
    platform: 'node',
    external: EXTERNAL,
    treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.some((pattern) => pattern.test(id)) },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'cjs', codeSplitting: false });
    const chunks = output.filter((item) => item.type === 'chunk');
    if (chunks.length !== 1) throw new Error('the sandbox child did not bundle into one file');
    // This file too: a change to how the child is bundled rebuilds it.
    const sources = [fileURLToPath(import.meta.url), ...chunks[0]!.moduleIds.filter((id) => id.startsWith('/') && existsSync(id))];
    mkdirSync(BUNDLE_DIR, { recursive: true });
    rmSync(CODE_CACHE, { force: true });
    writeAtomically(BUNDLE, chunks[0]!.code);
    writeAtomically(START, START_SCRIPT);
    writeAtomically(MANIFEST, JSON.stringify({ node: process.version, sources: sources.map((path) => [path, sha1(path)]) } satisfies Manifest));
  } finally {
    await bundle.close();
  }
}

let ready: Promise<void> | undefined;

/** Builds the bundled child when it is missing or older than its sources (checked once per process). */
export function ensureChildBundle(): Promise<void> {
  ready ??= (async () => {
    if (!upToDate()) await build();
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}
