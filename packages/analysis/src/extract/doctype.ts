// What kind of document is this, and which state's law governs it.
import type { AustralianState, DocumentType } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import type { PartKind } from '../text/parts.ts';

const count = (text: string, re: RegExp): number => (text.match(new RegExp(re.source, 'gi')) ?? []).length;

export function detectDocumentType(doc: DocText): DocumentType {
  const t = doc.scan;
  const contract =
    count(t, /contract (?:of|for) (?:the )?(?:sale|residential|houses|purchase)|particulars of sale|reference schedule|\bcontract date\b|\bday of sale\b|date for completion|special conditions|additional clauses/) +
    count(t, /^[^\S\n\r\u2028\u2029]*(?:purchase\s+)?price(?:\s*:\s*|\s+)\$/m);
  const s32 = count(t, /\bsection 32\b|vendor'?s? statement|\bs\.?\s?32\b/);
  // QLD's seller disclosure statement (Form 2) stands for a vendor statement when it comes alone;
  // given with a contract it is one of the contract's attachments.
  const sellerDisclosure = count(t, /seller disclosure statement/);
  const title = count(t, /register search statement|title search|certificate of title|folio identifier/);
  const oc = count(t, /owners corporation certificate|section 184 certificate|body corporate certificate|s\.?\s?151 owners corporations act/);
  // A statement the vendor gives alone (a section 32, a Form 2) has no part of a contract: no particulars
  // of sale, no special or general conditions. Its mentions of "the contract" are about one to come.
  const kinds = new Set(doc.parts.map((p) => p.kind));
  const contractParts = ['particulars', 'special-conditions', 'general-conditions'].some((k) => kinds.has(k as PartKind));
  const statementAlone = !contractParts && (kinds.has('seller-disclosure') || kinds.has('vendor-statement'));
  if (statementAlone) return 'section32';
  // A contract names the section 32 statement the purchaser was given; it comes with the contract
  // only when the pack holds the statement itself.
  if (contract >= 2 && s32 >= 1 && kinds.has('vendor-statement')) return 'contract+section32';
  if (contract >= 2) return 'contract';
  if (s32 >= 1 || sellerDisclosure >= 1) return 'section32';
  if (contract >= 1) return 'contract';
  if (oc >= 1 && oc >= title) return 'oc-certificate';
  if (title >= 1) return 'title';
  return 'unknown';
}

const STATE_NAMES: [AustralianState, RegExp][] = [
  ['VIC', /\bVictoria(?:n)?\b|Sale of Land Act 1962|Planning and Environment Act 1987|Owners Corporations Act 2006/],
  ['NSW', /New South Wales|Conveyancing Act 1919|Strata Schemes Management Act 2015|section 10\.7|Revenue NSW/],
  ['QLD', /Queensland|Body Corporate and Community Management Act|Land Sales Act 1984|Property Law Act 2023|REIQ/],
  ['WA', /Western Australia|Strata Titles Act 1985|REIWA/],
  ['SA', /South Australia|Land and Business \(Sale and Conveyancing\) Act/],
  ['TAS', /Tasmania/],
  ['ACT', /Australian Capital Territory|Civil Law \(Sale of Residential Property\) Act/],
  ['NT', /Northern Territory/],
];

/** State from the property address if known, else the most-cited state marker. */
export function detectState(doc: DocText, address: string | null): AustralianState | null {
  const fromAddress = address ? /\b(VIC|NSW|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/.exec(address)?.[1] : undefined;
  if (fromAddress) return fromAddress as AustralianState;
  const scores = new Map<AustralianState, number>();
  for (const m of doc.scan.matchAll(/\b(VIC|NSW|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b/g)) {
    const s = m[1] as AustralianState;
    scores.set(s, (scores.get(s) ?? 0) + 1);
  }
  for (const [s, re] of STATE_NAMES) scores.set(s, (scores.get(s) ?? 0) + 2 * count(doc.scan, re));
  let best: AustralianState | null = null;
  let bestScore = 0;
  for (const [s, n] of scores) if (n > bestScore) [best, bestScore] = [s, n];
  return best;
}
