// Building permits disclosed for the last 7 years (VIC s32E), and owner-builder statements.
import type { BuildingPermitFact } from '../result.ts';
import type { DocText, Line } from '../text/doc.ts';
import { sectionLines } from '../text/doc.ts';
import { allDates } from './dates.ts';
import type { Evidence } from './title.ts';
import { CELL_GAP } from '../text/normalise.ts';

/** Punctuation ending a cell. */
const END_PUNCTUATION = /[.;,]$/;

export interface PermitHit extends BuildingPermitFact, Evidence {}

// Numbers as surveyors write them: "BP2021/0456", "BS-U 51234/2022", "20220123/1".
const PERMIT_NO = /\b((?:(?:BP|BS|PB|CDC|DA|BA)(?:-[A-Z]{1,3})?)?[-\s]?\d[\dA-Z]*(?:[\/-][\dA-Z]+)+|(?:BP|BS|PB)(?:-[A-Z]{1,3})?[-\s]?\d{3,}[A-Z]?|\d{6,}(?:\/\d+)?)\b/;

function fromLine(line: Line): PermitHit | null {
  const text = line.scan;
  const num = PERMIT_NO.exec(text);
  if (!num) return null;
  const dates = allDates(text);
  const date = dates.find((d) => d.index !== num.index) ?? null;
  // Description: the cell after the date (or after the number), up to the builder cell.
  let rest = text.slice(date ? date.index + date.length : num.index + (num[0] as string).length);
  rest = rest.replace(/^[\s:,-]+/, '').replace(/^(?:for|to)\s+/i, '');
  const cells = rest.split(CELL_GAP);
  let description = (cells[0] ?? '').trim();
  description = description.replace(/(?<!\s)\s+(?:by|builder:?)\s+.*/i, '').replace(END_PUNCTUATION, '');
  if (description.length < 4 || /^(?:none|nil)/i.test(description)) return null;
  return { number: (num[1] as string).trim(), date: date?.iso ?? null, description, offset: line.start + num.index, length: (num[0] as string).length };
}

/**
 * A permits table read by its header ("Permit number | Date issued | Relevant building surveyor |
 * Description of the building work"): the number, date and work cells of each row.
 */
function fromTable(doc: DocText): PermitHit[] {
  const out: PermitHit[] = [];
  for (const header of doc.lines) {
    if (header.running || !/\bpermit\s+(?:no\b|number)/i.test(header.scan)) continue;
    const heads = header.scan.trim().split(CELL_GAP);
    const col = (re: RegExp): number => heads.findIndex((h) => re.test(h));
    const [n, d, w] = [col(/\bpermit\s+(?:no|number)/i), col(/\bdate/i), col(/\b(?:description|work|nature)\b/i)];
    if (heads.length < 3 || n < 0 || w < 0) continue;
    for (let i = header.index + 1; i < doc.lines.length; i++) {
      const row = doc.lines[i] as Line;
      if (row.scan.trim() === '') break;
      const cells = row.scan.trim().split(CELL_GAP);
      if (cells.length !== heads.length) continue;
      const number = (cells[n] as string).trim();
      const description = (cells[w] as string).replace(/\.\s.*/, '').replace(END_PUNCTUATION, '').trim();
      if (!/\d/.test(number) || description.length < 4) continue;
      out.push({ number, date: d >= 0 ? (allDates(cells[d] as string)[0]?.iso ?? null) : null, description, offset: row.start + row.scan.indexOf(number), length: number.length });
    }
    if (out.length > 0) return out;
  }
  return out;
}

export function extractPermits(doc: DocText): PermitHit[] {
  const table = fromTable(doc);
  if (table.length > 0) return table;
  const out: PermitHit[] = [];
  const lines = sectionLines(doc, /building\s+permits?/i);
  for (const line of lines) {
    if (/^\s*(?:permit\s+no|number|no\.)/i.test(line.scan)) continue; // header row
    if (/\boutside\s+the\s+(?:7|seven)[- ]year|\bmore\s+than\s+(?:7|seven)\s+years\b/i.test(line.scan)) continue;
    const hit = fromLine(line);
    // A scanned table wraps a cell: "19 July" on the row, "2021" starting the next line.
    if (hit && hit.date === null) {
      const dayMonth = /\b(\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December))\b(?!\s+\d{4})/i.exec(line.scan);
      const year = /^\s*(\d{4})\b/.exec(lines[lines.indexOf(line) + 1]?.scan ?? '');
      if (dayMonth && year) hit.date = allDates(`${dayMonth[1]} ${year[1]}`)[0]?.iso ?? null;
    }
    if (hit && !out.some((p) => p.number === hit.number)) out.push(hit);
  }
  if (out.length > 0) return out;
  // Sentence form anywhere: "Building permit BP2021/0456 issued 3 March 2022 for a rear extension".
  // Numbers as surveyors write them: "BP2021/0456", "BS-U 12345/2022", "20220123/1".
  const re = /\bbuilding\s+permit\s+(?:no\.?\s*|number\s*)?((?:[A-Z]{1,4}(?:-[A-Z]{1,3})?[-\s]?)?\d[\dA-Z\/-]{3,})\s+(?:was\s+)?(?:issued|dated)\s+(?:on\s+)?([^,.;\n]{6,20}?\d{4})\s*(?:,\s*)?(?:for|to)\s+([^.;\n]+)/gi;
  for (const m of doc.scan.matchAll(re)) {
    const date = allDates(m[2] as string)[0]?.iso ?? null;
    out.push({ number: m[1] as string, date, description: (m[3] as string).trim(), offset: m.index ?? 0, length: m[0].length });
  }
  return out;
}
