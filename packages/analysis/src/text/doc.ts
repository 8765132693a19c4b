// The document model every extractor and rule works on: raw text (for verbatim quotes), a
// same-length scan form (for matching), lines with page/section, and sentence lookup.
import type { DocumentPage } from '../result.ts';
import { headingLabel, parseHeading } from './headings.ts';
import { toScanForm, SPACE_RUN, isDigit, isUpper } from './normalise.ts';
import { struckLines } from './struck.ts';
import { BOILERPLATE, isAttachmentLabel, partSignature, splitParts, type PartKind, type PartSpan } from './parts.ts';
import { isPrintedFormPage, isQuestionnairePage, looksLikeConditions, type PageSignals, pageSignals } from './printed-form.ts';

export interface Line {
  index: number;
  page: number;
  start: number;
  end: number;
  text: string;
  scan: string;
  heading: string | null;
  section: string | null;
  running: boolean;
  /** The part of the pack the line belongs to. */
  part: PartKind;
  /** Inside a condition marked deleted, struck out or not applicable. */
  struck: boolean;
  /** Under a heading or an introducing line about other land ("overlays in the vicinity not directly affecting this land:"). */
  aside: boolean;
  /** In a list introduced by "Only those marked Yes affect the land": a row without "Yes" does not. */
  yesOnly: boolean;
}

export interface DocText {
  raw: string;
  scan: string;
  lines: Line[];
  pageNumbers: number[];
  parts: PartSpan[];
}

const RUNNING_SHAPE = (s: string): string => s.trim().replace(/\d+/g, '#').replace(SPACE_RUN, ' ').toLowerCase();

/** Letters-only form of a line for fuzzy comparison: OCR'd headers differ in digits, stray marks and a letter here and there. */
const letterKey = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((w) => w.length >= 2)
    .join(' ');

function bigrams(s: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const g = s.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Dice coefficient on character bigrams (1 = same). */
function similarity(a: Map<string, number>, aSize: number, b: Map<string, number>, bSize: number): number {
  if (aSize + bSize === 0) return 0;
  let shared = 0;
  for (const [g, n] of a) shared += Math.min(n, b.get(g) ?? 0);
  return (2 * shared) / (aSize + bSize);
}

/** Running lines sit among the first/last few lines of a page. */
const EDGE_LINES = 3;
/** Fuzzy matching needs this much text, so short lines ("Page 2", "Notes") never match by accident. */
const MIN_FUZZY_KEY = 16;
const FUZZY_SAME = 0.8;
/** A running line missing from a page or two still meets its cluster among the recent pages' lines. */
const RECENT_PAGES = 3;
/** Bounds the fuzzy comparisons per line whatever the input (a pack has a handful of running lines). */
const MAX_RECURRING = 64;

interface RunningShapes {
  exact: Set<string>;
  /** Letter keys of headers/footers found by fuzzy matching (OCR'd pages), with their bigrams. */
  fuzzy: { grams: Map<string, number>; size: number }[];
}

function edgeLines(lines: string[]): string[] {
  const nonEmpty = lines.filter((l) => l.trim() !== '');
  return [...new Set([...nonEmpty.slice(0, EDGE_LINES), ...nonEmpty.slice(-EDGE_LINES)])];
}

/**
 * Header/footer lines repeated on most pages: exact repeats (page numbers replaced), and — for OCR,
 * where each page reads its header a little differently ("4 : Contract for ...", "Coogee. Bay
 * Legal ... -lof4") — lines near the page edges whose letters mostly agree with an edge line on
 * most other pages.
 */
function runningShapes(pages: string[][]): RunningShapes {
  const shapes: RunningShapes = { exact: new Set(), fuzzy: [] };
  if (pages.length < 2) return shapes;
  const need = Math.max(2, Math.ceil(pages.length * 0.5));
  if (pages.length < 2) return shapes;
  const counts = new Map<string, number>();
  // A header recurs at the tops of pages and a footer at their bottoms: a line that ends one page
  // and starts the next ("Special conditions" as the last particulars row, then the title of the
  // next page) is not one.
  for (const lines of pages) {
    const nonEmpty = lines.filter((l) => l.trim() !== '');
    const edge = new Set([...nonEmpty.slice(0, 2).map((l) => `top|${RUNNING_SHAPE(l)}`), ...nonEmpty.slice(-2).map((l) => `bottom|${RUNNING_SHAPE(l)}`)]);
    for (const s of edge) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  for (const [key, n] of counts) {
    const shape = key.slice(key.indexOf('|') + 1);
    if (n >= need && shape.length > 0) shapes.exact.add(shape);
  }

  // Linear in the number of pages: a line joins a cluster with the same letter key (a map look-up)
  // or is compared fuzzily only with clusters already seen on two pages and with the lines of the
  // last few pages. A running line recurs page after page, so it always meets its cluster there.
  type Cluster = { grams: Map<string, number>; size: number; pages: Set<number>; last: number };
  const clusters: Cluster[] = [];
  const byKey = new Map<string, Cluster>();
  const recurring: Cluster[] = [];
  let recent: Cluster[] = [];
  pages.forEach((lines, page) => {
    recent = recent.filter((c) => page - c.last <= RECENT_PAGES);
    for (const line of edgeLines(lines)) {
      const key = letterKey(line);
      if (key.length < MIN_FUZZY_KEY) continue;
      let cluster = byKey.get(key);
      if (!cluster) {
        const grams = bigrams(key);
        const size = key.length - 1;
        const near = (c: Cluster): boolean => similarity(c.grams, c.size, grams, size) >= FUZZY_SAME;
        cluster = recurring.slice(0, MAX_RECURRING).find(near) ?? recent.find(near);
        if (!cluster) {
          cluster = { grams, size, pages: new Set(), last: page };
          clusters.push(cluster);
        }
        byKey.set(key, cluster);
      }
      const before = cluster.pages.size;
      cluster.pages.add(page);
      cluster.last = page;
      if (before === 1 && cluster.pages.size === 2) recurring.push(cluster);
      if (!recent.includes(cluster)) recent.push(cluster);
    }
  });
  for (const c of clusters) if (c.pages.size >= need) shapes.fuzzy.push({ grams: c.grams, size: c.size });
  return shapes;
}

function isRunningLine(shapes: RunningShapes, text: string, atEdge: boolean): boolean {
  if (text.trim() === '') return false;
  if (shapes.exact.has(RUNNING_SHAPE(text)) || PAGE_LINE.test(text)) return true;
  if (!atEdge || shapes.fuzzy.length === 0) return false;
  // A label numbering an attachment ("Seller Disclosure Statement - document 4") is a heading, however
  // often similar ones recur: letting fuzzy matching blank it would hide where the part starts.
  // So is an attachment's or statement's title; a contract's own title is the usual running header.
  if (isAttachmentLabel(text)) return false;
  const kind = partSignature(text);
  if (kind !== null && kind !== 'particulars') return false;
  const key = letterKey(text);
  if (key.length < MIN_FUZZY_KEY) return false;
  const grams = bigrams(key);
  return shapes.fuzzy.some((f) => similarity(f.grams, f.size, grams, key.length - 1) >= FUZZY_SAME);
}

/**
 * Lines at the page edges that recur on a third of the pages or more (three at least), whatever the
 * page: the pack's own header and footer. Used to judge a page by its body alone, before the running
 * lines proper are known (those are judged on the pages that are not printed forms).
 */
function repeatedEdgeShapes(pages: string[][]): Set<string> {
  const need = Math.max(3, Math.ceil(pages.length / 3));
  const counts = new Map<string, number>();
  for (const lines of pages) for (const s of new Set(edgeLines(lines).map(RUNNING_SHAPE))) counts.set(s, (counts.get(s) ?? 0) + 1);
  return new Set([...counts].filter(([s, n]) => n >= need && s.length > 0).map(([s]) => s));
}

const PAGE_LINE = /^\s*(?:-\s*)?page\s+\d+(?:\s+of\s+\d+)?\s*(?:-\s*)?$/i;

export function buildDoc(pages: DocumentPage[]): DocText {
  const sorted = [...pages].sort((a, b) => a.number - b.number);
  const pageLines = sorted.map((p) => p.text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n'));
  const edgeShapes = repeatedEdgeShapes(pageLines);
  const signals = new Map(sorted.map((p) => [p.number, pageSignals(p.text, (l) => edgeShapes.has(RUNNING_SHAPE(l)))]));
  const printed = new Set(sorted.filter((p) => isPrintedFormPage(signals.get(p.number) as PageSignals)).map((p) => p.number));
  // The document's running lines are its own pages' headers and footers: a publisher's form pages carry theirs.
  const shapes = runningShapes(pageLines.filter((_, i) => !printed.has((sorted[i] as DocumentPage).number)));
  const lines: Line[] = [];
  let raw = '';
  let section: string | null = null;
  sorted.forEach((p, pi) => {
    if (pi > 0) raw += '\n';
    const pl = pageLines[pi] as string[];
    const edges = new Set(edgeLines(pl));
    const isRunning = (t: string): boolean => isRunningLine(shapes, t, edges.has(t));
    const runningFlags = pl.map(isRunning);
    // nextText[li] = the first non-running line after li (computed backwards: linear per page).
    const nextText: (string | undefined)[] = new Array(pl.length);
    let following: string | undefined;
    for (let li = pl.length - 1; li >= 0; li--) {
      nextText[li] = following;
      if (!runningFlags[li]) following = pl[li];
    }
    let prevBlank = true;
    for (const [li, text] of pl.entries()) {
      if (li > 0) raw += '\n';
      const start = raw.length;
      raw += text;
      const running = runningFlags[li] as boolean;
      const next = nextText[li];
      const standalone = prevBlank && next !== undefined && next.trim() !== '';
      const h = running ? null : parseHeading(toScanForm(text), standalone);
      if (!running) prevBlank = text.trim() === '';
      const heading = h ? headingLabel(h) : null;
      if (heading) section = heading;
      lines.push({ index: lines.length, page: p.number, start, end: raw.length, text, scan: '', heading, section, running, part: 'front', struck: false, aside: false, yesOnly: false });
    }
  });
  const preScan = toScanForm(raw);
  const lineScan = (l: Line): string => preScan.slice(l.start, l.end);
  const split = splitParts(lines.map((l) => ({ index: l.index, page: l.page, scan: lineScan(l), heading: l.heading, running: l.running })));
  for (const p of split) for (let i = p.startLine; i <= p.endLine; i++) (lines[i] as Line).part = p.kind;
  const parts = byPageSignals(lines, split, printed, signals);
  const struck = struckLines(lines.map((l) => ({ scan: lineScan(l), part: l.part, running: l.running })));
  lines.forEach((l, i) => {
    l.struck = struck[i] as boolean;
  });
  markAsides(lines, preScan);
  // Blank running lines and boilerplate parts in the scan form: no pattern ever matches a page
  // header/footer or a printed general condition (the raw text keeps them for quoting).
  // Built line by line (lines cover the text in order, separated by one '\n'): same length as raw.
  let scan = '';
  for (const l of lines) {
    scan += preScan.slice(scan.length, l.start);
    scan += l.running || BOILERPLATE.has(l.part) ? ' '.repeat(l.end - l.start) : preScan.slice(l.start, l.end);
  }
  scan += preScan.slice(scan.length);
  for (const l of lines) l.scan = scan.slice(l.start, l.end);
  return { raw, scan, lines, pageNumbers: sorted.map((p) => p.number), parts };
}

/** Parts a publisher's form can be: an attachment from another system (a search, a certificate, a notice) is not. */
const FORM_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['front', 'particulars', 'special-conditions', 'vendor-statement', 'seller-disclosure', 'other']);

/**
 * Parts corrected page by page from the pages' own signals:
 * - a printed form page is printed conditions, whatever part its headings opened;
 * - a page that only continues printed conditions (no part opens on it) but carries this sale's
 *   particulars is not printed: it goes back to the part the printed pages interrupted.
 * The spans are then rebuilt around the lines.
 */
function byPageSignals(lines: Line[], split: PartSpan[], printed: ReadonlySet<number>, signals: ReadonlyMap<number, PageSignals>): PartSpan[] {
  const confidence = new Map<number, number>();
  for (const p of split) confidence.set(p.startLine, p.confidence);
  const spanOf = new Array<PartSpan>(lines.length);
  for (const p of split) for (let i = p.startLine; i <= p.endLine; i++) spanOf[i] = p;
  const startPage = (sp: PartSpan): number => (lines[sp.startLine] as Line).page;
  // The printed conditions' own lines on a page, judged apart from a part that opens later on it
  // (the conditions run on to a page that then starts the disclosure statement).
  const segments = new Map<string, PageSignals>();
  const continuation = (span: PartSpan, page: number): PageSignals => {
    const key = `${span.startLine}:${page}`;
    let found = segments.get(key);
    if (!found) {
      const own = lines.filter((x) => x.page === page && x.index >= span.startLine && x.index <= span.endLine);
      const segment = own.length === lines.filter((x) => x.page === page).length ? null : pageSignals(own.map((x) => x.text).join('\n'));
      // A few lines are too few to judge by their language: the page says what they are.
      found = segment && segment.words >= 120 ? segment : (signals.get(page) as PageSignals);
      segments.set(key, found);
    }
    return found;
  };
  // An attachment's pages carry its issuer's line (a registry's or a council's copyright). A printed
  // page after it under another publisher's line is no page of it: a form the pack put next to it.
  const otherPublisher = (span: PartSpan, page: number): boolean => {
    const first = startPage(span);
    if (first === page) return false;
    const own = (signals.get(page) as PageSignals).publisher;
    return own !== null && own !== (signals.get(first) as PageSignals).publisher;
  };
  let changed = false;
  let resume: PartKind = 'other';
  let resuming = false;
  for (const l of lines) {
    const span = spanOf[l.index] as PartSpan;
    if (isQuestionnairePage(signals.get(l.page) as PageSignals) && !BOILERPLATE.has(l.part)) {
      // Questions only (requisitions on title), whatever attachment the page follows.
      l.part = 'checklist';
      changed = true;
      resuming = false;
    } else if (printed.has(l.page) && (FORM_PARTS.has(l.part) || otherPublisher(span, l.page))) {
      l.part = 'general-conditions';
      changed = true;
      resuming = false;
    } else if (l.part === 'general-conditions' && startPage(span) !== l.page && !printed.has(l.page) && !looksLikeConditions(continuation(span, l.page))) {
      l.part = resume;
      changed = resuming = true;
    } else if (resuming && l.part === 'other' && span.confidence <= 50) {
      // The untitled part the printed block's end opened is the interrupted part going on.
      l.part = resume;
    } else if (!BOILERPLATE.has(l.part)) {
      resume = l.part;
      resuming = false;
    }
  }
  if (!changed) return split;
  const parts: PartSpan[] = [];
  let lastConfidence = 60;
  for (const l of lines) {
    lastConfidence = confidence.get(l.index) ?? lastConfidence;
    const current = parts[parts.length - 1];
    if (current && current.kind === l.part) {
      current.endLine = l.index;
      if (current.pages[current.pages.length - 1] !== l.page) current.pages.push(l.page);
      continue;
    }
    parts.push({ kind: l.part, startLine: l.index, endLine: l.index, pages: [l.page], confidence: printed.has(l.page) ? 80 : lastConfidence });
  }
  return parts;
}

/** Binary search for the line holding a character offset. */
export function lineAt(doc: DocText, offset: number): Line {
  let lo = 0;
  let hi = doc.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((doc.lines[mid] as Line).start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return doc.lines[lo] as Line;
}

/** Next non-empty, non-running line after `line`, if any. */
export function nextContentLine(doc: DocText, line: Line): Line | null {
  for (let i = line.index + 1; i < doc.lines.length; i++) {
    const l = doc.lines[i] as Line;
    if (!l.running && l.text.trim() !== '') return l;
  }
  return null;
}

/** Lines of the block that starts after a heading line matching `re`, up to the next heading of the same or higher level. */
export function sectionLines(doc: DocText, re: RegExp): Line[] {
  const out: Line[] = [];
  const start = doc.lines.find((l) => l.heading !== null && re.test(l.scan));
  if (!start) return out;
  const level = /Section (\d+(?:\.\d+)*)/.exec(start.heading ?? '')?.[1]?.split('.').length ?? 0;
  for (let i = start.index + 1; i < doc.lines.length; i++) {
    const l = doc.lines[i] as Line;
    if (l.running) continue;
    if (l.heading !== null) {
      const lv = /Section (\d+(?:\.\d+)*)/.exec(l.heading)?.[1]?.split('.').length ?? 0;
      if (level === 0 || lv === 0 || lv <= level) break;
    }
    out.push(l);
  }
  return out;
}

const ABOUT_OTHER_LAND = /\bin\s+the\s+vicinity\b|\bnot\s+directly\s+affecting\b|\b(?:neighbouring|adjoining|adjacent|nearby)\s+(?:land|propert(?:y|ies)|lots?)\b/i;

/**
 * Marks lines about other land: everything under a heading that says so (to the next heading), and
 * the list under an introducing line that says so and ends with a colon (to the next blank line).
 */
function markAsides(lines: Line[], scanText: string): void {
  let underHeading = false;
  let underIntro = false;
  // Rows the introduced list has had so far: blank lines between its introduction and its first row
  // (a report sets the list apart) do not end it.
  let introRows = 0;
  let inLegend = false;
  let listGoesOn = false;
  let yesOnly = false;
  for (const l of lines) {
    if (l.running) continue;
    const scan = scanText.slice(l.start, l.end);
    // The list is its rows: a blank line, a heading, a numbered section or a line of prose ends it.
    if (scan.trim() === '' || l.heading !== null || /^\s*(?:[A-Z]|\d{1,2})\.\s/.test(scan) || /[.!?]\s*$/.test(scan) || scan.trim().length > 100) yesOnly = false;
    l.yesOnly = yesOnly;
    if (/\bonly\s+(?:those|the\s+ones?|items?|overlays?)\s+(?:marked|answered|ticked)\s+["'\u201C\u2018]?yes\b/i.test(scan)) yesOnly = true;
    // A list begun on a line about other land and wrapped onto the next ("...: HERITAGE OVERLAY (HO);" / "LAND SUBJECT ...").
    const continued = listGoesOn;
    listGoesOn = false;
    // A map's legend keys its colours to codes ("GRZ - General Residential   PPRZ - Public Park"):
    // it names what the map may show around the land, and asserts nothing of this land. One key alone
    // on its line is the land's own zone or overlay ("GRZ1 - General Residential Zone"), unless it
    // wraps a legend's line above it.
    const keys = legendKeys(scan);
    const legend: boolean = keys >= 2 || (keys === 1 && inLegend);
    inLegend = legend;
    if (legend) {
      l.aside = true;
      continue;
    }
    if (underIntro && scan.trim() !== '') {
      // The introduced list runs to the blank line after its rows, its rows in capitals included.
      introRows++;
    } else if (l.heading !== null) {
      underHeading = ABOUT_OTHER_LAND.test(scan);
      underIntro = false;
    } else if (scan.trim() === '') {
      underIntro = underIntro && introRows === 0;
    } else if (introducesList(scan) && ABOUT_OTHER_LAND.test(scan)) {
      underIntro = true;
      introRows = 0;
    } else if ((ABOUT_OTHER_LAND.test(firstSentence(scan)) && /:/.test(scan)) || continued) {
      listGoesOn = /[;,]\s*$/.test(scan);
      l.aside = true;
      continue;
    }
    l.aside = underHeading || underIntro;
  }
}


/** A legend line: only "CODE - Name" keys, set apart by wide gaps. */
function legendKeys(scan: string): number {
  if (!scan.includes(' - ')) return 0;
  const cells = scan.trim().split('   ').map((c) => c.trim()).filter((c) => c !== '');
  return cells.length > 0 && cells.every(isLegendKey) ? cells.length : 0;
}

function isLegendKey(cell: string): boolean {
  const dash = cell.indexOf(' - ');
  if (dash < 2 || dash > 7) return false;
  const code = cell.slice(0, dash);
  const name = cell.slice(dash + 3);
  return [...code].every((c) => isUpper(c) || isDigit(c)) && isUpper(code[0]) && isUpper(name[0]) && name.length <= 60 && !['$', '%', '.', ','].some((c) => name.includes(c));
}

/**
 * A line that introduces the list under it: it ends with a colon, or it is a title-like line that is
 * neither a sentence (no closing stop) nor an item of its own (no colon, no amount, no code after it).
 */
function introducesList(scan: string): boolean {
  const text = scan.trim();
  if (text.endsWith(':')) return true;
  if (text.length > 100 || '.!?;,:'.includes(text.at(-1) ?? '.') || text.includes(':') || text.includes('?') || text.includes('   ') || [...text].some(isDigit)) return false;
  // A line answered on itself ("... adjacent land? Yes", "Land adjoining the lot  No") is an item, not a title.
  const last = text.slice(text.lastIndexOf(' ') + 1).toLowerCase();
  return !['yes', 'no', 'nil', 'none', 'n/a'].includes(last);
}

/** A line's first sentence: "Overlays affecting the land: VPO2. Other overlays in the vicinity: LSIO" is about this land first. */
function firstSentence(scan: string): string {
  return scan.split(/(?<=[a-z0-9)]\.)\s+(?=[A-Z])/)[0] ?? scan;
}

