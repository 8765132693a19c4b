// Display strings for the Property tab. A missing price reads 'Not specified in contract';
// council valuations are labelled as such and are never shown as the price.
import { formatDate } from '../extract/dates.ts';
import { JURISDICTIONS } from '../knowledge/jurisdictions.ts';
import { formatDollars as money } from '../costs/money.ts';
import type { MoneyFacts } from '../extract/money-facts.ts';
import type { Facts, PropertyDetailsView } from '../result.ts';

export const NO_PRICE = 'Not specified in contract';

/** `amounts`: the engine's money facts, in integer cents. */
export function propertyView(facts: Facts, amounts: MoneyFacts, settlementText: string | null): PropertyDetailsView {
  const p = facts.propertyDetails;
  const title = [
    p.lot && p.plan ? `Lot ${p.lot} on ${p.plan}` : null,
    p.volume && p.folio ? `Volume ${p.volume} Folio ${p.folio}` : p.folio ? (facts.state === 'QLD' ? `Title reference ${p.folio}` : `Folio ${p.folio}`) : null,
  ].filter(Boolean);
  const cv = amounts.councilValuation;
  const valuation = [
    cv.civ !== null ? `Capital improved value ${money(cv.civ)}` : null,
    cv.siteValue !== null ? `${facts.state ? JURISDICTIONS[facts.state].siteValueLabel : 'Site value'} ${money(cv.siteValue)}` : null,
    cv.nav !== null ? `Net annual value ${money(cv.nav)}` : null,
  ].filter(Boolean);
  const { purchasePrice, deposit } = amounts;
  const depositPct = deposit !== null && purchasePrice ? ` (${Math.round((deposit / purchasePrice) * 1000) / 10}% of the price)` : '';
  return {
    address: p.address,
    landSize: p.landSizeM2 !== null ? `${p.landSizeM2.toLocaleString('en-AU')} m²` : null,
    zoning: p.zoning,
    titleDetails: title.length > 0 ? title.join('; ') : null,
    purchasePrice: purchasePrice !== null ? money(purchasePrice) : NO_PRICE,
    councilValuation: valuation.length > 0 ? `${valuation.join('; ')} (council rating valuation, not the purchase price)` : null,
    deposit: deposit !== null ? `${money(deposit)}${depositPct}` : null,
    settlementDate: p.settlementDate !== null ? formatDate(p.settlementDate) : settlementText ? settlementText.slice(0, 200) : null,
  };
}
