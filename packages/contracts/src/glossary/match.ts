import { GLOSSARY, type GlossaryEntry } from './terms.ts';

// Finding the glossary's terms in a sentence: whole words only, a phrase in any case (plural too),
// an abbreviation only in capitals. Two regular expressions (phrases, abbreviations) built once from
// the table; at one place the longest wording wins, and matches never overlap.

export interface GlossaryMatch {
  entry: GlossaryEntry;
  start: number;
  end: number;
  /** The words as the text has them ('Cooling-off', 'easements'). */
  text: string;
}

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';
const SEPARATOR = '[\\s\\u00a0\\-\\u2010\\u2011]+';
const escapeRegex = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && /\p{N}/u.test(ch);

/** A phrase as a pattern: space/hyphen either way, optional apostrophe, 's32' = 's 32' = 's.32', optional plural. */
function phrasePattern(phrase: string, notFollowedBy: readonly string[]): string {
  let out = '';
  const chars = [...phrase];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === ' ' || ch === '-') {
      if (!out.endsWith(SEPARATOR)) out += SEPARATOR;
    } else if (ch === "'" || ch === '’') {
      out += "['’]?";
    } else {
      out += escapeRegex(ch);
      if (isLetter(ch) && isDigit(chars[i + 1])) out += '[\\s.]?';
    }
  }
  if (isLetter(chars.at(-1))) out += 's?';
  out += NOT_WORD_AFTER;
  if (notFollowedBy.length > 0) out += `(?!\\s+(?:${notFollowedBy.map((w) => [...w].map(escapeRegex).join('')).join('|')})${NOT_WORD_AFTER})`;
  return out;
}

interface Alternative {
  entry: GlossaryEntry;
  wording: string;
  pattern: string;
}

function compile(alternatives: Alternative[], flags: string): { regex: RegExp; entries: GlossaryEntry[] } {
  // Longest first: at one place, 'section 32 statement' beats 'section 32'.
  const sorted = [...alternatives].sort((a, b) => b.wording.length - a.wording.length);
  const source = sorted.map((a) => `${NOT_WORD_BEFORE}(${a.pattern})`).join('|');
  return { regex: new RegExp(source, flags), entries: sorted.map((a) => a.entry) };
}

const PHRASES = compile(
  GLOSSARY.flatMap((entry) => entry.phrases.map((wording) => ({ entry, wording, pattern: phrasePattern(wording, entry.notFollowedBy ?? []) }))),
  'giu',
);
const ABBREVIATIONS = compile(
  GLOSSARY.flatMap((entry) =>
    (entry.abbreviations ?? []).map((wording) => ({ entry, wording, pattern: `${[...wording].map(escapeRegex).join('')}${NOT_WORD_AFTER}` })),
  ),
  'gu',
);

function scan(text: string, { regex, entries }: { regex: RegExp; entries: GlossaryEntry[] }): GlossaryMatch[] {
  const found: GlossaryMatch[] = [];
  for (const m of text.matchAll(regex)) {
    const group = m.findIndex((g, i) => i > 0 && g !== undefined);
    found.push({ entry: entries[group - 1]!, start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return found;
}

/** Every glossary term in `text`, in order, none overlapping (at one place the longer wins). */
export function findGlossaryTerms(text: string): GlossaryMatch[] {
  if (!text) return [];
  const all = [...scan(text, PHRASES), ...scan(text, ABBREVIATIONS)].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: GlossaryMatch[] = [];
  for (const match of all) {
    if (kept.length === 0 || match.start >= kept.at(-1)!.end) kept.push(match);
  }
  return kept;
}

export type GlossarySegment = string | GlossaryMatch;

/**
 * `text` cut into plain strings and terms, each term only at its first appearance: an entry whose id
 * is in `seen` is left as text, and each term used is added to `seen` (pass one set to a block of
 * text to explain each term once within it).
 */
export function glossarySegments(text: string, seen: Set<string> = new Set()): GlossarySegment[] {
  const segments: GlossarySegment[] = [];
  let at = 0;
  for (const match of findGlossaryTerms(text)) {
    if (seen.has(match.entry.id)) continue;
    seen.add(match.entry.id);
    if (match.start > at) segments.push(text.slice(at, match.start));
    segments.push(match);
    at = match.end;
  }
  if (at < text.length) segments.push(text.slice(at));
  return segments;
}
