// Owners corporation / strata / body corporate risks: special levies, litigation, insurance,
// arrears, missing maintenance fund, and the ongoing fees.
import type { Finding } from '../result.ts';
import { findMentions } from '../text/classify.ts';
import { formatDollars } from '../costs/money.ts';
import { finding, locate, type RuleContext } from './context.ts';

export function ownersCorpRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  const oc = ctx.ex.evidence.oc;
  const fact = ctx.ex.money.ownersCorporation;
  if (!fact) return out;
  if (oc.levy && fact.specialLevy !== null) {
    const buyerPays = /purchaser\s+must\s+pay|buyer\s+must\s+pay|payable\s+by\s+the\s+(?:purchaser|buyer)/i.test(ctx.doc.scan);
    out.push(
      finding(ctx, {
        id: 'oc:special-levy',
        flag: 'oc_special_levy',
        category: 'financial',
        severity: 'high',
        title: `Special levy of ${formatDollars(fact.specialLevy)} for this lot`,
        description:
          `The owners corporation has struck a special levy${fact.levyTotal ? ` (${formatDollars(fact.levyTotal)} in total)` : ''} and this lot's share is ${formatDollars(fact.specialLevy)}.` +
          (buyerPays ? ' The contract makes you pay at least part of it.' : ' Check who pays each instalment under the contract.') +
          ' Special levies often signal building defects; ask what the works are and whether more levies are expected.',
        impact: 'Extra cost on top of the price and regular fees.',
        recommendation: 'Read the meeting minutes and engineering reports behind the levy; negotiate a price reduction or make the vendor pay it.',
        question: 'What works is the special levy for, and are further levies expected for the same works?',
        confidence: 95,
        at: oc.levy,
      }),
    );
  }
  const proposed = oc.levy && fact.specialLevy !== null ? undefined : proposedLevy(ctx);
  if (proposed) {
    out.push(
      finding(ctx, {
        id: 'oc:special-levy-proposed',
        flag: 'oc_special_levy',
        category: 'financial',
        severity: 'medium',
        title: 'A special levy is proposed',
        description:
          'The owners corporation intends to raise a special levy that has not been struck yet, so its amount is not known. Whoever owns the lot when it is struck usually pays it.',
        impact: 'A further cost of unknown size after you buy.',
        recommendation: 'Ask for the meeting minutes and quotes behind the levy, and negotiate who pays it (or a price adjustment) before signing.',
        question: 'What is the proposed special levy for, how much will this lot pay, and when will it be struck?',
        confidence: 80,
        at: proposed,
      }),
    );
  }
  if (oc.litigation) {
    out.push(
      finding(ctx, {
        id: 'oc:litigation',
        flag: 'oc_litigation',
        category: 'legal',
        severity: 'high',
        title: 'Owners corporation is involved in legal proceedings',
        description: 'The owners corporation is party to current or pending proceedings. Legal costs and any damages are shared by all owners through levies, and disputes can signal defects.',
        impact: 'Possible special levies for legal costs or damages.',
        recommendation: 'Ask for details of the proceedings, the likely cost and whether a levy is planned.',
        question: 'What are the proceedings about, what has been spent and what could owners be asked to pay?',
        confidence: 85,
        at: oc.litigation,
      }),
    );
  }
  if (oc.insuranceMissing) {
    out.push(
      finding(ctx, {
        id: 'oc:insurance',
        flag: 'oc_insurance_missing',
        category: 'financial',
        severity: 'high',
        title: 'Owners corporation insurance not in place',
        description: 'The building does not appear to be insured by the owners corporation. In Victoria a buyer may avoid the contract before settlement if required OC insurance is missing (Sale of Land Act s11).',
        impact: 'Uninsured damage could fall on owners.',
        recommendation: 'Confirm current building and public liability insurance before signing.',
        confidence: 75,
        at: oc.insuranceMissing,
      }),
    );
  }
  if (oc.arrears) {
    out.push(
      finding(ctx, {
        id: 'oc:arrears',
        flag: 'oc_fee_arrears',
        category: 'financial',
        severity: 'medium',
        title: `Fees in arrears: ${formatDollars(oc.arrears.amount)}`,
        description: 'The lot has unpaid owners corporation fees. Make sure they are paid or adjusted at settlement so they do not become your debt.',
        impact: 'Arrears may be recoverable from the new owner.',
        recommendation: 'Require the arrears to be cleared at settlement.',
        confidence: 80,
        at: oc.arrears.evidence,
      }),
    );
  }
  const noFund = locate(ctx, /\b(?:maintenance|sinking|capital works)\s+fund\s*(?::\s*)?(?:none|nil|not)\s*(?:established)?|\bno\s+(?:maintenance|sinking|capital works)\s+fund\b/i);
  if (noFund) {
    out.push(
      finding(ctx, {
        id: 'oc:no-fund',
        flag: 'oc_no_sinking_fund',
        category: 'financial',
        severity: 'medium',
        title: 'No maintenance (sinking) fund',
        description: 'There is no fund set aside for major repairs, so big works will be paid for by special levies on owners.',
        impact: 'Higher chance of future special levies.',
        recommendation: 'Ask for the maintenance plan and building condition reports.',
        confidence: 85,
        at: noFund,
      }),
    );
  }
  if (oc.fees && fact.annualFees !== null) {
    out.push(
      finding(ctx, {
        id: 'oc:fees',
        flag: 'oc_fees',
        category: 'financial',
        severity: 'low',
        title: `Owners corporation fees about ${formatDollars(fact.annualFees)} a year`,
        description: 'These regular fees (levies) are an ongoing cost of owning the lot, on top of council rates and water. Budget for increases, and check what the fees cover.',
        impact: 'Ongoing annual cost.',
        recommendation: 'Check the budget, fund balances and recent fee increases.',
        confidence: 90,
        at: oc.fees,
      }),
    );
  }
  return out;
}

/** "intends to raise a special levy in 2027", "a special levy is proposed": a levy not struck yet. */
function proposedLevy(ctx: RuleContext): { offset: number; length: number } | undefined {
  const m = findMentions(ctx.doc, /\bspecial\s+(?:levy|levies|contributions?)\b/i).find(
    (x) => x.polarity === 'positive' && /\b(?:intends?\s+to|proposed?|proposes|expected\s+to|expects\s+to|foreshadow\w*|to\s+be\s+(?:struck|raised|levied)|will\s+(?:be\s+)?(?:strike|struck|raise|raised))\b/i.test(x.sentenceText),
  );
  return m ? { offset: m.offset, length: m.length } : undefined;
}

