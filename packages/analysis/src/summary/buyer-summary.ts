// The "Doco Summary": key points, red flags and recommendations incl. questions for the
// vendor's solicitor.
import type { Extraction } from '../extract/facts.ts';
import type { BuyerSummary, Facts, Finding } from '../result.ts';
import { formatDollars as money } from '../costs/money.ts';
import { overallRisk, sortFindings } from './risk.ts';

const TYPE_LABEL: Record<Facts['documentType'], string> = {
  section32: 'Victorian vendor statement (section 32)',
  contract: 'Contract of sale',
  'contract+section32': 'Contract of sale with vendor statement (section 32)',
  title: 'Title search',
  'oc-certificate': 'Owners corporation / strata certificate',
  unknown: 'Property document',
};

export function buyerSummary(facts: Facts, ex: Extraction, findings: Finding[]): BuyerSummary {
  const p = facts.propertyDetails;
  const keyPoints: string[] = [];
  keyPoints.push(`${TYPE_LABEL[facts.documentType]}${facts.state ? ` (${facts.state})` : ''}${p.address ? ` for ${p.address}` : ''}.`);
  const m = ex.money;
  if (m.purchasePrice !== null) keyPoints.push(`Price ${money(m.purchasePrice)}${m.deposit !== null ? `, deposit ${money(m.deposit)}` : ''}.`);
  else if (facts.documentType === 'section32') keyPoints.push('A vendor statement does not state a price; council valuations in it are not the price.');
  if (m.councilValuation.civ !== null) keyPoints.push(`Council capital improved value ${money(m.councilValuation.civ)} (for rating, not the sale price).`);
  if (p.zoning) keyPoints.push(`Zoning: ${p.zoning}.`);
  if (facts.overlays.length > 0) keyPoints.push(`Overlays: ${facts.overlays.map((o) => o.code ?? o.name).join(', ')}.`);
  else if (facts.state === 'VIC') keyPoints.push('No planning overlays found.');
  if (m.ownersCorporation?.annualFees) keyPoints.push(`Owners corporation / strata fees about ${money(m.ownersCorporation.annualFees)} a year.`);
  const o = m.outgoings;
  const yearly = [o.councilRatesAnnual !== null ? `council rates ${money(o.councilRatesAnnual)}` : null, o.waterAnnual !== null ? `water ${money(o.waterAnnual)}` : null, o.landTax ? `land tax ${money(o.landTax)}` : null].filter(Boolean);
  if (yearly.length > 0) keyPoints.push(`Yearly outgoings: ${yearly.join(', ')}.`);
  if (p.settlementDate) keyPoints.push(`Settlement ${p.settlementDate}.`);
  else if (ex.evidence.settlement) keyPoints.push('Settlement date depends on a future event (no fixed date).');
  const discharged = ex.evidence.mortgages.find((m) => m.discharged);
  if (discharged) keyPoints.push(`The vendor's mortgage is to be discharged at settlement${discharged.dischargePage ? ` (page ${discharged.dischargePage})` : ''}.`);

  const sorted = sortFindings(findings);
  const redFlags = sorted.filter((f) => f.severity === 'high' || f.severity === 'critical').map((f) => `${f.title}: ${f.impact}`);
  const recommendations: string[] = [];
  for (const f of sorted) if (f.severity !== 'low' && !recommendations.includes(f.recommendation)) recommendations.push(f.recommendation);
  const questions = sorted.filter((f) => f.question).map((f) => `Ask the vendor's solicitor: ${f.question}`);
  recommendations.push(...questions.filter((q, i) => questions.indexOf(q) === i));
  recommendations.push('Have a solicitor or licensed conveyancer review the documents before you sign; this report is information, not legal advice.');
  return { overallRisk: overallRisk(findings), keyPoints, redFlags, recommendations };
}
