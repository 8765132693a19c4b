// Vendors/sellers and purchasers/buyers, names as written (companies without ACN/ABN).
import type { DocText } from '../text/doc.ts';

const NOT_A_NAME = /^(?:acknowledg|signature|statement|representative|agent|solicitor|name|details|'s|s'|to\b|must|may|will|shall|has|is\b|and\b|the\b|of\b|acknowledges|warrant|discloses|gives|named|bought|can|agrees)/i;

function cleanName(n: string): string {
  return n
    .replace(/\s+/g, ' ')
    .replace(/\s*\((?:signed|the\s+\w+)\)\s*$/i, '')
    .replace(/[.,;]+$/, '')
    .trim();
}

function splitNames(value: string): string[] {
  let v = value;
  // Cut at the address / ACN / description that follows the name(s).
  v = v.split(/\s+(?:ACN|ABN|ARBN)\b|,?\s+of\s+(?=[\dA-Z])|,\s*(?=\d)|,\s*(?:Level|Unit|Suite|PO Box)\b|\s{2,}|\s+\(/i)[0] ?? '';
  return v
    .split(/\s+and\s+|\s*&\s*|;\s*/i)
    .map(cleanName)
    .filter((n) => n.length >= 3 && /[A-Za-z]/.test(n) && !/^_+$/.test(n) && !NOT_A_NAME.test(n) && !/_{3,}/.test(n));
}

function partyNames(doc: DocText, labels: string): string[] {
  // Labels are case-insensitive via ci(); the single-space separator needs a capitalised name after it.
  const re = new RegExp(String.raw`^\s*(?:\d{1,2}\.?\s+)?(?:${labels})(?:\s*:\s*|\s{2,}|\t|\s+(?=[A-Z]))(.+)$`);
  for (const line of doc.lines) {
    if (line.running) continue;
    const m = re.exec(line.scan);
    if (!m) continue;
    const rest = (m[1] as string).trim();
    if (NOT_A_NAME.test(rest) || /^[a-z]/.test(rest)) continue;
    const names = splitNames(rest);
    if (names.length > 0) return names;
  }
  return [];
}

/** Case-insensitive letters for a plain word: "vendor" -> "[vV][eE]..." */
const ci = (word: string): string => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const NOT_POSSESSIVE = String.raw`[sS]?(?!['\u2019]|\s+[sS][tT][aA][tT][eE][mM][eE][nN][tT])`;

export function extractVendors(doc: DocText): string[] {
  return partyNames(doc, `${ci('vendor')}${NOT_POSSESSIVE}|${ci('seller')}${NOT_POSSESSIVE}|${ci('transferor')}${NOT_POSSESSIVE}`);
}

export function extractPurchasers(doc: DocText): string[] {
  return partyNames(doc, `${ci('purchaser')}${NOT_POSSESSIVE}|${ci('buyer')}${NOT_POSSESSIVE}|${ci('transferee')}${NOT_POSSESSIVE}`);
}
