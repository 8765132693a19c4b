// Contract-of-sale terms: finance, sunset, early deposit release, deposit size, settlement
// period, GST, vendor terms, auction and the state's cooling-off rule, land tax adjustment,
// building & pest, tenancy and off-the-plan.
import { daysBetween } from '../extract/dates.ts';
import { JURISDICTIONS } from '../knowledge/jurisdictions.ts';
import type { AustralianState, Finding } from '../result.ts';
import { classifyMention, findMentions } from '../text/classify.ts';
import { lineAt } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { formatDollars } from '../costs/money.ts';
import { finding, locate, type RuleContext } from './context.ts';

export function contractRules(ctx: RuleContext): Finding[] {
  if (!ctx.isContract) return [];
  return [
    ...finance(ctx),
    ...sunset(ctx),
    ...earlyRelease(ctx),
    ...depositSize(ctx),
    ...settlementPeriod(ctx),
    ...gst(ctx),
    ...coolingOff(ctx),
    ...buildingAndPest(ctx),
    ...offThePlan(ctx),
  ];
}

const NO_FINANCE = /\bnot\s+subject\s+to\s+(?:the\s+(?:buyer|purchaser)\s+obtaining\s+(?:a\s+loan\s+or\s+(?:any\s+)?(?:other\s+)?)?)?finance\b|\bunconditional\s+as\s+to\s+finance\b|\bno\s+finance\s+(?:condition|clause)\b|\bfinance\s*(?:(?:amount|date|clause|condition)\s*)?(?:[:\-]\s*)?(?:N\/A|not\s+applicable|nil)\b/i;
const HAS_FINANCE = /\b(?:subject|conditional)\s+(?:to|on|upon)\s+(?:the\s+(?:buyer|purchaser)\s+)?(?:obtaining\s+)?(?:finance|a\s+loan|loan\s+approval|(?:formal\s+|written\s+|unconditional\s+)?approval\s+(?:of|for)\s+(?:a\s+|the\s+)?(?:loan|finance|mortgage))\b|\bfinance\s+(?:date|approval\s+date)\s*(?:[:\-]\s*)?\d|\bloan\s+amount\b|\bapproval\s+date\s*(?::\s*)?\d/i;

function finance(ctx: RuleContext): Finding[] {
  // The words state the problem themselves: an option left unticked, or a denial, is not it.
  const explicit = findMentions(ctx.doc, NO_FINANCE, { problemWording: true }).find((m) => m.polarity === 'positive' || m.polarity === 'unknown');
  const has = findMentions(ctx.doc, HAS_FINANCE).find((m) => m.polarity === 'positive' && !/\bnot\s+subject\b/i.test(m.sentenceText));
  if (!explicit && has) return [];
  const at = explicit ? { offset: explicit.offset, length: explicit.length } : (ctx.ex.evidence.price ? { offset: ctx.ex.evidence.price.offset, length: 8 } : null);
  if (!at) return [];
  return [
    finding(ctx, {
      id: 'no-finance',
      flag: 'no_finance_clause',
      category: 'financial',
      severity: 'high',
      title: explicit ? 'Contract is not subject to finance' : 'No finance condition found in the contract',
      description:
        (explicit ? 'The contract says it is not conditional on your loan being approved.' : 'The contract does not appear to contain a finance (loan approval) condition.') +
        ' If your lender refuses or values the property lower than the price, you are still bound to settle and could lose your deposit and be liable for the vendor\'s losses.',
      impact: 'Deposit at risk if your loan falls through.',
      recommendation: 'Get formal (unconditional) loan approval before signing, or negotiate a finance clause.',
      question: 'Will the vendor accept a finance condition?',
      confidence: explicit ? 95 : 60,
      at,
    }),
  ];
}

function sunset(ctx: RuleContext): Finding[] {
  const m =
    // The first that states it: a disclosure's item title alone ("Part 2  Sunset date") is not the clause.
    findMentions(ctx.doc, /\bsunset\s+(?:date|clause|period)\b/i).find((x) => (x.polarity === 'positive' || x.polarity === 'unknown') && judgeEvidence(ctx.doc, x.offset).kind === 'assertion') ??
    // A condition that ends the contract if the plan is not registered by a date is a sunset clause, named so or not.
    findMentions(ctx.doc, /\bplan\b[^.\n]{0,40}?\bnot\s+(?:been\s+)?registered\s+(?:by|on\s+or\s+before|before|within)\b/i, { problemWording: true }).find(
      // Such a condition is worded as an 'if'; only the printed conditions' general words are not one.
      (x) => x.polarity !== 'negative' && !BOILERPLATE.has(lineAt(ctx.doc, x.offset).part) && /\b(?:rescind|terminate|end)\b/i.test(x.sentenceText),
    );
  if (!m) return [];
  const date =
    /sunset\s+date[^\n]{0,40}?(\d{1,2}\s+\w+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/i.exec(ctx.doc.scan)?.[1] ??
    /\bnot\s+(?:been\s+)?registered\s+(?:by|on\s+or\s+before|before)\s+(\d{1,2}\s+\w+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/i.exec(m.sentenceText)?.[1];
  const state = ctx.facts.state;
  const protectedState = state !== null && JURISDICTIONS[state].sunsetProtection;
  return [
    finding(ctx, {
      id: 'sunset',
      flag: 'sunset_clause',
      category: 'legal',
      severity: 'medium',
      title: `Sunset clause${date ? ` (${date})` : ''}`,
      description:
        'The contract can be ended if the plan is not registered (or the building not finished) by the sunset date. Until then your deposit is tied up and the property\'s value may change.' +
        (protectedState
          ? ' In this state the developer cannot simply rescind for a missed sunset date without your consent or a court order.'
          : ' Check whether the seller can terminate for delay; here the clause lets the buyer terminate and the seller needs the buyer\'s consent.'),
      impact: 'Long wait with the deposit committed; risk the project is delayed or cancelled.',
      recommendation: 'Check who can terminate at the sunset date and what happens to the deposit and interest.',
      question: 'What is the construction and registration timetable, and can the seller extend the sunset date?',
      confidence: 90,
      at: { offset: m.offset, length: m.length },
    }),
  ];
}

function earlyRelease(ctx: RuleContext): Finding[] {
  const re = /\b(?:authori[sz]\w*|direct\w*|permit\w*|allow\w*|agrees?\s+to|consents?\s+to|may)\b[^.;]{0,80}\breleas(?:e|ing)\b[^.;]{0,60}\bdeposit\b|\brelease\s+(?:of\s+)?(?:all\s+or\s+part\s+of\s+)?(?:the\s+)?deposit\b[^.;]{0,40}\b(?:to|for)\s+the\s+(?:vendor|seller)\b|\bdeposit\b[^.;]{0,40}\b(?:may|can|will|shall|is\s+to)\s+be\s+released\b[^.;]{0,40}\b(?:to|for)\s+(?:the\s+)?(?:vendor|seller)\b|\bearly\s+release\s+of\s+(?:the\s+)?deposit\b|\bpay\s+(?:all\s+or\s+part\s+of\s+|\$[\d,.]+\s+of\s+)?the\s+deposit\s+to\s+the\s+(?:vendor|seller)\b[^.;]{0,160}\bbefore\s+(?:completion|settlement)\b|\bsection\s+27\b/gi;
  for (const m of ctx.doc.scan.matchAll(re)) {
    const mention = classifyMention(ctx.doc, m.index ?? 0, m[0].length, { problemWording: true });
    if (mention.polarity !== 'positive' || judgeEvidence(ctx.doc, m.index ?? 0).kind !== 'assertion') continue;
    if (/\b(?:must|shall|will|may)\s+not\s+be\s+releas|\bnot\s+to\s+be\s+releas|\bcannot\s+be\s+releas|\bno\s+(?:early\s+)?release\b|\bnot\s+(?:agreed|authori[sz]ed)\b|\b(?:do|does|did)\s+not\s+(?:agree|authori[sz]e|consent)\b/i.test(mention.sentenceText)) continue;
    return [
      finding(ctx, {
        id: 'early-release',
        flag: 'early_deposit_release',
        category: 'financial',
        severity: 'high',
        title: 'Deposit can be released to the vendor before settlement',
        description:
          'The contract lets the deposit be paid to the vendor before settlement. Once released it is no longer held as stakeholder: if the sale falls through, getting it back depends on the vendor being able to pay.' +
          (ctx.facts.state === 'VIC' ? ' In Victoria (s27 Sale of Land Act) you have 28 days to object in writing to a release request.' : ''),
        impact: 'Your deposit could be unrecoverable if the vendor defaults or becomes insolvent.',
        recommendation: 'Ask to delete the clause, or limit release and require the vendor\'s mortgage payout figures first.',
        question: 'Why does the vendor need the deposit early, and what security is offered for it?',
        confidence: 90,
        at: { offset: m.index ?? 0, length: m[0].length },
      }),
    ];
  }
  return [];
}

function depositSize(ctx: RuleContext): Finding[] {
  const { purchasePrice: price, deposit } = ctx.ex.money;
  const ev = ctx.ex.evidence.deposit;
  if (!price || !deposit || !ev || deposit / price <= 0.1005) return [];
  const pct = Math.round((deposit / price) * 1000) / 10;
  return [
    finding(ctx, {
      id: 'deposit-size',
      flag: 'deposit_above_10',
      category: 'financial',
      severity: 'high',
      title: `Deposit of ${pct}% is above the usual 10%`,
      description: `The deposit (${formatDollars(deposit)}) is more than 10% of the price. A bigger deposit is more money at risk if you cannot settle` + (ctx.facts.state === 'VIC' ? '; for Victorian off-the-plan sales a deposit above 10% is not allowed (s9AA).' : '.'),
      impact: 'More money at risk before settlement.',
      recommendation: 'Negotiate the deposit down to 10% or less and make sure it is held in trust.',
      confidence: 95,
      at: { offset: ev.offset, length: 10 },
    }),
  ];
}

function settlementPeriod(ctx: RuleContext): Finding[] {
  const s = ctx.ex.evidence.settlement;
  const c = ctx.ex.evidence.contractDate;
  if (!s?.date || !c) return [];
  const days = daysBetween(c.value, s.date);
  if (days >= 30 && days <= 180) return [];
  const short = days < 30;
  return [
    finding(ctx, {
      id: 'settlement-period',
      category: 'operational',
      severity: 'medium',
      title: short ? `Short settlement (${days} days)` : `Long settlement (${days} days)`,
      description: short
        ? 'Settlement is less than 30 days after the contract date. Your finance, valuation and paperwork may not be ready in time, and late settlement costs default interest and penalties.'
        : 'Settlement is more than six months away. Values can move in that time and your loan approval may expire.',
      impact: short ? 'Risk of default interest or losing the deposit.' : 'Market and finance risk over a long period.',
      recommendation: short ? 'Confirm with your lender that funds will be ready, or negotiate a later date.' : 'Check your loan approval validity and consider the risk of market change.',
      confidence: 90,
      at: { offset: s.offset, length: 10 },
    }),
  ];
}

function gst(ctx: RuleContext): Finding[] {
  // A margin scheme or going concern sale whose contract says the price includes GST adds nothing to it.
  const priceIncludesGst = findMentions(ctx.doc, /\bprice\s+includes\s+GST\b/i).some((m) => m.polarity === 'positive');
  const plus = findMentions(
    ctx.doc,
    /\bplus\s+GST\b|\bGST[- ]exclusive\b|\bexcl(?:uding|\.|usive\s+of)?\s+GST\b|\bGST\b[^.\n]{0,40}\bin\s+addition\s+to\s+the\s+price\b|\bmargin\s+scheme\b|\bgoing\s+concern\b/i,
  ).find((m) => m.polarity === 'positive' && !(priceIncludesGst && /margin|concern/i.test(m.sentenceText)));
  const additional: Finding[] = [];
  if (plus) {
    additional.push(
      finding(ctx, {
        id: 'gst',
        flag: 'gst_additional',
        category: 'financial',
        severity: 'high',
        title: 'GST wording may add to the price',
        description: 'The contract mentions GST on top of the price, the margin scheme or a going concern. The amount you pay may be more than the headline price, and GST withholding rules may apply at settlement.',
        impact: 'The total price may be up to 10% higher than expected.',
        recommendation: 'Ask your conveyancer to confirm the GST-inclusive total before signing.',
        question: 'Is the price GST-inclusive, and does the margin scheme apply?',
        confidence: 85,
        at: { offset: plus.offset, length: plus.length },
      }),
    );
  }
  // NSW's form calls it the RW payment ("Purchaser must make an RW payment  [ ] NO  [X] yes").
  const whMention = findMentions(ctx.doc, /\bGST\s+withholding\s+amount\b|\bwithhold\w*\b[^.\n]{0,40}\bGST\b|\bGST\b[^.\n]{0,40}\bwithhold|\bmust\s+make\s+an\s+RW\s+payment\b/i).find(
    (m) => m.polarity === 'positive' && !/\bnot\s+required\b/i.test(m.sentenceText) && judgeEvidence(ctx.doc, m.offset).kind === 'assertion',
  );
  const wh = whMention ? { offset: whMention.offset, length: whMention.length } : null;
  if (!wh) return additional;
  const amount = /GST\s+withholding\s+amount\s+of\s+(\$[\d,]+)/i.exec(ctx.doc.scan)?.[1];
  return [
    ...additional,
    finding(ctx, {
      id: 'gst-withholding',
      flag: 'gst_withholding',
      category: 'financial',
      severity: 'medium',
      title: `GST withholding at settlement${amount ? ` (${amount})` : ''}`,
      description: `This is new residential property: you must pay part of the price${amount ? ` (${amount})` : ''} directly to the ATO at settlement instead of to the seller. The price includes GST; make sure your conveyancer and lender arrange the withholding.`,
      impact: 'Settlement funds must be split correctly or penalties can apply.',
      recommendation: 'Confirm the withholding amount and lodgement forms with your conveyancer.',
      confidence: 85,
      at: wh,
    }),
  ];
}

function coolingOff(ctx: RuleContext): Finding[] {
  const out: Finding[] = [];
  const auction = findMentions(ctx.doc, /\b(?:sold|bought|purchased|offered)\s+(?:at|by)\s+(?:public\s+)?auction\b|\bauction\s+(?:date|held)\b|\bat\s+auction\s+on\b/i).find((m) => m.polarity === 'positive');
  const waived = findMentions(ctx.doc, /\bcooling[- ]off\b[^.\n]{0,60}\b(?:waived|does\s+not\s+apply|excluded)\b|\bs\.?\s?66W\b|\bsection\s+66W\b/i).find((m) => m.polarity === 'positive');
  if (auction || waived) {
    const at = auction ?? waived;
    out.push(
      finding(ctx, {
        id: 'no-cooling-off',
        // An auction sale has no cooling-off by law: nothing was waived, so it is no concern kind (the key dates say it).
        ...(auction ? {} : { flag: 'cooling_off_waived' as const }),
        category: 'legal',
        severity: 'medium',
        title: auction ? 'Auction sale: no cooling-off period' : 'Cooling-off period waived or excluded',
        description: 'You cannot change your mind after signing. Finish all checks (building inspection, finance, strata/OC records) before you bid or sign.',
        impact: 'Bound from the moment of signing.',
        recommendation: 'Complete due diligence and have unconditional finance before signing.',
        confidence: 85,
        at: { offset: (at as { offset: number }).offset, length: (at as { length: number }).length },
      }),
    );
    return out;
  }
  const state = ctx.facts.state;
  if (!state) return out;
  const mentions = findMentions(ctx.doc, /\bcooling[- ]off\b/i).filter((x) => x.polarity !== 'hypothetical');
  const m = mentions.find((x) => x.polarity === 'positive' && x.sentenceText.length > 30) ?? mentions.find((x) => x.sentenceText.length > 30) ?? mentions[0];
  const at = m ? { offset: m.offset, length: m.length } : null;
  if (!at) return out;
  out.push(
    finding(ctx, {
      id: 'cooling-off',
      category: 'legal',
      severity: 'low',
      title: !JURISDICTIONS[state].hasCoolingOff ? `No statutory cooling-off period (${state})` : `Cooling-off rights (${state})`,
      description: `${JURISDICTIONS[state].coolingOff} Use the period to finish your checks, or get them done before signing.`,
      impact: 'Limited time to withdraw after signing.',
      recommendation: 'Diary the cooling-off deadline and finish inspections and finance checks within it.',
      confidence: 90,
      at,
    }),
  );
  return out;
}

/** A condition of the form just before a mention: "... is due on ____ unless the land is a lot on ..." names no fact of this sale. */
const CONDITION_BEFORE = /\b(?:unless|if|where|in\s+case)\s+(?:the\s+)?(?:land|lot|property)\s+(?:sold\s+)?is\b[^.;:]{0,40}$/i;

/** The document asserts the lot is on a plan not yet registered (a notice headed "off-the-plan" over "Not applicable" does not). */
function offPlan(ctx: RuleContext): boolean {
  return findMentions(ctx.doc, /\bproposed\s+lot\b|\boff[- ]the[- ]plan\b|\bplan\s+(?:has\s+)?not\s+(?:yet\s+)?been\s+registered\b|\bunregistered\s+plan\b/i, { problemWording: true }).some((m) => {
    if (m.polarity !== 'positive') return false;
    if (CONDITION_BEFORE.test(ctx.doc.scan.slice(Math.max(0, m.offset - 80), m.offset))) return false;
    const verdict = judgeEvidence(ctx.doc, m.offset);
    return verdict.kind === 'assertion' && verdict.answer !== 'no';
  });
}

/**
 * The contract's inspection items (a particulars row, a special condition, a schedule date): none in
 * force and at least one answered "Not applicable", "Nil", "No" or struck out means the contract is
 * not subject to an inspection. No item at all says nothing either way.
 */
function buildingAndPest(ctx: RuleContext): Finding[] {
  if (offPlan(ctx)) return [];
  const items = findMentions(ctx.doc, /\b(?:building\s+(?:and\s+|&\s+|and\/or\s+)?pest|building|pest)\s+(?:inspections?|reports?)\b/i).filter(
    (x) => x.polarity !== 'hypothetical' && judgeEvidence(ctx.doc, x.offset).kind === 'assertion',
  );
  if (items.some((x) => x.polarity === 'positive')) return [];
  const answeredNo = items.find((x) => x.polarity === 'negative');
  if (!answeredNo) return [];
  const m = { offset: answeredNo.offset, length: answeredNo.length };
  return [
    finding(ctx, {
      id: 'no-building-pest',
      flag: 'no_inspection_condition',
      category: 'operational',
      severity: 'medium',
      title: 'No building and pest inspection condition',
      description: 'The contract is not conditional on a satisfactory building and pest inspection. Defects found after signing will not let you end the contract.',
      impact: 'Repair costs for hidden defects fall on you.',
      recommendation: 'Get a building and pest inspection before signing.',
      confidence: 85,
      at: m,
    }),
  ];
}

function offThePlan(ctx: RuleContext): Finding[] {
  if (!offPlan(ctx)) return [];
  const m = locate(ctx, /\bproposed\s+lot\b|\boff[- ]the[- ]plan\b|\bunregistered\s+plan\b/i);
  if (!m) return [];
  const variance = /\bvary\s+by\s+up\s+to\s+(\d+)\s*(?:per\s*cent|%)/i.exec(ctx.doc.scan)?.[1];
  return [
    finding(ctx, {
      id: 'off-the-plan',
      flag: 'off_the_plan',
      category: 'operational',
      severity: 'medium',
      title: 'Off-the-plan purchase of a proposed lot',
      description:
        'You are buying a lot that does not exist yet. The plan, finishes and lot size can change' +
        (variance ? ` (the area may vary by up to ${variance}% without a price change)` : '') +
        ', settlement depends on construction and plan registration, and the lender\'s valuation at completion may be lower than the price.',
      impact: 'Valuation, delay and change risk until the plan is registered.',
      recommendation: 'Check the disclosure plan and statement carefully and keep records of what was promised.',
      question: 'What changes can the seller make to the lot or building, and what happens if construction is delayed?',
      confidence: 85,
      at: m,
    }),
  ];
}
