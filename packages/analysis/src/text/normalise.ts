// Text normalisation. `toScanForm` keeps the string length identical (1:1 character
// substitutions) so offsets found in the scan form point at the same place in the raw text,
// which is where verbatim quotes come from.

/** Collapse all runs of whitespace to one space and trim. Quotes are compared in this form. */
export function normaliseWhitespace(text: string): string {
  return text.replace(SPACE_RUN, ' ').trim();
}

const PUNCT_MAP: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u202F': ' ',
  '\t': ' ',
  '\r': ' ',
  '\f': '\n',
};

// Character classes without a pattern (the engine's regular expressions are budgeted).
export const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
export const isUpper = (c: string | undefined): boolean => c !== undefined && c >= 'A' && c <= 'Z';
export const isLower = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z';
export const isLetter = (c: string | undefined): boolean => isUpper(c) || isLower(c);

/**
 * Where a form's short label ends ("Financier: Suncorp Bank", "Special contributions: see ..."): the
 * index of its ": " within the first 40 characters, after five words at most; -1 when the text does
 * not open with such a label.
 */
export function fieldLabelEnd(text: string): number {
  const colon = text.indexOf(': ');
  return colon > 0 && colon <= 40 && text.slice(0, colon).split(' ').length <= 5 ? colon : -1;
}
const confusable = (x: string | undefined): boolean => x === 'O' || x === 'o' || x === 'l' || x === 'I';
const OPENS_NUMBER = /[\s$(,./-]/;

/**
 * Same-length copy of `raw` for pattern matching: typographic punctuation made ASCII and the
 * usual OCR confusions undone — O/o/l/I inside numbers become 0/1, and 0/1 between letters
 * become letters ("2O26" -> "2026", "$6l,5OO" -> "$61,500", "Over1ay" -> "Overlay").
 */
export function toScanForm(raw: string): string {
  const out = raw.split('');
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as string;
    const mapped = PUNCT_MAP[c];
    if (mapped !== undefined) out[i] = mapped;
  }
  for (let i = 0; i < out.length; i++) {
    const c = out[i];
    const prev = out[i - 1];
    const next = out[i + 1];
    if (c === 'O' || c === 'o' || c === 'l' || c === 'I') {
      // Inside a number: after a digit or "$" (and not followed by an ordinary letter), or
      // starting a number (not after a letter, and followed by a digit).
      const afterDigit = (isDigit(prev) || prev === '$') && !(isLetter(next) && !confusable(next));
      const startsNumber = !isLetter(prev) && isDigit(next) && (prev === undefined || OPENS_NUMBER.test(prev));
      // After the thousands separator or decimal point of a number ("$742,OOO.OO").
      const afterSeparator = (prev === ',' || prev === '.') && isDigit(out[i - 2]) && (isDigit(next) || confusable(next) || !isLetter(next));
      if (afterDigit || startsNumber || afterSeparator) out[i] = c === 'O' || c === 'o' ? '0' : '1';
    } else if (c === '|' && (isLower(prev) || isLower(next))) {
      // OCR reads a lower-case l as a bar: inside a word, or opening or ending one ("Va|ue", "|ocation",
      // "Capita|"). A bar set apart by spaces is a table's rule.
      out[i] = 'l';
    } else if (c === '1' && isLower(prev) && isLower(out[i - 2]) && !isLetter(next) && !isDigit(next)) {
      // A word ending in a one after lower-case letters, as OCR reads a final l ("Annua1", "Capita1").
      out[i] = 'l';
    } else if (c === '0' && isLower(prev) && !isLetter(out[i - 2]) && !isLetter(next) && !isDigit(next)) {
      // A word of two letters ending in a zero, as OCR reads "to" and "no" ("t0", "n0").
      out[i] = 'o';
    } else if ((c === '0' || c === '1') && isLetter(prev) && isLetter(next)) {
      // Digit between two letters inside a word.
      const upper = isUpper(prev) && isUpper(next);
      if (c === '0') out[i] = upper ? 'O' : 'o';
      else out[i] = upper ? 'I' : 'l';
    }
  }
  return out.join('');
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'on', 'in', 'at', 'for', 'to', 'a']);
const KEEP_UPPER = new Set(['VIC', 'NSW', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT', 'PO', 'ACN', 'ABN']);

/** "BANK OF QUEENSLAND LTD" -> "Bank of Queensland Ltd". Leaves mixed-case text alone. */
export function titleCaseIfUpper(text: string): string {
  if (hasLowercase(text)) return text;
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((w, i) => {
      if (/^\s+$/.test(w) || w === '') return w;
      if (KEEP_UPPER.has(w.toUpperCase())) return w.toUpperCase();
      if (i > 0 && SMALL_WORDS.has(w)) return w;
      // Each part of a hyphenated name: "SUNCORP-METWAY" -> "Suncorp-Metway".
      return w.replace(/(^[^a-z]*|-)([a-z])/g, (_m, p: string, ch: string) => p + ch.toUpperCase());
    })
    .join('');
}

/** A run of whitespace: `.replace(SPACE_RUN, ' ')` collapses it, `.replace(SPACE_RUN, '')` removes it. */
export const SPACE_RUN = /\s+/g;
/** The gap between a table row's cells (two spaces or more): `.split(CELL_GAP)` gives the cells. */
/** A bracketed note after a name ("Hazards (Flooding) Overlay (see map)"); a bracket inside the name is not one. */
export const TRAILING_NOTE = /(?<!\s)\s*\((?<=(?:^|\))[^()]*\()[^)]*\)\s*$/;
export const CELL_GAP = /\s{2,}/g;


/** How many characters of an item's number ("13.1", "5.") open the text, at most `max`; 0 when none. */
export function leadingNumberLength(text: string, max = Number.POSITIVE_INFINITY): number {
  let i = 0;
  while (i < text.length && i < max && (text[i] === '.' || isDigit(text[i]))) i++;
  return i;
}

/** Whether the text has a lower-case letter (a line in capitals has none). */
export function hasLowercase(text: string): boolean {
  return /[a-z]/.test(text);
}

/** The text up to its first full stop ("General Residential Zone. Schedule 1 applies" as its first sentence). */
export function firstSentence(text: string): string {
  const stop = text.search(/\.\s/);
  if (stop >= 0) return text.slice(0, stop);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** `text` as a pattern that matches it literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
