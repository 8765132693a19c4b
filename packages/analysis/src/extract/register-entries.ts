// What the title search's register says, merged into the encumbrances read from mentions. The
// register is the record: its dealings name the lender, the caveator and the easement's beneficiary
// even where no sentence does, and an easement it lists as appurtenant benefits this land.
import type { RegisterEntry } from '../readers/title-register.ts';
import { looksLikeLender, nameKey } from './orgs.ts';
import type { CaveatHit, CovenantHit, EasementHit, MortgageHit } from './title.ts';
import { SPACE_RUN, hasLowercase } from '../text/normalise.ts';

const PROPER_NAME = /^[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,5}$/;

const sameName = (a: string, b: string): boolean => {
  const ka = nameKey(a);
  const kb = nameKey(b);
  return ka === kb || ka.startsWith(kb + ' ') || kb.startsWith(ka + ' ');
};
const within = (offset: number, e: RegisterEntry): boolean => offset >= e.offset && offset < e.offset + e.length;

export function mergeRegisterMortgages(hits: MortgageHit[], register: RegisterEntry[]): MortgageHit[] {
  const out = [...hits];
  for (const e of register) {
    // The register names the lender in its place: a short capitalised name ("Bankwest") is one.
    if (e.kind !== 'mortgage' || !e.party || !(looksLikeLender(e.party) || PROPER_NAME.test(e.party))) continue;
    const same = out.findIndex((h) => sameName(h.mortgagee, e.party as string));
    if (same < 0) out.push({ mortgagee: e.party, offset: e.offset, length: e.length, discharged: e.text.toLowerCase().includes('to be discharged'), dischargePage: null });
    else if (e.party.length > (out[same] as MortgageHit).mortgagee.length && hasLowercase(e.party)) out[same] = { ...(out[same] as MortgageHit), mortgagee: e.party };
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The register's own caveats first, as the register names them; a caveat found only in prose after them. */
export function mergeRegisterCaveats(hits: CaveatHit[], register: RegisterEntry[]): CaveatHit[] {
  const named = hits.filter((h) => h.caveator !== 'Unnamed caveator');
  const out: CaveatHit[] = [];
  for (const e of register) {
    if (e.kind !== 'caveat' || !e.party) continue;
    if (out.some((h) => sameName(h.caveator, e.party as string))) continue;
    // The grounds end where the entry's next field starts ("PURCHASER Estate or Interest FREEHOLD ESTATE ...").
    const grounds =
      /\bgrounds?(?:\s+of\s+claim)?(?:\s*:)?\s+(.+)/i
        .exec(e.text)?.[1]
        ?.replace(/(?<!\s)\s+(?:estate\s+or\s+interest|prohibition|caveator|lodged\s+by|notices?\s+to|date\s+of\s+\w+)\b.*/i, '')
        .trim() ?? null;
    // A statement's sentence about the same caveat may say more of its grounds than the register's field.
    const prose = named.find((h) => sameName(h.caveator, e.party as string));
    out.push({ caveator: e.party, grounds: grounds ?? prose?.grounds ?? null, offset: e.offset, length: e.length });
  }
  for (const h of named) if (!out.some((o) => sameName(o.caveator, h.caveator))) out.push(h);
  return out.length > 0 ? out : hits;
}

export function mergeRegisterCovenants(hits: CovenantHit[], register: RegisterEntry[]): CovenantHit[] {
  const out = [...hits];
  for (const e of register) {
    if (e.kind !== 'covenant' && e.kind !== 'restriction') continue;
    const text = e.text.length > 220 ? e.text.slice(0, 217).replace(/(?<!\s)\s+\S*$/, '') + '...' : e.text;
    // A sentence read across the register's lines runs into the entries around this one: the entry is the covenant.
    const squash = (t: string): string => t.replace(SPACE_RUN, ' ').trim();
    const runOn = out.findIndex((h) => h.offset < e.offset + e.length && h.offset + h.length > e.offset && squash(h.text).length > squash(e.text).length + 20);
    if (runOn >= 0) {
      out[runOn] = { text, offset: e.offset, length: e.length };
      continue;
    }
    const known = out.some((h) => within(h.offset, e) || (e.instrument !== null && h.text.toUpperCase().replace(SPACE_RUN, '').includes(e.instrument.toUpperCase())));
    if (!known) out.push({ text, offset: e.offset, length: e.length });
  }
  return out;
}

/**
 * Easements: one appurtenant to this land is dropped; a registered one without a beneficiary takes
 * the register's; one the mentions missed is added; and a same-purpose mention without a
 * beneficiary is the registered easement described again, not a second one.
 */
export function mergeRegisterEasements(hits: EasementHit[], register: RegisterEntry[], purposeOf: (text: string) => string | null): EasementHit[] {
  const entries = register.filter((e) => e.kind === 'easement');
  let out = hits.filter((h) => !entries.some((e) => !e.burdensLand && within(h.offset, e)));
  for (const e of entries) {
    if (!e.burdensLand) continue;
    const purpose = purposeOf(e.text) ?? 'Easement';
    // The same easement read from a sentence: inside the entry, or of the same purpose (any, when the
    // entry names none) with no beneficiary or the same one.
    const inside = out.findIndex((h) => within(h.offset, e));
    const alike = (h: EasementHit): boolean =>
      (purpose === 'Easement' || h.purpose === purpose) && (h.beneficiary === null || e.party === null || sameName(h.beneficiary, e.party));
    const at = inside >= 0 ? inside : out.findIndex(alike);
    if (at >= 0) {
      const h = out[at] as EasementHit;
      if (h.beneficiary === null && e.party) out[at] = { ...h, beneficiary: e.party };
      continue;
    }
    const type = purpose === 'Easement' ? 'Easement' : `${purpose} easement`;
    out.push({ type, purpose, reference: null, beneficiary: e.party, offset: e.offset, length: e.length });
  }
  // A same-purpose mention without a beneficiary repeats the one that has it.
  out = out.filter((h) => h.beneficiary !== null || h.reference !== null || !out.some((o) => o !== h && o.purpose === h.purpose && o.beneficiary !== null && o.reference === null));
  return out;
}
