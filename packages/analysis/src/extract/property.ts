// Address, lot/plan, title reference and land size.
import { planAreaOfLot } from '../readers/lot-areas.ts';
import { lineAt, type DocText, type Line } from '../text/doc.ts';
import { AUSTRALIAN_STATES } from '../result.ts';
import { titleCaseIfUpper, SPACE_RUN, CELL_GAP, hasLowercase, isDigit, isLower } from '../text/normalise.ts';
import { allAreas, AREA_SOURCE } from './area.ts';
import { firstLabelValue, labelValues } from './labels.ts';

const STREET = String.raw`(?:Street|St|Road|Rd|Avenue|Ave|Parade|Pde|Rise|Esplanade|Esp|Court|Ct|Drive|Dr|Lane|Ln|Place|Pl|Crescent|Cres|Way|Close|Cl|Terrace|Tce|Boulevard|Blvd|Highway|Hwy|Grove|Gr|Circuit|Cct|Square|Sq|Walk|Track|Row|Mews|Gardens|Gdns|Promenade|Quay|Loop|Strand|Vista|View|Heights|Hill|Ridge|Bend|Chase|Circle|Crest|Glade|Glen|Green|Link|Outlook|Parkway|Pass|Point|Reach|Retreat|Spur|Trail|Vale|Cove|Concourse|Grange|Mall|Meander|Nook|Path|Plaza|Wynd)`;
// A street's and a suburb's names are bounded (40 letters), so text of many street-type words stays linear.
export const ADDRESS_RE = new RegExp(
  String.raw`(?:(?:Unit|Apartment|Apt|Shop|Suite|Villa|Townhouse|(?:Proposed\s+)?Lot)\s+\d+[A-Z]?,?\s+|(?:Unit|Apartment|Apt|Shop|Suite|Villa|Townhouse)\s+(?=\d+[A-Z]?\s?\/))?(?<!\d)\d+[A-Z]?(?:\s?[-\/]\s?\d+[A-Z]?)?\s+[A-Za-z'][A-Za-z' ]{0,40}?\s${STREET},?\s+[A-Za-z][A-Za-z ]{0,40}?,?\s+(?:VIC|NSW|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b`,
  'i',
);

const ADDRESS_LABELS = [
  String.raw`address of (?:the )?property`,
  String.raw`property address`,
  String.raw`street address`,
  String.raw`address of (?:the )?land`,
  String.raw`property`,
  String.raw`address`,
  // NSW front page: "land (address, plan details and title reference)".
  String.raw`land(?:\s*\([^)\n]{0,60}\))?`,
];

/** Labels that may name a party's address or a heading as well as the property's. */
const GENERAL_LABELS = new Set([String.raw`property`, String.raw`address`]);

/** Parts that state the property's address as the parties wrote it (attachments reprint it in their own styles). */
const ADDRESS_PARTS = new Set(['particulars', 'vendor-statement', 'seller-disclosure', 'front']);

const STATES: ReadonlySet<string> = new Set(AUSTRALIAN_STATES);
const isPostcode = (w: string): boolean => w.length === 4 && [...w].every(isDigit);

/** "14 Wittenoom Brae, Kalamunda WA 6076": a number, words, then a state and a postcode; as a match of the whole. */
function numberedAddress(value: string): RegExpExecArray | null {
  const t = value.trim();
  const words = t.split(' ').filter((w) => w !== '');
  const end = words.findIndex((w, i) => STATES.has(w.replace(',', '')) && isPostcode(words[i + 1] ?? ''));
  if (!isDigit(t[0]) || end < 2 || end > 10) return null;
  const text = words.slice(0, end + 2).join(' ');
  const match = [text] as unknown as RegExpExecArray;
  match.index = value.indexOf(t);
  return match;
}

export function extractAddress(doc: DocText): { value: string; offset: number } | null {
  let elsewhere: { value: string; offset: number } | null = null;
  // Of the labels that name the property itself, the first the statement gives (a certificate copied
  // into the statement restates it in its own style further on).
  let named: { value: string; offset: number } | null = null;
  for (const label of ADDRESS_LABELS) {
    for (const hit of labelValues(doc, label)) {
      // A street type the pattern does not know ("Brae", "Rise", "Chase") is still an address when the
      // property's own label gives a number, a street and a state with its postcode.
      const m = ADDRESS_RE.exec(hit.value) ?? (GENERAL_LABELS.has(label) ? null : numberedAddress(hit.value));
      if (!m) continue;
      const from = dwellingBefore(hit.value, m.index);
      const found = { value: tidyAddress(hit.value.slice(from, m.index + m[0].length)), offset: hit.offset + from };
      if (ADDRESS_PARTS.has(lineAt(doc, hit.offset).part)) {
        if (!GENERAL_LABELS.has(label)) {
          if (!named || found.offset < named.offset) named = found;
          continue;
        }
        return named ?? found;
      }
      elsewhere ??= found;
    }
  }
  if (named) return named;
  if (elsewhere) return elsewhere;
  // No labelled address: the first address-shaped text that is not a party's or agent's address.
  const g = new RegExp(ADDRESS_RE.source, 'gi');
  for (const m of doc.scan.matchAll(g)) {
    const lineStart = doc.scan.lastIndexOf('\n', m.index) + 1;
    const before = doc.scan.slice(lineStart, m.index);
    if (/\b(?:of|agent|solicitor|representative|seller|buyer|vendor|purchaser|conveyanc|lawyers?|legal|pty|ltd|level)\b/i.test(before)) continue;
    let value = tidyAddress(m[0]);
    const proposed = /\bProposed\s+Lot\s+(\d+[A-Z]?)\b/i.exec(doc.scan);
    if (proposed && !/^\s*(?:proposed\s+)?lot/i.test(value) && /^[A-Z\s,\d-]+$/.test(before + m[0])) {
      // Off-the-plan: the development's name precedes the street address on its title line.
      const name = before.replace(/,\s*$/, '').trim();
      value = `Proposed Lot ${proposed[1]}, ${name ? titleCaseIfUpper(name) + ', ' : ''}${value}`;
    }
    return { value, offset: m.index };
  }
  return null;
}

const DWELLINGS = ['unit', 'apartment', 'apt', 'shop', 'suite', 'villa', 'townhouse', 'lot'];

/**
 * Where the address starts in a labelled value: at its dwelling when the value names one before the
 * street address, with the complex's name ("Townhouse 9 \"Banksia Rise\", 55 Ironbark Road, ..."); else
 * at the street address.
 */
function dwellingBefore(value: string, street: number): number {
  // The value may begin with the form's own label for the line under its heading ("Address: Townhouse 6 …").
  const labelEnd = value.slice(0, street).lastIndexOf(': ');
  const from = labelEnd >= 0 ? labelEnd + 2 : 0;
  const lead = value.slice(from, street);
  const start = from + lead.length - lead.trimStart().length;
  const words = lead.trim().split(' ');
  const first = (words[0] ?? '').toLowerCase();
  const number = words[1] ?? '';
  const numbered = isDigit(number[0]);
  // The complex's name after the number is a name (quoted or capitalised), not a description ("on Strata Plan …, being …").
  const named = words.slice(2).every((w) => !isLower(w[0]));
  return lead.trim().length <= 60 && DWELLINGS.includes(first) && numbered && named ? start : street;
}

function tidyAddress(a: string): string {
  const t = a.replace(SPACE_RUN, ' ').trim();
  if (hasLowercase(t)) return t;
  return titleCaseIfUpper(t);
}

const PLAN_TYPES: [RegExp, string][] = [
  [/plan of subdivision/i, 'PS'],
  [/strata plan/i, 'SP'],
  [/survey plan/i, 'SP'],
  [/deposited plan/i, 'DP'],
  [/title plan/i, 'TP'],
  [/lodged plan/i, 'LP'],
  [/registered plan/i, 'RP'],
  [/crown plan/i, 'CP'],
  [/building plan/i, 'BUP'],
  [/group plan/i, 'GTP'],
];

/** Plan reference without spaces or leading zeros: "Strata Plan 021873D" -> "SP21873D". */
export function normalisePlan(prefix: string | undefined, planType: string | undefined, num: string): string {
  let p = prefix?.toUpperCase() ?? '';
  if (!p && planType) p = PLAN_TYPES.find(([re]) => re.test(planType))?.[1] ?? '';
  return p + num.replace(SPACE_RUN, '').replace(/^0+/, '').toUpperCase();
}

// "Lot 9 in Strata Plan 45872", SA "Allotment 23 Deposited Plan 4876", "Lot 2 PS419736".
const LOT_PLAN = /\b(?:Proposed\s+)?(?:Lot|Allotment)\s+(\d+[A-Z]?)\s+(?:(?:on|in|of)\s+)?(?:the\s+)?(?:proposed\s+)?((?:Plan of Subdivision|Strata Plan|Survey Plan|Deposited Plan|Title Plan|Lodged Plan|Registered Plan|Crown Plan|Building Plan|Group Plan|Plan)(?:\s+No\.?)?\s+)?([A-Z]{1,3})?\s?(0*\d{2,7}[A-Z]?)\b/gi;

export function extractLotPlan(doc: DocText): { lot: string; plan: string; offset: number } | null {
  for (const m of doc.scan.matchAll(LOT_PLAN)) {
    const before = doc.scan.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    if (/parent\s+(?:land|title|lot)\s*(?:[:\-]\s*)?$|parent\s+land\s+$/i.test(before.replace(CELL_GAP, ' '))) continue;
    if (!m[2] && !m[3]) continue;
    return { lot: m[1] as string, plan: normalisePlan(m[3], m[2], m[4] as string), offset: m.index ?? 0 };
  }
  return lotPlanTable(doc) ?? lotWithTickedPlan(doc);
}

/**
 * A form's description line: the lot, the plan's type as the ticked one of its boxes, and the plan's
 * number ("Lot: 6   [ ] on RP  [X] on SP  [ ] on BUP   No: 224617").
 */
function lotWithTickedPlan(doc: DocText): { lot: string; plan: string; offset: number } | null {
  for (const line of doc.lines) {
    const text = line.scan;
    const lotAt = text.indexOf('Lot:');
    const ticked = text.indexOf('[X] on ');
    const noAt = text.indexOf('No:', ticked);
    if (lotAt < 0 || ticked < lotAt || noAt < 0) continue;
    const lot = text.slice(lotAt + 4).trim().split(' ')[0] ?? '';
    const type = text.slice(ticked + 7).trim().split(' ')[0] ?? '';
    const number = text.slice(noAt + 3).trim().split(' ')[0] ?? '';
    if (lot === '' || type === '' || !isDigit(number[0])) continue;
    return { lot, plan: normalisePlan(type, undefined, number), offset: line.start + lotAt };
  }
  return null;
}

/**
 * The LIV particulars' land table: a header "Certificate of Title reference   being lot   on plan"
 * and under it "Volume 09112 Folio 418   22   LP 48221": the lot and the plan are the cells under
 * those column names.
 */
function lotPlanTable(doc: DocText): { lot: string; plan: string; offset: number } | null {
  for (let i = 0; i < doc.lines.length - 1; i++) {
    const head = (doc.lines[i] as Line).scan.trim().split(CELL_GAP);
    const lotCol = head.findIndex((c) => /^(?:being\s+)?lot$/i.test(c));
    const planCol = head.findIndex((c) => /^(?:on\s+)?plan(?:\s+(?:no\.?|number))?$/i.test(c));
    if (lotCol < 0 || planCol < 0) continue;
    const row = doc.lines.slice(i + 1, i + 3).find((l) => l.scan.trim() !== '');
    const cells = row?.scan.trim().split(CELL_GAP) ?? [];
    if (!row || cells.length !== head.length) continue;
    const lot = /^\d{1,5}[A-Z]?$/.exec((cells[lotCol] as string).trim())?.[0];
    const plan = /^([A-Z]{1,3})\s?(\d{3,7})([A-Z]?)$/.exec((cells[planCol] as string).trim());
    if (lot && plan) return { lot, plan: normalisePlan(plan[1], undefined, `${plan[2]}${plan[3]}`), offset: row.start + row.scan.indexOf(cells[lotCol] as string) };
  }
  return null;
}

export function extractTitleRef(doc: DocText): { volume: string | null; folio: string | null; offset: number } | null {
  const vf = /\b(?:Vol(?:ume)?\.?)\s*(\d{1,6})\s*(?:,\s*)?(?:Fol(?:io)?\.?)\s*(\d{1,5})\b/i.exec(doc.scan);
  if (vf) return { volume: vf[1] as string, folio: vf[2] as string, offset: vf.index };
  const fi = /\bFolio\s+Identifier\s*(?::\s*)?(\d+\/[A-Z]*\d+)/i.exec(doc.scan) ?? /\bFOLIO(?:\s*:)?\s+(\d+\/(?:SP)?\d+)\b/.exec(doc.scan);
  if (fi) return { volume: null, folio: (fi[1] as string).toUpperCase(), offset: fi.index };
  const tr = /\bTitle\s+Reference\s*(?::\s*)?(\d{6,9})\b/i.exec(doc.scan);
  if (tr) return { volume: null, folio: tr[1] as string, offset: tr.index };
  return null;
}

const AREA_LABELS = [
  String.raw`(?:estimated\s+)?(?:lot|land|site)\s+(?:area|size)(?:\s*\([^)]*\))?`,
  String.raw`area(?:\s+of\s+(?:the\s+)?(?:land|lot))?`,
  String.raw`land\s+size`,
];

/**
 * The subject lot's area where a plan or title lists lots: "Lot 2 - Area: 2.024 ha", "Lot 12, area
 * 1062 sq m", or an area table's row for the lot ("2     612 m²"). Plans list every lot of the estate.
 */
function areaOfLot(doc: DocText, lot: string): { m2: number; offset: number } | null {
  // "Lot 7 ... area 652 m²", or a plan sheet's lot label with its area beside it on the line ("LOT 7 652m²";
  // a drawing's labels on lines of their own are not paired).
  const inline = new RegExp(String.raw`\blot\s+${lot}\b(?:[^\n]{0,30}?\barea\b[ \t]*(?:of[ \t]+)?(?:[:\-][ \t]*)?|[ \t]*(?:[:\-][ \t]*)?)(${AREA_SOURCE})`, 'gi');
  for (const m of doc.scan.matchAll(inline)) {
    const a = allAreas(m[1] as string)[0];
    if (a) return { m2: a.m2, offset: (m.index ?? 0) + m[0].length - (m[1] as string).length };
  }
  const row = new RegExp(String.raw`^\s*(?:lot\s+)?${lot}\s{2,}(${AREA_SOURCE})`, 'i');
  for (const l of doc.lines) {
    const m = row.exec(l.scan);
    if (!m || l.running) continue;
    // Under a header naming an area column, within the same table.
    let header = false;
    for (let i = l.index - 1; i >= Math.max(0, l.index - 8); i--) {
      const h = doc.lines[i]?.scan ?? '';
      if (h.trim() === '') break;
      if (/\barea\b/i.test(h) && !new RegExp(AREA_SOURCE, 'i').test(h)) header = true;
    }
    const a = allAreas(m[1] as string)[0];
    if (header && a) return { m2: a.m2, offset: l.start + (m.index ?? 0) };
  }
  return planAreaOfLot(doc, lot);
}

export function extractLandSize(doc: DocText, lot: string | null = null): { m2: number; offset: number } | null {
  const own = lot ? areaOfLot(doc, lot) : null;
  if (own) return own;
  const pick = (text: string, base: number): { m2: number; offset: number } | null => {
    const areas = allAreas(text);
    if (areas.length === 0) return null;
    // "84 square metres (unit) and 12 square metres (carspace) - total 96 square metres"
    const total = /\btotal\b/i.exec(text);
    if (total) {
      const after = areas.find((a) => a.index > total.index);
      if (after) return { m2: after.m2, offset: base + after.index };
    }
    // "24 perches (607 m²)": the document's own metric figure.
    const first = areas.find((a) => !a.imperial) ?? (areas[0] as (typeof areas)[number]);
    return { m2: first.m2, offset: base + first.index };
  };
  for (const label of AREA_LABELS) {
    const hit = firstLabelValue(doc, label);
    if (hit) {
      const r = pick(hit.value, hit.offset);
      if (r) return r;
    }
  }
  // Inline: "... - lot area 71 square metres", "Lot 1: 318 m2", a title's "... 612345A. Area: 652 square metres"
  const inline = /\b(?:(?:lot|land|site)\s+area|(?<=[.;]\s+)area\s*:|(?:has|having|with)\s+an\s+area\s+of)[^\n]{0,40}?/gi;
  for (const m of doc.scan.matchAll(inline)) {
    const start = (m.index ?? 0) + m[0].length;
    const r = pick(doc.scan.slice(start, doc.scan.indexOf('\n', start) === -1 ? undefined : doc.scan.indexOf('\n', start)), start);
    if (r) return r;
  }
  // A scan that lost the unit ("Land area 612" where the notice printed "612 m²"): a plausible number
  // ending the line after a land-area label is square metres.
  for (const m of doc.scan.matchAll(/\b(?:lot|land|site)\s+area\s*(?::\s*)?([\d,]{2,7})\s*(?:(?:m|rn|me|m2|m\?)[ \t]*)?$/gim)) {
    const n = Number((m[1] as string).replaceAll(',', ''));
    if (n >= 20 && n <= 100_000) return { m2: n, offset: (m.index ?? 0) + m[0].indexOf(m[1] as string) };
  }
  return null;
}
