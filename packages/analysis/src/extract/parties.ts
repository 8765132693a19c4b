// Vendors/sellers and purchasers/buyers, names as written (companies without ACN/ABN).
import type { DocText, Line } from '../text/doc.ts';
import { nextContentLine } from '../text/doc.ts';
import { SPACE_RUN } from '../text/normalise.ts';

const NOT_A_NAME = /^(?:tba\b|t\.b\.a\.?|to be (?:advised|confirmed|nominated)\b|not (?:known|yet known|applicable)\b|unknown\b|date\b|signed\b|disclosure|acknowledg|signature|statement|representative|agent|solicitor|name|details|'s|s'|to\b|for\b|must|may|will|shall|has|is\b|and\b|the\b|of\b|acknowledges|warrant|discloses|gives|named|bought|can|agrees)/i;

function cleanName(n: string): string {
  return n
    .replace(SPACE_RUN, ' ')
    // The capacity a party signs in is not part of the name ("... as trustees for the Smith Family Trust").
    .replace(/(?<!\s)\s+as\s+(?:the\s+)?(?:trustees?|executors?|administrators?|attorneys?|legal\s+personal\s+representatives?)\b.*/i, '')
    .replace(/(?<!\s)\s*\((?:signed|the\s+\w+)\)\s*$/i, '')
    .replace(/(?<![.,;])[.,;]+$/, '')
    .trim();
}

function splitNames(value: string): string[] {
  let v = value;
  // Cut at the address / ACN / description that follows the name(s), or the next field of a form row ("Date 3/3/2026").
  // A name has no figures: the first one starts the address a wrapped cell ran into ("... LINDQVIST 14 Myall Bend").
  v = v.split(/,\s*(?:both|all|each|jointly)\b|\s+(?:ACN|ABN|ARBN)\b|\s+(?:date|dated|signed)\b(?=\s*[:\d])|,?\s+of\s+(?=[\dA-Z])|,?\s*(?=\d)|,\s*(?:Level|Unit|Suite|PO Box)\b|\s{2,}|\s+\(/i)[0] ?? '';
  return v
    .split(/\s+and\s+|\s*&\s*|;\s*/i)
    .map(cleanName)
    .filter((n) => n.length >= 3 && /[A-Za-z]/.test(n) && !/^_+$/.test(n) && !NOT_A_NAME.test(n) && !/_{3,}/.test(n));
}

/** OCR reads specks and quote marks in front of a line ('"PURCHASER: ...', '| Vendor ...'). */
const OCR_LEAD = String.raw`[\s"'\u2018\u2019\u201C\u201D\u00AB\u00BB|.,:;~_*]*`;
/** The rest of a line already reaches the address/ACN that follows the names. */
const CUT = /,\s*(?:both|all|each|jointly)\b|\s+(?:date|dated|signed)\b(?=\s*[:\d])|,?\s+of\s+(?=[\dA-Z])|,\s*(?=\d)|\s+(?:ACN|ABN|ARBN)\b|\s{2,}|,\s*(?:Level|Unit|Suite|PO Box)\b/i;
/** A line that starts with another label ("Statement dated  ...", "Purchaser's solicitor: ..."). */
const LABEL_LINE = /^\s*[A-Z][\w' ()\/-]{0,40}(?::|\s{2,})/;

function partyNames(doc: DocText, labels: string): string[] {
  // Labels are case-insensitive via ci(); the single-space separator needs a capitalised name after it.
  // "Vendor name:", "Name of vendor:", "Full name of the seller:" label the same field.
  const label = String.raw`(?:\d{1,2}\.?\s+)?(?:(?:[Ff]ull\s+)?[Nn]ames?\s+of\s+(?:[Tt]he\s+)?)?(?:${labels})(?:\s*\([sS]\))?(?:\s+(?:[Ff]ull\s+)?[Nn]ames?(?:\s*\([sS]\))?)?`;
  const re = new RegExp(String.raw`^${OCR_LEAD}${label}(?:\s*:\s*|\s{2,}|\t|\s+(?=[A-Z]))(.+)`);
  const bare = new RegExp(String.raw`^${OCR_LEAD}${label}\s*(?::\s*)?$`);
  // The particulars name the parties in full; a cover page or signing block may use initials.
  let fallback: string[] | null = null;
  const first = (l: Line): boolean => l.part === 'particulars' || l.part === 'front';
  const ordered = [...doc.lines.filter(first), ...doc.lines.filter((l) => !first(l))];
  for (const line of ordered) {
    if (line.running) continue;
    const m = re.exec(line.scan);
    let rest: string;
    let from = line;
    if (m) rest = (m[1] as string).trim();
    else if (bare.test(line.scan)) {
      // Label and value in cells of their own, one per line ("Vendor" / "Ashleigh Kate Drummond");
      // a short value line standing alone may look like a heading, so that is not checked here.
      let next = nextContentLine(doc, line);
      // A block whose cells come one a line: "SELLER" / "NAME:" / "Brodie Lachlan Merrick".
      if (next && bareNameLabel(next.scan)) next = nextContentLine(doc, next);
      if (!next) continue;
      // A party block: "SELLER" / "Name: Brodie Lachlan Merrick" / "Address: ...".
      const named = NAME_ROW.exec(next.scan);
      if (!named && (LABEL_LINE.test(next.scan) || possessiveLabel(next.scan))) continue;
      rest = named ? (named[1] as string).trim() : next.scan.trim();
      from = next;
    } else continue;
    if (NOT_A_NAME.test(rest) || /^[a-z]/.test(rest)) continue;
    const names = splitNames(withNameLines(doc, from, withWrappedTail(doc, from, rest)));
    if (names.length === 0) continue;
    // A signing block gives one party per line under the same label ("Purchaser  A ..." / "Purchaser  B ..."),
    // a party block one "Name:" row each.
    const rowRe = from === line ? re : NAME_ROW;
    for (let next = nextContentLine(doc, from); next; next = nextContentLine(doc, next)) {
      const more = rowRe.exec(next.scan);
      if (!more || next.part !== from.part) break;
      for (const n of splitNames((more[1] as string).trim())) if (!names.includes(n)) names.push(n);
    }
    // Further names set one a line under the first, in its column ("Vendor:   A B" / "          C D"),
    // or under a label standing alone ("VENDOR(S)" / "A B" / "C D").
    for (const n of namesBelow(doc, from, from === line ? line.scan.indexOf(rest) : null)) if (!names.includes(n)) names.push(n);
    // Initials ("H A Quill", from a cover page or a signature) give way to names written in full.
    if (names.every((n) => INITIALS.test(n))) {
      fallback ??= names;
      continue;
    }
    return names;
  }
  return fallback ?? [];
}

const INITIALS = /^(?:[A-Z]\.?\s+){1,3}[A-Z][a-z'-]+$/;

/**
 * A name broken over two lines ("Charlotte Wen-Li" / "Hargreaves, of 31 Botany Street"; "Grant
 * Whitcombe and" / "Naomi Whitcombe, 17 Ridgevale Court"): when the line ends before the address
 * and the next line starts with capitalised words that run into ", of", "," or an ACN, or the line
 * ends on "and"/"&", the next line continues it.
 */
function withWrappedTail(doc: DocText, line: Line, rest: string): string {
  if (CUT.test(rest)) return rest;
  // A wrap continues on the very next line; a blank line between means a new paragraph or cell.
  const next = doc.lines[line.index + 1];
  if (!next || next.running || next.scan.trim() === '' || LABEL_LINE.test(next.scan)) return rest;
  const t = next.scan.trim();
  const endsOnJoin = /\s(?:and|&)$/i.test(rest);
  const nameThenCut = /^[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}(?:,|\s+of\s|\s+(?:ACN|ABN)\b)/.test(t);
  if (/[A-Za-z]-$/.test(rest) && /^[A-Z]/.test(t)) return rest + t; // "Walcott-" / "Rhys, of ..."
  return endsOnJoin || (nameThenCut && !/[.;:]$/.test(rest)) ? `${rest} ${t}` : rest;
}

/**
 * Names on the lines right under a party's first name, one a line: in the value column the first
 * name stands in (`column`), or, under a label standing alone, from the line's start. A blank line,
 * a label or anything but a name ends them.
 */
function namesBelow(doc: DocText, first: Line, column: number | null): string[] {
  const out: string[] = [];
  for (let i = first.index + 1; i < doc.lines.length; i++) {
    const l = doc.lines[i] as Line;
    if (l.running) continue;
    const indent = l.scan.length - l.scan.trimStart().length;
    if (l.part !== first.part || !NAME_LINE.test(l.scan) || (column !== null && Math.abs(indent - column) > 1)) break;
    out.push(...splitNames(l.scan.trim()));
  }
  return out;
}

/** "Purchaser's address", "Vendor’s solicitor": another field's label, whatever follows it. */
function possessiveLabel(scan: string): boolean {
  const first = scan.trim().split(' ')[0] ?? '';
  return first.endsWith("'s") || first.endsWith('\u2019s');
}

/** "NAME:", "Full name(s):" alone on its line: the value is on the next. */
function bareNameLabel(scan: string): boolean {
  const t = scan.trim().toLowerCase().replace('full ', '').replace('(s)', '');
  return t === 'name:' || t === 'names:';
}

/** A party block's row: "Name: Brodie Lachlan Merrick". */
const NAME_ROW = /^\s*(?:full\s+)?names?(?:\s*\(s\))?\s*:\s*(\S.*)$/i;
const NAME_LINE = /^\s*[A-Z][A-Za-z'.-]*(?:\s+[A-Z][A-Za-z'.-]*){1,5}\s*$/;

/** A party block sets one name a line, the names joined by a line of their own ("A B" / "and" / "C D"). */
function withNameLines(doc: DocText, line: Line, rest: string): string {
  let out = rest;
  for (let at = line; ; ) {
    const join = doc.lines[at.index + 1];
    const name = doc.lines[at.index + 2];
    if (!join || !name || join.running || name.running || !['and', '&'].includes(join.scan.trim().toLowerCase()) || !NAME_LINE.test(name.scan)) return out;
    out += ` and ${name.scan.trim()}`;
    at = name;
  }
}

/** Case-insensitive letters for a plain word: "vendor" -> "[vV][eE]..." */
const ci = (word: string): string => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const NOT_POSSESSIVE = String.raw`[sS]?(?!['\u2019]|\s+[sS][tT][aA][tT][eE][mM][eE][nN][tT])`;

/** "From: Meredith Joy Pellegrino (the vendor)", "To: Priya Raman (Purchaser)": a statement addressed from or to a party. */
function namedAs(doc: DocText, role: RegExp): string[] {
  // "From: NGUYEN THANH (Vendor)", or the role first as the form prints it: "From: (Vendor) NGUYEN THANH".
  for (const m of doc.scan.matchAll(
    /^[^\S\n\r\u2028\u2029]*(?:From|To|By)\s*:\s*(?:\((?:the\s+)?(\w+)\)[^\S\n\r\u2028\u2029]*([^\s(][^\n\r\u2028\u2029(]*)|([^\s(][^\n\r\u2028\u2029(]*?)(?<!\s)\s*\((?:the\s+)?(\w+)\))/gim,
  )) {
    if (role.test((m[1] ?? m[4]) as string)) return splitNames((m[2] ?? m[3]) as string);
  }
  return [];
}

/** "Vendor's name", "Purchaser's full name(s)": the form's field for the party's name. */
const POSSESSIVE_NAME = (word: string): string => String.raw`${ci(word)}['\u2019][sS]\s+(?:[Ff]ull\s+)?[Nn]ames?(?:\s*\(s\))?`;

export function extractVendors(doc: DocText): string[] {
  const named = partyNames(doc, `${POSSESSIVE_NAME('vendor')}|${POSSESSIVE_NAME('seller')}|${ci('vendor')}${NOT_POSSESSIVE}|${ci('seller')}${NOT_POSSESSIVE}|${ci('transferor')}${NOT_POSSESSIVE}`);
  return named.length > 0 ? named : namedAs(doc, /^(?:vendors?|sellers?)$/i);
}


export function extractPurchasers(doc: DocText): string[] {
  const named = partyNames(doc, `${POSSESSIVE_NAME('purchaser')}|${POSSESSIVE_NAME('buyer')}|${ci('purchaser')}${NOT_POSSESSIVE}|${ci('buyer')}${NOT_POSSESSIVE}|${ci('transferee')}${NOT_POSSESSIVE}`);
  return named.length > 0 ? named : namedAs(doc, /^(?:purchasers?|buyers?)$/i);
}
