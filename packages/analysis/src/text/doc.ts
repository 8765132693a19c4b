// The document model every extractor and rule works on: raw text (for verbatim quotes), a
// same-length scan form (for matching), lines with page/section, and sentence lookup.
import type { DocumentPage } from '../result.ts';
import { headingLabel, parseHeading } from './headings.ts';
import { toScanForm } from './normalise.ts';

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
}

export interface DocText {
  raw: string;
  scan: string;
  lines: Line[];
  pageNumbers: number[];
}

const RUNNING_SHAPE = (s: string): string => s.trim().replace(/\d+/g, '#').replace(/\s+/g, ' ').toLowerCase();

/** Header/footer lines repeated on most pages (page numbers replaced), and "Page N of M" lines. */
function runningShapes(pages: string[][]): Set<string> {
  const shapes = new Set<string>();
  if (pages.length < 2) return shapes;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const nonEmpty = lines.filter((l) => l.trim() !== '');
    const edge = new Set([...nonEmpty.slice(0, 2), ...nonEmpty.slice(-2)].map(RUNNING_SHAPE));
    for (const s of edge) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const need = Math.max(2, Math.ceil(pages.length * 0.5));
  for (const [shape, n] of counts) if (n >= need && shape.length > 0) shapes.add(shape);
  return shapes;
}

const PAGE_LINE = /^\s*(?:-\s*)?page\s+\d+(?:\s+of\s+\d+)?\s*(?:-\s*)?$/i;

export function buildDoc(pages: DocumentPage[]): DocText {
  const sorted = [...pages].sort((a, b) => a.number - b.number);
  const pageLines = sorted.map((p) => p.text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').split('\n'));
  const shapes = runningShapes(pageLines);
  const lines: Line[] = [];
  let raw = '';
  let section: string | null = null;
  sorted.forEach((p, pi) => {
    if (pi > 0) raw += '\n';
    const pl = pageLines[pi] as string[];
    const isRunning = (t: string): boolean => t.trim() !== '' && (shapes.has(RUNNING_SHAPE(t)) || PAGE_LINE.test(t));
    let prevBlank = true;
    for (const [li, text] of pl.entries()) {
      if (li > 0) raw += '\n';
      const start = raw.length;
      raw += text;
      const running = isRunning(text);
      const next = pl.slice(li + 1).find((t) => !isRunning(t));
      const standalone = prevBlank && next !== undefined && next.trim() !== '';
      const h = running ? null : parseHeading(toScanForm(text), standalone);
      if (!running) prevBlank = text.trim() === '';
      const heading = h ? headingLabel(h) : null;
      if (heading) section = heading;
      lines.push({ index: lines.length, page: p.number, start, end: raw.length, text, scan: '', heading, section, running });
    }
  });
  // Blank running lines in the scan form so no pattern ever matches a page header/footer.
  const chars = toScanForm(raw).split('');
  for (const l of lines) {
    if (l.running) for (let i = l.start; i < l.end; i++) chars[i] = ' ';
  }
  const scan = chars.join('');
  for (const l of lines) l.scan = scan.slice(l.start, l.end);
  return { raw, scan, lines, pageNumbers: sorted.map((p) => p.number) };
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
