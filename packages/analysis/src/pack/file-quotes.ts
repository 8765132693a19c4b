// Verbatim quotes from one file of a pack, placed on their pack page, and "file, page" to cite them.
import type { PartKind, Quote } from '../result.ts';
import { allDates } from '../extract/dates.ts';
import { lineAt, type Line } from '../text/doc.ts';
import { normaliseWhitespace } from '../text/normalise.ts';
import { packPage, type FileReading } from './file-readings.ts';

/** A quote from one file: its text and pack page (the concern's), and the file's own page (the citation's). */
export interface FileQuote {
  file: string;
  filePage: number;
  quote: Quote;
}

/** "contract.pdf, page 2" */
export const cite = (q: FileQuote): string => `${q.file}, page ${q.filePage}`;

/** A line's words, lower case, every run of other characters one space: what values are looked for in. */
export function wordsKey(text: string): string {
  let out = '';
  let gap = false;
  for (const ch of text.toLowerCase()) {
    const word = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
    if (word) {
      if (gap && out !== '') out += ' ';
      out += ch;
      gap = false;
    } else gap = true;
  }
  return out;
}

/** The line as a quote: its text, whitespace normalised. */
export function quoteLine(reading: FileReading, line: Line): FileQuote {
  return {
    file: reading.name,
    filePage: line.page,
    quote: { text: normaliseWhitespace(line.text), page: packPage(reading, line.page), section: line.heading ?? line.section },
  };
}

/** The line holding an offset of the file's text (an extractor's evidence). */
export const quoteAtOffset = (reading: FileReading, offset: number): FileQuote => quoteLine(reading, lineAt(reading.run.doc, offset));

/** A quote the file's engine made (a finding's, a checked item's), moved onto its pack page. */
export const fileQuote = (reading: FileReading, text: string, filePage: number): FileQuote => ({
  file: reading.name,
  filePage,
  quote: { text, page: packPage(reading, filePage), section: null },
});

/** The first line of the file (in `parts`, when given) whose words hold `needle`'s words; null when none does. */
export function lineHolding(reading: FileReading, needle: string, parts?: ReadonlySet<PartKind>): FileQuote | null {
  const key = wordsKey(needle);
  if (key === '') return null;
  for (const line of reading.run.doc.lines) {
    if (line.running || (parts && !parts.has(line.part))) continue;
    if (` ${wordsKey(line.text)} `.includes(` ${key} `)) return quoteLine(reading, line);
  }
  return null;
}

/** The first line (in `parts`) whose characters, letters and digits only, hold `compact` (a plan number: "PS 512345A" holds "512345"). */
export function lineHoldingCompact(reading: FileReading, compact: string, parts: ReadonlySet<PartKind>): FileQuote | null {
  const want = compactKey(compact);
  if (want === '') return null;
  for (const line of reading.run.doc.lines) {
    if (!line.running && parts.has(line.part) && compactKey(line.text).includes(want)) return quoteLine(reading, line);
  }
  return null;
}

/** The line holding an offset of the file's text, when it lies in one of `parts`. */
export function quoteInParts(reading: FileReading, offset: number, parts: ReadonlySet<PartKind>): FileQuote | null {
  const line = lineAt(reading.run.doc, offset);
  return parts.has(line.part) ? quoteLine(reading, line) : null;
}

/** Letters and digits only, upper case: "PS 512345-A" -> "PS512345A". */
export function compactKey(text: string): string {
  let out = '';
  for (const ch of text.toUpperCase()) if ((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) out += ch;
  return out;
}

/** The first line (in `parts`, when given) holding the date `iso` written in any of the forms documents use. */
export function lineHoldingDate(reading: FileReading, iso: string, parts?: ReadonlySet<PartKind>): FileQuote | null {
  for (const line of reading.run.doc.lines) {
    if (line.running || (parts && !parts.has(line.part))) continue;
    if (allDates(line.text).some((d) => d.iso === iso)) return quoteLine(reading, line);
  }
  return null;
}

/** The first line of the file with words on it in one of `parts`: a document's title line. */
export function firstLineOf(reading: FileReading, parts: ReadonlySet<PartKind>): FileQuote | null {
  const line = reading.run.doc.lines.find((l) => !l.running && parts.has(l.part) && wordsKey(l.text) !== '');
  return line ? quoteLine(reading, line) : null;
}

/** Whether a quote the file's engine made on `filePage` comes from one of `parts` (a line of those parts on that page is in it). */
export function quotedFrom(reading: FileReading, text: string, filePage: number, parts: ReadonlySet<PartKind>): boolean {
  const quote = normaliseWhitespace(text);
  return reading.run.doc.lines.some((l) => {
    if (l.page !== filePage || l.running || !parts.has(l.part)) return false;
    const line = normaliseWhitespace(l.text);
    return line.length >= 8 && quote.includes(line);
  });
}
