// Organisation/person name helpers shared by title extractors.
import { titleCaseIfUpper, hasLowercase } from '../text/normalise.ts';

// A name is tried from its first word only: a word the name before it already reaches ("Telstra" in
// "Acme Telstra Ltd", the second "T" in "T.T.") would find nothing that word did not (linear, not quadratic).
const ORG_TAIL = String.raw`(?:Corporation|Council|Authority|Water|Energy|Limited|Ltd|Networks?|Distribution|Electricity|Power|Gas|Bank|Trust|Union|Society|Capital|Finance|Pty\.?\s+Ltd)`;
export const ORG_RE = new RegExp(String.raw`\b(?<!\b[A-Z][A-Za-z&'.-]*?(?:[ \t]+(?:(?:of|and|for)[ \t]+)*)?)([A-Z][A-Za-z&'.-]*(?:[ \t]+(?:[A-Z][A-Za-z&'.-]*|of|and|for))*[ \t]+${ORG_TAIL})\b`);
const LENDER = /\b(?:bank|limited|ltd|credit|union|capital|finance|mutual|building society|corporation|pty|westpac|anz|nab|ing|commonwealth|macquarie|suncorp|bendigo|heritage|teachers|firstmac|pepper|liberty|la trobe)\b/i;

export function looksLikeLender(name: string): boolean {
  return LENDER.test(name) && !/\b(?:purchaser|buyer|vendor|seller)\b/i.test(name);
}

/** Comparison key: case, punctuation and Ltd/Limited differences removed. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bltd\b\.?/g, 'limited')
    .replace(/\bpty\b\.?/g, 'proprietary')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Best display form among variants of the same name: prefer mixed case, then longest. */
export function bestVariant(variants: string[]): string {
  const mixed = variants.filter((v) => hasLowercase(v));
  const pool = mixed.length > 0 ? mixed : variants.map(titleCaseIfUpper);
  return pool.reduce((a, b) => (b.length > a.length ? b : a));
}
