// Owners corporation / strata / body corporate: regular fees, this lot's special levy, litigation.
// Amounts in integer cents.
import { lineAt, nextContentLine, type DocText, type Line } from '../text/doc.ts';
import { findMentions, type Mention } from '../text/classify.ts';
import { STATE_LEVY } from '../readers/notice-text.ts';
import { allMoney, centsFromMatch, centsOfFigure, firstMoneyMatch, MONEY_SOURCE, parseCents } from './money.ts';
import type { OwnersCorporationCents } from './money-facts.ts';
import type { Evidence } from './title.ts';
import { escapeRegex, SPACE_RUN } from '../text/normalise.ts';

/** A quarterly amount. */
const QUARTER = /quarter/i;

export interface OcExtract {
  /** The owners corporation's fees and levies; null when the land has none. */
  money: OwnersCorporationCents | null;
  fees: Evidence | null;
  levy: Evidence | null;
  litigation: Evidence | null;
  /** The document states the lot has no owners corporation. */
  statedNone: Evidence | null;
  insuranceMissing: Evidence | null;
  /** Fees owing on the lot, in cents. */
  arrears: { amount: number; evidence: Evidence } | null;
}

/** Words that name an owners corporation itself, not only what one charges. */
const STRONG_OC = /owners?\s+corporation|body\s+corporate|strata|community\s+titles|\bOC\b/i;
const OC_WORDS = new RegExp(String.raw`${STRONG_OC.source}|\blevies\b|\blevy\b|contributions?|annual\s+fees`, 'i');
/** Every State levy named in a line (removed before the line is judged an owners corporation's). */
const STATE_LEVIES = new RegExp(STATE_LEVY.source, 'gi');
const MONEY = (suffix: string): RegExp => new RegExp(String.raw`${MONEY_SOURCE}\s*(?:${suffix})`, 'gi');

function firstIn(doc: DocText, re: RegExp, sentenceTest: RegExp): { value: number; offset: number; length: number } | null {
  for (const m of doc.scan.matchAll(re)) {
    const idx = m.index ?? 0;
    const lineStart = doc.scan.lastIndexOf('\n', idx) + 1;
    const lineEnd = doc.scan.indexOf('\n', idx);
    const line = doc.scan.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    // A State levy collected with council rates ("Emergency Management Levy") is not an OC's levy.
    const own = line.replace(STATE_LEVIES, ' ');
    if (!sentenceTest.test(own)) continue;
    if (/council|rates|water|land tax|insur|budget|total administrative|sinking fund\s+\$|balance/i.test(own) && !(STRONG_OC.test(own) || (!/council|rates|water/i.test(own) && /levies|levy|fees|contributions?/i.test(own)))) continue;
    const mm = firstMoneyMatch(m[0]);
    if (mm) return { value: centsFromMatch(mm), offset: idx, length: m[0].length };
  }
  return null;
}

const FUND_KIND = String.raw`administrative|administration|admin|reserve|sinking|capital\s+works|maintenance`;
const PERIOD = String.raw`per\s+(?:year|annum|quarter)|p\.?a\.?|quarterly|a\s+year|a\s+quarter`;
const AMOUNT = String.raw`\$\s?[\d,]+(?:\.\d{1,2})?`;
// "Administrative fund contribution $2,416.00 per annum", and the other order:
// "$845.00 per quarter (administrative fund)".
const FUND = new RegExp(String.raw`\b(${FUND_KIND})\s+fund\b[^$\n]{0,40}?(${AMOUNT})\s*(${PERIOD})?\b|(${AMOUNT})\s*(?:(${PERIOD})\s*)?(?:\(\s*)?(?:for\s+the\s+|to\s+the\s+)?(${FUND_KIND})\s+fund\b`, 'gi');

interface Fund {
  kind: string;
  amount: string;
  period: string | undefined;
  match: RegExpMatchArray;
}

/**
 * The lot's fund contributions, each fund once (a certificate often restates them), with their yearly
 * total in cents. A fund whose amount names no period takes the period the next one in the same
 * sentence names ("administrative fund $1,245.60 and sinking fund $612.30 per quarter"), else the
 * period the line's label states (`statedPeriod`).
 */
function fundContributions(text: string, statedPeriod?: string): { funds: RegExpMatchArray[]; yearly: number } {
  const all: Fund[] = [...text.matchAll(FUND)].map((m) => ({
    kind: ((m[1] ?? m[6] ?? '') as string).toLowerCase().replace(SPACE_RUN, ' ').replace(/^admin(?:istration)?$/, 'administrative'),
    amount: (m[2] ?? m[4]) as string,
    period: m[3] ?? m[5],
    match: m,
  }));
  const periodOf = (i: number): string | null => {
    for (let j = i; j < all.length; j++) {
      const f = all[j] as Fund;
      if (f.period) return f.period;
      const between = text.slice(f.match.index ?? 0, (all[j + 1]?.match.index ?? text.length) as number);
      if (/[.;\n]/.test(between.replace(/\$\s?[\d,]+\.\d{1,2}/g, ''))) return null;
    }
    return null;
  };
  const byFund = new Map<string, Fund & { period: string }>();
  all.forEach((f, i) => {
    const period = periodOf(i) ?? statedPeriod;
    if (period && !byFund.has(f.kind)) byFund.set(f.kind, { ...f, period });
  });
  const yearly = [...byFund.values()].reduce((sum, f) => sum + (parseCents(f.amount) ?? 0) * (QUARTER.test(f.period) ? 4 : 1), 0);
  return { funds: byFund.size >= 2 ? [...byFund.values()].map((f) => f.match) : [], yearly };
}

/** A label calling the funds it lists annual, the first amount a fund's ("Annual contributions: administrative fund $…"), not the total's. */
const annualFunds = (label: string): boolean => label.toLowerCase().startsWith('annual') && label.toLowerCase().includes(' fund');

/** The lot's regular yearly fees, in cents. */
function annualFees(doc: DocText): { value: number; offset: number; length: number } | null {
  // "annual fees for Lot 4 are $3,240.00", "Annual fees for Lot 4: $3,240.00"
  const annual = /\b(?:annual\s+(?:fees|levies|contributions?)|(?:OC|owners corporation|strata|body corporate)\s+(?:fees|levies))\b[^$\n]{0,40}?\$/gi;
  for (const m of doc.scan.matchAll(annual)) {
    const idx = (m.index ?? 0) + m[0].length - 1;
    const v = parseCents(doc.scan.slice(idx, idx + 20));
    if (v === null) continue;
    // "The levies for Lot 6 are: administrative fund $1,204.50 per quarter and capital works fund
    // $655.25 per quarter": the fees are the funds' contributions together.
    const lineEnd = doc.scan.indexOf('\n', idx);
    // Funds the label calls annual ("Annual contributions for the lot: administrative fund $2,184.00; sinking fund $1,036.00") are a year's each.
    const onLine = fundContributions(doc.scan.slice(m.index ?? 0, lineEnd < 0 ? undefined : lineEnd), annualFunds(m[0]) ? 'per year' : undefined);
    const firstFund = onLine.funds[0];
    // The evidence is the funds' own words, not the label introducing them.
    if (firstFund) return { value: onLine.yearly, offset: (m.index ?? 0) + (firstFund.index ?? 0), length: firstFund[0].length };
    // "Body corporate levies: $1,120.50 per quarter": the amount is for the period named after it.
    const after = /^\$\s?[\d,]+(?:\.\d{1,2})?\s*(per\s+quarter|quarterly|a\s+quarter|per\s+half[- ]year|half[- ]yearly|per\s+month|monthly)?/i.exec(doc.scan.slice(idx, idx + 40))?.[1];
    const times = !after ? 1 : QUARTER.test(after) ? 4 : /half/i.test(after) ? 2 : 12;
    return { value: v * times, offset: idx, length: 10 };
  }
  // A label calling the funds annual with the funds on the lines under it ("Annual contributions for the
  // Lot:" / "Administrative Fund: $2,184.00" / "Sinking Fund: $1,116.00"): a year's each.
  for (const line of doc.lines) {
    const label = line.scan.trim().toLowerCase();
    if (!label.endsWith(':') || !label.startsWith('annual ') || !['contribution', 'levies', 'fees'].some((w) => label.includes(w)) || line.running) continue;
    const under: string[] = [];
    for (let next = nextContentLine(doc, line); next && under.length < 4 && next.scan.toLowerCase().includes(' fund'); next = nextContentLine(doc, next)) under.push(next.scan);
    const funds = fundContributions(under.join('\n'), 'per year');
    const first = funds.funds[0];
    if (first) return { value: funds.yearly, offset: doc.scan.indexOf(under[0] as string, line.end), length: (under[0] as string).length };
  }
  // Fund contributions listed one per line ("Administrative fund contribution  $2,416.00 per annum" /
  // "Reserve fund contribution  $1,044.00 per annum"): the lot's yearly fees are their sum.
  const listed = fundContributions(doc.scan);
  if (listed.funds.length > 0) {
    const first = listed.funds[0] as RegExpMatchArray;
    return { value: listed.yearly, offset: first.index ?? 0, length: first[0].length };
  }
  const yearly = firstIn(doc, MONEY(String.raw`(?:per\s+(?:year|annum)|p\.?a\.?|a\s+year|yearly)\b`), OC_WORDS);
  if (yearly) return yearly;
  const quarterly = firstIn(doc, MONEY(String.raw`(?:per\s+quarter|quarterly|a\s+quarter)\b`), OC_WORDS);
  if (quarterly) {
    // Quarterly components ("admin $782.40 per quarter and capital works $360.10 per quarter,
    // total $1,142.50 per quarter"): prefer a stated total.
    const total = /\btotal\s+\$\s?([\d,]+(?:\.\d{1,2})?)\s*(?:per\s+quarter|quarterly)/i.exec(doc.scan);
    if (total) return { value: centsOfFigure(total[1] as string) * 4, offset: total.index, length: total[0].length };
    return { ...quarterly, value: quarterly.value * 4 };
  }
  return null;
}

const SPECIAL_LEVY = /\bspecial\s+(?:levy|levies|contributions?|fees)\b/gi;
/** A sentence that ties an amount to this lot: "the lot's share", "for Lot 9", "levied on this lot". */
const THIS_LOT = /\b(?:this|the|your)\s+(?:lot|unit)\b|\b(?:lot|unit)(?:['\u2019]s|\s+\d+[A-Z]?)\b/i;

/** The lines of the item a mention opens or sits in: to a blank line, a new numbered item or heading. */
function itemLines(doc: DocText, line: Line): Line[] {
  const out = [line];
  for (let i = line.index + 1; i < doc.lines.length && out.length < 8; i++) {
    const next = doc.lines[i] as Line;
    if (next.scan.trim() === '' || next.heading !== null || NUMBERED_ITEM.test(next.scan) || next.page !== line.page) break;
    out.push(next);
  }
  return out;
}
const NUMBERED_ITEM = /^\s*\(?\d{1,2}[.)]\s/;

/**
 * This lot's special levy, read from the item that states it: an amount in a sentence that ties it
 * to this lot, else the item's first amount. A larger amount in the same item is the scheme's total.
 */
function lotLevyShare(doc: DocText): { value: number; total: number | null; offset: number; length: number } | null {
  for (const mention of findMentions(doc, SPECIAL_LEVY)) {
    if (mention.polarity !== 'positive') continue;
    const line = lineAt(doc, mention.offset);
    const lines = itemLines(doc, line);
    const from = mention.offset;
    const text = doc.scan.slice(from, (lines[lines.length - 1] as Line).end);
    const amounts = allMoney(text).map((a) => ({ ...a, index: a.index + from }));
    if (amounts.length === 0) continue;
    // How far an amount stands from a phrase naming this lot in its own sentence ("$184,000 ..., of which
    // $6,624 is payable for the Lot": the nearer amount is the lot's).
    const distanceToLot = (at: number): number => {
      const start = Math.max(doc.scan.lastIndexOf('. ', at) + 1, from);
      const end = doc.scan.indexOf('. ', at);
      const sentence = doc.scan.slice(start, end < 0 ? undefined : end);
      const near = [...sentence.matchAll(new RegExp(THIS_LOT.source, 'gi'))].map((m) => {
        const lotAt = start + (m.index ?? 0);
        return lotAt > at ? lotAt - at : at - (lotAt + m[0].length);
      });
      return near.length > 0 ? Math.min(...near) : Number.POSITIVE_INFINITY;
    };
    // An instalment is part of the lot's levy, not the levy; nor is what the lot has paid of it ("Amount paid to date: $0.00").
    const whole = amounts.filter((a) => {
      const before = doc.scan.slice(Math.max(0, a.index - 30), a.index).toLowerCase();
      return a.cents > 0 && !before.includes('instalment') && !before.includes('paid');
    });
    const tied = whole.map((a) => ({ a, d: distanceToLot(a.index) })).filter((x) => Number.isFinite(x.d));
    const own = tied.length > 0 ? tied.reduce((x, y) => (y.d < x.d ? y : x)).a : (amounts[0] as (typeof amounts)[number]);
    const largest = Math.max(...amounts.map((a) => a.cents));
    return { value: own.cents, total: largest > own.cents ? largest : null, offset: own.index, length: own.length };
  }
  return null;
}

function findMentionAt(doc: DocText, offset: number, length: number): Mention {
  return findMentions(doc, new RegExp(escapeRegex(doc.scan.slice(offset, offset + length)))).find((m) => m.offset === offset) ?? {
    offset,
    length,
    polarity: 'unknown',
    sentence: { start: offset, end: offset + length },
    sentenceText: doc.scan.slice(offset, offset + length),
  };
}


export function extractOwnersCorporation(doc: DocText): OcExtract {
  const none = findMentions(doc, /\b(?:owners?\s+corporation|body\s+corporate|strata\s+scheme)\b/i).find(
    (m) => m.polarity === 'negative' && /\b(?:no|not|does not apply|nil)\b/i.test(m.sentenceText) && !/\b(?:proceedings|party|arrears|levy|levies|claim|insurance|litigation|special)\b/i.test(m.sentenceText),
  );
  const positiveOc = findMentions(doc, /\b(?:owners?\s+corporation|body\s+corporate|strata\s+(?:plan|scheme)|community\s+titles\s+scheme)\b/i).some((m) => m.polarity === 'positive');
  const fees = annualFees(doc);
  const levy = lotLevyShare(doc);
  const litigationMentions = findMentions(doc, /\b(?:legal\s+)?proceedings\b|\blitigation\b|\bVCAT\b|\btribunal\s+(?:claim|application|proceedings)|\bcourt\s+action\b/i).filter((m) =>
    OC_WORDS.test(m.sentenceText) || /legal proceedings|current proceedings/i.test(m.sentenceText),
  );
  const litigation = litigationMentions.find((m) => m.polarity === 'positive' && !/\bnone\b|\bnil\b/i.test(m.sentenceText));
  const insurance = findMentions(doc, /\b(?:no|not)\s+(?:current\s+)?(?:building\s+)?insurance\b|\binsurance\b[^.\n]{0,30}\b(?:lapsed|not (?:been )?(?:taken out|held|current))/i)[0];
  const arrearsM = /\b(?:arrears|amounts?\s+owing)\b[^$\n]{0,40}\$\s?([\d,]+(?:\.\d{1,2})?)/i.exec(doc.scan);
  // An inactive owners corporation (VIC: a two-lot OC that fixes no fees) is an OC with no fees.
  const inactive = findMentions(doc, /\binactive\s+owners?\s+corporation\b/i).find((m) => m.polarity === 'positive' || /\bis\s+an\s+inactive\b/i.test(m.sentenceText));
  const hasOc = fees !== null || levy !== null || inactive !== undefined || (positiveOc && !none);
  return {
    money: hasOc ? { annualFees: fees?.value ?? (inactive ? 0 : null), specialLevy: levy?.value ?? null, levyTotal: levy?.total ?? null } : null,
    fees: fees ? { offset: fees.offset, length: fees.length } : null,
    levy: levy ? { offset: levy.offset, length: levy.length } : null,
    litigation: litigation ? { offset: litigation.offset, length: litigation.length } : null,
    statedNone: none && !hasOc ? { offset: none.offset, length: none.length } : null,
    // Only an active owners corporation must insure: an inactive one (a two-lot VIC OC) need not.
    insuranceMissing: hasOc && !inactive && insurance && /owners?\s+corporation|body\s+corporate|strata/i.test(insurance.sentenceText) ? { offset: insurance.offset, length: insurance.length } : null,
    arrears: arrearsM && centsOfFigure(arrearsM[1] as string) > 0 ? { amount: centsOfFigure(arrearsM[1] as string), evidence: { offset: arrearsM.index, length: arrearsM[0].length } } : null,
  };
}
