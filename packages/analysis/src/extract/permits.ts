// Building permits disclosed for the last 7 years (VIC s32E), and owner-builder statements.
import type { BuildingPermitFact } from '../result.ts';
import type { DocText, Line } from '../text/doc.ts';
import { sectionLines } from '../text/doc.ts';
import { allDates } from './dates.ts';
import type { Evidence } from './title.ts';
import { CELL_GAP, isDigit, isLower, isUpper, leadingNumberLength } from '../text/normalise.ts';

/** Spaces and punctuation before a cell's words. */
const LEADING_PUNCTUATION = /^[\s:,-]+/;

/** A form item's number at the start of a line ("13.1  …", "5   …"), or ''. */
function itemNumber(scan: string): string {
  const t = scan.trimStart();
  const i = leadingNumberLength(t, 8);
  return i > 0 && isDigit(t[0]) && t[i] === ' ' ? t.slice(0, i) : '';
}

/** Punctuation ending a cell. */
const END_PUNCTUATION = /[.;,]$/;

export interface PermitHit extends BuildingPermitFact, Evidence {}

// Numbers as surveyors write them: "BP2021/0456", "BS-U 51234/2022", "20220123/1".
const PERMIT_NO = /\b((?:(?:BP|BS|PB|CDC|DA|BA)(?:-[A-Z]{1,3})?)?[-\s]?\d[\dA-Z]*(?:[\/-][\dA-Z]+)+|(?:BP|BS|PB)(?:-[A-Z]{1,3})?[-\s]?\d{3,}[A-Z]?|\d{6,}(?:\/\d+)?)\b/;

/**
 * An item's text: its line and the lines that go on from it, indented under it, to a blank line, a
 * box or the next item ("[X] Permit no. …, issued … by … (relevant building" / "surveyor): new deck.").
 */
function itemText(doc: DocText, line: Line): string {
  const indent = (s: string): number => s.length - s.trimStart().length;
  const own = indent(line.scan);
  let text = line.scan;
  for (let i = line.index + 1; i < doc.lines.length; i++) {
    const next = doc.lines[i] as Line;
    const t = next.scan.trim();
    if (t === '' || next.running || next.page !== line.page || t.startsWith('[') || isDigit(t[0]) || isDigit(t[1]) || isDigit(t[2])) break;
    // Hung under the item's text, or its sentence going on at the same indent.
    if (!(indent(next.scan) > own || (indent(next.scan) === own && isLower(t[0])))) break;
    text += ` ${t}`;
  }
  return text;
}

function fromLine(line: Line, text = line.scan): PermitHit | null {
  const num = PERMIT_NO.exec(text);
  if (!num) return null;
  const dates = allDates(text);
  const date = dates.find((d) => d.index !== num.index) ?? null;
  // Description: what the item says between the number and the date, when it says it there
  // ("22014417 - new verandah, approval granted by the council on 9 March 2022") ...
  const numEnd = num.index + (num[0] as string).length;
  if (date && date.index > numEnd) {
    const between = text.slice(numEnd, date.index).replace(LEADING_PUNCTUATION, '');
    const cut = /,?\s(?:(?:[A-Za-z]+\s){0,2}(?:granted|issued|approved|dated)\b|by\s)/i.exec(between);
    const said = (cut ? between.slice(0, cut.index) : between).trim();
    if (said.split(' ').length >= 3) {
      return { number: (num[1] as string).trim(), date: date.iso, description: said.replace(END_PUNCTUATION, ''), offset: line.start + num.index, length: (num[0] as string).length };
    }
  }
  // ... else the cell after the date (or after the number), up to the builder cell.
  let rest = text.slice(date ? date.index + date.length : numEnd);
  rest = rest.replace(LEADING_PUNCTUATION, '').replace(/^(?:for|to)\s+/i, '');
  // Who issued it before what it is for: "by Eastern Surveying Pty Ltd (relevant building surveyor): new deck".
  if (rest.toLowerCase().startsWith('by ') && rest.includes(':')) rest = rest.slice(rest.indexOf(':') + 1).trimStart();
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

/** What a form calls the permits it lists: VIC building permits, SA development authorisations, QLD building approvals. */
const PERMITS_TITLE = /\bbuilding\s+permits?|\bdevelopment\s+authori[sz]ations?|\bbuilding\s+approvals?/i;

/**
 * The answer lines of a form item that asks for the permits ("13.1 Development authorisations granted in
 * respect of the land in the last 10 years:"): the lines under its prompt, to the next numbered item.
 */
function itemLines(doc: DocText): Line[] {
  const prompt = doc.lines.find((l) => !l.running && PERMITS_TITLE.test(l.scan) && itemNumber(l.scan).includes('.') && l.scan.trimEnd().endsWith(':'));
  if (!prompt) return [];
  const out: Line[] = [];
  for (let i = prompt.index + 1; i < doc.lines.length; i++) {
    const l = doc.lines[i] as Line;
    if (itemNumber(l.scan) !== '' || l.heading !== null) break;
    if (!l.running) out.push(l);
  }
  return out;
}

function permitsIn(doc: DocText, lines: Line[]): PermitHit[] {
  const out: PermitHit[] = [];
  for (const line of lines) {
    const lower = line.scan.trimStart().toLowerCase();
    if (['permit no', 'number', 'no.'].some((head) => lower.startsWith(head))) continue; // header row
    if (/\boutside\s+the\s+(?:7|seven)[- ]year|\bmore\s+than\s+(?:7|seven)\s+years\b/i.test(line.scan)) continue;
    // A number on a line that names no permit and gives no date is some other number (an address's "3/27"),
    // unless it has a permit's shape itself ("BP-2022-1143").
    const text = itemText(doc, line);
    const shaped = [...(PERMIT_NO.exec(text)?.[0] ?? '')].some(isUpper);
    const named = ['permit', 'no.', 'number'].some((word) => text.toLowerCase().includes(word));
    const hit = shaped || named || allDates(text).length > 0 ? fromLine(line, text) : null;
    // A scanned table wraps a cell: "19 July" on the row, "2021" starting the next line.
    if (hit && hit.date === null) {
      const dayMonth = /\b(\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December))\b(?!\s+\d{4})/i.exec(line.scan);
      const year = /^\s*(\d{4})\b/.exec(lines[lines.indexOf(line) + 1]?.scan ?? '');
      if (dayMonth && year) hit.date = allDates(`${dayMonth[1]} ${year[1]}`)[0]?.iso ?? null;
    }
    if (hit && !out.some((p) => p.number === hit.number)) out.push(hit);
  }
  return out;
}

export function extractPermits(doc: DocText): PermitHit[] {
  const table = fromTable(doc);
  if (table.length > 0) return table;
  // Under a section titled for them, else under a form item that asks for them.
  const out = permitsIn(doc, sectionLines(doc, PERMITS_TITLE));
  if (out.length === 0) out.push(...permitsIn(doc, itemLines(doc)));
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
