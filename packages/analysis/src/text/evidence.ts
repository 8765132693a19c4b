// Evidence is an assertion about this land. A concern's quote must be a statement from a part that
// can carry facts; it is never a heading, a question, a printed clause, a note quoting the statute,
// or an item about land in the vicinity. An item's heading or question is not evidence, its answer
// is: a heading answered affirmatively is quoted with its answer; one whose answer cannot be read is
// something the buyer must confirm, never a concern.
import { readBoxGrids, type GridRow } from './box-grid.ts';
import { boxAnswer, conditionBox } from './classify.ts';
import type { DocText, Line } from './doc.ts';
import { lineAt, nextContentLine } from './doc.ts';
import { BOILERPLATE } from './parts.ts';
import { sentenceAt, sentenceScan, type Span } from './sentences.ts';
import { hasLowercase, SPACE_RUN } from './normalise.ts';

export type EvidenceReason = 'printed' | 'question' | 'note' | 'heading' | 'vicinity' | 'generic';

export type EvidenceVerdict =
  /** `answer`: the item's own Yes/No answer, when the evidence is an item and its answer. */
  | { kind: 'assertion'; span: Span; answer?: 'yes' | 'no' }
  /** `answerAt`: where the statement under a rejected item heading starts, when there is one. */
  | { kind: 'rejected'; reason: EvidenceReason; answerAt?: number }
  /** An item is there but its answer cannot be read. */
  | { kind: 'unreadable'; item: string; page: number; reason: string };

// A question put as one: an auxiliary before its subject ("Is there ...", "Has the vendor ..."), or a
// request ("Please provide ...", "Provide details of ...", "Advise whether ...").
const QUESTION_OPENING =
  /^\W*(?:\d{1,2}(?:\.\d{1,2})*[a-z]?\.?\s+|\([a-z0-9]{1,4}\)\s+)?(?:(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|should)\s+(?:there|the|any|this|it|a|an|all|each|your)\b|please\b|(?:provide|advise|confirm)\s+(?:details|whether|if|that|the|a|any|copies)\b)/i;
const NOTE = /^\W*(?:\d{1,2}(?:\.\d{1,2})*\s+)?(?:notes?|explanatory notes?|warning)\s*[:\-\u2013]/i;
const VICINITY = /\bin\s+the\s+vicinity\b|\bnot\s+directly\s+affecting\b|\bnearby\s+(?:land|propert)|\b(?:neighbouring|neighboring|adjoining|adjacent|abutting)\s+(?:the\s+|this\s+)?(?:property|properties|land|lot|lots|site|parcel|heritage)|\b(?:adjoins|abuts|is\s+(?:adjacent|next)\s+to)\s+(?:an?\s+|the\s+)?(?:heritage|land|lot|property|site|item|place)|\bapproximately\s+\d[\d,.]*\s*(?:m|metres|meters|km|kilometres)\s+(?:north|south|east|west)/i;
/** The verbs that make a line a statement rather than a title. */
const FINITE =
  /\b(?:is|are|was|were|has|have|had|will|must|may|shall|can|affects?|applies|apply|burden(?:s|ed)?|benefits?|contains?|includes?|lies|runs|crosses|provides|restricts|prohibits|requires|levied|struck|been|be|does|did|registered|lodged|issued|served|built|constructed|erected|made|identifies|shows|states|owes|owing|payable|acknowledges?|agrees?|discloses?|exists?|remains?)\b/i;
/** A register row names its instrument ("MORTGAGE AU318204T", "2 AM402991 MORTGAGE TO ..."): it asserts. */
const INSTRUMENT = /\b[A-Z]{0,3}\d{5,}[A-Z]?\b|\$\s?\d/;
const YES = /^[\s:\-.)]*(?:\[\s*[xX]\s*\]\s*)?(?:yes\b|applies\b|affected\b)/i;
const NO = /^[\s:\-.)]*(?:\[\s*[xX]\s*\]\s*)?(?:no\b|nil\b|none\b|not applicable|n\/a\b|does not apply|not affected)/i;

/**
 * A field row gives a value beside its label (an amount, a date, a scheme code, a column gap, a value
 * after a colon, an answer word): it is read as the item and its answer, not as a title.
 */
const VALUE_WORDS =
  /\$\s?\d|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{1,2}\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b\d{4,}\b|\S\s{3,}\S|:\s*\S|\b(?:yes|no|not|n\/a|nil|none)\b/i;
/** A planning scheme's code in brackets ("(GRZ1)") is a zone's or overlay's value; another acronym ("(GSTRW)") is not. */
const SCHEME_CODE = /\(\s*[A-Z]{2,5}\d{0,3}\b/i;
const VALUE = { test: (s: string): boolean => VALUE_WORDS.test(s) || (SCHEME_CODE.test(s) && /\b(?:zone|overlay)\b/i.test(s)) };

/** A planning report's listing row: a scheme code with its name ("HO231 Heritage Overlay", "LSIO Land Subject ..."), or an overlay's title. */
const LISTING = /^\W*[A-Z]{2,5}\d{0,3}\s+[A-Z][a-z]|\boverlay\b|\bzone\b/i;

/** A rule for a class of land or buildings ("Development on bushfire prone land must ...", "Premises built before 1985 may ..."), not this land. */
const GENERIC =
  /^\W*(?:\d{1,2}(?:\.\d{1,2})*\s+)?(?:development|land|residential\s+premises|premises|buildings?|properties|dwellings|houses|homes|any\s+(?:land|building|premises|development)|all\s+(?:land|buildings|premises|development))\b[^.;]{0,120}\b(?:must|may|should|can|will\s+need|is\s+required|are\s+required)\b/i;
// "No 711820014" numbers an instrument: it denies nothing.
const DENIAL = /\b(?:no\b(?!\.?\s*\d)|not|nil|none|never|without|unaffected|neither|nothing)\b|n't\b/i;

const grids = new WeakMap<DocText, Map<number, GridRow>>();
function gridRowOf(doc: DocText, line: Line): GridRow | undefined {
  let rows = grids.get(doc);
  if (!rows) {
    rows = new Map(readBoxGrids(doc).map((r) => [r.line.index, r]));
    grids.set(doc, rows);
  }
  return rows.get(line.index);
}

/** An item's number or letter opening it: "3.1 ", "(b) ", "12. ". */
const INLINE_ITEM = /(?<=\s)\([a-z0-9]{1,3}\)\s/g;
const ENUMERATED = /^\s*(?:\d{1,2}(?:\.\d{1,2})*[a-z]?[.)]?|\([a-z0-9]{1,4}\))\s/;

const words = (s: string): number => s.trim().split(SPACE_RUN).filter(Boolean).length;

/** A title: short, no statement verb, no instrument; a sentence ending in a full stop is a title only when very short. */
function isHeadingText(text: string): boolean {
  const trimmed = text.trim();
  const t = trimmed.replace(/[.:]\s*$/, '');
  if (/\.$/.test(trimmed) && words(t) > 6) return false;
  return t.length > 0 && words(t) <= 12 && !FINITE.test(t) && !INSTRUMENT.test(t) && !/[.;?!]\s/.test(t);
}

/** The lines under an item heading, up to the next blank line or heading (at most three). */
function answerLines(doc: DocText, line: Line): Line[] {
  const out: Line[] = [];
  let next = nextContentLine(doc, line);
  while (next && out.length < 3 && next.page === line.page) {
    if (next.heading !== null || (out.length > 0 && isHeadingText(next.scan))) break;
    out.push(next);
    next = nextContentLine(doc, next);
  }
  return out;
}

/**
 * A row of the list under a prompt: the lines above it, unbroken by a blank line, go up to a line ending
 * with a colon, or to a label whose value column the row stands in ("Overlays:   Airport Building Heights
 * Overlay" / "            Stormwater Management Overlay").
 */
function listedUnderPrompt(doc: DocText, line: Line): boolean {
  const indent = line.scan.length - line.scan.trimStart().length;
  for (let i = line.index - 1; i >= Math.max(0, line.index - 12); i--) {
    const above = doc.lines[i] as Line;
    if (above.running) continue;
    const text = above.scan.trim();
    if (text === '') return false;
    if (text.endsWith(':')) return !NOTE.test(text);
    const colon = above.scan.indexOf(':   ');
    if (colon > 0 && !NOTE.test(text)) {
      const value = above.scan.slice(colon + 1).trimStart();
      // A PDF's text layer sets the indent only roughly: a row ending as the label's value ends ("... Overlay") is its kind.
      const lastWord = (t: string): string => t.trim().split(' ').pop()?.toLowerCase() ?? '';
      return above.scan.length - value.length === indent || (lastWord(value) === lastWord(line.scan) && lastWord(value).length >= 4);
    }
  }
  return false;
}

export function judgeEvidence(doc: DocText, offset: number): EvidenceVerdict {
  const line = lineAt(doc, offset);
  if (BOILERPLATE.has(line.part)) return { kind: 'rejected', reason: 'printed' };
  // A row of a tick-box grid is an item and its answer: the ticked column says it.
  const row = gridRowOf(doc, line);
  if (row) {
    if (row.answer === null) return { kind: 'unreadable', item: doc.raw.slice(line.start, line.end).trim(), page: line.page, reason: 'Not exactly one of the answer boxes for this item is ticked.' };
    return { kind: 'assertion', span: { start: line.start, end: line.end } };
  }
  const span = sentenceAt(doc, offset);
  const sentence = sentenceScan(doc, span).trim();
  // "... if the square box is marked with an 'X'" with no box read beside it: the answer is unknown.
  if (conditionBox(doc, sentence, line) === 'unread') {
    return { kind: 'unreadable', item: doc.raw.slice(line.start, line.end).trim(), page: line.page, reason: 'The box that answers this item could not be read.' };
  }
  if (NOTE.test(sentence) || NOTE.test(line.scan)) return { kind: 'rejected', reason: 'note' };
  if (VICINITY.test(sentence)) return { kind: 'rejected', reason: 'vicinity' };
  if (GENERIC.test(sentence)) return { kind: 'rejected', reason: 'generic' };
  // An item put inline, its label then its answer ("(b) Development that may be carried out without
  // consent: home occupations."): a mention in the label is the item's, and its answer decides. A long
  // lead-in to a list ("The purchaser authorises ... for one or more of the following:") is a statement.
  const sentenceText = doc.scan.slice(span.start, span.end);
  // Items run together in one sentence ("... the surrounding area. (b) Development ..."): the mention's own.
  const marks = [...sentenceText.slice(0, offset - span.start).matchAll(INLINE_ITEM)];
  const itemStart = marks.length > 0 ? ((marks[marks.length - 1] as RegExpMatchArray).index ?? 0) : 0;
  const inSentence = sentenceText.slice(itemStart);
  const colon = inSentence.indexOf(':');
  if (colon > 0 && offset - span.start - itemStart < colon && ENUMERATED.test(inSentence) && words(inSentence.slice(0, colon)) <= 15) {
    const answer = inSentence.slice(colon + 1);
    if (YES.test(answer) || NO.test(answer)) return { kind: 'assertion', span, answer: YES.test(answer) ? 'yes' : 'no' };
    return { kind: 'rejected', reason: 'question' };
  }
  // A form's prompt ("(b) The purposes for which development may be carried out without consent:")
  // waits for its answer on the lines under it: like a question, only the answer can assert.
  const prompt = line.scan.trimEnd().endsWith(':');
  const question = /\?\s*$/.test(sentence) || QUESTION_OPENING.test(sentence) || prompt;
  // A title standing alone on its line, or opening it ("Outstanding notices and orders. Council has no record ...").
  // In a planning report a title naming an overlay or zone is a row of the list of controls that apply.
  const listing = line.part === 'planning' && LISTING.test(line.scan);
  // A title on a line of its own that the sentence runs past ("GSTRW payment - details" / "Frequently the
  // supplier will be ..."): the title is judged alone, the text under it is its answer.
  const titleRunOn = span.end > line.end && span.start >= line.start && isHeadingText(line.scan) && !line.scan.includes(":");
  const heading = !question && !listing && ((isHeadingText(sentence) && !VALUE.test(sentence) && (line.heading !== null || isHeadingText(line.scan) || span.end < line.end)) || titleRunOn);
  if (!question && !heading) return { kind: 'assertion', span };
  // The item's answer decides: on the same line after it, or on the lines under it.
  // A question's answer may share its sentence's line and span ("Is there a pool? [ ] Yes  [X] No").
  const afterMark = question ? line.scan.lastIndexOf('?') : -1;
  // ... or a schedule's row gives it in the cells after the item's ("10.2  Enforcement notice in force      NO      Nil").
  const gapAfter = line.scan.indexOf('   ', offset - line.start);
  const cellsAfter = gapAfter >= 0 ? line.scan.slice(gapAfter).trim() : '';
  // ... or a question wrapped over lines carries it after its mark ("... or to a" / "... under the Act?   No.").
  const wrappedAnswer = question && span.end > line.end ? doc.scan.slice(span.end, lineAt(doc, span.end - 1).end) : '';
  const sameLine = doc.scan.slice(Math.min(span.end, line.end), line.end) || (afterMark >= 0 ? line.scan.slice(afterMark + 1) : '') || wrappedAnswer || cellsAfter;
  const answers = answerLines(doc, line);
  // A title whose form does not mark it as an item (a number, capitals, a heading of its own) and
  // that has nothing under it is an entry of a list ("Drainage easement along the rear boundary"): it asserts.
  const itemTitle =
    line.heading !== null || /^\W*\d{1,2}(?:\.\d{1,2})*[a-z]?[.)]?\s/.test(line.scan) || !hasLowercase(line.scan) || /^\W*(?:[A-Z][a-z]*\s+){1,8}[A-Z][a-z]*\W*$/.test(line.scan);
  if (heading && !itemTitle && sameLine.trim() === '' && answers.length === 0) return { kind: 'assertion', span };
  const answer = sameLine.trim() !== '' ? sameLine : (answers[0]?.scan ?? '');
  const boxed = boxAnswer(answer);
  if (boxed === 'unanswered') {
    return { kind: 'unreadable', item: doc.raw.slice(line.start, line.end).trim(), page: line.page, reason: 'None of the answer boxes for this item is ticked.' };
  }
  // A definite answer (a word, or the ticked one of its boxes: "[ ] Yes  [X] No") makes the item an
  // assertion, quoted with its answer; what the answer means for the item (a certificate that is not
  // held is the problem) is the polarity's to decide.
  const yes = boxed === 'yes' || (boxed === null && YES.test(answer));
  if (yes || boxed === 'no' || NO.test(answer)) {
    const last = sameLine.trim() !== '' ? line : (answers[0] as Line);
    return { kind: 'assertion', span: { start: span.start, end: last.end }, answer: yes ? 'yes' : 'no' };
  }
  // An inline answer that is a statement decides by what it says: "Heritage. The land is a heritage item."
  // asserts; "Outstanding notices and orders. Council has no record of any ..." does not.
  if (sameLine.trim() !== '') {
    if (question || DENIAL.test(sameLine)) return { kind: 'rejected', reason: question ? 'question' : 'heading' };
    return { kind: 'assertion', span: { start: span.start, end: line.end }, answer: 'yes' };
  }
  // A heading followed by a statement: the statement is the evidence when it asserts something itself.
  // A whole sentence under it (its full stop, five words or more) is a statement whatever its verb.
  const sentenceLine = (l: Line): boolean => l.scan.trimEnd().endsWith('.') && words(l.scan) >= 5;
  const statement = answers.find((l) => (FINITE.test(l.scan) || sentenceLine(l)) && !QUESTION_OPENING.test(l.scan.trim()));
  if (heading && statement) return { kind: 'rejected', reason: 'heading', answerAt: statement.start + (statement.scan.length - statement.scan.trimStart().length) };
  if (question) return { kind: 'rejected', reason: 'question' };
  // A row of a list a form's prompt introduces, with nothing to answer it, is the prompt's answer
  // ("Overlays applying to the land:" / "Native Vegetation Overlay").
  if (!prompt && !question && listedUnderPrompt(doc, line)) return { kind: 'assertion', span };
  return { kind: 'unreadable', item: doc.raw.slice(line.start, line.end).trim(), page: line.page, reason: 'The item is there but no answer to it could be read.' };
}
