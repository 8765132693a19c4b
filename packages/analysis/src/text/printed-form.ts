// Printed form pages, recognised by what makes a page a publisher's form rather than by any heading:
// - a publisher's copyright, licence or edition line;
// - dense numbered clauses, with definitions;
// - general conditional language about "the land", "a party", "if", "must", "may";
// - no particulars of this property: no amounts, dates, plan or title numbers, names, ticked boxes.
// A printed page describes what may be, never what is: nothing on it raises a concern or gives a fact.
// A typed special or additional condition carries particulars, so it is read. Certificates, searches
// and notices from other systems carry their issuer's copyright too: they are read by their own readers.

import { isLetter } from './normalise.ts';

export interface PageSignals {
  words: number;
  publisherLine: boolean;
  /** The publisher's (or issuer's) line itself, digits set aside: the same on every page one publisher printed. */
  publisher: string | null;
  /** Share of non-empty lines that open with a clause number ("12", "12.3", "(b)"). */
  clauseLines: number;
  definitions: number;
  /** Conditional and modal words per 100 words. */
  conditional: number;
  /** Particulars of this property per 100 words. */
  particulars: number;
  /** Numbered items that ask a question, and of those, how many are answered on the lines under them. */
  questionItems: number;
  answeredQuestions: number;
}

const PUBLISHER = /\u00A9|\(c\)\s*(?:19|20)\d\d|\bcopyright\b|\ball rights reserved\b|\bunauthori[sz]ed (?:copying|reproduction|use)\b|\b(?:19|20)\d\d edition\b|\bedition\s*(?:19|20)\d\d\b|\blicen[cs]ed (?:to|for use)\b/i;
const CLAUSE_LINE = /^\s*(?:(?:GC|SC)?\d{1,2}(?:\.\d{1,2}){0,3}\.?|\([a-z]{1,4}\)|[a-z]\))\s+\S/;
const DEFINITION = /\bmeans\b|\bin this (?:contract|agreement|clause)\b|\bdefinitions?\b|\bincludes?\b/gi;
const CONDITIONAL = /\b(?:if|unless|where|whether|must|may|can|shall|entitled|any|either|party|parties)\b/gi;
// What only a real sale has: amounts, calendar dates, plan/title/instrument numbers, company names, ticked boxes.
const PARTICULAR =
  /\$\s?\d[\d,]*(?:\.\d\d)?|\b\d{1,2}[/.]\d{1,2}[/.](?:19|20)?\d\d\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+(?:19|20)\d\d\b|\b(?:DP|SP|PS|LP|RP|CP|TP|SP|BUP|GTP)\s?\d{3,}|\bvolume\s+\d+\b|\bfolio\s+\d+|\b[A-Z]{1,2}\d{5,}[A-Z]?\b|\b(?:pty\.?\s+ltd|limited)\b|\[X\]/gi;
/** Zone and overlay codes of a planning scheme ("GRZ1", "HO158"), in capitals as schemes print them. */
const SCHEME_CODE = /\b(?!GC|SC)[A-Z]{2,4}\d{1,3}\b/g;

const WORDS = /\S+/g;
const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

/**
 * The signals of a page's text. `running` says which lines are the pack's running headers and footers
 * (a conveyancer's letterhead and file number, a merge tool's stamp): like the publisher's own line,
 * they name companies and dates on every page, printed or not, so they are no particulars of the sale.
 */
export function pageSignals(text: string, running: (line: string) => boolean = () => false): PageSignals {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const words = count(text, WORDS);
  const per100 = (n: number): number => (words === 0 ? 0 : (n * 100) / words);
  const isPublisher = (l: string): boolean => l.length <= 240 && PUBLISHER.test(l);
  const body = lines.filter((l) => !isPublisher(l) && !running(l)).join('\n');
  const asked = questions(lines);
  return {
    words,
    ...asked,
    publisherLine: lines.some(isPublisher),
    publisher: publisherShape(lines.find(isPublisher)),
    clauseLines: lines.length === 0 ? 0 : lines.filter((l) => CLAUSE_LINE.test(l)).length / lines.length,
    definitions: count(text, DEFINITION),
    conditional: per100(count(text, CONDITIONAL)),
    particulars: per100(count(body, PARTICULAR) + count(body, SCHEME_CODE)),
  };
}

// An answer under a question: a Yes/No/Nil word, a box, or an "Answer:" label.
const ANSWER_WORDS = ['answer', 'response', 'yes', 'no', 'nil', 'none', 'not', 'n/a'];
const BOX_STARTS = ['[x]', '[ ]', '\u2610', '\u2611', '\u2612'];

function startsAnswer(line: string): boolean {
  const t = line.trimStart().toLowerCase();
  if (BOX_STARTS.some((b) => t.startsWith(b))) return true;
  return ANSWER_WORDS.some((w) => t.startsWith(w) && !isLetter(t[w.length]));
}

/**
 * The page's numbered items that are questions (the item's text, with the lines it wraps onto, ends
 * in "?"), and how many of them have an answer under them before the next item.
 */
function questions(lines: readonly string[]): { questionItems: number; answeredQuestions: number } {
  let questionItems = 0;
  let answeredQuestions = 0;
  let item = '';
  let answered = false;
  const close = (): void => {
    if (item.trimEnd().endsWith('?')) {
      questionItems++;
      if (answered) answeredQuestions++;
    }
  };
  for (const l of lines) {
    if (CLAUSE_LINE.test(l)) {
      close();
      item = l;
      answered = false;
    } else if (item.trimEnd().endsWith('?') || answered) {
      if (startsAnswer(l)) answered = true;
    } else if (item) item += ` ${l.trim()}`;
  }
  close();
  return { questionItems, answeredQuestions };
}

/**
 * A questionnaire page: numbered questions one after another with no answers under them, such as
 * requisitions on title. It asks about the land and asserts nothing of it, whoever printed it.
 */
export function isQuestionnairePage(s: PageSignals): boolean {
  return s.questionItems >= MIN_QUESTIONS && s.answeredQuestions <= s.questionItems * 0.2;
}
const MIN_QUESTIONS = 6;

function publisherShape(line: string | undefined): string | null {
  if (line === undefined) return null;
  return [...line.toLowerCase()].filter((c) => isLetter(c)).join('');
}

/** Enough words to judge a page by its language at all (a short page is a title or a signature block). */
const MIN_WORDS = 120;
const CONDITIONAL_DENSE = 3.5;
const FEW_PARTICULARS = 0.6;
const DENSE_CLAUSES = 0.3;
const CONDITIONAL_SOME = 2.5;

/** A page written as conditions (dense conditional language, no particulars), printed or not. */
export function looksLikeConditions(s: PageSignals): boolean {
  return s.particulars < FEW_PARTICULARS && (s.words < MIN_WORDS || writtenAsConditions(s));
}

/**
 * Conditional language throughout; or, on a page carrying its publisher's line, clauses numbered line
 * after line in somewhat less of it (a printed page of settlement mechanics or definitions says "must"
 * and "if" less often than one of rights). A firm's typed additional conditions have no publisher's line.
 */
function writtenAsConditions(s: PageSignals): boolean {
  return s.conditional >= CONDITIONAL_DENSE || (s.publisherLine && s.clauseLines >= DENSE_CLAUSES && s.conditional >= CONDITIONAL_SOME);
}

/** Whether a page is a printed form page (see the file comment). */
export function isPrintedFormPage(s: PageSignals): boolean {
  if (s.words < MIN_WORDS || !writtenAsConditions(s) || s.particulars >= FEW_PARTICULARS) return false;
  if (s.publisherLine) return true;
  // Without a publisher's line, the clause structure and definitions must both say so.
  return s.clauseLines >= 0.25 && s.definitions >= 2;
}
