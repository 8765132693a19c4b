// When two files state the same fact: values compared as what they mean, not as they are typed.
// Names ignore case, punctuation, "Pty. Limited" for "Pty Ltd", order and a middle name one file
// leaves out; plans ignore spaces ("PS 512345A" is "PS512345A"); money is compared in cents.
import { compactKey, wordsKey } from './file-quotes.ts';

/** Words a company's or person's name may spell either way. */
const SAME_WORD: Readonly<Record<string, string>> = {
  limited: 'ltd',
  proprietary: 'pty',
  company: 'co',
  incorporated: 'inc',
  corporation: 'corp',
  and: '&',
};
/** Words that say how a name holds the land, not whose it is. */
const NOT_NAME = new Set(['the', 'as', 'trustee', 'trustees', 'for', 'atf', 'estate', 'late', 'deceased', 'of']);

/** A name's words, each in one spelling. */
export function nameWords(name: string): string[] {
  return wordsKey(name.split('&').join(' and '))
    .split(' ')
    .filter((w) => w !== '' && !NOT_NAME.has(w))
    .map((w) => SAME_WORD[w] ?? w);
}

/** The words that end a company's name. */
const COMPANY = new Set(['pty', 'ltd', 'inc', 'co', 'corp', 'nl', 'llc']);
/** Words a form's label or prompt has and a name never has: a reading that holds one read no name. */
const FORM_WORDS = new Set(['address', 'service', 'documents', 'vendor', 'vendors', 'seller', 'purchaser', 'buyer', 'name', 'names', 'signature', 'signed', 'solicitor', 'agent', 'licensee', 'conveyancer', 'abn', 'acn', 'email', 'phone']);

/** A reading of names that is names, not a form's label read in their place. */
export const looksLikeNames = (names: readonly string[]): boolean =>
  names.length > 0 && names.every((n) => {
    const words = nameWords(n);
    return words.length >= 2 && words.length <= 8 && !words.some((w) => FORM_WORDS.has(w));
  });

/** "BE" in "BE Castellano": given names written as their initials. */
const initialsOf = (words: readonly string[]): string => words.map((w) => w[0]).join('');

/**
 * One name is the other: a company by all its words before "Pty Ltd"; a person by surname, and by
 * given names that agree where both give them (a middle name left out, or given names as initials).
 */
function sameName(a: string, b: string): boolean {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length === 0 || wb.length === 0) return false;
  const companyA = wa.some((w) => COMPANY.has(w));
  const companyB = wb.some((w) => COMPANY.has(w));
  if (companyA || companyB) {
    const core = (ws: string[]) => ws.filter((w) => !COMPANY.has(w)).join(' ');
    return companyA === companyB && core(wa) === core(wb);
  }
  if (wa[wa.length - 1] !== wb[wb.length - 1]) return false;
  const ga = wa.slice(0, -1);
  const gb = wb.slice(0, -1);
  if (ga.length === 0 || gb.length === 0) return true;
  const [short, long] = ga.length <= gb.length ? [ga, gb] : [gb, ga];
  // "BE Castellano": one word of initials for several given names.
  if (short.length === 1 && (short[0] as string).length === long.length && long.length > 1) return short[0] === initialsOf(long);
  if (short.every((w) => w.length === 1)) return initialsOf(short) === initialsOf(long.slice(0, short.length));
  return short[0] === long[0] && short.every((w) => long.includes(w));
}

/**
 * The same vendors: the lists share a name. A list that names fewer people than the other is not a
 * contradiction (a reader may miss a joint proprietor's line); two lists with no name in common are.
 */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => sameName(x, y)));
}

/** A plan's number, its digits only, leading zeros dropped: "PS 512345A", "PS512345A" and "Plan of Subdivision 0512345" are 512345. */
export function planNumber(plan: string): string {
  let digits = '';
  for (const ch of plan) if (ch >= '0' && ch <= '9') digits += ch;
  let i = 0;
  while (i < digits.length - 1 && digits[i] === '0') i++;
  return digits.slice(i);
}

/**
 * Plans agree when their numbers do. A plan's type letters and its check letter are written one way
 * on the title and another in a planning report ("PS419736K", "Lot 2 PS419736", "LP41873"): only a
 * different number is another plan.
 */
export function samePlan(a: string, b: string): boolean {
  const na = planNumber(a);
  return na !== '' && na === planNumber(b);
}

/** An overlay code's family and schedule: "HO158" is HO, 158; "LSIO" is LSIO with no schedule. */
function overlayCode(code: string): { family: string; schedule: string } {
  const c = compactKey(code);
  let i = 0;
  while (i < c.length && (c[i] as string) >= 'A') i++;
  return { family: c.slice(0, i), schedule: c.slice(i) };
}

/**
 * Overlays agree unless a family both files give with its schedule has different schedules ("HO26"
 * and "HO158"). An overlay one file lists and the other does not is not compared: a list read from a
 * statement is often shorter than the report's without being wrong.
 */
export function sameOverlays(a: readonly string[], b: readonly string[]): boolean {
  const schedules = (codes: readonly string[]) => {
    const out = new Map<string, Set<string>>();
    for (const { family, schedule } of codes.map(overlayCode)) {
      if (family === '' || schedule === '') continue;
      out.set(family, (out.get(family) ?? new Set()).add(schedule));
    }
    return out;
  };
  const sa = schedules(a);
  const sb = schedules(b);
  for (const [family, numbers] of sa) {
    const other = sb.get(family);
    if (other && ![...numbers].some((n) => other.has(n))) return false;
  }
  return true;
}
