// The text layer as real PDFs give it, mended once before any reader sees it:
// - ligatures ("ﬁ") spelled out;
// - tick boxes, whatever glyph a form's symbol font left in the text layer, written as "[X]" / "[ ]";
// - words hyphenated at a line end (soft hyphen U+00AD, hyphen U+2010) joined on the first line;
// - a table read as all its labels then all its answers given back as "label: answer" rows;
// - words split by a stray space ("l and", "con trols", "CERTIF ICATE") joined when the joined word
//   is one the document (or the domain's own vocabulary) uses whole and a piece is no word of it.
// Lines stay lines (tables and items are read by line), so only the words inside them change.
import type { DocumentPage } from '../result.ts';
import { fieldLabelEnd, isLower, leadingNumberLength } from './normalise.ts';

const LIGATURES: Record<string, string> = { '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl' };

// Glyphs that only ever stand for a box: ballot boxes, check marks, and the private-use and Latin-1
// code points that Wingdings boxes become when the symbol font is not applied.
const TICKED_GLYPHS = '\u2612\u2611\u2713\u2714\u2717\u2718\uF0FE\uF0FC\uF078\u00FE';
const EMPTY_GLYPHS = '\u2610\u25A1\u274F\u2751\uF0A8\uF06F\u00A8';
const GLYPH_BOX = new RegExp(`[${TICKED_GLYPHS}${EMPTY_GLYPHS}]`, 'g');

/** A box glyph from a symbol font read as a letter: "£" for an empty Wingdings 2 box, "T" for its tick. */
const WINGDINGS2_EMPTY = /(^|\s)\u00A3(?=\s+[A-Za-z0-9])/g;
const WINGDINGS2_TICK = /(?<!\S)T(?=\s\d{1,3}\s[a-z])/g;
/** ZapfDingbats: "4" is a tick and "o" an empty box, each just before an answer word ("o Yes 4 No"). */
const DINGBAT_PAIR = /(^|\s)([o4])\s+(Yes|No|N\/A)\b(\s+)([o4])\s+(Yes|No|N\/A)\b/g;

// A soft or hard hyphen after a letter; the next line's word then starts in lower case (LEADING_WORD).
const HYPHEN_END = /(?<=[A-Za-z])[-\u00AD\u2010]\s*$/;
const LEADING_WORD = /^(\s*)([a-z]+)([^\s]*)\s?/;

/** Words of a domain vocabulary that a form's split words often are, when the document never spells them whole. */
const DOMAIN_WORDS = [
  'land', 'lands', 'certificate', 'certificates', 'controls', 'control', 'statement', 'statements', 'planning',
  'development', 'heritage', 'acquisition', 'easement', 'easements', 'covenant', 'covenants', 'restriction',
  'restrictions', 'contamination', 'contaminated', 'subsidence', 'bushfire', 'flood', 'overlay', 'overlays',
  'vendor', 'purchaser', 'property', 'zoning', 'insulation', 'asbestos', 'notices', 'orders', 'section',
  'conditions', 'condition', 'information', 'affected', 'affecting', 'designated', 'prone', 'reserved',
  'schedule', 'contract', 'particulars', 'mortgage', 'caveat', 'owners', 'corporation', 'levy', 'levies',
  'title', 'folio', 'plan', 'council', 'water', 'rates', 'valuation', 'building', 'permit', 'approval',
];
const DOMAIN = new Set(DOMAIN_WORDS);
const WORD = /[A-Za-z]+/g;
const STANDALONE_LETTERS = new Set(['a', 'i']);

/** How often each word (lower case) stands whole in the text. */
function vocabulary(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of texts) for (const m of t.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/** How often each word stands in a pair ("con trols") whose letters joined make a word known whole. */
function joinablePieces(texts: readonly string[], whole: Map<string, number>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of texts) for (const m of t.matchAll(/\b([A-Za-z]+) (?=([A-Za-z]+)\b)/g)) {
    const a = m[1] as string;
    const b = m[2] as string;
    const joined = (a + b).toLowerCase();
    if (!DOMAIN.has(joined) && !whole.has(joined)) continue;
    for (const piece of [a, b]) counts.set(piece.toLowerCase(), (counts.get(piece.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}

interface Lexicon {
  whole: Map<string, number>;
  inPairs: Map<string, number>;
}

/** A piece that is no word of this document: a lone letter, or letters never seen but in pairs that join into a word. */
function isPiece(lex: Lexicon, piece: string): boolean {
  const w = piece.toLowerCase();
  if (w.length === 1) return !STANDALONE_LETTERS.has(w);
  return (lex.whole.get(w) ?? 0) <= (lex.inPairs.get(w) ?? 0);
}

function knownWhole(lex: Lexicon, word: string): boolean {
  const w = word.toLowerCase();
  return DOMAIN.has(w) || (lex.whole.get(w) ?? 0) > 0;
}

/** Same case throughout, or a capital then lower case: the shapes one printed word has. */
const oneWordShape = (a: string, b: string): boolean =>
  (a === a.toUpperCase() && b === b.toUpperCase()) || (b === b.toLowerCase() && (a === a.toLowerCase() || /^[A-Z][a-z]*$/.test(a)));

export function joinSplitWords(line: string, lex: Lexicon): string {
  // Walk the words left to right so "Vendor Stat ement" pairs "Stat" with "ement", not with "Vendor".
  const parts = line.split(/(\s+)/);
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const a = parts[i] as string;
    const b = parts[i + 2] as string;
    if (parts[i + 1] !== ' ' || !/^[A-Za-z]+$/.test(a) || !/^[A-Za-z]+/.test(b)) continue;
    const bWord = /^[A-Za-z]+/.exec(b)?.[0] as string;
    if (!oneWordShape(a, bWord) || !(isPiece(lex, a) || isPiece(lex, bWord)) || !knownWhole(lex, a + bWord)) continue;
    parts.splice(i, 3, a + b);
    i -= 2;
  }
  return parts.join('');
}

function mendBoxes(line: string, wingdings2: boolean): string {
  let out = line.replace(GLYPH_BOX, (g) => (TICKED_GLYPHS.includes(g) ? '[X]' : '[ ]'));
  out = out.replace(WINGDINGS2_EMPTY, '$1[ ]');
  if (wingdings2) out = out.replace(WINGDINGS2_TICK, '[X]');
  return out.replace(DINGBAT_PAIR, (_m, lead: string, b1: string, w1: string, gap: string, b2: string, w2: string) =>
    b1 === b2 ? _m : `${lead}${b1 === '4' ? '[X]' : '[ ]'} ${w1}${gap}${b2 === '4' ? '[X]' : '[ ]'} ${w2}`,
  );
}

/** A gap this wide after this much of a line sets a side column (a margin note, a letterhead block) apart. */
const SIDE_GAP = ' '.repeat(8);
const SIDE_FROM = 40;

interface SideCell {
  left: string;
  right: string;
  /** The column the side cell starts at. */
  at: number;
}

function sideCell(line: string): SideCell | null {
  const gap = line.indexOf(SIDE_GAP, SIDE_FROM);
  if (gap < 0) return null;
  const left = line.slice(0, gap).trimEnd();
  const right = line.slice(gap).trim();
  const at = line.length - line.slice(gap).trimStart().length;
  // Prose on the left (several words), words on the right: not a table's label and its figure.
  // The left is one cell of prose (eight words or more, no column gap, some lower case); the right is
  // no answer to it (a box, a figure).
  const boxed = [...TICKED_GLYPHS, ...EMPTY_GLYPHS, '['].some((c) => right.includes(c));
  if (boxed || left.includes('   ') || left === left.toUpperCase() || left.trim().split(' ').length < 8 || right === '' || right.toLowerCase() === right.toUpperCase() || isFigure(right)) return null;
  return { left, right, at };
}

/**
 * Two columns a PDF gives line by line ("... in favour of Manning-        Statement prepared by" /
 * "ham City Council ...        Ref 26/0412"): where two lines or more carry a side cell starting at
 * the same column, the side cells are lifted out and set after the run, so the prose reads on.
 */
export function liftSideColumn(lines: readonly string[]): string[] {
  const cells = lines.map(sideCell);
  const aligned = (a: SideCell | null | undefined, b: SideCell | null | undefined): boolean => !!a && !!b && Math.abs(a.at - b.at) <= 3;
  // A run of lines with side cells at one column is a side column when its prose goes on from line to
  // line (a line starting in lower case), which a schedule's item labels, each whole, never do.
  const lifting = new Set<number>();
  for (let i = 0; i < lines.length; ) {
    let j = i + 1;
    while (aligned(cells[i], cells[j])) j++;
    const goesOn = cells.slice(i + 1, j).some((c, k) => isLower((c?.left ?? '').trimStart()[0]) || ['-', ','].includes((cells[i + k]?.left ?? '').trimEnd().slice(-1)));
    if (j - i >= 2 && goesOn) for (let k = i; k < j; k++) lifting.add(k);
    i = j;
  }
  const out: string[] = [];
  let lifted: string[] = [];
  lines.forEach((line, i) => {
    const cell = cells[i];
    if (cell && lifting.has(i)) {
      out.push(cell.left);
      lifted.push(cell.right);
      return;
    }
    out.push(...lifted, line);
    lifted = [];
  });
  return [...out, ...lifted];
}

/** Joins a word hyphenated across a line end onto the first line; the rest of the next line stays. */
function joinHyphenated(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i] as string;
    if (!HYPHEN_END.test(line)) continue;
    const next = out[i + 1] as string;
    const m = LEADING_WORD.exec(next);
    if (!m) continue;
    out[i] = line.replace(HYPHEN_END, '') + (m[2] as string) + (m[3] as string);
    out[i + 1] = (m[1] as string) + next.slice(m[0].length);
  }
  return out;
}

const ANSWER_ONLY = /^\s*(?:yes|no|n\/a|not applicable|nil|none)\.?\s*$/i;
const LABEL_ONLY = /^\s*(?:\d{1,2}[.)]?\s+)?[A-Za-z][^.?!:]{2,80}$/;

/**
 * A ruled table extracted column by column gives all its labels, then all its answers ("Bush fire prone
 * land / Flood controls / Yes / No"). Each label is given its answer on its own line again ("label: Yes").
 */
export function pairLabelsWithAnswers(lines: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let labels = 0;
    while (i + labels < lines.length && LABEL_ONLY.test(lines[i + labels] as string) && !ANSWER_ONLY.test(lines[i + labels] as string)) labels++;
    let answers = 0;
    while (i + labels + answers < lines.length && ANSWER_ONLY.test(lines[i + labels + answers] as string)) answers++;
    if (labels >= 2 && answers === labels) {
      for (let k = 0; k < labels; k++) out.push(`${(lines[i + k] as string).trimEnd()}: ${(lines[i + labels + k] as string).trim()}`);
      i += labels + answers;
      continue;
    }
    // A form's labels with their colons, one a line, then as many values one a line ("Finance Amount:" /
    // "Financier:" / "$572,000.00" / "Suncorp Bank"), the values ended by a blank line, a note or a label.
    const colonLabels = runOf(lines, i, isColonLabel);
    const values = runOf(lines, i + colonLabels, isValueLine);
    const after = lines[i + colonLabels + values];
    if (colonLabels >= 2 && values === colonLabels && (after === undefined || after.trim() === '' || after.trim().startsWith('(') || isColonLabel(after) || isFilledLabel(after) || isCapitalsTitle(after))) {
      for (let k = 0; k < colonLabels; k++) out.push(`${(lines[i + k] as string).trimEnd()} ${(lines[i + colonLabels + k] as string).trim()}`);
      i += colonLabels + values;
      continue;
    }
    const step = Math.max(1, labels);
    for (let k = 0; k < step; k++) out.push(lines[i + k] as string);
    i += step;
  }
  return out;
}

function runOf(lines: readonly string[], from: number, test: (line: string) => boolean): number {
  let n = 0;
  while (from + n < lines.length && test(lines[from + n] as string)) n++;
  return n;
}

/** "Finance Amount:", "Deposit Holder's Trust Account:": a short label whose value is not on its line. */
function isColonLabel(line: string): boolean {
  const t = line.trim();
  return t.endsWith(':') && t.length <= 60 && t.split(' ').length <= 6 && !t.startsWith('(');
}

/** "Special contributions: see special condition 2": the next field, label and value on one line. */
function isFilledLabel(line: string): boolean {
  return fieldLabelEnd(line.trim()) > 0;
}

/** A value alone on its line: an amount, a date, a name; not a label, note or sentence of prose. */
function isValueLine(line: string): boolean {
  const t = line.trim();
  return t !== '' && t.length <= 80 && !t.endsWith(':') && !t.startsWith('(') && !t.endsWith('.') && !isFilledLabel(t);
}

function isCapitalsTitle(line: string): boolean {
  const t = line.trim();
  return t.length >= 4 && t === t.toUpperCase() && t !== t.toLowerCase();
}

/** A column heading of a ruled table: a few capitalised words ("Authority", "Interest (if any)"). */
const COLUMN_HEADING = /^[A-Z][A-Za-z'()/&. -]{1,29}$/;
/** A cell holding a figure: an amount, a date or a reference number ("$1,126.50", "22/08/2019", "20190822/0193"). */
const FIGURE_CELL = /^\$?\s?\d[\d,./-]*$/;

/** The table's cells from `from`: each line, or where blank lines set the cells apart, each run of lines. */
function cellsFrom(lines: readonly string[], from: number, count: number, spaced: boolean): { text: string; end: number }[] {
  const cells: { text: string; end: number }[] = [];
  let k = from;
  let blanks = 0;
  while (cells.length < count && k < lines.length) {
    if ((lines[k] as string).trim() === '') {
      // Cells are set apart by a blank line or two; more ends the table.
      if (++blanks > 2) break;
      k++;
      continue;
    }
    blanks = 0;
    const parts: string[] = [];
    while (k < lines.length && (lines[k] as string).trim() !== '') {
      parts.push((lines[k] as string).trim());
      k++;
      if (!spaced) break;
    }
    cells.push({ text: parts.join(' '), end: k });
  }
  return cells;
}

const isFigure = (cell: string): boolean => FIGURE_CELL.test(cell) || ANSWER_ONLY.test(cell);

/**
 * A ruled table extracted one cell at a time: its column headings ("Permit number / Date issued /
 * Description"), then each row's cells in the same order, one per line or set apart by blank lines.
 * Each row is given back on one line, its cells two spaces apart, as a text PDF's table row reads. A
 * row holds a figure (an amount, a date, a number) in the columns where the first row has one.
 */
export function joinCellRows(lines: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    if ((lines[i] as string).trim() === '' || !COLUMN_HEADING.test((lines[i] as string).trim())) {
      out.push(lines[i] as string);
      i++;
      continue;
    }
    const spaced = (lines[i + 1] ?? '').trim() === '';
    const heads = cellsFrom(lines, i, 7, spaced);
    let n = 0;
    while (n < heads.length && COLUMN_HEADING.test((heads[n] as { text: string }).text) && !ANSWER_ONLY.test((heads[n] as { text: string }).text)) n++;
    const names = heads.slice(0, n).map((h) => h.text);
    const after = n >= 2 ? (heads[n - 1] as { end: number }).end : lines.length;
    // A heading split over two lines ("Easement" / "Reference") reads as one column too many: the
    // reading with the heading's two shortest neighbours joined is taken when it gives more rows.
    const joined = n >= 3 ? joinShortestPair(names) : null;
    const plain = n >= 2 ? tableRows(lines, after, n, spaced) : { rows: [], next: after };
    const merged = joined ? tableRows(lines, after, n - 1, spaced) : null;
    const [columns, table] = merged && joined && merged.rows.length > plain.rows.length ? [joined, merged] : [names, plain];
    if (table.rows.length === 0) {
      out.push(lines[i] as string);
      i++;
      continue;
    }
    out.push(columns.join('  '), ...table.rows.map((r) => r.join('  ')));
    i = table.next;
  }
  return out;
}

/** The rows of `n` cells from `from`: each with a figure where the first row has one. */
function tableRows(lines: readonly string[], from: number, n: number, spaced: boolean): { rows: string[][]; next: number } {
  const rows: string[][] = [];
  let figures: boolean[] | null = null;
  let next = from;
  for (;;) {
    const cells = cellsFrom(lines, next, n, spaced);
    const texts = cells.map((c) => c.text);
    const kinds = texts.map(isFigure);
    const fits = figures === null ? kinds.some(Boolean) && !kinds.every(Boolean) : figures.every((f, k) => !f || kinds[k]);
    if (cells.length !== n || !fits) break;
    figures ??= kinds;
    rows.push(texts);
    next = (cells[n - 1] as { end: number }).end;
  }
  return { rows, next };
}

function joinShortestPair(names: string[]): string[] {
  let at = 0;
  for (let k = 1; k < names.length - 1; k++) {
    if ((names[k] as string).length + (names[k + 1] as string).length < (names[at] as string).length + (names[at + 1] as string).length) at = k;
  }
  return [...names.slice(0, at), `${names[at]} ${names[at + 1]}`, ...names.slice(at + 2)];
}

/** Mends every page's text layer (see the file comment); page numbers are kept. */
interface PlacedCell {
  at: number;
  text: string;
}

/** A line's cells (set apart by three spaces or more) with the column each starts at. */
function placedCells(line: string): PlacedCell[] {
  const out: PlacedCell[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && line[i] === ' ') i++;
    if (i >= line.length) break;
    const gap = line.indexOf('   ', i);
    const end = gap < 0 ? line.length : gap;
    out.push({ at: i, text: line.slice(i, end).trimEnd() });
    i = end;
  }
  return out;
}

/** Where an item's words start after its number ("1.2 Easement …": the column of "Easement"), else its start. */
function textStart(cell: PlacedCell): number {
  let i = leadingNumberLength(cell.text);
  if (i === 0 || cell.text[i] !== ' ') return cell.at;
  while (cell.text[i] === ' ') i++;
  return cell.at + i;
}

/** A schedule's item row: its number and words, then a Yes or No cell (the particulars may follow). */
function isAnsweredItemRow(cells: readonly PlacedCell[]): boolean {
  const first = cells[0];
  return cells.length >= 2 && first !== undefined && textStart(first) !== first.at && cells.slice(1).some((c) => ['yes', 'no'].includes(c.text.toLowerCase()));
}

/**
 * A table whose cells wrap onto the lines under their row (a schedule's "ITEM   YES/NO   PARTICULARS",
 * the item's words hung under its number and the particulars run down their column) given back a row a
 * line, each cell whole: a line under an item's answered row whose every cell starts at one of the row's
 * cell columns, and none at the row's own first column (that starts the next row), goes on the row.
 */
export function joinWrappedRows(lines: readonly string[]): string[] {
  const out: string[] = [];
  let row: PlacedCell[] | null = null;
  // The row as the text gave it, kept when nothing wrapped under it.
  let rowLine = '';
  let merged = false;
  const flush = (): void => {
    if (row) out.push(merged ? ' '.repeat(row[0]?.at ?? 0) + row.map((c) => c.text).join('   ') : rowLine);
    row = null;
    merged = false;
  };
  for (const line of lines) {
    const cells = placedCells(line);
    if (row && cells.length > 0) {
      const current: PlacedCell[] = row;
      const first = current[0] as PlacedCell;
      const columnOf = (cell: PlacedCell): number => current.findIndex((c, k) => Math.abs(cell.at - c.at) <= 1 && !(k === 0 && cell.at === first.at) || (k === 0 && Math.abs(cell.at - textStart(first)) <= 1 && textStart(first) !== first.at));
      const columns = cells.map(columnOf);
      if (!cells.some((c) => c.at === first.at) && columns.every((k) => k >= 0)) {
        cells.forEach((c, n) => {
          const target = current[columns[n] as number] as PlacedCell;
          target.text = `${target.text} ${c.text}`;
        });
        merged = true;
        continue;
      }
    }
    flush();
    if (isAnsweredItemRow(cells)) {
      row = cells;
      rowLine = line;
    } else out.push(line);
  }
  flush();
  return out;
}

/** A run of dots this long between a label and its amount is a leader, drawn to guide the eye. */
const LEADER_DOTS = 4;

/**
 * "Water service charge  ..........  $82.37": a notice's dot leaders set its label and amount apart as
 * a table's gap does. They become spaces (the same length, so quotes and offsets keep their places).
 */
export function withoutDotLeaders(line: string): string {
  if (!line.includes('....')) return line;
  let out = '';
  let i = 0;
  while (i < line.length) {
    let j = i;
    while (line[j] === '.') j++;
    const run = j - i;
    if (run >= LEADER_DOTS && (i === 0 || line[i - 1] === ' ') && (j === line.length || line[j] === ' ')) {
      out += ' '.repeat(run);
      i = j;
    } else if (run > 0) {
      out += line.slice(i, j);
      i = j;
    } else {
      out += line[i];
      i++;
    }
  }
  return out;
}

/**
 * "| BP 7104/2022   | 03/03/2022    | Owner-builder extension |": a ruled table's column rules, set apart
 * by spaces, become spaces (the same length), so its cells read as a space-aligned table's do.
 */
export function withoutRules(line: string): string {
  if (!line.includes('|')) return line;
  const out = line.split('');
  for (let i = 0; i < out.length; i++) {
    const before = out[i - 1];
    const after = out[i + 1];
    if (out[i] === '|' && (before === undefined || before === ' ') && (after === undefined || after === ' ')) out[i] = ' ';
  }
  return out.join('');
}

export function mendPages(pages: readonly DocumentPage[]): DocumentPage[] {
  const unligatured = pages.map((p) => p.text.replace(/[\uFB00-\uFB04]/g, (c) => LIGATURES[c] as string));
  const texts = unligatured.map((t) => joinWrappedRows(joinCellRows(pairLabelsWithAnswers(joinHyphenated(liftSideColumn(t.split('\n')))))).join('\n').replace(/\u00AD/g, ''));
  // "T" is a tick only in a document whose other boxes are Wingdings 2's "£".
  const wingdings2 = texts.some((t) => /(^|\s)\u00A3\s+[A-Za-z0-9]/m.test(t));
  const whole = vocabulary(texts);
  const lex: Lexicon = { whole, inPairs: joinablePieces(texts, whole) };
  return pages.map((p, i) => ({
    ...p,
    text: (texts[i] as string)
      .split('\n')
      .map((line) => joinSplitWords(mendBoxes(withoutRules(withoutDotLeaders(line)), wingdings2), lex))
      .join('\n'),
  }));
}
