// Printed form pages, recognised by what makes a page a publisher's form rather than by any heading:
// - a publisher's copyright, licence or edition line;
// - dense numbered clauses, with definitions;
// - general conditional language about "the land", "a party", "if", "must", "may";
// - no particulars of this property: no amounts, dates, plan or title numbers, names, ticked boxes.
// A printed page describes what may be, never what is: nothing on it raises a concern or gives a fact.
// A typed special or additional condition carries particulars, so it is read. Certificates, searches
// and notices from other systems carry their issuer's copyright too: they are read by their own readers.

export interface PageSignals {
  words: number;
  publisherLine: boolean;
  /** Share of non-empty lines that open with a clause number ("12", "12.3", "(b)"). */
  clauseLines: number;
  definitions: number;
  /** Conditional and modal words per 100 words. */
  conditional: number;
  /** Particulars of this property per 100 words. */
  particulars: number;
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

export function pageSignals(text: string): PageSignals {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const words = count(text, WORDS);
  const per100 = (n: number): number => (words === 0 ? 0 : (n * 100) / words);
  return {
    words,
    publisherLine: lines.some((l) => l.length <= 240 && PUBLISHER.test(l)),
    clauseLines: lines.length === 0 ? 0 : lines.filter((l) => CLAUSE_LINE.test(l)).length / lines.length,
    definitions: count(text, DEFINITION),
    conditional: per100(count(text, CONDITIONAL)),
    particulars: per100(count(text, PARTICULAR) + count(text, SCHEME_CODE)),
  };
}

/** Enough words to judge a page by its language at all (a short page is a title or a signature block). */
const MIN_WORDS = 120;
const CONDITIONAL_DENSE = 3.5;
const FEW_PARTICULARS = 0.6;

/** A page written as conditions (dense conditional language, no particulars), printed or not. */
export function looksLikeConditions(s: PageSignals): boolean {
  return s.particulars < FEW_PARTICULARS && (s.words < MIN_WORDS || s.conditional >= CONDITIONAL_DENSE);
}

/** Whether a page is a printed form page (see the file comment). */
export function isPrintedFormPage(s: PageSignals): boolean {
  if (s.words < MIN_WORDS || s.conditional < CONDITIONAL_DENSE || s.particulars >= FEW_PARTICULARS) return false;
  if (s.publisherLine) return true;
  // Without a publisher's line, the clause structure and definitions must both say so.
  return s.clauseLines >= 0.25 && s.definitions >= 2;
}
