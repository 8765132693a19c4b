// Reader for the owners a title search names: the block under "REGISTERED PROPRIETOR" (VIC, WA),
// "REGISTERED OWNER" (QLD) or "FIRST SCHEDULE" (NSW, WA). Each owner is a line of its own, often
// followed by the address ("of 14 WATTLEBIRD CRESCENT ..."), a dealing number or the estate's words
// ("Estate Fee Simple", "Joint Proprietors", "JOINT TENANTS"), which are not names. Names are in
// capitals like the headings, so the block ends at a blank line or a line that is no name, after one. The vendor is normally the registered proprietor, so
// when a statement or contract does not name its vendor in a form the readers know, this does.
import type { DocText, Line } from '../text/doc.ts';
import { CELL_GAP, titleCaseIfUpper } from '../text/normalise.ts';

/** The block's heading, its brackets, colon and "(s)" left out. */
const HEADS = new Set(['registered proprietor', 'registered proprietors', 'registered owner', 'registered owners', 'first schedule']);
const isHead = (scan: string): boolean =>
  HEADS.has(scan.toLowerCase().split('(s)').join('').split('(').join('').split(')').join('').split(':').join('').split(' ').filter(Boolean).join(' '));
/** A word of a name: a capital, then letters, apostrophes, full stops or hyphens. */
const isNameWord = (w: string): boolean => w.length > 0 && w[0] === w[0]?.toUpperCase() && w[0] !== w[0]?.toLowerCase() && [...w].every((c) => c.toLowerCase() !== c.toUpperCase() || "'.-".includes(c));
/** A line that says how the land is held, or numbers a dealing, not who holds it. */
const NOT_A_NAME =
  /\b(?:estate|proprietors?|tenants?|schedule|dealing|instrument|transfer|registered|shares?|trustees?|both|all|each|jointly|easements?|encumbrances|interests|land|description|notices|caveats|plan|lot|council|government|title|search|folio|volume|limitations|notifications|activity|diagram|location|page)\b|\d/i;

export interface Proprietors {
  names: string[];
  offset: number;
}

/** The owners the first title search in the document names; null when none is read. */
export function readProprietors(doc: DocText): Proprietors | null {
  for (const part of doc.parts) {
    if (part.kind !== 'title-search') continue;
    for (let i = part.startLine; i <= part.endLine; i++) {
      if (!isHead((doc.lines[i] as Line).scan)) continue;
      const found = namesUnder(doc, i + 1, part.endLine);
      if (found) return found;
    }
  }
  return null;
}

function namesUnder(doc: DocText, from: number, to: number): Proprietors | null {
  const names: string[] = [];
  let offset = -1;
  for (let i = from; i <= to && i < from + 8; i++) {
    const line = doc.lines[i] as Line;
    if (line.running) continue;
    const cell = (line.scan.trim().split(CELL_GAP)[0] ?? '').split(' of ')[0]?.split(' OF ')[0]?.trim() ?? '';
    if (cell === '') {
      if (names.length > 0) break;
      continue;
    }
    if (NOT_A_NAME.test(cell)) continue;
    const words = cell.split(' ');
    if (words.length < 2 || words.length > 6 || !words.every(isNameWord)) {
      if (names.length > 0) break;
      continue;
    }
    if (offset < 0) offset = line.start + (line.scan.length - line.scan.trimStart().length);
    names.push(titleCaseIfUpper(cell));
  }
  return names.length > 0 ? { names, offset } : null;
}
