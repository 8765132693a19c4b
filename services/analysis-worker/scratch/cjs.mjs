import { rolldown } from 'rolldown';
const bundle = await rolldown({ input: new URL('../src/sandbox/child.ts', import.meta.url).pathname, platform: 'node', external: [/^@napi-rs\/canvas/, /^tesseract\.js(\/|$)/], logLevel: 'warn' });
const { output } = await bundle.generate({ format: 'cjs', codeSplitting: false });
const fs = await import('node:fs');
fs.writeFileSync(new URL('../dist/sandbox/exp.cjs', import.meta.url), output[0].code);
console.log(output.length, output[0].code.length);
