// The documents the pipeline benchmark uploads: text PDFs and a DOCX built with the worker's own
// fixture builders from the bench's section 32 text, and a "scanned" PDF whose pages are images of
// that text with the flaws of a real scan (grey paper, a slight skew, speckles, JPEG compression).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { docx, textPdf } from '@doco/analysis-worker/testing';
import { scannedPageLines, section32Pages, SECTION32_PAGES } from '../fixtures/section32.ts';

// A font shipped inside pdfjs-dist (a dependency of the worker), so every machine renders the same.
const workerRequire = createRequire(createRequire(import.meta.url).resolve('@doco/analysis-worker/package.json'));
const fontFile = path.join(path.dirname(workerRequire.resolve('pdfjs-dist/package.json')), 'standard_fonts/LiberationSans-Regular.ttf');
GlobalFonts.registerFromPath(fontFile, 'BenchScanSans');

export const textPdfOf = (pageCount: number) => textPdf(section32Pages(pageCount));

/** The first eight pages' text as one Word document (headings, paragraphs and the outgoings table). */
export function section32Docx(): Buffer {
  const lines = SECTION32_PAGES.join('\n\n').split('\n').filter((line) => line.trim() !== '');
  return docx({
    heading: lines[0]!,
    paragraphs: lines.slice(1),
    table: [
      ['Council rates', '$2,318.45 per annum'],
      ['Water and sewerage', '$1,127.60 per annum'],
      ['Owners corporation fees', '$640.00 per annum'],
    ],
  });
}

/** Deterministic pseudo-random numbers (mulberry32), so every run scans the same "paper". */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One page as a 200 dpi A4 JPEG, the way an office scanner delivers it. */
function scanPage(lines: string[], seed: number): Buffer {
  const rand = random(seed);
  const canvas = createCanvas(1654, 2339);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f1eee8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  // A sheet fed a little crooked.
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((rand() - 0.5) * 0.012);
  ctx.translate(-canvas.width / 2, -canvas.height / 2);
  ctx.font = '33px BenchScanSans';
  lines.forEach((line, i) => {
    const ink = 20 + Math.floor(rand() * 40);
    ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
    ctx.fillText(line, 150 + (rand() - 0.5) * 4, 190 + i * 58);
  });
  ctx.restore();
  // Dust and toner specks.
  for (let i = 0; i < 9000; i++) {
    const shade = 90 + Math.floor(rand() * 130);
    ctx.fillStyle = `rgb(${shade},${shade},${shade})`;
    const size = rand() < 0.9 ? 1 : 2 + Math.floor(rand() * 2);
    ctx.fillRect(Math.floor(rand() * canvas.width), Math.floor(rand() * canvas.height), size, size);
  }
  // A grey band down the edge where the lid did not close.
  const band = ctx.createLinearGradient(0, 0, 60, 0);
  band.addColorStop(0, 'rgba(60,60,60,0.55)');
  band.addColorStop(1, 'rgba(60,60,60,0)');
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, 60, canvas.height);
  return canvas.toBuffer('image/jpeg', 72);
}

/** An image-only PDF of `pageCount` scanned pages: no text layer, every page needs OCR. */
export function scannedPdf(pageCount: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (let page = 0; page < pageCount; page++) {
    doc.addPage({ margin: 0 });
    doc.image(scanPage(scannedPageLines(page, pageCount), 1000 + page), 0, 0, { width: doc.page.width });
  }
  doc.end();
  return done;
}
