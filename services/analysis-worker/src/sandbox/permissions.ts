import { fileURLToPath } from 'node:url';

// Node's permission model for a sandbox child: it may read the code it runs (the bundled child in
// dist/sandbox, the worker's sources, the workspace packages and node_modules, where the pdf.js and
// tesseract.js data also live) and nothing else. Its input comes over IPC, so no document path is ever on the list; it writes nothing
// and spawns nothing (native tesseract is started by the worker on its behalf, sandbox/ocr-bridge.ts).

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Everything a child reads: code and package data. Not the repository root, `.env`, `.data` or /tmp. */
export const CHILD_READABLE = [
  at('../../dist/sandbox'),
  at('../../src'),
  at('../../package.json'),
  at('../../node_modules'),
  at('../../../../packages'),
  at('../../../../node_modules'),
  at('../../../../package.json'),
];

export interface ChildPermissions {
  /** Native addons (@napi-rs/canvas, which pdf.js renders pages with). Reading only. */
  addons: boolean;
  /** Worker threads (tesseract.js runs its wasm in one). Only when OCR is tesseract.js. */
  workers: boolean;
}

/** Node flags that turn the permission model on for a child running `script`. */
export function permissionFlags(script: string, permissions: ChildPermissions): string[] {
  return [
    '--permission',
    ...[...CHILD_READABLE, script].map((path) => `--allow-fs-read=${path}`),
    ...(permissions.addons ? ['--allow-addons'] : []),
    ...(permissions.workers ? ['--allow-worker'] : []),
  ];
}
