// Evaluation packs as real packs arrive (issue 23): an evaluation pack is written as document.txt, but
// buyers upload PDFs — text layers from office software, whose table cells are separate strings with
// real gaps between them (not padding spaces), and scanned pages (a rates notice, a signed plan) that
// have no text layer at all. This script turns pack folders into such PDFs so the worker's whole read
// path (pdf.js text extraction and line building, OCR of image pages) can be scored on them, not only
// the engine reading the TXT.
//
// Usage: node services/analysis-worker/scripts/make-eval-pdf.ts PACK_DIR [PACK_DIR...]
//   Reads PACK_DIR/document.txt (pages split by \f; tables as space-aligned columns) and the optional
//   PACK_DIR/scans.json ({"scannedPages":[1-based page numbers]}) and writes:
//   - document.pdf: A4 text PDF. Each line at its own y, Helvetica (bold for lines in capitals; glyphs
//     WinAnsi lacks, such as ☐ ☒, in embedded DejaVu Sans). A line with cells (2+ spaces apart) is
//     written cell by cell, each cell at the x its character column implies; a cell too long for its
//     column wraps within it (a last cell or prose at the right margin). The font shrinks (to 7pt at
//     least) until each text page fits one PDF page and its cells their columns.
//   - mixed.pdf (only with scans.json): the same, but the listed pages are one 200 dpi JPEG each (grey
//     paper, a seeded tilt of 0.3-1°, speckle), drawn with @napi-rs/canvas and no text layer; lines
//     signed off like "— JB" look handwritten.
//   Output is deterministic (fixed CreationDate, seeded noise). Fonts: Debian fonts-liberation (Liberation
//   Sans has Helvetica's metrics, so a scan matches the text layout) and fonts-dejavu-core.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

/** Canvas family names and their files (Debian fonts-liberation, fonts-dejavu-core); the two DejaVu Sans are embedded in the PDF too. */
const FONTS = Object.entries({
  EvalSans: 'liberation/LiberationSans-Regular.ttf',
  EvalSansBold: 'liberation/LiberationSans-Bold.ttf',
  EvalSym: 'dejavu/DejaVuSans.ttf',
  EvalSymBold: 'dejavu/DejaVuSans-Bold.ttf',
  EvalHand: 'dejavu/DejaVuSerif-Italic.ttf',
}).map(([family, file]) => ({ family, file: `/usr/share/fonts/truetype/${file}` }));
const PAGE = { width: 595.28, height: 841.89 };
const [LEFT, RIGHT, TOP, BOTTOM] = [50, PAGE.width - 50, 48, PAGE.height - 44];
/** Line step in font sizes: under pdf-lines' 1.45 (one paragraph), so a blank line (two steps) reads as a gap. */
const LEAD = 1.15;
/** Least gap between two cells in font sizes: more than the 0.9 at which the line builder splits columns. */
const CELL_GAP = 1.15;
const SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7];
const SCAN_DPI = 200;
const CREATED = new Date('2026-01-01T00:00:00Z');
/** A line (not a heading in capitals) signed off with initials after a dash ("Paid in full — JB") is written by hand on a scan. */
const HAND = /[—–] ?[A-Z]{2,3}\.?\s*$/;
/** Word's Symbol/Wingdings characters (U+F0xx): no installed font has them, so they are drawn as what they show. */
const PUA: Record<string, string> = { '\uf0b7': '•', '\uf0a7': '▪', '\uf0a8': '☐', '\uf0fe': '☒', '\uf0fc': '✓', '\uf0d8': '➢', '\uf06f': '□', '\uf071': '❑' };
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const isAnsi = (ch: string) => /[\x20-\x7e\xa0-\xff]/.test(ch) || WIN_ANSI_EXTRA.has(ch);

/** One string drawn in one font: y is its baseline from the page top; sheet > 0 when the page overflowed onto further PDF pages. */
interface Run { text: string; x: number; y: number; size: number; bold: boolean; sym: boolean; hand: boolean; sheet: number }

type Doc = PDFKit.PDFDocument;
const pdfFont = (bold: boolean, sym: boolean) => (sym ? (bold ? 'EvalSymBold' : 'EvalSym') : bold ? 'Helvetica-Bold' : 'Helvetica');

/** Splits text into runs of one font each: WinAnsi characters in Helvetica, the others in DejaVu Sans. */
function segments(text: string): { text: string; sym: boolean }[] {
  const out: { text: string; sym: boolean }[] = [];
  for (const ch of text) {
    const sym = !isAnsi(ch);
    const last = out[out.length - 1];
    if (last && (last.sym === sym || ch === ' ')) last.text += ch;
    else out.push({ text: ch, sym });
  }
  return out;
}

function width(doc: Doc, text: string, size: number, bold: boolean): number {
  return segments(text).reduce((sum, s) => sum + doc.font(pdfFont(bold, s.sym)).fontSize(size).widthOfString(s.text), 0);
}

/** Cells of a line: word runs joined by single spaces, with the character column each starts at. */
const cellsOf = (line: string) => [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ col: m.index ?? 0, text: m[0] }));
const isCaps = (line: string) => /[A-Z].*[A-Z]/.test(line) && !/[a-z]/.test(line);

/**
 * Lays one page out at a font size, in line slots (slot n lies on sheet n / perSheet). A cell wraps within
 * its column (up to the next cell's), a last cell at the right margin; a cell with no room left goes under
 * its line. `clashes` counts cells that overran their column; `offPage` runs that still pass the page edge.
 */
function layout(doc: Doc, lines: string[], size: number, pitch: number) {
  const runs: Run[] = [];
  const [lead, gap, least] = [size * LEAD, size * CELL_GAP, size * 6];
  const perSheet = Math.floor((BOTTOM - TOP - size) / lead) + 1;
  let [slot, clashes, offPage] = [0, 0, 0];
  const place = (text: string, x: number, at: number, bold: boolean, hand: boolean): number => {
    const [sheet, y] = [Math.floor(at / perSheet), TOP + size + (at % perSheet) * lead];
    for (const s of segments(text)) {
      runs.push({ text: s.text.trimEnd(), x, y, size, bold, sym: s.sym, hand, sheet });
      x += doc.font(pdfFont(bold, s.sym)).fontSize(size).widthOfString(s.text);
    }
    if (x > PAGE.width - 4) offPage++;
    return x;
  };
  for (const line of lines) {
    const bold = isCaps(line);
    const hand = HAND.test(line) && !bold;
    const cells = cellsOf(line);
    let [right, last] = [Number.NEGATIVE_INFINITY, slot];
    // A cell's column, kept on the page (a line wider than the pitch allows puts its last cells at the right).
    const columnOf = (col: number) => Math.min(LEFT + col * pitch, RIGHT - least);
    cells.forEach((cell, k) => {
      const column = columnOf(cell.col);
      const nextColumn = k + 1 < cells.length ? columnOf(cells[k + 1]?.col ?? 0) - gap : RIGHT;
      let [at, x] = [slot, Math.max(column, right + gap)];
      let limit = nextColumn - x >= least ? nextColumn : RIGHT;
      if (limit - x < least) [at, x, limit] = [last + 1, Math.min(column, RIGHT - least), RIGHT];
      if (x !== column || (limit !== RIGHT && x + width(doc, cell.text, size, bold) > limit)) clashes++;
      let part = '';
      right = Number.NEGATIVE_INFINITY;
      for (const word of cell.text.split(' ')) {
        const joined = part ? `${part} ${word}` : word;
        if (part && x + width(doc, joined, size, bold) > limit) {
          right = Math.max(right, place(part, x, at++, bold, hand));
          part = word;
        } else part = joined;
      }
      right = Math.max(right, place(part, x, at, bold, hand));
      last = Math.max(last, at);
    });
    slot = last + 1;
  }
  return { runs: runs.filter((r) => r.text !== ''), fits: slot <= perSheet, clashes, offPage, sheets: Math.max(1, Math.ceil(slot / perSheet)) };
}

/** The largest size at which the page fits one PDF page with no cell pushed out of its column, else the largest that fits. */
function layoutPage(doc: Doc, lines: string[], pitch: number) {
  const tries = SIZES.map((size) => layout(doc, lines, size, pitch));
  return tries.find((t) => t.fits && t.clashes === 0) ?? tries.find((t) => t.fits) ?? (tries[tries.length - 1] as (typeof tries)[number]);
}

function drawText(doc: Doc, runs: Run[]): void {
  for (const r of runs) doc.font(pdfFont(r.bold, r.sym)).fontSize(r.size).fillColor('#000000').text(r.text, r.x, r.y, { lineBreak: false, baseline: 'alphabetic' });
}

/** mulberry32: a small seeded generator, so every scan comes out the same. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (text: string) => [...text].reduce((h, ch) => Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0, 2166136261);

/** One scanned sheet: the runs drawn on grey paper at 200 dpi, tilted, speckled, as a JPEG. */
function scanJpeg(runs: Run[], seed: number): Buffer {
  const k = SCAN_DPI / 72;
  const [w, h, random] = [Math.round(PAGE.width * k), Math.round(PAGE.height * k), rng(seed)];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ecebe6';
  ctx.fillRect(0, 0, w, h);
  const angle = ((0.3 + 0.7 * random()) * (random() < 0.5 ? -1 : 1) * Math.PI) / 180;
  ctx.setTransform(Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), w / 2, h / 2);
  ctx.translate(-w / 2, -h / 2);
  for (const r of runs) {
    ctx.save();
    ctx.translate(r.x * k, r.y * k);
    if (r.hand) {
      // Pen, not print: a serif italic slanted further, a little larger, in blue-black ink, off the line.
      ctx.transform(1, 0, -0.2, 1, 0, 0);
      ctx.rotate((random() - 0.5) * 0.03);
      ctx.font = `${(r.size * k * 1.12).toFixed(1)}px EvalHand`;
      ctx.fillStyle = '#1c2555';
      let x = 0;
      for (const word of r.text.split(' ')) {
        ctx.fillText(word, x, (random() - 0.5) * 5);
        x += ctx.measureText(`${word} `).width * (0.95 + random() * 0.15);
      }
    } else {
      ctx.font = `${(r.size * k).toFixed(1)}px ${r.sym ? 'EvalSym' : 'EvalSans'}${r.bold ? 'Bold' : ''}`;
      ctx.fillStyle = '#161616';
      ctx.fillText(r.text, 0, 0);
    }
    ctx.restore();
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const image = ctx.getImageData(0, 0, w, h);
  const px = image.data;
  // Paper grain on every pixel, then dust specks.
  for (let i = 0; i < px.length; i += 4) {
    const n = (random() - 0.5) * 16;
    for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, (px[i + c] ?? 0) + n));
  }
  ctx.putImageData(image, 0, 0);
  for (let i = 0; i < 1800; i++) {
    const g = Math.floor(60 + random() * 110);
    ctx.fillStyle = `rgba(${g},${g},${g},${(0.2 + random() * 0.5).toFixed(2)})`;
    const size = 1 + random() * 1.5;
    ctx.fillRect(random() * w, random() * h, size, size);
  }
  return canvas.encodeSync('jpeg', { quality: 85, resolution: SCAN_DPI });
}

/** The PDF of all pages; the page numbers in `scanned` (1-based) as images only. Returns the bytes and the PDF page count. */
async function buildPdf(title: string, pages: string[][], pitch: number, scanned: ReadonlySet<number>): Promise<{ bytes: Buffer; sheets: number; sizes: number[]; offPage: number }> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title, CreationDate: CREATED } });
  const chunks: Buffer[] = [];
  const out = new Promise<Buffer>((resolve, reject) => doc.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject));
  for (const { family, file } of FONTS.filter((f) => f.family.startsWith('EvalSym'))) doc.registerFont(family, file);
  let [sheets, offPage] = [0, 0];
  const sizes: number[] = [];
  pages.forEach((lines, i) => {
    const page = layoutPage(doc, lines, pitch);
    if (page.runs[0]) sizes.push(page.runs[0].size);
    offPage += page.offPage;
    for (let s = 0; s < page.sheets; s++) {
      doc.addPage({ size: 'A4', margin: 0 });
      sheets++;
      const runs = page.runs.filter((r) => r.sheet === s);
      if (scanned.has(i + 1)) doc.image(scanJpeg(runs, hash(`${i + 1}:${s}:${lines.join('\n')}`)), 0, 0, { width: doc.page.width, height: doc.page.height });
      else drawText(doc, runs);
    }
  });
  doc.end();
  return { bytes: await out, sheets, sizes, offPage };
}

/** Character pitch: the widest table line (a line with cells) spans the text width, within 80-120 columns. */
function pitchOf(pages: string[][]): number {
  const tableWidths = pages.flat().filter((l) => cellsOf(l).length > 1).map((l) => l.trimEnd().length);
  return (RIGHT - LEFT) / Math.min(120, Math.max(80, ...tableWidths));
}

const expandTabs = (line: string) => line.replace(/[^\t]*\t/g, (s) => s.slice(0, -1).padEnd(Math.ceil(s.length / 8) * 8));

async function makePack(dir: string): Promise<void> {
  const raw = readFileSync(join(dir, 'document.txt'), 'utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const privateUse = raw.match(/[\uE000-\uF8FF]/g)?.length ?? 0;
  const text = raw.replace(/[\uE000-\uF8FF]/g, (ch) => PUA[ch] ?? '•');
  const pages = text.split('\f').map((p) => p.replace(/^\n/, '').replace(/\n+$/, '').split('\n').map(expandTabs));
  if (pages.length > 1 && pages[pages.length - 1]?.join('').trim() === '') pages.pop();
  const pitch = pitchOf(pages);
  const title = basename(dir);
  const plain = await buildPdf(title, pages, pitch, new Set());
  writeFileSync(join(dir, 'document.pdf'), plain.bytes);
  const note = `${plain.sheets === pages.length ? '' : ` (${plain.sheets} PDF pages: some text pages overflowed)`}${privateUse ? `, ${privateUse} private-use characters drawn as • ☐ ☒ …` : ''}${plain.offPage ? `, WARNING: ${plain.offPage} strings run past the page edge` : ''}`;
  console.log(`${join(dir, 'document.pdf')}: ${pages.length} pages${note}, font ${Math.min(...plain.sizes)}-${Math.max(...plain.sizes)}pt`);
  const scansFile = join(dir, 'scans.json');
  if (!existsSync(scansFile)) return;
  const listed: unknown = (JSON.parse(readFileSync(scansFile, 'utf8')) as { scannedPages?: unknown }).scannedPages;
  if (!Array.isArray(listed) || !listed.every((n) => Number.isInteger(n) && n >= 1 && n <= pages.length)) throw new Error(`${scansFile}: scannedPages must list page numbers 1-${pages.length}`);
  if (listed.length === 0) return;
  const mixed = await buildPdf(title, pages, pitch, new Set(listed as number[]));
  writeFileSync(join(dir, 'mixed.pdf'), mixed.bytes);
  console.log(`${join(dir, 'mixed.pdf')}: pages ${[...new Set(listed)].sort((a, b) => a - b).join(', ')} scanned`);
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node services/analysis-worker/scripts/make-eval-pdf.ts PACK_DIR [PACK_DIR...]');
  process.exit(2);
}
for (const { family, file } of FONTS) {
  if (!existsSync(file)) throw new Error(`font ${file} is missing (apt-get install fonts-liberation fonts-dejavu-core)`);
  GlobalFonts.registerFromPath(file, family);
}
for (const dir of dirs) await makePack(dir);
