// Conditions that do not form part of the contract: a numbered condition whose heading (or first
// line) says it is deleted, struck out or not applicable. Every line of such a condition, up to the
// next condition of the same level, is marked so no mention in it counts as positive.
import { SPACE_RUN } from './normalise.ts';
export interface StruckLine {
  scan: string;
  part: string;
  running: boolean;
}

const CLAUSE_START = /^\s*(?:SC|clause\s+|condition\s+)?(\d{1,2})(?:\.|\s|$)(?!\d)/i;
const STRUCK = /\[\s*deleted\b|\bdeleted\b|\bstruck\s+(?:out|through)\b|\bnot\s+applicable\b|\bN\/A\b|\bdoes\s+not\s+apply\b|\bintentionally\s+(?:left\s+)?blank\b|\bnot\s+used\b|\bomitted\b/i;
/** A marker closing the clause's line: "... on a property. [DELETED]", "(deleted)", "- DELETED". */
const STRUCK_AT_END = /(?:\[\s*(?:deleted|DELETED|Deleted)\s*\]|\(\s*(?:deleted|DELETED|Deleted)\s*\)|\bDELETED)\s*(?:\.\s*)?$/;
const CONDITION_PARTS = new Set(['special-conditions', 'particulars', 'front', 'other']);

export function struckLines(lines: readonly StruckLine[]): boolean[] {
  const out: boolean[] = lines.map(() => false);
  let struck = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as StruckLine;
    if (l.running) continue;
    const start = CONDITION_PARTS.has(l.part) ? CLAUSE_START.exec(l.scan) : null;
    if (start || !CONDITION_PARTS.has(l.part)) {
      // The heading line up to its first sentence carries the marker, or — under a bare title
      // ("3. Early release of deposit") — the first sentence of the next line ("Not applicable.").
      struck =
        start !== null &&
        (STRUCK.test(opening(l.scan)) || STRUCK_AT_END.test(l.scan) || (isBareTitle(l.scan) && STRUCK.test(firstSentence(nextText(lines, i)))));
    }
    out[i] = struck;
  }
  return out;
}

// The clause's own number ("2. ") is not a sentence: the first sentence is what follows it.
const firstSentence = (s: string): string => (s.replace(/^\s*(?:SC|clause\s+|condition\s+)?\d{1,2}(?:\.\d{1,2})*\.?\s+/i, '').split(/(?<=[.])\s/)[0] ?? s).slice(0, 120);
/** The first sentence, and the second when the first is only a title ("4. Vendor finance. Deleted."). */
function opening(s: string): string {
  const body = s.replace(/^\s*(?:SC|clause\s+|condition\s+)?\d{1,2}(?:\.\d{1,2})*\.?\s+/i, '');
  const [first = '', second = ''] = body.split(/(?<=[.])\s/);
  return first.split(SPACE_RUN).length <= 6 ? `${first} ${second}`.slice(0, 160) : first.slice(0, 120);
}
const isBareTitle = (s: string): boolean => s.trim().length <= 80 && !/[.;:]\s*$/.test(s.trim().replace(/^\S+\s*/, '')) && s.trim().split(SPACE_RUN).length <= 10;

function nextText(lines: readonly StruckLine[], i: number): string {
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j] as StruckLine;
    if (!l.running && l.scan.trim() !== '') return l.scan;
  }
  return '';
}
