// Is a mention a positive statement, a nil answer, or just a checklist/heading mention?
// A 'Nil' / 'Not applicable' / 'does not affect the land' answer is not a risk, and a heading or a
// due-diligence checklist that names a topic is not the topic.
import type { DocText, Line } from './doc.ts';
import { lineAt, nextContentLine } from './doc.ts';
import { sentenceAt, sentenceScan, type Span } from './sentences.ts';
import { SPACE_RUN, fieldLabelEnd, isDigit, isLower, isUpper, leadingNumberLength } from './normalise.ts';

export type Polarity = 'positive' | 'negative' | 'unknown' | 'hypothetical';

const NIL_ANSWER = /^[\s:\-.)]*(?:no\b|nil\b|none\b|not applicable|n\/a\b|does not apply|not affected|not disclosed|not known|no\s+such)/i;
const YES_ANSWER = /^[\s:\-.)]*(?:yes\b|applies\b|affected\b)/i;
// "No 711820014" numbers an instrument: it denies nothing.
const NEGATION = /\b(?:no\b(?!\.?\s*\d)|not|nil|none|nor|never|without|unaffected|n\/a|neither|free of|nothing)\b|\bdoes(?:n't| not)\b|\bis(?:n't| not)\b/i;
// A statement form's instruction of when a section applies ("This section applies only where ...");
// the answer follows it ("Not applicable.").
const CONDITIONAL = /\b(?:this\s+(?:section|part|item|clause|question)(?:\s+\d+(?:\.\d+)*[a-z]?)?\s+(?:only\s+)?applies|applies\s+only\s+(?:if|where|when))\b/i;
// A form's statement that holds only if its box is marked ("The land is in a designated bushfire
// prone area ... if the square box is marked with an 'X'  [ ]"): the box on the line decides.
// "... unless the box is checked, in which case ...": the statement holds only when none of the boxes
// set out under it is ticked.
const BOX_CONDITION = /\b(if|unless)\s+the\s+(?:square\s+|accompanying\s+)?box\s+is\s+(?:marked|ticked|checked)\b/i;
const HYPOTHETICAL = /\b(?:whether|checklist|should check|check the|check for|check if|check any|if any|you should ask|ask (?:the|your))\b/i;

export interface Mention {
  offset: number;
  length: number;
  polarity: Polarity;
  sentence: Span;
  sentenceText: string;
}

// Where a mention is about other land: overlays listed 'in the vicinity', a heritage place next door.
const VICINITY = /\bin\s+the\s+vicinity\b|\bnot\s+directly\s+affecting\b|\bnearby\s+(?:land|propert)|\b(?:within|about|approximately|some)\s+\d[\d,.]*\s*(?:m|metres|meters|km|kilometres)\s+(?:of|from)\b/i;
const NEIGHBOURING = /\b(?:neighbouring|neighboring|adjoining|adjacent|abutting|next[- ]door)\s+(?:property|properties|land|lot|lots|site|house|dwelling|parcel|section|part|street|road|places?)\b|\b(?:property|land|lot)\s+(?:next\s+door|adjoining|adjacent)\b|\bother\s+lots?\b|\b(?:adjoins|abuts|is\s+(?:adjacent|next)\s+to|is\s+opposite)\b/i;
// A tick box before the mention on its line: empty = not so, ticked = so.
const BOX_EMPTY = /\[\s\]|\u2610/;
const BOX_TICKED = /\[\s*[xX\u2713\u2714]\s*\]|[\u2611\u2612]/;
// For wording that is itself the problem ("not connected", "without a permit"): only a denial of it counts.
const DENIED = /\b(?:there\s+(?:is|are|has been|have been)\s+no|not aware of any|none|nil|free of|denies|not applicable)\b|\bno\s*$/i;

const NOTE = /^\W*(?:\d{1,2}(?:\.\d{1,2})*\s+)?(?:notes?|explanatory notes?)\s*[:\-\u2013]/i;
const EXPLANATORY = /\bnotes?\s+(?:about|on|to|for)\s+(?:this|the)\s+certificate\b|\bexplanatory\s+notes?\b|\bglossary\b|\bwhat\s+(?:this|it)\s+means\b/i;
// The kinds of interest and hazard a printed warning lists together ("a flood, bush fire, heritage,
// mine subsidence, contamination, easement or compulsory acquisition matter").
const INTEREST_WORDS =
  /\b(?:mortgages?|easements?|covenants?|caveats?|leases?|encumbrances?|restrictions?|charges?|notices?|flood(?:ing)?|bush\s?fire|heritage|subsidence|contamination|acquisition|asbestos|landslip)\b/gi;

function genericList(sentence: string): boolean {
  // A register entry names its dealing ("MORTGAGE AY662419C ... TALLOWWOOD MUTUAL BANK LTD"): not generic.
  if (/\b[A-Z]{0,2}\d{5,}[A-Z]?\b|\$/.test(sentence)) return false;
  const kinds = new Set((sentence.match(INTEREST_WORDS) ?? []).map((w) => w.toLowerCase().replace(SPACE_RUN, '').replace(/s$/, '')));
  return kinds.size >= 4 || (kinds.size >= 3 && /\b(?:shows?|lists?|such as|including|includes|may|any)\b/i.test(sentence));
}

/**
 * An item's label and title as a sentence of their own: "E. Contamination history.", "(c) Road
 * widening." — a letter or number, then a few words with no figures, commas or verbs of a statement.
 */
function isInlineItemTitle(sentence: string): boolean {
  const t = sentence.trim();
  const label = itemLabelLength(t);
  if (label === 0 || !t.endsWith('.')) return false;
  const title = t.slice(label, -1).trim();
  const words = title.split(' ').filter((w) => w !== '');
  return words.length >= 1 && words.length <= 5 && isUpperStart(title) && ![...title].some((c) => isDigit(c) || c === ',' || c === ':' || c === ';') && !words.some((w) => STATEMENT_VERBS.has(w.toLowerCase()));
}
const STATEMENT_VERBS = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'must', 'may', 'will', 'shall', 'does', 'not', 'no']);
const isUpperStart = (t: string): boolean => isUpper(t[0]);

/** "Financier: Suncorp Bank": a short label and its colon open the line. */
function startsWithLabel(line: string): boolean {
  const colon = fieldLabelEnd(line);
  const stop = line.indexOf('.');
  return colon > 0 && (stop < 0 || colon < stop);
}

/** The length of an item's label at the start: "E. ", "12. ", "(b) ", "b) "; 0 when there is none. */
function itemLabelLength(t: string): number {
  const digits = leadingNumberLength(t);
  if (digits > 0 && digits <= 2 && t[digits] === '.' && t[digits + 1] === ' ') return digits + 2;
  if (isUpper(t[0]) && t[1] === '.' && t[2] === ' ') return 3;
  const close = t.indexOf(') ');
  if (close > 0 && close <= 4 && [...t.slice(t[0] === '(' ? 1 : 0, close)].every((c) => isLower(c) || isDigit(c))) return close + 2;
  return 0;
}

/** A short line that is only a title: no digits, no closing punctuation, not a table row. */
function isTitleLine(scan: string): boolean {
  const t = scan.trim();
  return t.length >= 8 && t.length <= 80 && /^[A-Z]/.test(t) && !/\d/.test(t) && !/[.;:,?]$/.test(t) && !/\s{3,}/.test(t);
}

// Limits, not negations: "a loan of no more than $700,000", "no later than 30 days".
const LIMITS = /\b(?:no|not)\s+(?:more|less|later|earlier|fewer|greater)\s+than\b/gi;

export interface ClassifyOptions {
  /** The matched words state the problem themselves ("not connected", "not subject to finance"). */
  problemWording?: boolean;
}

/**
 * Classify one mention at `offset` (scan-form match of `length` chars). This is the one place that
 * decides polarity: nil/no/not/N/A answers, struck-out or not-applicable conditions, ticked and
 * unticked boxes, overlays 'in the vicinity', neighbouring land, checklists and printed questions.
 */
/** The box nearest before a mention on its line, when it marks the mention's own option (no Yes/No after it). */
function nearestBox(before: string): 'empty' | 'ticked' | null {
  const empty = Math.max(before.lastIndexOf('[ ]'), before.lastIndexOf('\u2610'));
  const ticked = Math.max(before.lastIndexOf('[X]'), before.lastIndexOf('[x]'));
  const at = Math.max(empty, ticked);
  if (at < 0) return null;
  const words = before.slice(at + 3).trim().toLowerCase();
  if (words.startsWith('yes') || words.startsWith('no')) return null;
  return empty > ticked ? 'empty' : 'ticked';
}

/** The Yes or No cell right after the cell holding `at` on a table row, or null. */
export function answerCell(scan: string, at: number): 'yes' | 'no' | null {
  const gap = scan.indexOf('   ', at);
  if (gap < 0) return null;
  const rest = scan.slice(gap).trimStart();
  const next = rest.indexOf('   ');
  const cell = (next < 0 ? rest : rest.slice(0, next)).trim().toLowerCase();
  return cell === 'yes' ? 'yes' : cell === 'no' ? 'no' : null;
}

export function classifyMention(doc: DocText, offset: number, length: number, options: ClassifyOptions = {}): Mention {
  const line = lineAt(doc, offset);
  const sentence = sentenceAt(doc, offset);
  const sentenceText = sentenceScan(doc, sentence);
  const base = { offset, length, sentence, sentenceText };
  if (line.struck || line.aside || (line.yesOnly && !/\byes\b/i.test(line.scan))) return { ...base, polarity: 'negative' };
  if (line.section && /checklist/i.test(line.section) && !line.heading) return { ...base, polarity: 'hypothetical' };
  if ((line.section && VICINITY.test(line.section)) || VICINITY.test(sentenceText)) return { ...base, polarity: 'negative' };
  // The box a mention is ticked or left empty in stands just before it (bounded: one endless line
  // with many mentions must not be rescanned for each).
  const lineBefore = doc.scan.slice(Math.max(line.start, offset - 300), offset);
  if (BOX_EMPTY.test(lineBefore) && !BOX_TICKED.test(lineBefore)) return { ...base, polarity: 'negative' };
  // Options set side by side ("[X] Sold subject to the tenancy     [ ] Vacant possession"): the box right
  // before the mention is its own, unless it answers Yes or No.
  if (nearestBox(lineBefore) === 'empty') return { ...base, polarity: 'negative' };
  // A schedule's row answers its item in the cell after it ("1.2 Easement …   YES   Easement in favour of …").
  const firstGap = line.scan.trimStart().indexOf('   ') + (line.scan.length - line.scan.trimStart().length);
  const inFirstCell = firstGap > 0 && offset - line.start < firstGap;
  const cell = inFirstCell ? answerCell(line.scan, offset - line.start) : null;
  if (cell === 'no') return { ...base, polarity: 'negative' };
  if (cell === 'yes') return { ...base, polarity: 'positive' };
  // An item's title in the first cell and its question beside it, wrapped down its column, with the
  // answer boxes under the question ("Unlicensed building work   Has building work been ... under an" /
  // "...   owner builder permit in the last 6 years?" / "[ ] Yes  [X] No").
  const asked = inFirstCell ? questionCellAnswer(doc, line) : null;
  if (asked === 'no') return { ...base, polarity: 'negative' };
  if (asked === 'yes') return { ...base, polarity: 'positive' };
  if (asked === 'unanswered') return { ...base, polarity: 'unknown' };
  // Explanatory notes and glossaries describe what a certificate item means, not this land; so does
  // a "Note:" quoting the statute.
  if (line.section && EXPLANATORY.test(line.section) && !line.heading) return { ...base, polarity: 'hypothetical' };
  if (NOTE.test(sentenceText) || NOTE.test(line.scan)) return { ...base, polarity: 'hypothetical' };
  // A question answered after a gap on its own last line ("... under the Act?          No."): the answer decides.
  const mark = sentenceText.lastIndexOf('?');
  const tail = mark >= 0 ? sentenceText.slice(mark + 1).trim() : '';
  if (mark >= 0 && offset - sentence.start < mark && tail !== '' && tail.split(' ').length <= 4 && (NIL_ANSWER.test(tail) || YES_ANSWER.test(tail))) {
    return { ...base, polarity: YES_ANSWER.test(tail) ? 'positive' : 'negative' };
  }
  // ... or by its boxes after the mark, the question wrapped onto the line that holds them ("... or Planning" /
  // "Act 2016?   [ ] Yes  [X] No").
  const tailBoxes = mark >= 0 && offset - sentence.start < mark ? boxAnswer(tail) : null;
  if (tailBoxes === 'no') return { ...base, polarity: 'negative' };
  if (tailBoxes === 'yes') return { ...base, polarity: 'positive' };
  if (tailBoxes === 'unanswered') return { ...base, polarity: 'unknown' };
  // A question ("Is the land within a heritage conservation area?") is answered after it.
  if (/\?\s*$/.test(sentenceText.trim())) {
    const answer = doc.scan.slice(sentence.end, sentence.end + 160).replace(/^[\s?]*/, '');
    if (NIL_ANSWER.test(answer) || /^(?:the land is not|council (?:is not aware|has no record))/i.test(answer)) return { ...base, polarity: 'negative' };
    if (YES_ANSWER.test(answer)) return { ...base, polarity: 'positive' };
    return { ...base, polarity: 'hypothetical' };
  }
  // An item's title set inline before its answer ("E. Contamination history. Council holds no record
  // ..."): the answer after it decides, and a title alone asserts nothing.
  if (isInlineItemTitle(sentenceText)) {
    const answer = doc.scan.slice(sentence.end, sentence.end + 200).trimStart();
    if (NIL_ANSWER.test(answer) || YES_ANSWER.test(answer)) return { ...base, polarity: YES_ANSWER.test(answer) ? 'positive' : 'negative' };
    const answerSentence = answer.split('. ')[0] ?? '';
    return { ...base, polarity: NEGATION.test(answerSentence.replace(LIMITS, ' ')) ? 'negative' : 'unknown' };
  }
  // A form item answered by boxes after it ("Margin scheme will be used  [X] NO [ ] yes"): the ticked answer decides.
  const onLine = boxAnswer(doc.scan.slice(offset + length, Math.min(line.end, offset + length + 400)));
  // (The item's sentence may wrap: the boxes sit under its last line, and answer it only when it ends that line.)
  const lastLine = lineAt(doc, Math.max(offset, sentence.end - 1));
  const endsLine = doc.scan.slice(sentence.end, lastLine.end).trim() === '';
  const below = onLine === null && endsLine ? nextContentLine(doc, lastLine) : null;
  // ... or on the line under the item, when that line holds only the boxes ("[X] NO [ ] yes").
  const boxed = onLine ?? (below && /^\s*\[\s*(?:[xX]\s*)?\]/.test(below.scan) ? boxAnswer(below.scan) : null);
  if (boxed === 'no') return { ...base, polarity: 'negative' };
  if (boxed === 'yes') return { ...base, polarity: 'positive' };
  if (boxed === 'unanswered') return { ...base, polarity: 'unknown' };
  const conditional = conditionBox(doc, sentenceText, line);
  if (conditional === 'ticked') return { ...base, polarity: 'positive' };
  if (conditional === 'empty') return { ...base, polarity: 'negative' };
  if (conditional === 'unread') return { ...base, polarity: 'unknown' };
  // A condition of the form ("If the Finance Amount is left blank ..., this contract is not subject to finance").
  if (/^\W*(?:\d+(?:\.\d+)*\s+)?(?:if|unless|where|should|in the event)\b/i.test(sentenceText.trim())) return { ...base, polarity: 'hypothetical' };
  // A description of what a search shows ("mortgages, easements, covenants, leases and caveats") names no interest.
  if (genericList(sentenceText)) return { ...base, polarity: 'hypothetical' };
  // A bare title line ("Unlicensed building work under owner builder permit") answered on the next line.
  if (isTitleLine(line.scan)) {
    const next = nextContentLine(doc, line);
    if (next && NIL_ANSWER.test(next.scan)) return { ...base, polarity: 'negative' };
  }
  if (options.problemWording) {
    // An item's title naming the problem ("4.2 Unlicensed building work") is answered on the line under
    // it: a No there, or its question's ticked No, denies it.
    if (line.heading !== null || isTitleLine(line.scan)) {
      const next = nextContentLine(doc, line);
      const answer = next ? boxAnswer(next.scan.slice(next.scan.lastIndexOf('?') + 1)) : null;
      if (answer === 'no' || (next && NIL_ANSWER.test(next.scan))) return { ...base, polarity: 'negative' };
    }
    return { ...base, polarity: problemPolarity(doc, sentence, sentenceText, offset) };
  }
  if (line.heading) {
    // A heading names a topic; its answer is on the next line ("No.", "Does not apply.").
    const next = nextContentLine(doc, line);
    if (next && NIL_ANSWER.test(next.scan)) return { ...base, polarity: 'negative' };
    if (next && YES_ANSWER.test(next.scan)) return { ...base, polarity: 'positive' };
    return { ...base, polarity: 'unknown' };
  }
  if (/^\s*[\u2022*\u25AA-]\s/.test(line.scan) && HYPOTHETICAL.test(doc.scan.slice(Math.max(0, line.start - 300), line.start))) {
    return { ...base, polarity: 'hypothetical' };
  }
  if (CONDITIONAL.test(sentenceText)) {
    const answer = doc.scan.slice(sentence.end, sentence.end + 200);
    return { ...base, polarity: NIL_ANSWER.test(answer) ? 'negative' : 'hypothetical' };
  }
  const after = doc.scan.slice(offset + length, sentence.end);
  if (NIL_ANSWER.test(after)) return { ...base, polarity: 'negative' };
  // Answer on the following line of a label with nothing after it ("Designated bushfire prone area:\nNo").
  if (after.trim() === '' || /^[\s:]*$/.test(after)) {
    const next = nextContentLine(doc, line);
    if (next && next.start >= sentence.end && NIL_ANSWER.test(next.scan)) return { ...base, polarity: 'negative' };
  }
  // "Label mentioning the topic: answer" -> the answer decides.
  const rel = offset - sentence.start;
  const sText = doc.scan.slice(sentence.start, sentence.end);
  const colonAfter = sText.indexOf(':', rel + length);
  const colonBefore = sText.lastIndexOf(':', rel);
  if (colonAfter >= 0 && colonBefore < 0) {
    // The answer a label has on its line goes on to the next line, unless that line is a form's note
    // ("(if no amount is inserted, ...)") or the next label.
    const rest = sText.slice(colonAfter + 1);
    const lineEnd = rest.indexOf('\n');
    const nextLine = lineEnd >= 0 ? rest.slice(lineEnd + 1).trimStart() : '';
    const separate = lineEnd >= 0 && rest.slice(0, lineEnd).trim() !== '' && (nextLine.startsWith('(') || startsWithLabel(nextLine));
    const answer = separate ? rest.slice(0, lineEnd) : rest;
    if (NIL_ANSWER.test(answer)) return { ...base, polarity: 'negative' };
    // A definite "Yes" answers the label however it is worded ("Easement (whether over ...): YES").
    if (YES_ANSWER.test(answer)) return { ...base, polarity: 'positive' };
    if (HYPOTHETICAL.test(sText)) return { ...base, polarity: 'hypothetical' };
    if (NEGATION.test(answer.split(/[;]/)[0] ?? '')) return { ...base, polarity: 'negative' };
    return { ...base, polarity: 'positive' };
  }
  const { text: clause, mentionEnd } = clauseAround(doc, sentence, offset, length);
  if (HYPOTHETICAL.test(clause)) return { ...base, polarity: 'hypothetical' };
  if (NEGATION.test(ownWords(clause, mentionEnd).replace(LIMITS, ' '))) return { ...base, polarity: 'negative' };
  if (NEIGHBOURING.test(clause)) return { ...base, polarity: 'negative' };
  return { ...base, polarity: 'positive' };
}

const BOXED_ANSWER = /\[\s*(?:([xX])\s*)?\]\s*(yes|no|n\/a|not applicable)\b/gi;

/**
 * A statement that applies only "if the box is marked": its box on the item's line, or alone on the
 * line under it, ticked or empty; 'unread' when no box could be read (lost in extraction, a glyph no
 * font table names), so the answer is unknown, never the statement; null for any other sentence.
 */
export function conditionBox(doc: DocText, sentenceText: string, line: Line): 'ticked' | 'empty' | 'unread' | null {
  const condition = BOX_CONDITION.exec(sentenceText);
  if (!condition) return null;
  if ((condition[1] as string).toLowerCase() === 'unless') return unlessBoxed(doc, line);
  const next = nextContentLine(doc, line)?.scan.trim() ?? '';
  const boxes = `${line.scan} ${next.startsWith('[') && next.endsWith(']') && next.length <= 5 ? next : ''}`;
  if (BOX_TICKED.test(boxes)) return 'ticked';
  if (BOX_EMPTY.test(boxes)) return 'empty';
  return 'unread';
}

/**
 * A statement that holds "unless the box is checked": read as its box would be — 'ticked' (it holds)
 * when the option boxes in the lines under it are all empty, 'empty' when one of them is ticked.
 */
function unlessBoxed(doc: DocText, line: Line): 'ticked' | 'empty' | 'unread' {
  let seen = false;
  let at = nextContentLine(doc, line);
  for (let k = 0; at && k < UNLESS_LINES; k++, at = nextContentLine(doc, at)) {
    if (BOX_TICKED.test(at.scan)) return 'empty';
    if (BOX_EMPTY.test(at.scan)) seen = true;
    else if (seen && at.heading !== null) break;
  }
  return seen ? 'ticked' : 'unread';
}
const UNLESS_LINES = 8;

/**
 * The answer the boxes after an item give: the word beside the ticked box, or 'unanswered' when the
 * item has answer boxes and none is ticked; null when there are no answer boxes.
 */

export function boxAnswer(after: string): 'yes' | 'no' | 'unanswered' | null {
  let seen = false;
  for (const m of after.matchAll(BOXED_ANSWER)) {
    seen = true;
    if (m[1] === undefined) continue;
    return (m[2] as string).toLowerCase() === 'yes' ? 'yes' : 'no';
  }
  return seen ? 'unanswered' : null;
}

/** The boxes answering the question a row's second cell asks, when the question ends within three lines. */
function questionCellAnswer(doc: DocText, line: Line): 'yes' | 'no' | 'unanswered' | null {
  const cells = line.scan.trim().split('   ').filter((c) => c.trim() !== '');
  if (cells.length < 2) return null;
  let at: Line | null = line;
  for (let k = 0; at && k < 3; k++) {
    if (at.scan.trimEnd().endsWith('?')) {
      const below = nextContentLine(doc, at);
      return below ? boxAnswer(below.scan) : null;
    }
    at = nextContentLine(doc, at);
  }
  return null;
}

function problemPolarity(doc: DocText, sentence: Span, sentenceText: string, offset: number): Polarity {
  // "This clause applies only if ...": a form's condition for its clause, not a statement of the problem.
  if (/\b(?:whether|checklist|check|if any)\b/i.test(sentenceText) || CONDITIONAL.test(sentenceText)) return 'hypothetical';
  const before = doc.scan.slice(sentence.start, offset);
  const clause = before.slice(before.lastIndexOf(';') + 1);
  if (DENIED.test(clause)) return 'negative';
  const after = doc.scan.slice(offset, sentence.end);
  if (/:\s*(?:none|nil|no\b|n\/a|not applicable|does not apply)/i.test(after)) return 'negative';
  return 'positive';
}

// After the mention, words that start saying what the thing itself does or forbids: a "not" there is
// its content ("an agreement under section 173 which provides that the land must not be subdivided",
// "a bushfire prone area, so no building may ...", "caveat ..., which has not been withdrawn").
const DESCRIBES = /,\s+(?:which|so)\b|(?<!\s)\s+which\s+(?:provides|prohibits|requires|restricts|states|says|means|limits)\b|(?<!\s)\s+so\s+that\b/i;

/** The clause up to where, after the mention (ending at `mentionEnd`), it starts describing the thing mentioned. */
function ownWords(clause: string, mentionEnd: number): string {
  const describes = DESCRIBES.exec(clause.slice(mentionEnd));
  return describes ? clause.slice(0, mentionEnd + describes.index) : clause;
}

/** The clause of the sentence around the mention (split on ; and on ", but"/". "), and where in it the mention ends. */
function clauseAround(doc: DocText, sentence: Span, offset: number, length: number): { text: string; mentionEnd: number } {
  const text = doc.scan.slice(sentence.start, sentence.end);
  const rel = offset - sentence.start;
  const seps = /;|,\s+(?:but|however|except)\b|\s[-]\s/g;
  let start = 0;
  let end = text.length;
  let m: RegExpExecArray | null;
  while ((m = seps.exec(text))) {
    if (m.index + m[0].length <= rel) start = m.index + m[0].length;
    else if (m.index >= rel + length) {
      end = m.index;
      break;
    }
  }
  // A label before a colon is not a clause of its own: "Heritage: the land is not listed" -> keep both sides.
  return { text: text.slice(start, end), mentionEnd: Math.min(end, rel + length) - start };
}

/** All mentions of `re` (global regex over the scan form), classified. */
export function findMentions(doc: DocText, re: RegExp, options: ClassifyOptions = {}): Mention[] {
  const out: Mention[] = [];
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  let m: RegExpExecArray | null;
  while ((m = g.exec(doc.scan))) {
    out.push(classifyMention(doc, m.index, m[0].length, options));
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}

export function firstPositive(mentions: Mention[]): Mention | undefined {
  return mentions.find((m) => m.polarity === 'positive');
}
