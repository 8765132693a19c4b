// Certificates and searches too old to rely on (issue 28): one dated more than 6 months before the
// day of sale, or a rates notice more than a year before it, is flagged with its date. Without a day
// of sale in the pack the analysis date (`today`, passed in: the engine never reads the clock) is the
// reference; without either, nothing is judged stale.
import { formatDate, parseDate } from '../extract/dates.ts';
import { labelValues } from '../extract/labels.ts';
import type { Finding, PartKind } from '../result.ts';
import { cite, quoteAtOffset, wordsKey, type FileQuote } from './file-quotes.ts';
import type { FileReading } from './file-readings.ts';
import { packFinding, quoted } from './pack-finding.ts';

interface Dated {
  part: PartKind;
  /** The document as the buyer calls it. */
  name: string;
  /** How old it may be, in months. */
  months: number;
  why: string;
}

const DATED: readonly Dated[] = [
  { part: 'title-search', name: 'title search', months: 6, why: 'A mortgage, caveat or dealing registered since the search is not on it.' },
  { part: 'planning', name: 'planning certificate', months: 6, why: 'A zone or overlay changed since it was issued is not on it.' },
  { part: 'oc-certificate', name: 'owners corporation certificate', months: 6, why: 'Fees, levies and proceedings decided since it was issued are not on it.' },
  { part: 'land-tax', name: 'land tax certificate', months: 6, why: 'Land tax assessed since it was issued is not on it.' },
  { part: 'water-statement', name: 'water information statement', months: 6, why: 'Charges raised since it was issued are not on it.' },
  { part: 'rates-notice', name: 'rates notice', months: 12, why: 'The rates it shows are not this year\'s, and rates owing since are not on it.' },
];

/** The labels a certificate, search or notice dates itself with (a due date or a rating period is not its date). */
const ISSUE_LABEL = String.raw`date\s+of\s+(?:issue|search|certificate|report|notice)|(?:issue|search|certificate|report|notice|production)\s+date|date\s+(?:issued|produced|searched)|issued(?:\s+on)?|dated|date`;

/** The date `months` calendar months before `iso` (the last day of a shorter month when the day is past its end). */
export function monthsBefore(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole months from `from` to `to` (to after from). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The reference the ages are counted back from: the pack's day of sale, else the analysis date. */
interface Reference {
  iso: string;
  words: string;
}

function reference(files: readonly FileReading[], today: string | undefined): Reference | null {
  for (const r of files) {
    const d = r.run.extraction.evidence.contractDate;
    if (d) return { iso: d.value, words: `the day of sale (${formatDate(d.value)}, ${cite(quoteAtOffset(r, d.offset))})` };
  }
  const iso = today ? parseDate(today) : null;
  return iso ? { iso, words: `the date of this analysis (${formatDate(iso)})` } : null;
}

/** The date the part gives itself, on the line that gives it. */
function dateOf(r: FileReading, part: PartKind): { iso: string; at: FileQuote } | null {
  for (const hit of labelValues(r.run.doc, ISSUE_LABEL)) {
    if (hit.line.part !== part) continue;
    const iso = parseDate(hit.value);
    if (iso) return { iso, at: quoteAtOffset(r, hit.offset) };
  }
  return null;
}

/** A planning permit is no certificate (an old one is as good as a new one): its title, among the part's first lines, says so. */
function isPermit(r: FileReading, part: PartKind): boolean {
  if (part !== 'planning') return false;
  const head = r.run.doc.lines.filter((l) => !l.running && l.part === part && wordsKey(l.text) !== '').slice(0, 3);
  return head.some((l) => ` ${wordsKey(l.text)} `.includes(' permit '));
}

export function staleDocuments(files: readonly FileReading[], today?: string): Finding[] {
  const ref = reference(files, today);
  if (!ref) return [];
  const out: Finding[] = [];
  files.forEach((r, fileIndex) => {
    for (const doc of DATED) {
      if (!r.parts.has(doc.part) || isPermit(r, doc.part)) continue;
      const dated = dateOf(r, doc.part);
      if (!dated || dated.iso >= monthsBefore(ref.iso, doc.months)) continue;
      const age = monthsBetween(dated.iso, ref.iso);
      const limit = doc.months === 12 ? 'a year' : `${doc.months} months`;
      out.push(
        packFinding({
          id: `stale:${fileIndex}:${doc.part}`,
          flag: 'stale_document',
          category: 'compliance',
          severity: 'medium',
          title: `The ${doc.name} is more than ${limit} old`,
          description: `${cite(dated.at)} dates the ${doc.name} ${formatDate(dated.iso)} (${quoted(dated.at.quote.text)}), ${age} months before ${ref.words}. ${doc.why} Ask the vendor's solicitor for a current ${doc.name} before you sign.`,
          impact: doc.why,
          recommendation: `Ask for a current ${doc.name}, or have your conveyancer search it again before settlement.`,
          question: `The ${doc.name} I was given is dated ${formatDate(dated.iso)}: can you provide a current one?`,
          confidence: 85,
          at: dated.at,
        }),
      );
    }
  });
  return out;
}
