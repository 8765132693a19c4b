import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The sandbox child as one JavaScript file. Started from its .ts sources, a child spends most of a
// second resolving, type-stripping and compiling some 750 modules (pdf.js, mammoth, the engine)
// before it reads a byte; as one file, compiled from V8's code cache, it starts in a fraction of
// that. The files are written by the worker (or `npm run build`), never by a child, into
// dist/sandbox/, which holds nothing but this code; children may read it (permissions.ts). Each
// build is named by the hash of its code, and never changes once written:
// - child-<hash>.cjs: child.ts and everything it imports, bundled (rolldown) as one CommonJS file;
// - start-<hash>.cjs: what a child runs: it compiles that bundle with the code cache, when there is one;
// - child-<hash>.cache: V8's code for that bundle, written by code-cache.ts from a child that read a sample;
// - child-<hash>.blob: a V8 startup snapshot of a process that loaded the bundle and read a sample
//   (snapshot.ts), which children start from when it could be made;
// - child.json: the current build, and the sources it was built from with their hashes: a changed
//   source makes a new build, so a child never runs stale code, nor code compiled for other code.

export const BUNDLE_DIR = fileURLToPath(new URL('../../dist/sandbox/', import.meta.url));
const SOURCE = fileURLToPath(new URL('./child.ts', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const MANIFEST = `${BUNDLE_DIR}child.json`;

/** One build of the child: the script a child runs, and where its code cache goes. */
export interface ChildBuild {
  start: string;
  codeCache: string;
  /** The bundled child itself (child-<hash>.cjs). */
  bundle: string;
  /** Where its startup snapshot goes (snapshot.ts). */
  snapshot: string;
}

/** Loaded from their own packages at run time: a native addon, and tesseract.js (its worker thread runs its own files). */
const EXTERNAL = [/^@napi-rs\/canvas/, /^tesseract\.js(\/|$)/];

/**
 * Modules whose code would run for nothing in a child: the LLM pass's client (openai) and the rest of
 * @doco/analysis/llm beyond the basis the engine hands over, and the API schemas of @doco/contracts
 * (the engine takes only its constants). Marked free of side effects, a module is left out unless the
 * child uses one of its exports.
 */
const SIDE_EFFECT_FREE = [/\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?openai\//, /\/packages\/analysis\/src\/llm\//, /\/packages\/contracts\/src\//, /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//];

/**
 * The child's entry, for the bundle named `bundle`. `--write-code-cache FILE` (code-cache.ts only,
 * for a child given a sample document, never a user's) writes V8's code for the bundle to FILE as the
 * child exits.
 */
const startScript = (bundle: string) => `'use strict';
// Written by services/analysis-worker/src/sandbox/child-bundle.ts: runs ${bundle}, compiled from its code cache when V8 accepts it.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');
const file = join(__dirname, '${bundle}');
// A child has no network: fetch and its classes are taken away, and an empty Response stands in for
// pdf.js, which patches Response.prototype as it loads (touching Node's fetch loads undici, http2
// and tls, a third of what a child starts with).
for (const name of ['fetch', 'Request', 'Headers', 'FormData', 'WebSocket', 'EventSource']) delete globalThis[name];
globalThis.Response = class Response {};
const writeCache = process.argv[2] === '--write-code-cache' ? process.argv[3] : undefined;
let cachedData;
if (!writeCache) {
  try {
    cachedData = readFileSync(join(__dirname, '${bundle.replace(/\.cjs$/, '.cache')}'));
  } catch {}
}
const script = new vm.Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
if (writeCache) process.on('exit', () => writeFileSync(writeCache, script.createCachedData()));
const module_ = { exports: {} };
script.runInThisContext()(module_.exports, createRequire(file), module_, file, __dirname);
`;

interface Manifest {
  node: string;
  /** The build's hash: its files are child-<hash>.cjs, start-<hash>.cjs and child-<hash>.cache. */
  hash: string;
  /** Every source file in the bundle, with the sha1 of its content when it was built. */
  sources: Array<[path: string, sha1: string]>;
}

const sha1 = (content: string | Buffer) => createHash('sha1').update(content).digest('hex');

const buildOf = (hash: string): ChildBuild => ({
  start: `${BUNDLE_DIR}start-${hash}.cjs`,
  codeCache: `${BUNDLE_DIR}child-${hash}.cache`,
  bundle: `${BUNDLE_DIR}child-${hash}.cjs`,
  snapshot: `${BUNDLE_DIR}child-${hash}.blob`,
});

/** The current build, when it exists and every source it was built from is unchanged. */
function current(): ChildBuild | null {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const build = buildOf(manifest.hash);
    const fresh =
      manifest.node === process.version &&
      existsSync(build.start) &&
      existsSync(`${BUNDLE_DIR}child-${manifest.hash}.cjs`) &&
      manifest.sources.every(([path, hash]) => existsSync(path) && sha1(readFileSync(path)) === hash);
    return fresh ? build : null;
  } catch {
    return null;
  }
}

/** Written beside, then renamed: processes building at once (test files, workers) never see half a file. */
export function writeAtomically(path: string, content: string | Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

async function build(): Promise<ChildBuild> {
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
    const code = chunks[0]!.code;
    const hash = sha1(code).slice(0, 16);
    // This file too: a change to how the child is bundled makes a new build.
    const sources = [SELF, ...chunks[0]!.moduleIds.filter((id) => id.startsWith('/') && existsSync(id))];
    mkdirSync(BUNDLE_DIR, { recursive: true });
    writeAtomically(`${BUNDLE_DIR}child-${hash}.cjs`, code);
    writeAtomically(buildOf(hash).start, startScript(`child-${hash}.cjs`));
    writeAtomically(MANIFEST, JSON.stringify({ node: process.version, hash, sources: sources.map((path) => [path, sha1(readFileSync(path))]) } satisfies Manifest));
    // Earlier builds go (a child already running one keeps its open file).
    for (const name of readdirSync(BUNDLE_DIR)) {
      if (/^(child|start)-[0-9a-f]{16}\.(cjs|cache|blob)$/.test(name) && !name.includes(hash)) rmSync(`${BUNDLE_DIR}${name}`, { force: true });
    }
    return buildOf(hash);
  } finally {
    await bundle.close();
  }
}

/** Builds in a process of its own: rolldown keeps what it took (some 400 MB for this graph), which is not the worker's to keep. */
function buildApart(): Promise<void> {
  return new Promise((resolve, reject) => {
    const builder = spawn(process.execPath, [SELF, '--build'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    builder.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    builder.on('error', reject);
    builder.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the sandbox child failed (${code}): ${errors}`))));
  });
}

let ready: Promise<ChildBuild> | undefined;

/** The bundled child, built first when missing or older than its sources (checked once per process). */
export function ensureChildBundle(): Promise<ChildBuild> {
  ready ??= (async () => {
    const found = current();
    if (found) return found;
    await buildApart();
    const built = current();
    if (!built) throw new Error('the sandbox child was built but is not found');
    return built;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

if (process.argv[1] === SELF && process.argv[2] === '--build') await build();
