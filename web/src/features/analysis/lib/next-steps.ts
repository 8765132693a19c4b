import type { AnalysisResponse, ConcernKind, KeyDateKind } from '@doco/contracts';
import { findGlossaryTerms } from '@doco/contracts/glossary';

// 'Next steps' (issue 26): a short ordered checklist built from what the analysis found: what to get,
// whom to ask, and the key date it matters by. Most urgent first, at most MAX_STEPS.

export const MAX_STEPS = 7;

export type NextStepId =
  | 'conveyancer'
  | 'finance'
  | 'building-pest'
  | 'strata-report'
  | 'deposit'
  | 'vendor-questions'
  | 'title-check'
  | 'planning'
  | 'settlement';

export interface NextStepDue {
  /** The key date it is tied to, or 'before-signing' / 'soon' when the contract gives none. */
  kind: KeyDateKind | 'before-signing' | 'soon';
  /** When, in words: 'Before cooling-off ends'. */
  label: string;
  /** YYYY-MM-DD once known. */
  date: string | null;
  /** The date depends on the day the buyer signs, which they have not entered yet. */
  waitsForSigning: boolean;
}

export interface NextStep {
  id: NextStepId;
  /** What to do, as an instruction. */
  title: string;
  /** Whom to ask or who does it. */
  who: string;
  /** Why it matters for this property, in one sentence. */
  why: string;
  due: NextStepDue;
}

/** The order of a purchase: what comes before signing, then each contract date in its usual place. */
const STAGE: Record<NextStepDue['kind'], number> = {
  'before-signing': 0,
  soon: 0,
  'contract-date': 0,
  'cooling-off-ends': 1,
  'deposit-due': 2,
  'building-pest-inspection': 2,
  'finance-approval': 3,
  'balance-deposit-due': 4,
  'oc-meeting': 4,
  'rescission-notice': 4,
  settlement: 5,
  sunset: 6,
};

const OC_KINDS: readonly ConcernKind[] = ['oc_special_levy', 'oc_litigation', 'oc_no_sinking_fund', 'oc_insurance_missing', 'oc_fee_arrears', 'oc_fees', 'short_stay_bylaw'];
const PLANNING_KINDS: readonly ConcernKind[] = ['heritage_overlay', 'flood_overlay', 'bushfire_overlay', 'bushfire_prone_area', 'coastal_hazard', 'contaminated_land'];

/** Whether the property is part of an owners corporation: a finding, its meeting date or its levies in the costs. */
function hasOwnersCorporation(result: AnalysisResponse, kinds: Set<ConcernKind>): boolean {
  if (OC_KINDS.some((k) => kinds.has(k))) return true;
  if (result.keyDates.some((d) => d.kind === 'oc-meeting')) return true;
  const costs = result.comprehensivePropertyAnalysis?.costs.breakdown ?? [];
  return costs.some((item) =>
    findGlossaryTerms(`${item.category} ${item.description}`).some((m) => m.entry.id === 'owners-corporation' || m.entry.id === 'special-levy'),
  );
}

/** What the title carries that a conveyancer should place on the plan, in words ('easements and a caveat'). */
function titleItems(result: AnalysisResponse, kinds: Set<ConcernKind>): string[] {
  const analysis = result.comprehensivePropertyAnalysis;
  const items: string[] = [];
  if ((analysis?.easements.length ?? 0) > 0 || kinds.has('easement')) items.push('easements');
  if ((analysis?.caveats.length ?? 0) > 0 || kinds.has('third_party_caveat')) items.push('caveats');
  if ((analysis?.covenants.length ?? 0) > 0 || kinds.has('restrictive_covenant')) items.push('covenants');
  if (kinds.has('section_173')) items.push('the section 173 agreement');
  if ((analysis?.restrictions.length ?? 0) > 0 && items.length === 0) items.push('restrictions');
  return items;
}

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** An overlay's name without its schedule or code ('Heritage Overlay - Schedule 912 (HO912)' → 'Heritage Overlay'); null for a zone. */
function overlayName(type: string): string | null {
  const name = type.split(/\s+[-–]\s+|\s*\(/)[0]!.trim();
  return /overlay/i.test(name) ? name : null;
}

/** The overlays to ask the council about, or null when no planning control needs asking about. */
function planningNames(result: AnalysisResponse, kinds: Set<ConcernKind>): string[] | null {
  const names = [...new Set((result.comprehensivePropertyAnalysis?.overlays ?? []).flatMap((o) => overlayName(o.type) ?? []))];
  if (names.length === 0 && !PLANNING_KINDS.some((k) => kinds.has(k))) return null;
  return names.slice(0, 3);
}

/** The dates the steps hang on, from the analysis's key dates and whether the buyer has signed. */
function anchors(result: AnalysisResponse, kinds: Set<ConcernKind>) {
  const keyDue = (kind: KeyDateKind, label: string): NextStepDue | null => {
    const date = result.keyDates.find((d) => d.kind === kind);
    if (!date) return null;
    return { kind, label, date: date.date, waitsForSigning: date.date === null && date.rule !== null && result.signingDate === null };
  };
  const coolingOff = kinds.has('cooling_off_waived') ? null : keyDue('cooling-off-ends', 'Before cooling-off ends');
  const beforeSigning: NextStepDue =
    result.signingDate === null
      ? { kind: 'before-signing', label: 'Before you sign', date: null, waitsForSigning: false }
      : (coolingOff ?? { kind: 'soon', label: 'As soon as you can', date: null, waitsForSigning: false });
  return {
    beforeSigning,
    coolingOff: coolingOff ?? beforeSigning,
    keyDue,
  };
}

/** Every step that applies, with its importance (lower = kept first when there are too many). */
function candidates(result: AnalysisResponse): Array<NextStep & { importance: number }> {
  const kinds = new Set(result.concerns.flatMap((c) => (c.kind ? [c.kind] : [])));
  const { beforeSigning, coolingOff, keyDue } = anchors(result, kinds);
  const steps: Array<NextStep & { importance: number }> = [];
  const oc = hasOwnersCorporation(result, kinds);

  steps.push({
    id: 'conveyancer',
    importance: 1,
    title: 'Have a conveyancer or solicitor review the contract and this report',
    who: 'Your conveyancer or solicitor',
    why: kinds.has('cooling_off_waived')
      ? 'The contract says there is no cooling-off period, so you are bound as soon as you sign.'
      : 'They can confirm what this report found and tell you what the contract lets you do.',
    due: beforeSigning,
  });

  const financeDate = keyDue('finance-approval', 'By the finance approval date');
  if (kinds.has('no_finance_clause')) {
    steps.push({
      id: 'finance',
      importance: 2,
      title: 'Get finance pre-approval before you commit',
      who: 'Your lender or mortgage broker',
      why: 'The contract has no finance condition: if your loan is refused after you sign, you could lose your deposit.',
      due: beforeSigning,
    });
  } else if (financeDate) {
    steps.push({
      id: 'finance',
      importance: 2,
      title: 'Get formal approval of your loan',
      who: 'Your lender or mortgage broker',
      why: 'The finance condition protects you only until this date: if the loan is not approved, tell the vendor in writing before it passes.',
      due: financeDate,
    });
  } else {
    steps.push({
      id: 'finance',
      importance: 2,
      title: 'Get finance pre-approval',
      who: 'Your lender or mortgage broker',
      why: 'Know what you can borrow before you commit, and check whether the sale is subject to finance.',
      due: beforeSigning,
    });
  }

  if (oc) {
    const extras = [kinds.has('oc_special_levy') ? 'the special levy' : null, kinds.has('oc_litigation') ? 'the dispute' : null].filter(
      (x): x is string => x !== null,
    );
    steps.push({
      id: 'strata-report',
      importance: 3,
      title: 'Get a strata report on the owners corporation',
      who: "A strata search company or the owners corporation's manager",
      why: `It shows the levies, the maintenance fund and planned works${extras.length ? `, and more about ${list(extras)} this document mentions` : ''}.`,
      due: coolingOff,
    });
  } else {
    const inspectionDate = keyDue('building-pest-inspection', 'By the inspection date');
    steps.push({
      id: 'building-pest',
      importance: 3,
      title: 'Get a building and pest inspection report',
      who: 'A licensed building inspector',
      why: kinds.has('no_inspection_condition')
        ? 'The contract has no inspection condition: defects found once you are bound will not let you out of it.'
        : 'It finds structural defects, termites and other problems before you are committed.',
      due: kinds.has('no_inspection_condition') ? coolingOff : (inspectionDate ?? coolingOff),
    });
  }

  const deposit = keyDue('deposit-due', 'By the deposit due date');
  if (deposit) {
    steps.push({
      id: 'deposit',
      importance: 4,
      title: 'Pay the deposit',
      who: "Your bank, into the trust account the contract names",
      why: 'Paying it late can put you in breach of the contract.',
      due: deposit,
    });
  }

  const questions = result.vendorQuestions.length;
  if (questions > 0) {
    steps.push({
      id: 'vendor-questions',
      importance: 5,
      title: `Send the ${questions === 1 ? 'question' : `${questions} questions`} below to the vendor's solicitor`,
      who: "The vendor's solicitor or conveyancer (your conveyancer can send them)",
      why: 'Their answers may change your decision, so ask for them in writing.',
      due: coolingOff,
    });
  }

  const onTitle = titleItems(result, kinds);
  if (onTitle.length > 0) {
    steps.push({
      id: 'title-check',
      importance: 6,
      title: `Check the title and plan for the ${list(onTitle)}`,
      who: 'Your conveyancer or solicitor',
      why: 'Find where each one lies on the land, what it stops you doing, and what must be removed by settlement.',
      due: coolingOff,
    });
  }

  const planning = planningNames(result, kinds);
  if (planning) {
    steps.push({
      id: 'planning',
      importance: 7,
      title: planning.length > 0 ? `Ask the council what the ${list(planning)} ${planning.length === 1 ? 'means' : 'mean'} for this land` : 'Ask the council about the planning controls on this land',
      who: "The council's planning department",
      why: 'Planning controls can mean you need a permit for works, and can raise insurance costs.',
      due: coolingOff,
    });
  }

  steps.push({
    id: 'settlement',
    importance: 8,
    title: 'Book a final inspection and have the balance ready for settlement',
    who: 'Your conveyancer and your lender',
    why: 'Check the property is as agreed before the money changes hands.',
    due: keyDue('settlement', 'By settlement') ?? { kind: 'settlement', label: 'Before settlement', date: null, waitsForSigning: false },
  });
  return steps;
}

/**
 * The buyer's next steps, most urgent first: in the order of a purchase (before signing, cooling-off,
 * finance, settlement), the steps with a known date put in date order among themselves.
 */
export function nextSteps(result: AnalysisResponse): NextStep[] {
  const kept = candidates(result)
    .sort((a, b) => a.importance - b.importance)
    .slice(0, MAX_STEPS)
    .sort((a, b) => STAGE[a.due.kind] - STAGE[b.due.kind] || a.importance - b.importance);
  const datedSlots = kept.flatMap((step, i) => (step.due.date ? [i] : []));
  const dated = datedSlots
    .map((i) => kept[i]!)
    .sort((a, b) => a.due.date!.localeCompare(b.due.date!) || STAGE[a.due.kind] - STAGE[b.due.kind] || a.importance - b.importance);
  datedSlots.forEach((slot, n) => {
    kept[slot] = dated[n]!;
  });
  return kept.map(({ importance: _, ...step }) => step);
}
