import { rolldown } from '/work/wt-throughput/node_modules/.pnpm/rolldown@1.2.19/node_modules/rolldown/dist/index.mjs';
const t0 = performance.now();
const bundle = await rolldown({
  input: new URL('../src/sandbox/child.ts', import.meta.url).pathname,
  platform: 'node',
  external: [/^@napi-rs\/canvas/, /^tesseract\.js/, /^node:/],
  logLevel: 'warn',
});
const out = await bundle.write({ dir: new URL('../node_modules/.cache/tp/', import.meta.url).pathname, format: 'esm', entryFileNames: 'child.mjs', codeSplitting: false, inlineDynamicImports: true });
console.log(Math.round(performance.now() - t0), 'ms');
for (const c of out.output) console.log(c.fileName, c.type, c.code?.length, c.moduleIds?.length);
