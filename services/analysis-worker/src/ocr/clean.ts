import { CELL_SEPARATOR } from '../extract/pdf-lines.ts';

/** The parts of tesseract's block tree that cleaning reads. */
export interface OcrWord {
  text: string;
  confidence: number;
  /** Where the word is on the page image, in pixels (tesseract.js's shape; the TSV's boxes are mapped to it). */
  bbox?: { x0: number; y0: number; x1: number; y1: number };
}
export interface OcrBlock {
  paragraphs: { lines: { words: OcrWord[] }[] }[];
}

const alnum = (s: string) => (s.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * Scans carry specks, shadows and edges that OCR reads as stray marks at the ends of lines
 * (": PRICE: $985,000.00 : ; HE"). Such a word is short, unsure or has no letters/digits; dropping
 * it from a line's ends (never from its middle) keeps lines starting with their real first word,
 * which is what label parsers downstream look for.
 */
export function isEdgeNoise(word: OcrWord): boolean {
  const text = word.text.trim();
  if (!text) return true;
  if (alnum(text) === 0) return true;
  return text.length <= 3 && !/\d/.test(text) && word.confidence < 75;
}

/**
 * OCR reads specks over letters as accents ("rélease", "deposît"). Property documents here are
 * English, so accents are folded away: label and keyword patterns then match as in a text PDF.
 */
export const foldAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** A gap wider than this many word heights separates table columns, not words. */
const COLUMN_GAP = 1.0;
/** Cell starts within this many word heights are one column. */
const ALIGN = 0.75;
/** A line starting less than this many word heights below a row can be the row's wrapped cells. */
const WRAP_STEP = 1.6;

interface Cell {
  x0: number;
  text: string;
}

interface Row {
  cells: Cell[];
  top: number;
  bottom: number;
  height: number;
  /** The row opens a paragraph of tesseract's. */
  opensParagraph: boolean;
}

/** A line's words split into cells where the gap between two words is a table's column gap. */
function rowOf(words: OcrWord[], opensParagraph: boolean): Row {
  const boxes = words.map((w) => w.bbox).filter((b) => b !== undefined);
  const height = boxes.length === words.length ? Math.max(...boxes.map((b) => b.y1 - b.y0)) : 0;
  const cells: Cell[] = [];
  words.forEach((word, i) => {
    const before = words[i - 1]?.bbox;
    const gap = before && word.bbox && height > 0 ? word.bbox.x0 - before.x1 : 0;
    const cell = cells[cells.length - 1];
    if (!cell || gap > COLUMN_GAP * height) cells.push({ x0: word.bbox?.x0 ?? 0, text: word.text });
    else cell.text += ` ${word.text}`;
  });
  return {
    cells,
    top: height > 0 ? Math.min(...boxes.map((b) => b.y0)) : 0,
    bottom: height > 0 ? Math.max(...boxes.map((b) => b.y1)) : 0,
    height,
    opensParagraph,
  };
}

/**
 * A line right under a table row whose cells all start at the row's column starts, leaving its first
 * column empty, is the row's cells wrapped onto a second line ("E-1   DRAINAGE AND ..." over
 * "SEWERAGE   WATER LIMITED"), whatever paragraphs tesseract made of them. Returns the row's cell
 * each of the line's cells continues, or null.
 */
function wrappedInto(row: Row, line: Row): Cell[] | null {
  if (row.cells.length < 3 || row.height === 0 || line.height === 0) return null;
  if (line.top - row.bottom > WRAP_STEP * row.height || line.top < row.bottom - row.height / 2) return null;
  const tolerance = ALIGN * Math.max(row.height, line.height);
  const targets = line.cells.map((cell) => row.cells.findIndex((c) => Math.abs(c.x0 - cell.x0) <= tolerance));
  return targets.every((i) => i > 0) ? targets.map((i) => row.cells[i] as Cell) : null;
}

/**
 * The engine's mean confidence (0-100) over the words it read on a page (specks aside): how sure it
 * was of the page as a whole, shown with a quote read from a scan. 0 when it read no word.
 */
export function meanConfidence(blocks: OcrBlock[]): number {
  const scores = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)))
    .filter((word) => !isEdgeNoise(word) && word.confidence >= 0)
    .map((word) => word.confidence);
  if (scores.length === 0) return 0;
  return Math.max(0, Math.min(100, Math.round(scores.reduce((sum, c) => sum + c, 0) / scores.length)));
}

/**
 * Lines of a page in reading order, with a cell separator between a scanned table's cells, so it
 * reads as a text PDF's table does ("E-1   DRAINAGE AND SEWERAGE   2.00   THIS PLAN   BANYULE ...").
 */
export function blocksToText(blocks: OcrBlock[]): string {
  const rows: Row[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      let first = true;
      for (const line of paragraph.lines) {
        const words = [...line.words];
        while (words.length && isEdgeNoise(words[0]!)) words.shift();
        while (words.length && isEdgeNoise(words[words.length - 1]!)) words.pop();
        if (!words.length) continue;
        const row = rowOf(words, first);
        first = false;
        const previous = rows[rows.length - 1];
        const into = previous ? wrappedInto(previous, row) : null;
        if (previous && into) {
          row.cells.forEach((cell, i) => {
            (into[i] as Cell).text += ` ${cell.text}`;
          });
          previous.bottom = Math.max(previous.bottom, row.bottom);
          continue;
        }
        rows.push(row);
      }
    }
  }
  return rows
    .map((row, i) => (i > 0 && row.opensParagraph ? '\n' : '') + foldAccents(row.cells.map((c) => c.text).join(CELL_SEPARATOR)))
    .join('\n');
}
