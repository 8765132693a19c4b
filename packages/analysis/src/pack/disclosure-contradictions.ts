// Contradictions between what the title records and what the vendor's statement says (issue 28): an
// encumbrance the title search records that the statement answers "none" to, and a statement dated
// after the day of sale the contract gives (it must be in the buyer's hands before they sign).
import { formatDate } from '../extract/dates.ts';
import type { ConcernKind, Finding, PartKind } from '../result.ts';
import { lineAt } from '../text/doc.ts';
import { cite, fileQuote, lineHoldingDate, quoteAtOffset, quotedFrom } from './file-quotes.ts';
import { holdsVendorStatement, type FileReading } from './file-readings.ts';
import { packFinding, quoted } from './pack-finding.ts';

/** The encumbrances a vendor statement must disclose, as the buyer reads them. */
const DISCLOSED: ReadonlyArray<[ConcernKind, string]> = [
  ['easement', 'an easement'],
  ['restrictive_covenant', 'a restrictive covenant'],
  ['third_party_caveat', 'a caveat'],
  ['section_173', 'a section 173 agreement'],
];

const STATEMENT_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['vendor-statement', 'seller-disclosure']);

export function disclosureContradictions(files: readonly FileReading[]): Finding[] {
  return [...undisclosedEncumbrances(files), ...statementAfterSale(files)];
}

function undisclosedEncumbrances(files: readonly FileReading[]): Finding[] {
  const out: Finding[] = [];
  for (const [kind, words] of DISCLOSED) {
    // The title's finding, raised from the title search itself.
    const title = files
      .flatMap((r) => r.run.findings.filter((f) => f.flag === kind && f.at && lineAt(r.run.doc, f.at.offset).part === 'title-search').map((f) => ({ r, f })))
      .at(0);
    if (!title) continue;
    const denial = files
      .filter((r) => r !== title.r && holdsVendorStatement(r))
      .flatMap((r) => r.run.result.checked.filter((c) => c.kind === kind && quotedFrom(r, c.quote, c.page, STATEMENT_PARTS)).map((c) => ({ r, c })))
      .at(0);
    if (!denial) continue;
    const recorded = fileQuote(title.r, title.f.quote.text, title.f.quote.page);
    const denied = fileQuote(denial.r, denial.c.quote, denial.c.page);
    out.push(
      packFinding({
        id: `contradiction:undisclosed-${kind}`,
        flag: 'document_contradiction',
        category: 'legal',
        severity: 'high',
        title: `The title records ${words} the vendor statement denies`,
        description: `${cite(recorded)} records ${words} (${quoted(recorded.quote.text)}), but ${cite(denied)} says there is none (${quoted(denied.quote.text)}). A statement that leaves out an encumbrance on the title may give you a right to end the contract, but only if you act before settlement. Ask the vendor's solicitor to explain it and to correct the statement.`,
        impact: 'An encumbrance limits how you may use the land, and the statement is where you are told of it.',
        recommendation: 'Have your conveyancer read the instrument on the title and ask the vendor to correct the statement before you sign.',
        question: `The title search records ${words} (${cite(recorded)}), but the vendor statement says there is none (${cite(denied)}): what is it, does it affect the land, and will the statement be corrected?`,
        confidence: 80,
        at: recorded,
      }),
    );
  }
  return out;
}

function statementAfterSale(files: readonly FileReading[]): Finding[] {
  const sale = files.flatMap((r) => {
    const d = r.run.extraction.evidence.contractDate;
    return d ? [{ r, iso: d.value, at: quoteAtOffset(r, d.offset) }] : [];
  })[0];
  if (!sale) return [];
  for (const r of files) {
    const dated = r.run.extraction.evidence.statementDate;
    if (r === sale.r || !holdsVendorStatement(r) || !dated || dated <= sale.iso) continue;
    const at = lineHoldingDate(r, dated, STATEMENT_PARTS);
    if (!at) continue;
    return [
      packFinding({
        id: 'contradiction:statement-after-sale',
        flag: 'document_contradiction',
        category: 'legal',
        severity: 'medium',
        title: 'The vendor statement is dated after the day of sale',
        description: `${cite(at)} dates the vendor statement ${formatDate(dated)} (${quoted(at.quote.text)}), after the day of sale ${formatDate(sale.iso)} that ${cite(sale.at)} gives (${quoted(sale.at.quote.text)}). The statement must be given to you before you sign; one dated later may not be the one you were given. Ask the vendor's solicitor which statement you were given and when.`,
        impact: 'A vendor statement not given before you signed may let you end the contract, but only if you act before settlement.',
        recommendation: 'Keep the statement you were given before signing, and have your conveyancer compare it with this one.',
        question: `The vendor statement is dated ${formatDate(dated)}, after the day of sale (${formatDate(sale.iso)}): which statement was given to me before I signed, and when?`,
        confidence: 75,
        at,
      }),
    ];
  }
  return [];
}
