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
}

/**
 * Joins positioned text items into lines the way a reader sees them: items whose baselines lie
 * within ~half a font size are one line (sorted left to right); lines run top to bottom; a gap
 * wider than a space becomes a space, a gap of several characters (table columns) two spaces; a
 * vertical gap larger than ~1.8 lines becomes a blank line so paragraphs and headings stay apart.
 */
export function itemsToText(items: readonly PositionedText[]): string {
  const pieces: Piece[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), item.height, 1);
    pieces.push({ str: item.str, x: e, y: f, right: e + item.width, size });
  }
  // Top of page first (pdf y grows upwards), then left to right.
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);

  const lines: { y: number; size: number; pieces: Piece[] }[] = [];
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

  const out: string[] = [];
  let previous: { y: number; size: number } | undefined;
  for (const line of lines) {
    if (previous && previous.y - line.y > 1.8 * Math.max(previous.size, line.size)) out.push('');
    out.push(joinLine(line.pieces));
    previous = line;
  }
  return out.join('\n').replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}

function joinLine(pieces: Piece[]): string {
  pieces.sort((p, q) => p.x - q.x);
  let text = '';
  let right: number | undefined;
  for (const piece of pieces) {
    if (right !== undefined) {
      const gap = piece.x - right;
      const needsSpace = !/\s$/.test(text) && !/^\s/.test(piece.str);
      if (gap > piece.size * 1.5 && needsSpace) text += '  ';
      else if (gap > piece.size * 0.15 && needsSpace) text += ' ';
    }
    text += piece.str;
    right = Math.max(right ?? -Infinity, piece.right);
  }
  return text.replace(/\s+$/, '');
}
