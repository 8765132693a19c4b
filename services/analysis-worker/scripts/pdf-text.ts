// Prints a text PDF's pages as the worker's line builder gives them (no OCR): for looking at layout.
// Usage: node scripts/pdf-text.ts FILE.pdf [PAGE]
import { readFile } from 'node:fs/promises';
import { extractPdfText } from '../src/extract/pdf.ts';
import { openPdf } from '../src/extract/pdfjs.ts';

const [file, only] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/pdf-text.ts FILE.pdf [PAGE]');
  process.exit(2);
}
const { doc, close } = await openPdf(new Uint8Array(await readFile(file)));
for (const page of await extractPdfText(doc)) {
  if (only && Number(only) !== page.number) continue;
  console.log(`--- page ${page.number} ---\n${page.text}`);
}
await close();
