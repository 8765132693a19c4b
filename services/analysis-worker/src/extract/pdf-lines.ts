/** The parts of a pdf.js text item that layout needs. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, e, f]: e/f are the baseline origin, d (or a) ~ the font size. */
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

interface Piece {
  str: string;
  x: number;
  y: number;
  right: number;
  size: number;
  /** Position in the content stream (the order the page draws its text). */
  order: number;
}

interface Line {
  y: number;
  size: number;
  pieces: Piece[];
}

/** One table row (or plain line): cells left to right, each with the text of every line it wraps over. */
interface Row {
  /** Each cell's start, the text of its lines, and where its last line ends. */
  cells: { x: number; parts: string[]; right: number }[];
  /** Baseline of the last physical line merged into the row, and its stream order range. */
  lastY: number;
  size: number;
  firstOrder: number;
  lastOrder: number;
}

/** Cells are separated by this many spaces, as space-aligned text tables read. */
export const CELL_SEPARATOR = '   ';
/** A horizontal gap wider than this many font sizes separates columns, not words. */
const COLUMN_GAP = 0.9;
/** Lines closer than this many font sizes are the lines of one paragraph or one wrapped cell. */
const LINE_STEP = 1.45;
/** Column starts within this many points are the same column. */
const ALIGN = 2;

/**
 * Joins positioned text items into lines the way a reader sees them: items whose baselines lie
 * within ~half a font size are one line (sorted left to right); lines run top to bottom; a gap
 * wider than a space becomes a space, a gap of about a character or more (table columns) becomes
 * a cell separator. Table cells that wrap onto further lines are joined back into their row: a
 * line right under a multi-column line, whose pieces all start at that row's column starts, and
 * that either was drawn in the middle of the row (the page draws cell by cell) or leaves the first
 * column empty, continues the row's cells — so "Vendor's / representative" or a lender's name
 * broken over two lines of its cell reads as one row, as in a text export. A vertical gap larger
 * than ~1.8 lines becomes a blank line so paragraphs and headings stay apart.
 */
export function itemsToText(items: readonly PositionedText[]): string {
  const pieces: Piece[] = [];
  items.forEach((item, order) => {
    // Whitespace-only items only span gaps; the gap itself is measured from the real text.
    if (!item.str || item.str.trim() === '') return;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), item.height, 1);
    pieces.push({ str: item.str, x: e, y: f, right: e + item.width, size, order });
  });
  // Top of page first (pdf y grows upwards), then left to right.
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);

  const lines: Line[] = [];
  for (const piece of pieces) {
    const line = lines.find((l) => Math.abs(l.y - piece.y) <= Math.min(l.size, piece.size) * 0.5);
    if (line) {
      line.pieces.push(piece);
      line.size = Math.max(line.size, piece.size);
    } else {
      lines.push({ y: piece.y, size: piece.size, pieces: [piece] });
    }
  }
  lines.sort((l, m) => m.y - l.y);
  // Where the page's text ends on the right: a cell's line that stops well short of it, or of the next
  // cell, did not wrap.
  const pageRight = Math.max(...pieces.map((p) => p.right));

  // Rows as built, each with whether a blank line (a paragraph gap) comes before it.
  const built: { row: Row; gapBefore: boolean }[] = [];
  let row: Row | undefined;
  let gapBefore = false;
  let previous: { y: number; size: number } | undefined;
  for (const line of lines) {
    const cells = splitCells(line.pieces);
    if (row && continuesRow(row, line, cells, pageRight)) {
      for (const cell of cells) {
        const into = row.cells.find((c) => Math.abs(c.x - cell.x) <= ALIGN);
        into?.parts.push(cell.text);
        if (into) into.right = cell.right;
      }
      row.lastY = line.y;
      row.firstOrder = Math.min(row.firstOrder, ...line.pieces.map((p) => p.order));
      row.lastOrder = Math.max(row.lastOrder, ...line.pieces.map((p) => p.order));
      previous = line;
      continue;
    }
    if (row) built.push({ row, gapBefore });
    gapBefore = !!previous && previous.y - line.y > 1.8 * Math.max(previous.size, line.size);
    const orders = line.pieces.map((p) => p.order);
    row = {
      cells: cells.map((c) => ({ x: c.x, parts: [c.text], right: c.right })),
      lastY: line.y,
      size: line.size,
      firstOrder: Math.min(...orders),
      lastOrder: Math.max(...orders),
    };
    previous = line;
  }
  if (row) built.push({ row, gapBefore });
  // A row set in from the page's left edge keeps its indent as spaces (about half a font size each), as a
  // text export does: a value column's continuation lines, a list under a label, stay in their column.
  const pageLeft = Math.min(...pieces.map((p) => p.x));
  const out: string[] = [];
  const lifted = new Set<Row>();
  for (const { row: r, gapBefore: gap } of liftSideColumn(built, lifted)) {
    if (gap) out.push('');
    // (A side column lifted out after its paragraph starts its own lines.)
    const indent = lifted.has(r) ? 0 : Math.round(((r.cells[0]?.x ?? pageLeft) - pageLeft) / (r.size * 0.5));
    out.push((indent >= INDENT_MIN ? ' '.repeat(indent) : '') + rowText(r));
  }
  return out.join('\n').replace(/(?<![ \t])[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}

/** An indent of fewer character widths than this is the page's own ragged margin, not a column. */
const INDENT_MIN = 4;

/** A side cell is this far right of the line's first cell at least (points), so a table's label and answer stay a row. */
const SIDE_FROM = 200;
/** Prose on the left has this many words at least. */
const PROSE_WORDS = 8;

/** The side cell of a row: a second and last cell, set well right of a cell of prose, holding words (not a figure or a box). */
function sideCellOf(row: Row): { x: number; text: string } | null {
  if (row.cells.length !== 2) return null;
  const [left, right] = row.cells as [Row['cells'][number], Row['cells'][number]];
  const prose = left.parts.join(' ');
  const side = right.parts.join(' ').trim();
  if (right.x - left.x < SIDE_FROM || prose.split(' ').length < PROSE_WORDS || prose === prose.toUpperCase()) return null;
  if (side.toLowerCase() === side.toUpperCase() || /^[\s$\d.,%/()-]*$/.test(side.replace(/[A-Za-z]{0,3}$/, '')) || side.includes('[') || /[\u2610-\u2612]/.test(side)) return null;
  return { x: right.x, text: side };
}

/**
 * Two columns a page sets side by side, prose and a margin note or a letterhead block, come out of the
 * page line by line, the note's words inside the prose's sentences. Where two rows or more carry a
 * side cell at the same x, the side cells are lifted out and set after the paragraph (a blank line
 * apart), so the prose reads on and the note reads whole, as the engine's own mend does for text.
 */
function liftSideColumn(rows: readonly { row: Row; gapBefore: boolean }[], lifted: Set<Row> = new Set()): { row: Row; gapBefore: boolean }[] {
  const sides = rows.map(({ row }) => sideCellOf(row));
  // A run: consecutive rows with side cells at the same x. It is a side column when its prose goes on
  // from one row to the next (a row starting in lower case), which a table's labels, each whole, never do.
  const lifting = new Set<number>();
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (sides[i] && sides[j] && Math.abs((sides[j] as { x: number }).x - (sides[i] as { x: number }).x) <= ALIGN) j++;
    const goesOn = rows
      .slice(i + 1, j)
      .some(({ row }, k) => /^[a-z]/.test(row.cells[0]?.parts[0] ?? '') || ['-', ','].includes((rows[i + k]?.row.cells[0]?.parts.join(' ') ?? '').trimEnd().slice(-1)));
    if (j - i >= 2 && goesOn) for (let k = i; k < j; k++) lifting.add(k);
    i = j;
  }
  const out: { row: Row; gapBefore: boolean }[] = [];
  let held: Row[] = [];
  const flush = (): void => {
    for (const [k, row] of held.entries()) {
      lifted.add(row);
      out.push({ row, gapBefore: k === 0 });
    }
    held = [];
  };
  rows.forEach((entry, i) => {
    if (entry.gapBefore) flush();
    if (lifting.has(i)) {
      const [left, right] = entry.row.cells as [Row['cells'][number], Row['cells'][number]];
      out.push({ row: { ...entry.row, cells: [left] }, gapBefore: entry.gapBefore });
      held.push({ ...entry.row, cells: [right] });
      return;
    }
    out.push(entry);
  });
  flush();
  return out;
}

/** A wrapped line stops within this many font sizes of the edge it wrapped at (a long word or two). */
const WRAP_SLACK = 14;

function continuesRow(row: Row, line: Line, cells: { x: number; text: string }[], pageRight: number): boolean {
  if (row.cells.length < 2) return false;
  const step = row.lastY - line.y;
  if (step <= 0 || step > LINE_STEP * Math.max(row.size, line.size)) return false;
  if (!cells.every((cell) => row.cells.some((c) => Math.abs(c.x - cell.x) <= ALIGN))) return false;
  // Drawn between the row's own pieces: the page wrote this cell's second line before the next cell.
  const interleaved = line.pieces.some((p) => p.order < row.lastOrder && p.order > row.firstOrder);
  if (interleaved) return true;
  const firstColumnEmpty = !cells.some((cell) => Math.abs(cell.x - row.cells[0]!.x) <= ALIGN);
  // Lines under a cell that each stop well short of its edge are items one a line (names, overlays),
  // not one cell's text wrapped: only a cell that ran to its edge goes on.
  return firstColumnEmpty && cells.every((cell) => ranToEdge(row, cell.x, pageRight, line.size));
}

function ranToEdge(row: Row, x: number, pageRight: number, size: number): boolean {
  const i = row.cells.findIndex((c) => Math.abs(c.x - x) <= ALIGN);
  const cell = row.cells[i];
  if (!cell) return false;
  const edge = row.cells[i + 1]?.x ?? pageRight;
  return edge - cell.right <= WRAP_SLACK * size;
}

const BULLET = /^[\u2022\u25AA\u25E6\u2023\u2043*-]$/;

function rowText(row: Row): string {
  const cells = row.cells.map((c) => c.parts.join(' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  // A list bullet set in its own column belongs to its item: "\u2022 the zoning ...".
  return cells.reduce((text, cell, i) => (i === 0 ? cell : text + (BULLET.test(cells[i - 1]!) ? ' ' : CELL_SEPARATOR) + cell), '');
}

/** Splits one line's pieces into cells at column-wide gaps; words within a cell get one space. */
function splitCells(pieces: Piece[]): { x: number; text: string; right: number }[] {
  pieces.sort((p, q) => p.x - q.x);
  const cells: { x: number; text: string; right: number }[] = [];
  let right: number | undefined;
  for (const piece of pieces) {
    const cell = cells[cells.length - 1];
    const gap = right === undefined ? Infinity : piece.x - right;
    if (!cell || gap > piece.size * COLUMN_GAP) {
      cells.push({ x: piece.x, text: piece.str.trim(), right: piece.right });
    } else {
      cell.right = Math.max(cell.right, piece.right);
      const needsSpace = gap > piece.size * 0.15 && !/\s$/.test(cell.text) && !/^\s/.test(piece.str);
      cell.text += (needsSpace ? ' ' : '') + piece.str;
      cell.text = cell.text.trimEnd();
    }
    right = Math.max(right ?? -Infinity, piece.right);
  }
  return cells;
}
