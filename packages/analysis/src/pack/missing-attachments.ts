// A vendor statement without a document the law requires it to come with (issue 28). A small set,
// each required whatever the land (docs/concern-catalogue.md):
// - a VIC section 32 statement must attach the register search statement (title search) (s32I);
// - a VIC section 32 statement for land affected by an owners corporation must attach its owners
//   corporation certificate (s32F);
// - a QLD seller disclosure statement (Form 2) must come with a current title search.
// "In the pack" means some file of the pack holds it: the buyer may have it as a file of its own.
import type { AustralianState, Finding, PartKind } from '../result.ts';
import { cite, firstLineOf, lineHolding, quoteAtOffset, wordsKey, type FileQuote } from './file-quotes.ts';
import { holdsVendorStatement, type FileReading } from './file-readings.ts';
import { packFinding, quoted } from './pack-finding.ts';

const STATEMENT_PARTS: ReadonlySet<PartKind> = new Set<PartKind>(['vendor-statement', 'seller-disclosure']);

interface Required {
  id: string;
  state: AustralianState;
  /** What the statement is called there. */
  statement: string;
  /** The part a file of the pack must hold. */
  part: PartKind;
  /** How a line opening that document begins, when it was not read as a part of its own (an annexure's title under its label). */
  opens: readonly string[];
  /** What is missing, as the buyer reads it. */
  missing: string;
  /** When it is required: the statement's line that makes it so (its title line when always). */
  when(r: FileReading): FileQuote | null;
  why: string;
}

const titleLine = (r: FileReading): FileQuote | null => lineHolding(r, 'register search statement', STATEMENT_PARTS) ?? firstLineOf(r, STATEMENT_PARTS);

/** The statement says the land is affected by an owners corporation: the line stating its fees or levy, or naming it. */
function ocLine(r: FileReading): FileQuote | null {
  const { money, evidence } = r.run.extraction;
  if (money.ownersCorporation === null || evidence.oc.statedNone) return null;
  const at = evidence.oc.fees ?? evidence.oc.levy;
  return at ? quoteAtOffset(r, at.offset) : lineHolding(r, 'owners corporation', STATEMENT_PARTS);
}

const TITLE_OPENS = ['register search statement', 'title search', 'current title search', 'search of the register', 'certificate of title', 'registered proprietor', 'registered owner'];

const REQUIRED: readonly Required[] = [
  {
    id: 'vic-title-search',
    state: 'VIC',
    statement: 'section 32 vendor statement',
    part: 'title-search',
    opens: TITLE_OPENS,
    missing: 'the register search statement (title search)',
    when: titleLine,
    why: 'The Sale of Land Act requires the statement to attach a register search statement; without it you cannot check who owns the land and what is registered on it.',
  },
  {
    id: 'vic-oc-certificate',
    state: 'VIC',
    statement: 'section 32 vendor statement',
    part: 'oc-certificate',
    opens: ['owners corporation certificate', 'owners corporations act 2006 section 151', 'certificate under section 151'],
    missing: 'the owners corporation certificate',
    when: ocLine,
    why: 'For land affected by an owners corporation the statement must attach its certificate: the fees, any special levy, the insurance and any proceedings are stated there.',
  },
  {
    id: 'qld-title-search',
    state: 'QLD',
    statement: 'seller disclosure statement (Form 2)',
    part: 'title-search',
    opens: TITLE_OPENS,
    missing: 'the title search',
    when: titleLine,
    why: 'A seller disclosure statement must be given with a current title search; without it you cannot check who owns the land and what is registered on it.',
  },
];

/** Some file holds the document: as a part, or a line outside the statement opens with its title. */
function held(files: readonly FileReading[], packParts: ReadonlySet<PartKind>, req: Required): boolean {
  if (packParts.has(req.part) || files.some((r) => r.parts.has(req.part))) return true;
  return files.some((r) =>
    r.run.doc.lines.some((l) => {
      if (l.running || STATEMENT_PARTS.has(l.part)) return false;
      const words = wordsKey(l.text);
      return req.opens.some((o) => words.startsWith(o));
    }),
  );
}

/** `packParts`: the parts the pack read as one document holds (an attachment may open a part only there). */
export function missingAttachments(files: readonly FileReading[], packParts: ReadonlySet<PartKind>): Finding[] {
  const packState = files.map((r) => r.run.extraction.facts.state).find((s) => s !== null) ?? null;
  const out: Finding[] = [];
  for (const req of REQUIRED) {
    if (held(files, packParts, req)) continue;
    for (const r of files) {
      if (!holdsVendorStatement(r) || (r.run.extraction.facts.state ?? packState) !== req.state) continue;
      const at = req.when(r);
      if (!at) continue;
      out.push(
        packFinding({
          id: `missing:${req.id}`,
          flag: 'missing_attachment',
          category: 'compliance',
          severity: 'high',
          title: `The ${req.statement} is missing ${req.missing}`,
          description: `The ${req.statement} (${cite(at)}: ${quoted(at.quote.text)}) must come with ${req.missing}, but no file of the pack holds it. ${req.why} A statement missing a required attachment may let you end the contract before settlement. Ask the vendor's solicitor for it before you sign.`,
          impact: req.why,
          recommendation: `Ask for ${req.missing} and have your conveyancer check it before you sign.`,
          question: `Please provide ${req.missing} that the ${req.statement} must attach: it is not in the documents I was given.`,
          confidence: 80,
          at,
        }),
      );
      break;
    }
  }
  return out;
}
