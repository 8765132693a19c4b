import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BUNDLE_DIR, type ChildBuild, writeAtomically } from './child-bundle.ts';
import { childEnv } from './child-env.ts';
import { type LaunchOptions, launchSandboxChild } from './launch.ts';
import type { SandboxMessage } from './protocol.ts';

// A V8 startup snapshot of the sandbox child (`node --build-snapshot`): the heap of a Node process that
// has loaded the bundled child (pdf.js, the engine) and read and analysed a sample PDF the worker made
// (no user's bytes), so a child started from it (`node --snapshot-blob child-<hash>.blob`) has nothing to
// load or compile: it starts in ~0.06 CPU s instead of ~0.25, and its first read and engine run skip the
// lazy set-up (and most of the compiling) the sample already did. Built by the worker, like the code
// cache, once per build of the child, in a process with the child's bare environment (no secret can be
// in the heap it saves), and checked before use: a blob that does not start a child that answers is
// deleted, and children start from the bundle with its code cache instead.
//
// The builder runs the bundle with three adjustments, undone or completed when a child starts:
// - @napi-rs/canvas (a native addon, which a snapshot cannot hold) is loaded at first use, after start;
// - errors made while the bundle loads get their stack formatted at once (V8 cannot serialise an
//   unformatted one: pdf.js's `BaseException.prototype = new Error()` aborts the build);
// - what pdf.js's polyfills (core-js) define in place of the JavaScript features V8 installs only as it
//   deserialises a snapshot (iterator helpers, Set methods, groupBy...) is removed before the heap is
//   saved, or V8's own install collides with it.

/** JavaScript built-ins missing while a snapshot is built, installed by V8 as it deserialises one (Node 22). */
const INSTALLED_ON_DESERIALIZE = [
  'Iterator',
  'SharedArrayBuffer',
  'WebAssembly',
  'Object.groupBy',
  'Map.groupBy',
  'Array.fromAsync',
  'JSON.rawJSON',
  'JSON.isRawJSON',
  'RegExp.prototype.unicodeSets',
  ...['union', 'intersection', 'difference', 'symmetricDifference', 'isSubsetOf', 'isSupersetOf', 'isDisjointFrom'].map((name) => `Set.prototype.${name}`),
];
const ITERATOR_HELPERS = ['reduce', 'toArray', 'forEach', 'some', 'every', 'find', 'map', 'filter', 'take', 'drop', 'flatMap', 'constructor'];

/** The script `node --build-snapshot` runs for the bundle `bundle`, warming it with the PDF `sample`. */
const builderScript = (bundle: string, sample: string) => `'use strict';
// Written by services/analysis-worker/src/sandbox/snapshot.ts: builds the startup snapshot of ${bundle}.
const v8 = require('node:v8');
const BUNDLE = ${JSON.stringify(bundle)};
const NO_NETWORK = ['fetch', 'Request', 'Headers', 'FormData', 'WebSocket', 'EventSource'];
// As in a child started from the bundle (child-bundle.ts): no fetch, and an empty Response for pdf.js.
for (const name of NO_NETWORK) delete globalThis[name];
globalThis.Response = class Response {};
// Packages are loaded from disk only when a started child asks for them (the bundle's externals).
const runtimeRequire = (id) => process.getBuiltinModule('node:module').createRequire(BUNDLE)(id);
const lazy = (id) => {
  let loaded;
  const get = () => (loaded ??= runtimeRequire(id));
  return new Proxy({}, { get: (_, key) => get()[key], has: (_, key) => key in get() });
};
const isBuiltin = require('node:module').isBuiltin;
const bundleRequire = (id) => (isBuiltin(id) ? require(id) : lazy(id));
bundleRequire.resolve = (id) => process.getBuiltinModule('node:module').createRequire(BUNDLE).resolve(id);
// pdf.js takes DOMMatrix and Path2D from @napi-rs/canvas as it loads, through its own createRequire.
class Placeholder {}
globalThis.DOMMatrix = Placeholder;
globalThis.Path2D = Placeholder;
const getBuiltinModule = process.getBuiltinModule;
process.getBuiltinModule = (id) => (id === 'module' || id === 'node:module' ? { ...getBuiltinModule('node:module'), createRequire: () => bundleRequire } : getBuiltinModule(id));
const RealError = Error;
const formatted = (error) => (void error.stack, error);
globalThis.Error = new Proxy(RealError, { construct: (target, args, newTarget) => formatted(Reflect.construct(target, args, newTarget)), apply: (target, self, args) => formatted(Reflect.apply(target, self, args)) });
const module_ = { exports: {} };
(function (exports, require, module, __filename, __dirname) {
${'${BUNDLE_SOURCE}'}
})(module_.exports, bundleRequire, module_, BUNDLE, ${JSON.stringify(BUNDLE_DIR)});
process.getBuiltinModule = getBuiltinModule;
const child = module_.exports;
child.warm(require('node:fs').readFileSync(${JSON.stringify(sample)})).then(() => {
  globalThis.Error = RealError;
  for (const path of ${JSON.stringify(INSTALLED_ON_DESERIALIZE)}) {
    const parts = path.split('.');
    const key = parts.pop();
    const owner = parts.reduce((object, name) => object?.[name], globalThis);
    if (owner && Object.prototype.hasOwnProperty.call(owner, key)) delete owner[key];
  }
  const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  for (const key of [...${JSON.stringify(ITERATOR_HELPERS)}, Symbol.toStringTag]) if (Object.prototype.hasOwnProperty.call(iteratorPrototype, key)) delete iteratorPrototype[key];
  v8.startupSnapshot.setDeserializeMainFunction(() => {
    for (const name of NO_NETWORK) delete globalThis[name];
    for (const name of ['DOMMatrix', 'Path2D']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          const value = runtimeRequire('@napi-rs/canvas')[name];
          Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
          return value;
        },
      });
    }
    child.serve();
  });
}, (error) => {
  console.error(error);
  process.exit(1);
});
`;

function run(args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const builder = spawn(process.execPath, args, { env: childEnv(), cwd: BUNDLE_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    builder.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => builder.kill('SIGKILL'), 120_000);
    builder.on('error', (error) => resolve(String(error)));
    builder.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? null : `exit ${code ?? signal}: ${errors}`);
    });
  });
}

/** A child started from `blob` as the pool starts one, asked to run the engine on a line: true when it answers. */
function answers(blob: string, launch: LaunchOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const child = launchSandboxChild(blob, launch);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    let ok = false;
    child.on('message', (message: SandboxMessage) => {
      ok = message.type === 'result' && Array.isArray((message.value as { result?: { concerns?: unknown } }).result?.concerns);
    });
    child.on('error', () => undefined);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(ok);
    });
    child.send({ task: 'analyse', input: { pages: [{ number: 1, text: 'Zoning: General Residential Zone' }], fileName: 'check.pdf' } });
  });
}

/**
 * Builds child-<hash>.blob for `build` from the sample PDF `sample` (code-cache.ts), and keeps it only
 * when a child started from it with `launch` answers. Resolves to why not, or null when it is there.
 */
export async function writeSnapshot(build: ChildBuild, launch: LaunchOptions, sample: Uint8Array): Promise<string | null> {
  const blob = build.snapshot;
  const temporary = blob.replace(/\.blob$/, `.${process.pid}.tmp.blob`);
  const entry = `${blob.replace(/\.blob$/, '')}.snapshot-${process.pid}.cjs`;
  const samplePath = `${blob.replace(/\.blob$/, '')}.sample-${process.pid}.pdf`;
  try {
    const source = await readFile(build.bundle, 'utf8');
    writeAtomically(samplePath, sample);
    writeAtomically(entry, builderScript(build.bundle, samplePath).replace('${BUNDLE_SOURCE}', () => source));
    const failed = await run(['--no-warnings', '--snapshot-blob', temporary, '--build-snapshot', entry]);
    if (failed) return failed;
    if (!(await answers(temporary, launch))) return 'a child started from the snapshot did not answer';
    renameSync(temporary, blob);
    return null;
  } finally {
    for (const file of [temporary, entry, samplePath]) rmSync(file, { force: true });
  }
}

/** The snapshot of `build`, when one was made. */
export const snapshotOf = (build: ChildBuild): string | null => (existsSync(build.snapshot) ? build.snapshot : null);
