import { citePage, formatAud, type PackFile } from '@doco/contracts';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Melbourne' });

/** Integer cents as A$1,234.56 (negative: -A$5.00): the product's one money format. */
export const formatCents = formatAud;

/** 3 Mar 2026 (Melbourne time). */
export const formatDate = (date: Date) => day.format(date);

// The standard PDF fonts (Helvetica, Times) only cover Windows-1252. Anything else is folded to a
// near ASCII form or dropped, so a stray symbol in a document never prints as garbage.
const WIN_ANSI = new Set(new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 224 }, (_, i) => i + 32)));
const FOLD: Record<string, string> = { '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u2192': '->', '\u2713': 'Yes', '\u2717': 'No', '\u00a0': ' ', '\u2264': '<=', '\u2265': '>=' };

export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (ch === '\n' || ch === '\t' || WIN_ANSI.has(ch)) out += ch;
    else if (FOLD[ch] !== undefined) out += FOLD[ch];
    else {
      const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...folded].every((c) => WIN_ANSI.has(c)) ? folded : '';
    }
  }
  return out;
}

/** "Contract of Sale.pdf" -> "Contract of Sale - Doco report.pdf"; safe for a Content-Disposition. */
export function reportFilename(originalName: string): string {
  const base = originalName
    .replace(/^.*[\\/]/, '')
    .replace(/\.(pdf|docx|txt)$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .trim()
    .slice(0, 200);
  return `${base || 'Document'} - Doco report.pdf`;
}

/**
 * Texts written one after the other as sentences: each ends with its full stop (or ! ?) before the
 * next starts, so "... Water Limited" and "Limits where you can build" never run together. Empty parts
 * and a part that repeats an earlier one are left out.
 */
export function sentences(...parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const text = part?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const key = text.toLowerCase().replace(/[.!?:;]+$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(/[.!?]['"”’)]*$/.test(text) ? text : `${text}.`);
  }
  return out.join(' ');
}

/**
 * Where a quote sits, under the quote (issue 28): "Page 3 of the document" for one file, the file and
 * its own page ("contract.pdf, page 2") for a pack.
 */
export function quotePage(files: readonly PackFile[] | null | undefined, page: number): string {
  return files && files.length > 1 ? citePage(files, page) : `Page ${page} of the document`;
}
