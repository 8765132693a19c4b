// Building permits and owner-builder work (VIC Building Act s137B); unapproved work is a row of the rule table.
import type { Finding } from '../result.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import { finding, type RuleContext } from './context.ts';

export function buildingRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  for (const p of ctx.ex.evidence.permits) {
    out.push(
      finding(ctx, {
        id: `permit:${p.number}`,
        flag: 'building_permit',
        category: 'compliance',
        severity: 'low',
        title: `Building permit ${p.number}: ${p.description}`,
        description: 'Building work was done under a permit in the last 7 years. Ask for the certificate of final inspection (or occupancy permit) to confirm the work was signed off; without it the work may be incomplete or non-compliant, and council orders pass to the new owner.',
        impact: 'Unfinished permits can leave you with compliance costs.',
        recommendation: 'Obtain the final inspection certificate and any domestic building insurance certificate.',
        question: `Has a certificate of final inspection been issued for permit ${p.number}?`,
        confidence: 90,
        at: { offset: p.offset, length: p.length },
      }),
    );
  }
  const ob = findMentions(ctx.doc, /\bowner[- ]builder\b/i).find((m) => m.polarity === 'positive' && /\b(?:work|works|built|constructed|carried out|completed|renovat|extension)\b/i.test(m.sentenceText) && !/\bno owner[- ]builder\b/i.test(m.sentenceText));
  if (ob) {
    const insured = findMentions(ctx.doc, /\b(?:domestic\s+building|warranty|owner[- ]builder)\s+insurance\b/i).some(
      (m) => m.polarity === 'positive' && !/\bnot\b|\bno\b|without/i.test(m.sentenceText),
    );
    out.push(
      finding(ctx, {
        id: 'owner-builder',
        ...(insured ? {} : { flag: 'owner_builder_no_insurance' as const }),
        category: 'compliance',
        severity: insured ? 'medium' : 'high',
        title: insured ? 'Owner-builder work on the property' : 'Owner-builder work without evidence of warranty insurance',
        description:
          'Work was done by an owner-builder. In Victoria, for owner-builder work in the last 6 years 6 months the vendor must give a defects report, and domestic building insurance where the work cost more than $16,000. ' +
          (insured ? 'Check the insurance certificate and the defects report.' : 'The document does not show that insurance was taken out: if it was required and is missing you may be able to end the contract before settlement.'),
        impact: 'Defects in amateur work may not be covered by any warranty.',
        recommendation: 'Get a building inspection and ask for the defects report and insurance certificate.',
        question: 'What owner-builder work was done, what did it cost, and where are the defects report and insurance certificate?',
        confidence: 80,
        at: { offset: ob.offset, length: ob.length },
      }),
    );
  }
  return out;
}
