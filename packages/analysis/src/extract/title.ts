// Title encumbrances: easements, restrictive covenants, caveats, mortgages, section 173 agreements.
import type { CaveatFact, EasementFact, MortgageFact } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { lineAt, type Line } from '../text/doc.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { titleCaseIfUpper, TRAILING_NOTE, SPACE_RUN, CELL_GAP } from '../text/normalise.ts';
import { sentenceAt, sentenceScan } from '../text/sentences.ts';
import { bestVariant, looksLikeLender, nameKey, ORG_RE } from './orgs.ts';

/** The land an easement serves. */
const BENEFITED = /\bbenefit(?:ed|ing)\b/i;

/** The land that bears an easement. */
const BURDENED = /\bburdened\b/i;

export interface Evidence {
  offset: number;
  length: number;
}

export interface EasementHit extends EasementFact, Evidence {
  purpose: string;
  reference: string | null;
}

const PURPOSES: [RegExp, string][] = [
  [/sewer(?:age)?/i, 'Sewerage'],
  [/drain(?:age)?\b/i, 'Drainage'],
  [/carriageway|right of way|access/i, 'Carriageway'],
  [/power ?lines?|electricity|transmission/i, 'Electricity'],
  [/\bgas\b/i, 'Gas'],
  [/water supply|\bwater\b/i, 'Water supply'],
  [/party wall/i, 'Party wall'],
  [/support/i, 'Support'],
  [/pipeline/i, 'Pipeline'],
];

export function purposeOf(text: string): string | null {
  // Organisation names ("Barwon Water", "Jemena Gas Networks") are not purposes.
  const stripped = text.replace(new RegExp(ORG_RE.source, 'g'), ' ');
  for (const [re, p] of PURPOSES) if (re.test(stripped)) return p;
  return null;
}

function beneficiaryOf(text: string): string | null {
  const fav = /\b(?:in favour of|for the benefit of|benefiting|beneficiary:?)[ \t]+(?:the[ \t]+)?([A-Z][A-Za-z0-9&'-]*(?:[ \t]+(?:[A-Z0-9][A-Za-z0-9&'.-]*|of|and|for|on))*)/.exec(text);
  // The name ends with its sentence ("... Regional Council. Mortgage 721003557 to ...").
  if (fav) return (fav[1] as string).replace(/\.\s+\S.*/, '').replace(/(?<![.,;])[.,;]+$/, '').replace(/(?<![ \t])[ \t]+(?:on|of|and|for)$/, '').trim();
  // An instrument's item names the lots it benefits ("Lot burdened: 12. Lots benefited: 13 and 14.").
  const lots = /\b(?:lots?|land)\s+benefit(?:ed|ing)\s*(?::\s*)?(?:lots?\s+)?(\d+(?:\s*(?:,|and|&)\s*\d+)*)/i.exec(text);
  if (lots) return `${/\d\D+\d/.test(lots[1] as string) ? 'Lots' : 'Lot'} ${(lots[1] as string).replace(SPACE_RUN, ' ')}`;
  // Plan easement table row: "E-1   SEWERAGE   2.00   THIS PLAN   BARWON REGION WATER CORPORATION" —
  // the last column is the land benefited / in favour of.
  const row = text.trim().split(CELL_GAP);
  if (row.length >= 3 && /^E-?\d{1,2}$/i.test(row[0] as string)) {
    const last = (row[row.length - 1] as string).trim();
    if (/[A-Za-z]{3,}/.test(last) && !/^\d/.test(last)) return titleCaseIfUpper(last);
  }
  // Table row: the last cell naming an organisation ("Who benefits" column).
  const cells = text.split(CELL_GAP).reverse();
  for (const cell of cells) {
    const m = ORG_RE.exec(cell.replace(TRAILING_NOTE, ''));
    if (m) return (m[1] as string).trim();
  }
  const any = ORG_RE.exec(text);
  return any ? (any[1] as string).trim() : null;
}

/**
 * An easement the sentence names and places on the land ("affected by drainage easement E-1 in favour
 * of ..., and no building may be erected over it"): its "no" is what the easement forbids, unless the
 * sentence says there is none.
 */
function namedEasement(sentence: string): boolean {
  const named = /\beasement\s+(?:E-?\d{1,2}|[A-Z]{1,2}\d{5,8}[A-Z]?)\b|\b(?:affected|burdened|encumbered)\s+by\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,3}easement\b[^.]{0,80}\bin\s+favour\s+of\b/i.test(sentence);
  return named && !deniesAny(sentence, 'easement');
}

/** The sentence says there is none of the interest ("no covenant", "not affected by any easement", "covenants: nil"). */
function deniesAny(sentence: string, interest: 'easement' | 'covenant'): boolean {
  return new RegExp(
    String.raw`\b(?:no|nil|none|not\s+(?:affected|subject|aware|burdened))\b[^.]{0,40}\b${interest}|\b${interest}s?\b[^.]{0,20}\b(?:nil|none|not\s+applicable|n\/a)\b`,
    'i',
  ).test(sentence);
}

// The land enjoys the easement (appurtenant): a benefit, not a burden.
// A title's "TOGETHER WITH the easement(s) over ..." grants this land rights over other land; an easement
// lying wholly within the common property lies on no lot.
const BENEFITS_THIS_LAND = /\b(?:has|have|having|with|enjoys?)\s+the\s+benefit\s+of\b|\bappurtenant\b|\btogether\s+with\s+(?:the\s+|an\s+)?(?:right\s+of\s+way|easements?)|\bwholly\s+within\s+(?:the\s+)?common\s+property\b/i;
/** The lots a list names, a range among them written out ("7 to 12", "3, 4 and 6"). */
function lotList(s: string): string[] {
  const out: string[] = [];
  const words = s.split(' ').filter((w) => w !== '');
  words.forEach((w, i) => {
    const n = Number.parseInt(w, 10);
    if (Number.isNaN(n)) return;
    const to = words[i + 2] !== undefined && words[i + 1] === 'to' ? Number.parseInt(words[i + 2] as string, 10) : Number.NaN;
    if (!Number.isNaN(to) && to > n && to - n <= 200) for (let k = n; k < to; k++) out.push(String(k));
    else out.push(String(n));
  });
  return out;
}

/** A plan's easement reference ("E-1", "E2"). */
const EASEMENT_REF = /\bE-?\d{1,2}\b/;

/**
 * Which lots each referenced easement lies over, from plan notes ("EASEMENT E-2 IS OVER LOT 1",
 * "E-1 affects lots 1 and 2"): a plan covers the whole estate, and only easements over the subject
 * lot burden it.
 */
function easementLots(doc: DocText): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // An easement over the common property only ("E-3 AFFECTS COMMON PROPERTY No. 1 ONLY") lies over no lot.
  const re = /\b(E-?\d{1,2})\s+(?:is\s+|lies\s+)?(?:over|affects|burdens|encumbers)\s+(?:lots?\s+(\d+(?:\s*(?:,|and|&)\s*\d+)*)|(?:the\s+)?common\s+property\b)/gi;
  for (const m of doc.scan.matchAll(re)) out.set((m[1] as string).toUpperCase().replace('-', ''), m[2] ? lotList(m[2]) : []);
  // A plan's lot table with a column of the easements within each lot ("Lot  Area  Easements within lot" /
  // "1  318 m2  E-2 (along northern boundary)").
  const inTable = new Map<string, string[]>();
  for (const [ref, lot] of lotTableEasements(doc)) inTable.set(ref, [...(inTable.get(ref) ?? []), lot]);
  for (const [ref, lotsOver] of inTable) if (!out.has(ref)) out.set(ref, lotsOver);
  return out;
}

/** The easement references a lot table lists against each lot: [reference, lot] pairs. */
function lotTableEasements(doc: DocText): [string, string][] {
  const out: [string, string][] = [];
  for (const header of doc.lines) {
    const heads = header.scan.trim().split(CELL_GAP).map((h) => h.toLowerCase());
    const lotCol = heads.findIndex((h) => h === 'lot' || h === 'lot no.' || h === 'lot number');
    const easementCol = heads.findIndex((h) => h.includes('easement'));
    if (heads.length < 2 || lotCol !== 0 || easementCol < 1) continue;
    for (let i = header.index + 1; i < doc.lines.length; i++) {
      const row = doc.lines[i] as Line;
      const cells = row.scan.trim().split(CELL_GAP);
      if (row.scan.trim() === '' || cells.length !== heads.length) break;
      const lot = (cells[0] as string).trim();
      for (const m of (cells[easementCol] as string).matchAll(new RegExp(EASEMENT_REF.source, 'g'))) out.push([m[0].toUpperCase().replace('-', ''), lot]);
    }
  }
  return out;
}

/** Does this easement text describe a burden on the subject lot? Unknown lot: assume it does. */
function burdensSubjectLot(text: string, ref: string | null, beneficiary: string | null, lots: Map<string, string[]>, subjectLot: string | null): boolean {
  if (BENEFITS_THIS_LAND.test(text)) return false;
  if (!subjectLot) return true;
  const over = ref ? lots.get(ref.toUpperCase().replace('-', '')) : undefined;
  if (over) return over.includes(subjectLot);
  const overLots = /\b(?:over|burdening|affect(?:s|ing)?|within)\s+lots?\s+(\d+(?:\s*(?:,|and|&|to)\s*\d+)*)|\blots?\s+burdened\s*(?::\s*)?(?:lots?\s+)?(\d+(?:\s*(?:,|and|&)\s*\d+)*)/i.exec(text);
  if (overLots) return lotList((overLots[1] ?? overLots[2]) as string).includes(subjectLot);
  const benefiting = /\b(?:benefiting|benefited|in favour of|for the benefit of)\s+lots?\s+(\d+)\b|^\s*lots?\s+(\d+)\b/i.exec(beneficiary ?? '') ?? /\bbenefit(?:s|ing|ed)?\s+lots?\s+(\d+)\b/i.exec(text);
  if (benefiting && (benefiting[1] ?? benefiting[2]) === subjectLot) return false;
  return true;
}

/**
 * The 'Burdened lot' cell of a table row (s88B instruments, plan easement schedules), read at the
 * header's column position; null when the row is not under such a header.
 */
function burdenedColumn(doc: DocText, line: Line): string | null {
  for (let i = line.index - 1; i >= Math.max(0, line.index - 6); i--) {
    const h = doc.lines[i] as Line;
    if (h.scan.trim() === '') return null;
    if (!BURDENED.test(h.scan) || !BENEFITED.test(h.scan)) continue;
    const heads = h.scan.trim().split(CELL_GAP);
    const cells = line.scan.trim().split(CELL_GAP);
    const col = heads.findIndex((c) => BURDENED.test(c));
    return cells.length === heads.length ? (cells[col] ?? null) : null;
  }
  return null;
}

/** Parts in which the vendor or the contract states what affects this land (not a plan's table of every lot's). */
const STATEMENT_PARTS: ReadonlySet<string> = new Set(['vendor-statement', 'seller-disclosure', 'particulars', 'special-conditions']);

export function extractEasements(doc: DocText, subjectLot: string | null = null): EasementHit[] {
  const byKey = new Map<string, EasementHit>();
  const lots = easementLots(doc);
  // Plan references the document places on other land, and those the statement names as this land's.
  const elsewhere = new Set<string>();
  const stated = new Set<string>();
  const consider = (offset: number, length: number, text: string): void => {
    if (/statutory easements?|implied easements?|easements? (?:of|for) support and (?:shelter|services)\b(?:(?!easements? (?:of|for) support and (?:shelter|services)\b).)*Land Title Act/i.test(text)) return;
    // An instrument's terms clause says what an easement of that kind allows, not where one lies.
    if (/\bterms\s+of\s+(?:the\s+|an\s+)?easements?\b|\bhas\s+the\s+terms\b/i.test(text)) return;
    // A plan's easement label: "E-1" in VIC, "Easement B on RP842163" in QLD and NSW.
    const ref = EASEMENT_REF.exec(text)?.[0] ?? /\b[Ee][Aa][Ss][Ee][Mm][Ee][Nn][Tt]\s+([A-Z])\b(?![a-z])/.exec(text)?.[0].replace(/^easement\s+/i, 'Easement ') ?? null;
    if (!burdensSubjectLot(text, ref, beneficiaryOf(text), lots, subjectLot)) {
      if (ref) elsewhere.add(ref.toUpperCase().replace('-', ''));
      return;
    }
    const purpose = purposeOf(text);
    if (!ref && !purpose) return;
    if (ref && STATEMENT_PARTS.has(lineAt(doc, offset).part)) stated.add(ref.toUpperCase().replace('-', ''));
    const beneficiary = beneficiaryOf(text);
    const width = /(?<!\d)(\d+(?:\.\d+)?)\s?m(?:etres?)?\s+wide|\bwidth\s*(?::\s*)?(\d+(?:\.\d+)?)\s?m\b|\s(\d+(?:\.\d+)?)\s?m\s{2,}/i.exec(text);
    const where = /\b(along|across|crosses|crossing|through|on|adjoining)\s+(?:the\s+)?(?:whole\s+)?(rear|side|front|northern|southern|eastern|western|north|south|east|west)(?:ern)?\s+(?:\([^)\n]{1,30}\)\s+)?boundary/i.exec(text);
    const key = ref ?? `${purpose}|${beneficiary ? nameKey(beneficiary) : ''}`;
    const prev = byKey.get(key);
    const hit: EasementHit = {
      // The same easement mentioned again keeps the purpose first given for it (a sewer main "within
      // Easement B" does not make the drainage easement a sewerage one).
      purpose: (prev && prev.purpose !== 'Easement' ? prev.purpose : null) ?? purpose ?? 'Easement',
      reference: ref,
      beneficiary: beneficiary ?? prev?.beneficiary ?? null,
      type: '',
      offset: prev?.offset ?? offset,
      length: prev?.length ?? length,
    };
    const widthText = width ? `${width[1] ?? width[2] ?? width[3]} m wide` : (/(?<!\d)(\d+(?:\.\d+)?) m wide/.exec(prev?.type ?? '')?.[0] ?? null);
    const verb = where ? ((where[1] as string).toLowerCase() === 'along' ? 'along' : 'across') : '';
    const whereText = where ? `${verb} the ${(where[2] as string).toLowerCase()} boundary` : (/(?:across|along) the \w+ boundary/.exec(prev?.type ?? '')?.[0] ?? null);
    const refText = ref ? (ref.startsWith('Easement') ? ` (${ref})` : ` ${ref}`) : '';
    hit.type = [`${hit.purpose.toLowerCase()} easement${refText}`, widthText, whereText].filter(Boolean).join(', ');
    if (prev && prev.beneficiary && beneficiary && prev.beneficiary.length > beneficiary.length) hit.beneficiary = prev.beneficiary;
    byKey.set(key, hit);
  };
  for (const m of findMentions(doc, /\beasements?\b/i)) {
    if (m.polarity !== 'positive' && !(m.polarity === 'negative' && namedEasement(m.sentenceText))) continue;
    const line = lineAt(doc, m.offset);
    // A table's header row names the columns; an instrument's item gives them ("Lot burdened: 12").
    if (BURDENED.test(line.scan) && BENEFITED.test(line.scan) && !/\bburdened\s*(?::\s*)?(?:lots?\s+)?\d/i.test(line.scan)) continue;
    const burdened = burdenedColumn(doc, line);
    if (burdened !== null && subjectLot !== null && !lotList(burdened).includes(subjectLot)) continue;
    // A table row, or an instrument's item whose sentences go on to name the lots burdened and benefited.
    const text = /\S\s{2,}\S/.test(line.scan) || /\blots?\s+(?:burdened|benefit(?:ed|ing))\b/i.test(line.scan) ? line.scan : m.sentenceText;
    consider(m.offset, m.length, text);
  }
  // Easement tables on plans list rows like "E-1   Sewerage   1.83 m   PS733019B   Barwon Water".
  for (const line of doc.lines) {
    const m = /^\s*(E-?\d{1,2})\b/.exec(line.scan);
    if (!m || line.running || !purposeOf(line.scan)) continue;
    consider(line.start + line.scan.indexOf(m[1] as string), (m[1] as string).length, line.scan);
  }
  // Drop purpose-only entries that duplicate a referenced easement with the same purpose. A plan's table
  // lists every lot's easements: where the statement names this land's by their references, or the
  // document places one on other land, the others are not this land's.
  const refKey = (h: EasementHit): string => (h.reference ?? '').toUpperCase().replace('-', '');
  const hits = [...byKey.values()].filter((h) => h.reference === null || (!elsewhere.has(refKey(h)) && (stated.size === 0 || stated.has(refKey(h)))));
  return hits
    .filter((h) => h.reference !== null || !hits.some((o) => o.reference !== null && o.purpose === h.purpose))
    .map((h) => ({ ...h, type: h.type.charAt(0).toUpperCase() + h.type.slice(1) }));
}

export interface CovenantHit extends Evidence {
  text: string;
}

/** Five digits or more in a row: an instrument's or dealing's number. */
function hasInstrumentNumber(s: string): boolean {
  let run = 0;
  for (const c of s) {
    run = c >= '0' && c <= '9' ? run + 1 : 0;
    if (run >= 5) return true;
  }
  return false;
}

/** The particulars under a question's answer ("YES" / "Particulars: Encumbrance 13012346 ..."), or ''. */
function particularsAfter(doc: DocText, end: number): string {
  const rest = doc.scan.slice(end, end + 400);
  const lead = rest.length - rest.trimStart().length;
  if (!rest.slice(lead, lead + 3).toLowerCase().startsWith('yes')) return '';
  const after = rest.slice(lead + 3);
  const at = end + lead + 3 + (after.length - after.trimStart().length);
  if (at >= doc.scan.length) return '';
  const text = sentenceScan(doc, sentenceAt(doc, at)).trim();
  return text.toLowerCase().startsWith('particulars:') ? text.slice('particulars:'.length).trim() : text;
}

export function extractCovenants(doc: DocText): CovenantHit[] {
  const out: CovenantHit[] = [];
  const seen = new Set<string>();
  // NSW: a "restriction on the use of land" (s88B instrument, title second schedule) is a covenant.
  for (const m of findMentions(doc, /\b(?:restrictive\s+)?covenants?\b|\brestriction\s+(?:[A-Z]\b|no\.?\s*\d)|\brestrictions?\s*(?:\(s\))?\s+on\s+(?:the\s+)?use\s+of\s+(?:the\s+)?land\b/i)) {
    // A schedule's question answered Yes is the item; its particulars under the answer are the covenant.
    const s = m.sentenceText.trimEnd().endsWith('?') ? particularsAfter(doc, m.sentence.end) : m.sentenceText;
    if (s === '') continue;
    // The covenant's own words ("the transferee covenants that no dwelling shall…") read as negative to
    // the polarity check, but their "no" is what the covenant forbids, not an answer that there is none.
    const operative = /\bcovenants?\s+(?:that|with|and\s+agrees)\b|\bhereby\s+covenants?\b/i.test(s);
    // A covenant named by its instrument ("Covenant C100001: the owner must not erect ...") whose "not"
    // is what it forbids; unless the sentence says there is none ("no covenant", "covenants: nil").
    const named = () => /\bcovenants?(?:\s*:)?\s+(?:no\.?\s*)?[A-Z]{1,2}\d{5,8}[A-Z]?\b/i.test(s) && !deniesAny(s, 'covenant');
    if (m.polarity !== 'positive') {
      const line = lineAt(doc, m.offset);
      if (!(operative || named()) || m.polarity !== 'negative' || line.struck || line.aside) continue;
    }
    const concrete = /\bCOVENANT\s+[A-Z]{1,2}\d{5,8}[A-Z]?\b|\b(?:DP|SP)\s?\d{4,}\b|\b(?:instrument|registered|created|requires?|prohibits?|must not|restricts?|only one|single dwelling|not (?:to )?build|not erect|materials|height|benefit of|burdened)\b/i.test(s);
    // A sentence pointing to where restrictions are set out, naming none by its number, gives none.
    const pointer = /\b(?:are|is)\s+(?:set\s+out|contained)\s+in\s+the\s+(?:instrument|attached)\b/i.test(s) && !hasInstrumentNumber(s);
    if (!concrete || pointer || s.toLowerCase().includes('section 173')) continue;
    const key = s.slice(0, 80).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: s.length > 220 ? s.slice(0, 217).replace(/(?<!\s)\s+\S*$/, '') + '...' : s, offset: m.offset, length: m.length });
  }
  return out;
}

export interface CaveatHit extends CaveatFact, Evidence {}

export function extractCaveats(doc: DocText): CaveatHit[] {
  const out: CaveatHit[] = [];
  for (const m of findMentions(doc, /\bcaveat(?:or)?s?\b/i)) {
    if (m.polarity !== 'positive') continue;
    const start = m.sentence.start;
    const block = doc.scan.slice(start, Math.min(doc.scan.length, m.sentence.end + 200));
    const instrument = /\bCAVEAT\s+[A-Z]{1,2}\d{5,8}[A-Z]?\b/.test(block) || /caveat\s+(?:No\.?\s*)?[A-Z]{0,2}\d{5,9}/i.test(block);
    const caveatorM =
      /\b[Cc][Aa][Vv][Ee][Aa][Tt][Oo][Rr][ \t]*(?:[:\-][ \t]*)?([A-Z][A-Za-z&'.-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.-]*|of|and))*)/.exec(block) ??
      /\b[Cc][Aa][Vv][Ee][Aa][Tt]\b[^.\n]{0,60}?\b(?:lodged|registered|by|BY)[ \t]+(?:by[ \t]+)?([A-Z][A-Za-z&'.-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.-]*|of|and))*)/.exec(block);
    if (!instrument && !caveatorM) continue;
    // A register's dealing words after the name are not part of it ("DARCY ALLAN FENWICK LODGED 19.01.2026"),
    // nor is the next sentence a page width ran into it ("Kestrel Private Lending Pty Ltd. The vendor ...").
    const caveator = caveatorM
      ? titleCaseIfUpper((caveatorM[1] as string).trim())
          // ... nor how much of the land it covers ("FIRSTMAC LIMITED AS TO PORTION"), nor the capacity it claims in ("AS PURCHASER").
          .replace(/\.\s+[A-Z].*|(?<!\s)\s+(?:as|AS|As)\s+(?:to|TO|[Pp]urchaser|PURCHASER|[Cc]hargee|CHARGEE|[Mm]ortgagee|MORTGAGEE|[Tt]rustee|TRUSTEE)\b.*/, '')
          .replace(/(?<!\s|\s(?:lodged|registered|dated|on|under|as|of))(?:\s+(?:lodged|registered|dated|on|under|as|of))+$/i, '')
      : 'Unnamed caveator';
    // The same caveator named in full elsewhere ("Kestrel Private Lending Pty" / "... Pty Ltd"): keep the longer.
    const same = out.findIndex((c) => nameKey(c.caveator).startsWith(nameKey(caveator)) || nameKey(caveator).startsWith(nameKey(c.caveator)));
    if (same >= 0) {
      const prev = out[same] as CaveatHit;
      if (caveator.length > prev.caveator.length) out[same] = { ...prev, caveator };
      // The caveat is quoted where it is asserted, not at an item's label ("(e) Caveat: ...").
      if (judgeEvidence(doc, prev.offset).kind !== 'assertion' && judgeEvidence(doc, m.offset).kind === 'assertion') {
        out[same] = { ...(out[same] as CaveatHit), offset: m.offset, length: m.length };
      }
      continue;
    }
    // The interest claimed, without a clause about the caveat that follows it (", which has not been withdrawn").
    const claimed = /\bgrounds?(?:\s+of\s+claim)?\s*[:\-]\s*([^\n.]+)/i.exec(block)?.[1] ?? /\bclaiming\s+(an?\s+[^.\n]+)/i.exec(block)?.[1];
    const grounds = claimed?.replace(/,\s+(?:which|and|but)\b.*/i, '').trim() ?? null;
    out.push({ caveator, grounds, offset: m.offset, length: m.length });
  }
  // A caveat mentioned by number only is the one named elsewhere, when one is.
  return out.some((c) => c.caveator !== 'Unnamed caveator') ? out.filter((c) => c.caveator !== 'Unnamed caveator') : out;
}

export interface MortgageHit extends MortgageFact, Evidence {
  /** The statement says it will be discharged/released at or before settlement. */
  discharged: boolean;
  /** The page of the document's own statement that it will be discharged, when one was found. */
  dischargePage: number | null;
}

/**
 * The document's own statement, anywhere in it, that the vendor's mortgage will be discharged: "The vendor
 * must discharge the mortgage ... at settlement", "The vendor's mortgage will be discharged at settlement".
 * Not "is NOT to be discharged" or "will not be discharged" (no verb follows "not"), nor a hypothetical.
 */
const DISCHARGE_STATEMENT =
  /\b(?:vendor|seller)(?:'s)?\s+(?:must|will|shall|is\s+to|agrees\s+to|undertakes\s+to)\s+(?:discharge|pay\s+out|release)\b[^.\n]{0,200}?\bmortgages?\b|\bmortgages?\b[^.\n]{0,160}?\b(?:will|is\s+to|must|shall|are\s+to)\s+be\s+(?:discharged|released|paid\s+out)\b/gi;

/**
 * Mortgages the document says elsewhere will be discharged (the statement that names the lender, or one
 * that names none) are discharged, with the page that says so.
 */
export function withDischargeStatements(doc: DocText, mortgages: MortgageHit[]): MortgageHit[] {
  if (!mortgages.length) return mortgages;
  const statements = dischargeStatements(doc);
  const names = (s: { text: string }) => mortgages.filter((m) => nameKey(s.text).includes(nameKey(m.mortgagee)));
  return mortgages.map((m) => {
    if (m.dischargePage !== null) return m;
    const stated = statements.find((s) => names(s).includes(m)) ?? statements.find((s) => names(s).length === 0);
    return stated ? { ...m, discharged: true, dischargePage: stated.page } : m;
  });
}

function dischargeStatements(doc: DocText): Array<{ offset: number; text: string; page: number }> {
  const out: Array<{ offset: number; text: string; page: number }> = [];
  for (const m of doc.scan.matchAll(DISCHARGE_STATEMENT)) {
    const offset = m.index ?? 0;
    if (classifyMention(doc, offset, m[0].length).polarity === 'hypothetical') continue;
    out.push({ offset, text: m[0], page: lineAt(doc, offset).page });
  }
  return out;
}

const MORTGAGE_PATTERNS: RegExp[] = [
  // A lender's bracketed part inside its name stays ("ING BANK (AUSTRALIA) LIMITED"); a note after it does not.
  /\bMORTGAGE\s+(?:No\.?\s*)?[A-Z]{0,2}\d{5,9}[A-Z]?(?:\s+\d{1,2}\/\d{1,2}\/\d{4})?\s+(?:[Tt][Oo]\s+|IN FAVOUR OF\s+|[Ii]n [Ff]avour [Oo]f\s+)?([A-Z][A-Z &'.-]+?(?:\s*\([A-Z][A-Z &'.-]*\)\s*(?:LIMITED|LTD|PTY\.?\s+LTD|PTY\.?\s+LIMITED)\b)?)(?=\s*(?:\n|$|\.\s|,|\s{2,}|\()|\s+(?:REGISTERED|LODGED|DATED|PRODUCED)\b)/g,
  /\bMORTGAGE\s+(?:TO|IN FAVOUR OF)\s+([A-Z][A-Z &'.-]+?)(?=\s*(?:\n|$|\.\s|,|\s{2,}|\()|\s+(?:REGISTERED|LODGED|DATED|PRODUCED)\b)/g,
  /\b[Mm]ortgage\s+(?:\([^)]*\)\s+)?(?:[Nn]o\.?\s*\S+\s+|[A-Z]{0,2}\d{5,9}[A-Z]?\s+)?(?:is\s+)?(?:to|in favour of|with|held by)\s+(?:the\s+)?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|of|and))*)/g,
];

/**
 * A lender's name that a narrow column or page width broke over two lines ("BANK OF" /
 * "QUEENSLAND LTD"): when the captured name stops at a line end on a joining word, or without the
 * word that ends a lender's name, the capitalised words starting the next line complete it.
 */
function wrappedName(doc: DocText, m: RegExpMatchArray): string {
  const name = m[1] as string;
  const end = (m.index ?? 0) + m[0].length;
  const next = /^[ \t]*\n[ \t]*([A-Z][A-Za-z&'.-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.-]*|of|and))*)/.exec(doc.scan.slice(end, end + 120));
  if (!next) return name;
  const tail = next[1] as string;
  // Only the company suffix wrapped ("TALLOWWOOD MUTUAL BANK" / "LTD. Any crown grant ...").
  const suffix = /^(?:PTY\.?\s+)?(?:LTD|LIMITED)\b\.?/i.exec(tail);
  if (suffix && !/\b(?:Ltd|Limited)\.?$/i.test(name.trim())) return `${name} ${suffix[0].replace(/\.$/, '')}`;
  const incomplete = /\b(?:of|and|&|for|the)$/i.test(name.trim());
  const completes = !LENDER_END.test(name.trim()) && LENDER_END.test(tail) && tail.split(SPACE_RUN).length <= 4;
  return incomplete || completes ? `${name} ${tail}` : name;
}

const LENDER_END = /\b(?:Bank|Limited|Ltd\.?|Corporation|Union|Society|Capital|Finance|Pty)$/i;

/** A name without the word that joins the sentence's next clause ("Commonwealth Bank of Australia and" [to caveat …]). */
function withoutJoiner(name: string): string {
  for (const joiner of [' and', ' or', ' of', ' for', ' on']) if (name.endsWith(joiner)) return name.slice(0, -joiner.length).trimEnd();
  return name;
}

/** The text before the first `mark`, or all of it. */
const cutAt = (text: string, mark: string): string => (text.includes(mark) ? text.slice(0, text.indexOf(mark)) : text);

export function extractMortgages(doc: DocText): MortgageHit[] {
  const groups = new Map<string, { variants: string[]; offset: number; length: number; discharged: boolean }>();
  for (const re of MORTGAGE_PATTERNS) {
    for (const m of doc.scan.matchAll(re)) {
      // The name ends with its sentence ("... Bank Limited. Statutory encumbrances ..."), not at "Pty. Ltd.".
      const name = withoutJoiner(wrappedName(doc, m).replace(SPACE_RUN, ' ').replace(/\.\s+(?!(?:Ltd|Limited|Pty)\b)\S.*/i, '').replace(/[.,]$/, '').trim());
      if (!looksLikeLender(name) || name.length < 4) continue;
      const idx = m.index ?? 0;
      const mention = classifyMention(doc, idx, m[0].length);
      if (mention.polarity === 'hypothetical') continue;
      const around = sentenceScan(doc, mention.sentence) + ' ' + doc.scan.slice(idx, idx + 240);
      // "... NOT to be discharged" (the vendor statement's question) is no statement that it will be.
      const discharged = /(?<!\bnot\s|\bnot\sto\sbe\s)\b(?:discharged|released|paid out|removed)\b[^.]{0,60}\b(?:settlement|completion|before)|(?<!\bnot\s)\bto be discharged\b/i.test(around);
      const key = nameKey(name);
      const g = groups.get(key);
      if (g) {
        g.variants.push(name);
        g.discharged ||= discharged;
      } else groups.set(key, { variants: [name], offset: idx, length: m[0].length, discharged });
    }
  }
  // Encumbrance tables: "AX554120Q   Mortgage, to be discharged at settlement   Bank of Queensland Limited".
  for (const line of doc.lines) {
    if (line.running || !/\bmortgage\b/i.test(line.scan)) continue;
    const cells = line.scan.split(CELL_GAP).map((c) => c.trim()).filter(Boolean);
    const at = cells.findIndex((c) => /^(?:registered\s+)?mortgage\b/i.test(c));
    const lender = cells[cells.length - 1] as string;
    if (cells.length < 2 || at < 0 || at === cells.length - 1 || !looksLikeLender(lender) || !ORG_RE.test(lender)) continue;
    // The cell may name the dealing first ("Dealing No. 13055421 in favour of National Australia Bank Limited").
    // ... or the dealing and its number ("Registered mortgage 13021884 to Westpac Banking Corporation (trading
    // as …). To be discharged …"): the lender's name is what follows, to its bracket or its sentence's end.
    const named = lender.replace(/^[^\n]*?\b(?:in\s+favou?r\s+of|mortgage\s+\S+\s+to)\s+/i, '');
    const name = cutAt(cutAt(named, '. '), ' (').replace(TRAILING_NOTE, '');
    const offset = line.start + line.scan.lastIndexOf(name);
    if (classifyMention(doc, offset, lender.length).polarity === 'hypothetical') continue;
    const discharged = /\b(?:discharged|released|paid out|removed)\b/i.test(line.scan);
    const g = groups.get(nameKey(name));
    if (g) {
      g.variants.push(name);
      g.discharged ||= discharged;
    } else groups.set(nameKey(name), { variants: [name], offset, length: lender.length, discharged });
  }
  // A name cut short by a line break ("Bank of") is a prefix of the full one found elsewhere.
  const all = [...groups.entries()];
  const kept = all.filter(([key]) => !all.some(([other]) => other !== key && other.startsWith(key + ' ')));
  for (const [key, g] of all) {
    if (kept.some(([k]) => k === key)) continue;
    const full = kept.find(([other]) => other.startsWith(key + ' '));
    if (full) full[1].discharged ||= g.discharged;
  }
  return kept
    .map(([, g]) => g)
    .sort((a, b) => a.offset - b.offset)
    .map((g) => ({
      mortgagee: bestVariant(g.variants),
      offset: g.offset,
      length: g.length,
      discharged: g.discharged,
      dischargePage: g.discharged ? lineAt(doc, g.offset).page : null,
    }));
}

export function extractSection173(doc: DocText): Evidence | null {
  for (const m of findMentions(doc, /\b(?:section|s\.?)\s?173\b/i)) {
    if (m.polarity === 'positive') return { offset: m.offset, length: m.length };
  }
  return null;
}
