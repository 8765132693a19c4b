// Parts of a pack. A conveyancer's pack is a concatenation: particulars, special conditions,
// printed general conditions, the vendor statement and its attachments (title search, plan,
// planning report, rates, water, land tax, OC certificate). Each part starts at a heading (or a
// page's first lines) naming it; pages without such a heading continue the part before them.
// Printed general conditions, notices and checklists are boilerplate: they describe what may be,
// never what is, so nothing is read from them.
import { PART_KINDS, type PartKind } from '../result.ts';
import { SPACE_RUN, isDigit } from './normalise.ts';

/** A gap of three spaces or more: the next column of a two-column page. */
const COLUMN_GAP = /\s{3,}/;

export { PART_KINDS, type PartKind };

export interface PartSpan {
  kind: PartKind;
  /** First and last line index (inclusive). */
  startLine: number;
  endLine: number;
  pages: number[];
  /** How sure the split is: a heading naming the part is surer than a page continuing one. */
  confidence: number;
}

/** Parts whose text is printed form text: they raise nothing and give no facts. */
export const BOILERPLATE: ReadonlySet<PartKind> = new Set<PartKind>(['general-conditions', 'notices', 'checklist', 'document-list']);

// Labels that introduce an attachment ("ANNEXURE A", "Document 1 -", "Seller Disclosure Statement - document 3").
const ATTACHMENT_LABEL = /^\s*(?:annexure|attachment|schedule)\s+(?:[a-z]|\d{1,3})\b|\bdocuments?\s+\d+\b|^\s*[A-H]\.\s/i;

// Signatures, most specific first: an attachment's own title outranks the statement it is annexed to.
/**
 * An attachment's title names it at the start of its line, perhaps after its issuer or label
 * ("BRISBANE CITY COUNCIL - RATES NOTICE", "Document 1 - property certificate", "A. Register
 * search statement", "6. Planning property report"); the same words inside a sentence or a table cell ("Lot 3 on Plan of
 * Subdivision PS804411", "1.1 Rates and charges") do not start a part.
 */
function lead(re: RegExp): RegExp {
  // A rating or financial year may lead the title ("2025/26 Rates Notice").
  return new RegExp(String.raw`^\s*(?:[^\n]{0,60}?\s[-\u2013:|]\s+|[A-H]\.\s+|\d{1,2}\.\s+)?(?:(?:20\d\d\s?[/-]\s?(?:20)?\d\d\s+)?)(?:${re.source})`, re.flags);
}

const SIGNATURES: readonly [PartKind, RegExp][] = [
  ['title-search', lead(/(?:register search statement|(?:record of )?certificate of title|(?:current\s+)?title search|certificate of title|search (?:result )?for folio|folio identifier\b(?:(?!folio identifier\b).)*search|land registry services|titles queensland|copyright state of victoria\. this search statement|property certificate for the land|title \(folio)/i)],
  ['plan', lead(/(?:plan of subdivision|deposited plan|registered plan|strata plan\s+\d|title plan|plan of the land|instrument setting out terms|section 88b|easement information|survey plan\s+\d)/i)],
  ['planning', lead(/(?:planning (?:property )?report|planning certificate|planning and (?:site|property) information|particulars of zoning|floodwise|planning permit)\b/i)],
  ['rates-notice', lead(/(?:rates? notice|rates and valuation|information about your rates|valuation notice|rates and charges)\b/i)],
  ['water-statement', lead(/(?:water information statement|(?:property )?information statement|water and sewerage (?:notice|account)|water account|water corporation|urban utilities|sa water)\b/i)],
  ['land-tax', lead(/(?:land tax (?:clearance )?certificate|property clearance certificate)\b/i)],
  ['oc-certificate', lead(/(?:owners corporation certificate|strata (?:information )?certificate|(?:section|s)\s?156 statement|statement under section 156|body corporate (?:certificate|disclosure)|strata scheme information)\b/i)],
  // The checklist itself opens with its title; the statement's numbered item saying it is attached does not open it.
  ['checklist', /^\s*(?:[^\n\d]{0,60}?\s[-\u2013:|]\s+)?due diligence checklist\b/i],
  ['document-list', /^\s*list of documents\b/i],
  // Printed warnings: "WARNING - SMOKE ALARMS", "WARNINGS", "COOLING OFF PERIOD (PURCHASER'S RIGHTS)".
  ['notices', /^\s*(?:important notice|notes? for the purchaser|(?:schedule\s+\d+\s*-\s*)?cooling[- ]off and termination rights|cooling[- ]off period\s*\(purchaser'?s rights\)|warnings?\s*(?:[-:\u2013]\s*[A-Za-z][A-Za-z ()'-]{2,60}\s*)?$)/i],
  // The NSW printed clauses open with their definitions clause, whatever heading a pack gives them.
  ['general-conditions', /^\s*(?:part\s+[0-9a-z]\s*[-:]\s*)?(?:general conditions|(?:schedule\s+of\s+)?printed clauses|standard (?:terms|conditions)|joint form of general conditions|1\.?\s+definitions\s+\(a\s+term\s+in\s+bold)\b/i],
  ['special-conditions', /^\s*(?:part\s+[0-9a-z]\s*[-:]\s*)?(?:special conditions|additional (?:clauses|conditions))\b/i],
  ['seller-disclosure', /^\s*(?:part\s+[0-9a-z]\s*[-:]\s*)?seller disclosure statement\b/i],
  ['vendor-statement', /^\s*(?:part\s+[0-9a-z]\s*[-:]\s*)?(?:(?:section\s+32\s+)?vendor(?:'s)? statement|section 32 statement|form 1\b)/i],
  ['particulars', /^\s*(?:part\s+[0-9a-z]\s*[-:]\s*)?(?:particulars of sale|reference schedule|contract (?:of sale|for (?:the )?sale|for houses|for residential)|signing page|signatures\b|offer$|acceptance$|choices and tax)/i],
];

export interface PartLine {
  index: number;
  page: number;
  scan: string;
  heading: string | null;
  running: boolean;
}

/** "ANNEXURE B", "Seller Disclosure Statement - document 4": a label numbering an attachment. */
export function isAttachmentLabel(text: string): boolean {
  return ATTACHMENT_LABEL.test(text);
}

/** The kind a line names when it opens a part, or null. */
export function partSignature(text: string, pageTop = false): PartKind | null {
  const t = text.trim();
  // A table row ("Special conditions     This contract contains special conditions 1 to 5") is
  // not a heading; at the top of a page a title set out in columns is ("PLAN OF SUBDIVISION   EDITION 1").
  // A letterhead row may put the issuer in the first cell and the notice's title in another
  // ("SHIRE COUNCIL      2025/26 Rates and Valuation Notice"): each cell is tried.
  // Elsewhere a title's own line may carry its reference in a cell beside it ("REGISTER SEARCH
  // STATEMENT ...      Page 1 of 2"): the first cell is tried when the others are only references.
  const split = COLUMN_GAP.test(t) ? t.split(COLUMN_GAP) : null;
  const cells = split === null ? [t] : pageTop ? split : split.slice(1).every(isReferenceCell) ? split.slice(0, 1) : [];
  for (const cell of cells) {
    if (cell.length < 4 || cell.length > 140) continue;
    for (const [kind, re] of SIGNATURES) if (re.test(cell)) return kind;
  }
  return null;
}

/** A cell that only refers: a page count, a number or date, a reference label with its number. */
function isReferenceCell(cell: string): boolean {
  const words = cell.toLowerCase().split(' ').filter((w) => w !== '');
  const numbered = words.filter((w) => [...w].some(isDigit)).length;
  return words.length > 0 && words.length <= 6 && numbered > 0 && (words[0] === 'page' || numbered * 2 >= words.length || words.includes('ref') || words.includes('no'));
}

/** A title with its page count or reference in a cell beside it, under a registry's preamble or anywhere. */
function referencedTitle(scan: string): boolean {
  const cells = scan.trim().split(COLUMN_GAP);
  return cells.length >= 2 && cells.slice(1).every(isReferenceCell) && partSignature(cells[0] as string) !== null;
}

const HEAD_LINES = 3;
const NUMBERED_CLAUSE = /^\s*(?:GC|SC|clause\s+)?\d{1,2}(?:\.\d{1,2})*[A-Z]?\b|\(continued\)/i;

/** A short line without closing punctuation, after a blank line: a title ("Title search - Volume 2791 Folio 304"). */
function isTitleLike(scan: string): boolean {
  const t = scan.trim();
  return t.length >= 4 && t.length <= 100 && /^[A-Z0-9]/.test(t) && !/[.;,:]$/.test(t) && !COLUMN_GAP.test(t);
}
/**
 * A letterhead row after a blank line: a title in capitals in its first cell, the issuer's reference
 * beside it ("SHIRE OF EXAMPLE - RATE NOTICE 2026/27      Assessment 10442"). Its cells are tried as a
 * page's first lines are.
 */
function letterhead(scan: string, afterBlank: boolean): boolean {
  if (!afterBlank) return false;
  const cells = scan.trim().split(COLUMN_GAP);
  const first = cells[0] ?? '';
  const letters = [...first].filter((c) => c.toLowerCase() !== c.toUpperCase());
  const capitals = letters.filter((c) => c === c.toUpperCase()).length;
  return cells.length >= 2 && cells.length <= 3 && isTitleLike(first) && letters.length >= 6 && capitals >= letters.length * 0.7;
}
/** Statements whose attachments carry their own titles after a label. */
const CONTAINERS: ReadonlySet<PartKind> = new Set<PartKind>(['seller-disclosure', 'vendor-statement']);
/** Printed parts without sub-titles of their own: an unnumbered title ends them. */
const ENDS_AT_TITLE: ReadonlySet<PartKind> = new Set<PartKind>(['general-conditions', 'document-list']);
/** Short printed parts: a new page without '(continued)' ends them. */
const ENDS_AT_PAGE: ReadonlySet<PartKind> = new Set<PartKind>(['notices', 'checklist', 'document-list']);

/** Splits lines into parts; every line belongs to exactly one part. */
export function splitParts(lines: readonly PartLine[]): PartSpan[] {
  const parts: PartSpan[] = [];
  let page = -1;
  let onPage = 0;
  const open = (kind: PartKind, at: number, confidence: number): void => {
    const current = parts[parts.length - 1];
    if (current && current.kind === kind) return;
    if (current) current.endLine = at - 1;
    parts.push({ kind, startLine: at, endLine: at, pages: [], confidence });
  };
  let prevBlank = true;
  // A page's title opens its part; the lines under it at the top of the page are its header rows
  // ("Strata Plan 61440   Lot 27" under "STRATA INFORMATION CERTIFICATE"), not titles of their own.
  let titledPage = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as PartLine;
    if (l.page !== page) {
      page = l.page;
      onPage = 0;
      prevBlank = true;
      titledPage = false;
    }
    if (l.running) continue;
    if (l.scan.trim() === '') {
      prevBlank = true;
      continue;
    }
    const standalone = prevBlank && isTitleLike(l.scan);
    const prevWasBlank = prevBlank;
    prevBlank = false;
    onPage++;
    const pageTop = onPage <= HEAD_LINES;
    // Printed conditions are numbered throughout (with one-word group titles such as "MONEY"); an
    // unnumbered title inside boilerplate that names no part ends it, so whatever follows is read.
    const current = parts[parts.length - 1];
    const ends =
      current !== undefined &&
      ENDS_AT_TITLE.has(current.kind) &&
      standalone &&
      !pageTop &&
      (current.kind !== 'general-conditions' || l.scan.trim().split(SPACE_RUN).length >= 3) &&
      partSignature(l.scan) === null &&
      !NUMBERED_CLAUSE.test(l.scan);
    if (ends) {
      open('other', i, 50);
      continue;
    }
    if (l.heading !== null || (pageTop && !titledPage) || standalone || letterhead(l.scan, prevWasBlank) || referencedTitle(l.scan)) {
      let kind = partSignature(l.scan, pageTop || letterhead(l.scan, prevWasBlank));
      const label = ATTACHMENT_LABEL.test(l.scan);
      // An attachment label names its part through the title that follows it ("ANNEXURE A" /
      // "PLAN OF SUBDIVISION"), and so does a statement's "document 3" label.
      if (kind === null || CONTAINERS.has(kind)) {
        const ahead = label || (onPage === 1 && isTitleLike(l.scan) && !NUMBERED_CLAUSE.test(l.scan)) ? lookAhead(lines, i, 4) : null;
        if (ahead && (kind === null || label)) kind = ahead;
        else if (kind === null && label && onPage === 1) kind = 'other';
      }
      if (kind) {
        open(kind, i, l.heading !== null || onPage === 1 ? 90 : 75);
        if (pageTop) titledPage = true;
      }
      else if (onPage === 1 && current && ENDS_AT_PAGE.has(current.kind) && !/\(continued\)/i.test(l.scan)) open('other', i, 50);
    }
    if (parts.length === 0) open('front', i, 60);
  }
  const lastPart = parts[parts.length - 1];
  if (lastPart) lastPart.endLine = lines.length - 1;
  for (const p of parts) {
    const pages = new Set<number>();
    for (let i = p.startLine; i <= p.endLine; i++) pages.add((lines[i] as PartLine).page);
    p.pages = [...pages];
  }
  return parts;
}

function lookAhead(lines: readonly PartLine[], i: number, count: number): PartKind | null {
  let seen = 0;
  for (let j = i + 1; j < lines.length && seen < count; j++) {
    const l = lines[j] as PartLine;
    if (l.running) continue;
    // The title sits right under its label: a blank line ends the look.
    if (l.scan.trim() === '') {
      if (seen > 0) break;
      continue;
    }
    seen++;
    if (l.heading === null && l.scan.trim().length > 80) continue;
    const kind = partSignature(l.scan, true);
    if (kind) return kind;
  }
  return null;
}
