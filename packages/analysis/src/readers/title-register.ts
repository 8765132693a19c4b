// Reader for a title search, by its structure. Every state's register printout has one block
// listing what is registered against the land:
//   VIC register search statement   ENCUMBRANCES, CAVEATS AND NOTICES (unnumbered, keyword-led)
//   NSW folio search                SECOND SCHEDULE (n NOTIFICATIONS)  (numbered)
//   QLD current title search        EASEMENTS, ENCUMBRANCES AND INTERESTS (numbered, multi-line)
//   SA certificate of title         SCHEDULE OF DEALINGS / EASEMENTS
//   WA record of certificate of title  LIMITATIONS, INTERESTS, ENCUMBRANCES AND NOTIFICATIONS
// The block ends at the next block heading (diagram location, notations, administrative advices,
// unregistered dealings, statements, end of search). Each entry is one dealing; the reader says what
// kind it is, its instrument number, the party it names (lender, caveator, beneficiary) and whether
// it burdens this land. Generic entries (Crown grant reservations, the VIC "any easements created by
// the plan" line, interests notified on a strata plan) and NIL are not entries.
import type { DocText, Line } from '../text/doc.ts';
import { titleCaseIfUpper, TRAILING_NOTE, SPACE_RUN } from '../text/normalise.ts';

export type RegisterEntryKind = 'mortgage' | 'caveat' | 'covenant' | 'restriction' | 'easement' | 'agreement' | 'lease' | 'notice' | 'other';

export interface RegisterEntry {
  kind: RegisterEntryKind;
  /** Dealing or instrument number ("AY482913F", "C217548", "601845210"), or the plan creating it. */
  instrument: string | null;
  /** Mortgagee, caveator or the one the easement is in favour of. */
  party: string | null;
  /** The entry's words, whitespace collapsed. */
  text: string;
  /** False for an easement appurtenant to (benefiting) this land. */
  burdensLand: boolean;
  page: number;
  offset: number;
  length: number;
}

const BLOCK_START =
  /^\s*(?:encumbrances,?\s+caveats\s+and\s+notices|second\s+schedule\b|easements,?\s+encumbrances\s+and\s+interests|limitations,?\s+interests,?\s+encumbrances\s+and\s+notifications|schedule\s+of\s+dealings|dealings\s+affecting\s+(?:the\s+)?title|encumbrances\s*(?::|$))/i;
const BLOCK_END =
  /^\s*(?:diagram\s+location|activity\s+in\s+the\s+last|notations?\b|administrative\s+(?:advices|notices|interests)|unregistered\s+dealings|statements?\s*:|(?:[*_][*_\s]*)?end\s+of\b|additional\s+information|certificate\s+of\s+title\s+issued|first\s+schedule|owners\s+corporations?\b.*\baffect|registered\s+proprietors?\b|land\s+description|estate\s+and\s+land|registrar[- ]general'?s?\s+notes|caution\b|owners\s+corporations?\s*$)/i;
// An entry starts at a number ("1", "2.", "(3)") or, in an unnumbered register, at a dealing's name.
const NUMBERED = /^\s*\(?(\d{1,2})[.)]?\s+\S/;
// Printed in capitals, or capitalised ("Mortgage N882214 to ..."); a continuation line starts in lower case.
const KEYWORD_LED = /^\s*(?:[A-Z]{0,2}\d{5,9}[A-Z]?\s+)?(?=[A-Z])(?:MORTGAGE|CAVEAT|(?:RESTRICTIVE\s+)?COVENANT|AGREEMENT|NOTICE|EASEMENT|LEASE|RESTRICTION|CHARGE|PRIORITY\s+NOTICE|ENCUMBRANCE)\b/i;
const NIL = /^\s*(?:nil|none)\.?\s*$/i;

const GENERIC =
  /\bcrown\s+grant|reserved\s+to\s+the\s+crown|deed\s+of\s+grant|\binterests\s+notified\s+on\s+the\s+strata\s+plan|\bany\s+easements\s+and\s+other\s+encumbrances|\bcreated\s+by\s+the\s+plan\s+or\s+by\s+section/i;

const KINDS: [RegExp, RegisterEntryKind][] = [
  [/\bcaveat\b/i, 'caveat'],
  [/\bmortgage\b|\bcharge\b/i, 'mortgage'],
  [/\bagreement\b|\bsection\s+173\b|\bs\.?\s?173\b/i, 'agreement'],
  [/\beasement\b|\bright\s+of\s+(?:carriageway|way)\b/i, 'easement'],
  [/\bcovenant\b/i, 'covenant'],
  [/\brestrictions?\b/i, 'restriction'],
  [/\blease\b/i, 'lease'],
  [/\bnotice\b|\bnotification\b/i, 'notice'],
];

function kindOf(text: string): RegisterEntryKind {
  // The dealing's own name comes first: "MORTGAGE ... TO X" is a mortgage even if it names a caveat later.
  let best: { at: number; kind: RegisterEntryKind } | null = null;
  for (const [re, kind] of KINDS) {
    const at = text.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { at, kind };
  }
  return best?.kind ?? 'other';
}

const INSTRUMENT = /\b(?:No\.?\s*)?([A-Z]{0,2}\d{5,9}[A-Z]?)\b/;
const PLAN_REF = /\b((?:DP|SP|RP|PS|LP|TP|PC|CP|D|F|C|S)\s?\d{3,7}[A-Z]?)\b/;

/** Words a register prints around a name: dates, times, dealing verbs, ABNs, shares. */
function cleanParty(s: string): string | null {
  const name = s
    .replace(/\bA\.?B\.?N\.?\s*[\d ]{9,}/gi, ' ')
    .replace(/\bA\.?C\.?N\.?\s*[\d ]{9,}/gi, ' ')
    .replace(/\b(?:registered|lodged|dated|produced|entered|on|at)\b.*/i, ' ')
    .replace(/\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b.*/, ' ')
    .replace(TRAILING_NOTE, ' ')
    .replace(/(?<![.,;:])[.,;:]+\s*$/, '')
    .replace(SPACE_RUN, ' ')
    .trim();
  return /[A-Za-z]{2,}/.test(name) ? titleCaseIfUpper(name) : null;
}

// A name stays on its line: the next line is another field ("Grounds of Claim").
const NAME = String.raw`([A-Z][A-Za-z&'.,-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.,-]*|of|OF|and|AND|&))*)`;
const ORG_WORD = /\b(?:council|water|bank|ltd|limited|pty|corporation|authority|energy|power|gas|networks?|commission|department|minister|trust|union|society|capital|finance|electricity|utilities)\b/i;
// An easement "TO DRAIN WATER" states its purpose, "TO WESTERN POWER" its beneficiary.
const PURPOSE_VERB = /^(?:drain|use|draw|pass|lay|install|construct|support|access|transmit|supply|maintain|carry|discharge|enter)\b/i;
const PARTY_LEADS: Record<'caveat' | 'other', RegExp[]> = {
  caveat: [new RegExp(String.raw`\b(?:caveator|CAVEATOR|Caveator)(?:\s*:)?\s+${NAME}`), new RegExp(String.raw`\b(?:by|BY|By)\s+${NAME}`)],
  other: [new RegExp(String.raw`\b(?:to|TO|To|in favou?r of|IN FAVOU?R OF|for the benefit of|FOR THE BENEFIT OF|mortgagee|MORTGAGEE)(?:\s*:)?\s+(?:the\s+|THE\s+)?${NAME}`)],
};

// Words of a register entry that are not the party: the dealing, its number, date and time, the
// land it burdens or benefits, and what follows the name (ABN, "over EASEMENT A ON RP218844").
const NOT_PARTY: RegExp[] = [
  /\b(?:easement|mortgage|caveat|covenant|restrictive|restriction|agreement|lease|notice|charge|priority|in\s+gross)\b/gi,
  /\bNo\.?\s*[A-Z]{0,2}\d[\w-]*/g,
  /\b[A-Z]{0,2}\d{5,9}[A-Z]?\b/g,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b(?:\s+AT\s+\d{1,2}[:.]\d{2})?/gi,
  /\b(?:burdening|benefiting|affecting)\s+the\s+land\b/gi,
];
// "AS TO PORTION" says how much of the land a caveat covers.
const NAME_TAIL = /\s(?:over|OVER|A\.?B\.?N\.?|A\.?C\.?N\.?|REGISTERED|LODGED|registered|lodged|for|FOR|see|SEE|as\s+to|AS\s+TO|AS\s+(?:PURCHASER|CHARGEE|MORTGAGEE|TRUSTEE|LESSEE)|as\s+(?:purchaser|chargee|mortgagee|trustee|lessee))\b.*/;

/** The party an entry names: after "TO", "BY", "IN FAVOUR OF", or a name in capitals after the dealing. */
function partyOf(lines: string[], kind: RegisterEntryKind): string | null {
  const text = lines.map((l) => l.trim()).join('\n');
  for (const re of PARTY_LEADS[kind === 'caveat' ? 'caveat' : 'other']) {
    const m = re.exec(text);
    const name = (m?.[1] ?? '').replace(NAME_TAIL, '').replace(/\.\s.*/, '');
    if (!m || PURPOSE_VERB.test(name) || /^(?:the\s+)?(?:land|lots?)\b/i.test(name) || !/[A-Z]{2}|[A-Z][a-z]/.test(name)) continue;
    return cleanParty(name);
  }
  // "MORTGAGE AY482913F 14/03/2021 BENDIGO AND ADELAIDE BANK LTD", "EASEMENT IN GROSS No 601845210 ...
  // burdening the land BRISBANE CITY COUNCIL over EASEMENT A ON RP218844": the first run of capitals
  // left once the dealing's own words are gone, if it names an organisation.
  let rest = text.replace(SPACE_RUN, ' ');
  for (const re of NOT_PARTY) rest = rest.replace(re, ' | ');
  for (const run of rest.split('|')) {
    const name = run.replace(NAME_TAIL, '').trim();
    if (/^[A-Z][A-Z&'.,-]*(?:\s+(?:[A-Z&][A-Z&'.,-]*|\([A-Z][A-Z &'.-]*\)))+$/.test(name) && ORG_WORD.test(name)) return cleanParty(name);
  }
  return null;
}

function entryOf(lines: Line[]): RegisterEntry | null {
  // The raw words: a register's dealing numbers mix letters and digits the scan form would alter.
  const texts = lines.map((l, i) => (i === 0 ? l.text.replace(/^\s*\(?\d{1,2}[.)]?\s+/, '') : l.text));
  const text = texts.join(' ').replace(SPACE_RUN, ' ').trim();
  if (text === '' || NIL.test(text) || GENERIC.test(text)) return null;
  const kind = kindOf(text);
  if (kind === 'other') return null;
  const instrument = INSTRUMENT.exec(text)?.[1] ?? PLAN_REF.exec(text)?.[1]?.replace(SPACE_RUN, '') ?? null;
  const burdensLand = !/\bappurtenant\b|\bbenefiting\s+the\s+land\b|\bwith\s+the\s+benefit\s+of\b|\bhas\s+the\s+benefit\b/i.test(text) || /\bburdening\s+the\s+land\b/i.test(text);
  const first = lines[0] as Line;
  const last = lines[lines.length - 1] as Line;
  const start = first.start + (first.text.length - first.text.trimStart().length);
  return { kind, instrument, party: partyOf(texts, kind), text, burdensLand, page: first.page, offset: start, length: Math.max(1, last.end - start) };
}

/** The lines of each register block inside the document's title-search parts. */
function registerBlocks(doc: DocText): Line[][] {
  const blocks: Line[][] = [];
  for (const part of doc.parts) {
    // A contract's particulars may list the encumbrances too ("ENCUMBRANCES" / one dealing a line).
    const listed = part.kind === 'particulars' || part.kind === 'vendor-statement';
    if (part.kind !== 'title-search' && !listed) continue;
    let block: Line[] | null = null;
    for (let i = part.startLine; i <= part.endLine; i++) {
      const line = doc.lines[i] as Line;
      if (line.running) continue;
      if (BLOCK_START.test(line.scan)) {
        if (block) blocks.push(block);
        block = [];
        // Entries may follow the heading on its own line ("LIMITATIONS ...: 1. MORTGAGE ...").
        const rest = line.scan.replace(BLOCK_START, '').replace(/^\s*(?:\(\s*\d+\s+notifications?\s*\))?\s*(?::\s*)?/i, '');
        if (/[A-Za-z]/.test(rest)) block.push({ ...line, scan: rest, text: line.text.slice(line.text.length - rest.length), start: line.end - rest.length });
        continue;
      }
      if (!block) continue;
      // Outside a register printout each dealing is a line of its own: a line that names none ends the list.
      if (BLOCK_END.test(line.scan) || (listed && !KEYWORD_LED.test(line.scan) && !NIL.test(line.scan))) {
        blocks.push(block);
        block = null;
        continue;
      }
      block.push(line);
    }
    if (block) blocks.push(block);
  }
  return blocks;
}

function splitEntries(block: Line[]): Line[][] {
  const numbered = block.some((l) => NUMBERED.test(l.scan));
  const entries: Line[][] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.length) entries.push(current);
    current = [];
  };
  for (const line of block) {
    const t = line.scan.trim();
    if (t === '' || /^[_=\-\s]+$/.test(t)) {
      // A blank line ends an unnumbered entry; numbered entries may run over blank lines only if the next is not a number.
      if (!numbered) flush();
      continue;
    }
    // Unnumbered: a dealing's name at the entry's own indent starts the next one ("CHARGE WITH ..."
    // indented under "Grounds of Claim" belongs to the caveat above it).
    const indent = line.scan.length - line.scan.trimStart().length;
    const first = current[0];
    const firstIndent = first ? first.scan.length - first.scan.trimStart().length : 0;
    const starts = numbered ? NUMBERED.test(line.scan) : current.length === 0 || (KEYWORD_LED.test(line.scan) && indent <= firstIndent);
    if (starts) flush();
    current.push(line);
  }
  flush();
  return entries;
}

/** Every entry registered against the land, from each title search in the document. */
export function readTitleRegisters(doc: DocText): RegisterEntry[] {
  const out: RegisterEntry[] = [];
  for (const block of registerBlocks(doc)) {
    for (const lines of splitEntries(block)) {
      const entry = entryOf(lines);
      if (entry) out.push(entry);
    }
  }
  return out;
}
