// Title encumbrances: easements, restrictive covenants, section 173 agreements, caveats,
// mortgages and statutory charges.
import { nameKey } from '../extract/orgs.ts';
import type { Finding } from '../result.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import { finding, locate, type RuleContext } from './context.ts';

export function encumbranceRules(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  const ev = ctx.ex.evidence;
  for (const e of ev.easements) {
    const sentence = ctx.doc.scan.slice(Math.max(0, e.offset - 200), e.offset + 300);
    const builtOver = /\b(?:built|constructed|erected|encroach\w*)\s+(?:over|on|into)\s+(?:the\s+)?easement|\bstructure\s+(?:is\s+)?(?:over|on)\s+the\s+easement/i.test(sentence);
    const severity = builtOver ? 'high' : /carriageway/i.test(e.purpose) ? 'medium' : /electric/i.test(e.purpose) ? 'medium' : 'low';
    out.push(
      finding(ctx, {
        id: `easement:${(e.reference ?? e.type).toLowerCase()}`,
        flag: 'easement',
        category: 'legal',
        severity,
        title: `${e.type}${e.beneficiary ? ` in favour of ${e.beneficiary}` : ''}`,
        description:
          `${e.beneficiary ?? 'The benefiting authority or neighbour'} has the right to use this strip of the land` +
          ` (${e.purpose.toLowerCase()}). You generally cannot build over an easement without the authority's consent, and workers may need access.` +
          (builtOver ? ' The document suggests a structure is on the easement: ask whether consent was given.' : '') +
          ' Check where the easement runs on the title plan before planning extensions, sheds or pools.',
        impact: 'Limits where you can build; access rights for the beneficiary.',
        recommendation: 'Look at the title plan to see where the easement runs and keep any future building work clear of it.',
        question: 'Is any structure built on or within the easement, and was the authority\'s consent obtained?',
        confidence: e.reference ? 95 : 85,
        at: { offset: e.offset, length: e.length },
      }),
    );
  }
  for (const [i, c] of ev.covenants.entries()) {
    out.push(
      finding(ctx, {
        id: `covenant:${i}`,
        flag: 'restrictive_covenant',
        category: 'legal',
        severity: /single dwelling|one dwelling|not (?:to )?(?:build|subdivide|erect)/i.test(c.text) ? 'high' : 'medium',
        title: 'Restrictive covenant on title',
        description:
          'A restrictive covenant is a private promise that binds every future owner (for example one dwelling only, building materials or heights). Removing or varying it is slow and costly. Read the covenant and check it allows what you plan to do, and that the current buildings do not breach it.',
        impact: 'Binds you as the next owner; may block extensions, subdivision or a second dwelling.',
        recommendation: 'Get a copy of the covenant instrument and check it against your plans.',
        question: 'Is the vendor aware of any breach of the covenant?',
        confidence: 85,
        at: { offset: c.offset, length: c.length },
      }),
    );
  }
  if (ev.section173) {
    out.push(
      finding(ctx, {
        id: 'section173',
        flag: 'section_173',
        category: 'legal',
        severity: 'medium',
        title: 'Section 173 agreement recorded on title',
        description:
          'A section 173 agreement (Planning and Environment Act 1987) is a contract with the council that binds every future owner. It can fix how many dwellings are allowed, require buildings or features to be kept, or impose works or costs. Read the agreement in full and ask whether all its obligations have been met.',
        impact: 'Ongoing obligations pass to you; may stop subdivision, a second dwelling or changes to the building.',
        recommendation: 'Read the full agreement and confirm with the council that there are no outstanding obligations.',
        question: 'Have all obligations under the section 173 agreement been complied with, and has the council raised any breach?',
        confidence: 95,
        at: ev.section173,
      }),
    );
  }
  const vendorKeys = ctx.facts.vendors.map(nameKey);
  for (const c of ev.caveats) {
    const own = vendorKeys.some((v) => v !== '' && (nameKey(c.caveator).includes(v) || v.includes(nameKey(c.caveator))));
    out.push(
      finding(ctx, {
        id: `caveat:${nameKey(c.caveator)}`,
        ...(own ? {} : { flag: 'third_party_caveat' as const }),
        category: 'legal',
        severity: own ? 'medium' : 'high',
        title: `Caveat lodged by ${c.caveator}`,
        description:
          `A caveat warns that ${c.caveator} claims an interest in the land${c.grounds ? ` (${c.grounds})` : ''}. It must be withdrawn or removed before settlement or you may not get clear title. Disputes over caveats can delay or derail settlement.`,
        impact: 'Settlement can be delayed or blocked until the caveat is withdrawn.',
        recommendation: 'Make the contract require the caveat to be withdrawn at or before settlement, and ask the vendor why it was lodged.',
        question: `What is ${c.caveator}'s claim, and will a withdrawal of caveat be provided at settlement?`,
        confidence: 90,
        at: { offset: c.offset, length: c.length },
      }),
    );
  }
  for (const m of ev.mortgages) {
    if (m.discharged) continue;
    out.push(
      finding(ctx, {
        id: `mortgage:${nameKey(m.mortgagee)}`,
        flag: 'mortgage_to_discharge',
        category: 'financial',
        severity: 'low',
        title: `Registered mortgage to ${m.mortgagee}`,
        description: `The vendor's loan from ${m.mortgagee} is secured on the property. This is normal, but the document does not say it will be discharged: make sure the lender's discharge is handed over at settlement.`,
        impact: 'You must receive a discharge of mortgage at settlement to get clear title.',
        recommendation: 'Your conveyancer should confirm the discharge will be lodged at settlement.',
        question: 'Will the mortgage be discharged at settlement?',
        confidence: 80,
        at: { offset: m.offset, length: m.length },
      }),
    );
  }
  const subjectTo = locate(ctx, /\bsale\s+(?:is\s+)?subject\s+to\s+(?:a\s+|the\s+)?mortgage\s*(?:[:\-]\s*)?(?:yes|applies)\b/i);
  if (subjectTo) {
    out.push(
      finding(ctx, {
        id: 'subject-to-mortgage',
        category: 'financial',
        severity: 'high',
        title: 'Sale subject to an existing mortgage',
        description: 'The vendor\'s mortgage will not be discharged before you take possession. Your money could be at risk if the vendor defaults on that loan.',
        impact: 'Title may stay encumbered after you pay.',
        recommendation: 'Get legal advice before signing; insist on the mortgage being discharged at settlement.',
        confidence: 85,
        at: subjectTo,
      }),
    );
  }
  const charge =
    findMentions(ctx.doc, /\bstatutory\s+charges?\b|\bcharges?\s+(?:securing|under)\s+(?:an|any)\s+Act\b|\bland\s+tax\s+charge\b/i).find(
      (m) => m.polarity === 'positive' && classifyMention(ctx.doc, m.offset, m.length, { problemWording: true }).polarity === 'positive' && /\$|owing|registered|unpaid|charge\s+(?:of|for)/i.test(m.sentenceText),
    ) ??
    // A schedule row or statement of an amount charged on the land ("Charge on land for unpaid land tax   YES   $2,318.40").
    findMentions(ctx.doc, /\bcharges?\s+on\s+(?:the\s+)?land\b/i).find((m) => m.polarity === 'positive' && /\$\s?[1-9]/.test(m.sentenceText) && !/\bno\b(?:(?!\bno\b)[^$])*\$/i.test(m.sentenceText));
  if (charge) {
    out.push(
      finding(ctx, {
        id: 'statutory-charge',
        flag: 'statutory_charge',
        category: 'financial',
        severity: 'medium',
        title: 'Statutory charge over the land',
        description: 'An amount owed under an Act (for example unpaid land tax) is charged on the land. It follows the land, so it must be paid out at settlement or you could become liable.',
        impact: 'You could inherit the debt if it is not cleared at settlement.',
        recommendation: 'Require a clearance certificate or payout at settlement.',
        question: 'What is the amount of the charge and will it be paid at settlement?',
        confidence: 80,
        at: { offset: charge.offset, length: charge.length },
      }),
    );
  }
  return out;
}
